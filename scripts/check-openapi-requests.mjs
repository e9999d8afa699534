// The requests scripts/check-openapi.mjs sends through the Prism proxies: every operation of the
// served document at least once, each one's success where the test data can reach it and its main
// failures, in the order a cardholder, a virtual-card holder and a partner's member meet them. The
// cards and the partner come from the operator API (its own listener, not in the document).
//
// One piece: the requests follow one another as the test data is made (a card issued, logged in,
// its history read, disputed, frozen), so splitting them would pass that state between files.
import { randomBytes } from 'node:crypto';

const API = '/api/ind/v1';
const PARTNER = '/api/partner/v1';
const PARTNER_ORIGIN = 'https://rewards.partner.example';
const person = { firstName: 'Robin', lastName: 'Hale', dateOfBirth: '07/30/1990' };
const address = { address1: '7 Oak Avenue', address2: '', city: 'Columbus', state: 'OH', zipCode: '43004' };
const holder = { ...person, ...address, email: 'robin.hale@example.com', phone: '(614) 555-0142' };
const captcha = { captchaResponse: 'captcha-off' };
const idempotencyKey = () => randomBytes(12).toString('base64url');
/** MM/DD/YYYY of the day `days` before `today` (MM/DD/YYYY, the server's day) */
const usDate = (today, days) => {
  const [month, day, year] = today.split('/').map(Number);
  const d = new Date(Date.UTC(year, month - 1, day) - days * 86_400_000);
  const two = (n) => String(n).padStart(2, '0');
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
};

/** Operations whose success the check cannot reach, and why. */
const NO_SUCCESS = {
  captchaChallenge: 'the check runs with CAPTCHA=off, where the challenge answers 404',
};

/**
 * Send the requests; returns the problems (empty when Prism saw none and every answer had the
 * expected status).
 */
export async function runRequests({ strict, lenient, admin, doc }) {
  const problems = [];
  const reached = new Map();

  async function operator(path, body) {
    const res = await fetch(`${admin.origin}/admin/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`operator ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  }

  /**
   * One request through a proxy. `expect`: the status the server must answer. On the strict proxy
   * any violation is a problem; on the lenient one (a request that breaks the document on purpose)
   * only the request's own violations are allowed.
   */
  async function send(op, method, path, { body, token, headers = {}, expect, proxy = strict } = {}) {
    const raw = typeof body === 'string' || body === undefined ? body : JSON.stringify(body);
    const res = await fetch(`${proxy}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: raw,
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    const json = type.includes('json') ? JSON.parse(text) : undefined;
    const label = `${op} ${method} ${path.split('?')[0]} → ${res.status}`;
    const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]');
    const unexpected = violations.filter((v) => proxy === strict || v.location?.[0] !== 'request');
    for (const v of unexpected)
      problems.push(`${label}: ${v.location?.join('.')} ${v.severity}: ${v.message}`);
    if (type.includes('application/problem+json') && String(json?.type).includes('stoplight.io/prism')) {
      problems.push(
        `${label}: Prism refused it: ${json.title} ${JSON.stringify(json.validation ?? json.detail)}`,
      );
    } else if (res.status !== expect) {
      problems.push(`${label}: expected ${expect} (${text.slice(0, 200)})`);
    }
    if (res.status === expect) reached.set(op, [...(reached.get(op) ?? []), res.status]);
    return json;
  }
  const api = (op, method, path, options) => send(op, method, `${API}${path}`, options);

  // anyone
  // the programme's day, which the history range rule counts from
  const { today } = await api('serverDate', 'GET', '/calendar/today', { expect: 200 });
  await api('captchaChallenge', 'GET', '/captcha/challenge', { expect: 404 });
  await api('legalPdf', 'GET', '/legal/esign.pdf', { expect: 200 });
  await api('legalPdf', 'GET', '/legal/no-such-document.pdf', { expect: 404 });
  const contact = { name: 'Avery Stone', email: holder.email, inquiryType: 'Card Use', ...captcha };
  await api('contact', 'POST', '/support/contact', { body: { ...contact, message: 'Hello' }, expect: 200 });
  const badEmail = { ...contact, email: 'not-an-email' };
  await api('contact', 'POST', '/support/contact', { body: badEmail, expect: 400, proxy: lenient });
  // an oversized body (past the server's 64 KB limit) and a form post instead of JSON
  const padding = 'x'.repeat(70 * 1024);
  await api('contact', 'POST', '/support/contact', {
    body: { ...contact, message: 'Hi', padding },
    expect: 413,
  });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  await api('contact', 'POST', '/support/contact', {
    body: 'name=Avery',
    headers: form,
    expect: 415,
    proxy: lenient,
  });
  const failure = { kind: 'remote-load', remote: 'history', release: '1.0.0', route: '/ind/history' };
  await api('clientFailure', 'POST', '/telemetry/client-failure', { body: failure, expect: 204 });

  // a cardholder: login, the card, its language, its history and disputes, freeze, PIN, replacement, logout
  const card = await operator('/cards', {
    status: 'activated',
    registered: true,
    amount: 250,
    permissions: ['freeze', 'pin-reset', 'replacement'],
  });
  await operator('/txns/seed', { card: card.cardNumber, count: 40, days: 60 });
  const login = (c, cvv = c.cvv) => ({ cardNumber: c.cardNumber, cardCvv: cvv, ...captcha });
  const wrongCvv = card.cvv === '000' ? '001' : '000';
  await api('login', 'POST', '/auth/card', { body: login(card, wrongCvv), expect: 401 });
  const session = await api('login', 'POST', '/auth/card', { body: login(card), expect: 200 });
  let token = session?.auth?.token;
  await api('cardInfo', 'GET', '/card/info', { token, expect: 200 });
  await api('cardInfo', 'GET', '/card/info', { token: 'not-a-session', expect: 403 });
  await api('balance', 'GET', '/card/balance', { token, expect: 200 });
  const range = { startDate: usDate(today, 60), endDate: today };
  const history = await api('history', 'POST', '/card/txn/history', {
    body: { ...range, page: 1, txnPerPage: 10 },
    token,
    expect: 200,
  });
  // a range the server's rule refuses (end before start), which JSON Schema cannot say
  const backwards = { startDate: today, endDate: usDate(today, 30), page: 1, txnPerPage: 10 };
  await api('history', 'POST', '/card/txn/history', { body: backwards, token, expect: 400 });
  await api('historyDownload', 'POST', '/card/txn/history/download', { body: range, token, expect: 200 });
  const txnId = history?.transactions?.find((t) => t.id && t.type === 'purchase')?.id;
  const dispute = { reason: 'not_recognised', description: 'I did not make this', contact: holder.email };
  if (txnId)
    await api('disputeOpen', 'POST', '/card/disputes', { body: { ...dispute, txnId }, token, expect: 200 });
  await api('disputeOpen', 'POST', '/card/disputes', {
    body: { ...dispute, txnId: '999999999' },
    token,
    expect: 404,
  });
  await api('disputes', 'GET', '/card/disputes', { token, expect: 200 });
  await api('pinReset', 'POST', '/card/pin/reset', { token, expect: 200 });
  // the language of the card's mail and SMS, and a language it does not offer
  await api('cardLanguage', 'POST', '/card/language', { body: { language: 'es' }, token, expect: 204 });
  await api('cardLanguage', 'POST', '/card/language', {
    body: { language: 'fr' },
    token,
    expect: 400,
    proxy: lenient,
  });
  await api('freeze', 'POST', '/card/freeze', { body: { frozen: true }, token, expect: 200 });
  await api('pinReset', 'POST', '/card/pin/reset', { token, expect: 409 });
  await api('activate', 'POST', '/card/activate', { token, expect: 409 });
  await api('replacementQuote', 'GET', '/card/replacement', { token, expect: 200 });
  token = (await api('refresh', 'POST', '/auth/refresh', { token, expect: 200 }))?.token ?? token;
  const lost = { reason: 'lost', idempotencyKey: idempotencyKey() };
  await api('reportLost', 'POST', '/card/replacement', { body: lost, token, expect: 200 });
  await api('balance', 'GET', '/card/balance', { token, expect: 403 });

  // a card that asks for activation, an unregistered card, an expired one
  const inactive = await operator('/cards', { status: 'requires_activation', permissions: ['activation'] });
  const inactiveToken = (await api('login', 'POST', '/auth/card', { body: login(inactive), expect: 200 }))
    ?.auth?.token;
  await api('activate', 'POST', '/card/activate', { token: inactiveToken, expect: 200 });
  await api('logout', 'POST', '/auth/logout', { token: inactiveToken, expect: 204 });
  await api('logout', 'POST', '/auth/logout', { token: inactiveToken, expect: 403 });
  const issued = await operator('/cards', { status: 'issued', amount: 20 });
  const register = { cardNum: issued.cardNumber, cvv: issued.cvv, ...captcha, ...holder };
  await api('register', 'POST', '/card/register', { body: register, expect: 200 });
  await api('register', 'POST', '/card/register', { body: register, expect: 409 });
  const expired = await operator('/cards', {
    status: 'activated',
    registered: true,
    expired: true,
    amount: 30,
  });
  await api('expiredReplacementQuote', 'POST', '/card/replacement/expired/quote', {
    body: login(expired),
    expect: 200,
  });
  const replace = { ...login(expired), idempotencyKey: idempotencyKey() };
  await api('replaceExpired', 'POST', '/card/replacement/expired', { body: replace, expect: 200 });

  // a virtual card's emailed link: registration, agreement, the card image
  const virtual = await operator('/cards', {
    virtual: true,
    status: 'activated',
    email: 'virtual@example.com',
  });
  const { accountId, cardImageId } = virtual;
  const linkClickParams = Object.fromEntries(new URL(virtual.registrationPath, 'http://x').searchParams);
  await api('isRegistered', 'POST', '/card/isRegistered', {
    body: { cardNum: accountId, linkClickParams },
    expect: 200,
  });
  await api('isRegistered', 'POST', '/card/isRegistered', { body: { cardNum: 'A'.repeat(24) }, expect: 404 });
  const registerVirtual = { accountId, ...captcha, ...holder, email: virtual.email, linkClickParams };
  await api('registerVirtualCard', 'POST', '/card/registerVirtualCard', {
    body: registerVirtual,
    expect: 200,
  });
  await api('agreement', 'POST', '/card/vv/agreement', { body: { accountId }, expect: 200 });
  await api('getToken', 'POST', '/card/vv/getToken', { body: { accountId }, expect: 409 });
  const sign = { accountId, email: virtual.email };
  await api('agreementSign', 'POST', '/card/vv/agreement/sign', { body: sign, expect: 200 });
  const image = await api('getToken', 'POST', '/card/vv/getToken', { body: { accountId }, expect: 200 });
  const imagePath = `/card/vv/image/${cardImageId}?token=${encodeURIComponent(image?.token ?? '')}`;
  await api('cardImage', 'GET', imagePath, { expect: 200 });
  await api('cardImage', 'GET', `/card/vv/image/${cardImageId}?token=forged`, { expect: 410 });
  const text = await api('getToken', 'POST', '/card/vv/getToken', { body: { accountId }, expect: 200 });
  await api('cardDetails', 'POST', '/card/vv/details', {
    body: { cardImageId, token: text?.token ?? '' },
    expect: 200,
  });
  await api('cardDetails', 'POST', '/card/vv/details', {
    body: { cardImageId, token: 'forged' },
    expect: 410,
  });
  // a fresh link for a card not registered yet (it retires the earlier one)
  const other = await operator('/cards', { virtual: true, status: 'activated', email: 'other@example.com' });
  await api('emailResend', 'POST', '/card/email/resend', {
    body: { accountId: other.accountId, ...captcha },
    expect: 200,
  });
  const unknown = { accountId: 'A'.repeat(24), ...captcha };
  await api('emailResend', 'POST', '/card/email/resend', { body: unknown, expect: 404 });

  // a partner's member: the partner's server asks for an embed token, the frame exchanges it and
  // the member gives the one-time code
  const partner = await operator('/partners', { name: 'Check Co', origin: [PARTNER_ORIGIN] });
  const member = await operator('/cards', {
    virtual: true,
    status: 'activated',
    email: 'member@example.com',
    partner: partner.partnerId,
    'external-ref': 'member-1',
  });
  const p = (op, path, body, options) => send(op, 'POST', `${PARTNER}${path}`, { body, ...options });
  // no key: Prism with --errors would answer the missing security itself
  await p(
    'createEmbedSession',
    '/embed-sessions',
    { externalRef: 'member-1' },
    { expect: 401, proxy: lenient },
  );
  const embed = await p(
    'createEmbedSession',
    '/embed-sessions',
    { externalRef: 'member-1' },
    {
      token: partner.apiKey,
      expect: 200,
    },
  );
  await p(
    'createEmbedSession',
    '/embed-sessions',
    { externalRef: 'nobody' },
    { token: partner.apiKey, expect: 404 },
  );
  const exchange = { embedToken: embed?.embedToken ?? '', parentOrigin: PARTNER_ORIGIN };
  const frame = await p('exchangeEmbedSession', '/embed-sessions/exchange', exchange, { expect: 200 });
  await p('exchangeEmbedSession', '/embed-sessions/exchange', exchange, { expect: 401 });
  const embedAccount = frame?.accountId ?? member.accountId;
  await p(
    'verifyEmbedSession',
    '/embed-sessions/verify',
    { accountId: embedAccount, code: '000000' },
    { expect: 400 },
  );
  await p('resendEmbedCode', '/embed-sessions/code', { accountId: embedAccount }, { expect: 200 });
  const mails = await operator('/outbox');
  const code = mails
    .filter((m) => m.to === member.email)
    .map((m) => /is (\d{6})\./.exec(m.body ?? '')?.[1])
    .findLast(Boolean);
  await p('verifyEmbedSession', '/embed-sessions/verify', { accountId: embedAccount, code }, { expect: 200 });
  await p('resendEmbedCode', '/embed-sessions/code', { accountId: 'A'.repeat(24) }, { expect: 404 });
  await p(
    'resendEmbedCode',
    '/embed-sessions/code',
    { accountId: embedAccount, junk: 'x'.repeat(70 * 1024) },
    {
      expect: 413,
      proxy: lenient,
    },
  );
  await p('resendEmbedCode', '/embed-sessions/code', 'accountId=x', {
    headers: form,
    expect: 415,
    proxy: lenient,
  });

  // every operation of the document was called, with a success unless NO_SUCCESS says why not
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'servers') continue;
      const id = operation.operationId;
      const statuses = reached.get(id) ?? [];
      if (statuses.length === 0) problems.push(`${id} (${method.toUpperCase()} ${route}): never called`);
      else if (!statuses.some((s) => s < 300) && !NO_SUCCESS[id]) problems.push(`${id}: no success reached`);
    }
  }
  return problems;
}
