// The security issue, item by item: every refusal with its status and error code, on PGlite and
// (TEST_DATABASE_URL) PostgreSQL, where the lockout is also proven across two replicas.
import fc from 'fast-check';
import { PARTNER_BASE_PATH, PARTNER_OPERATIONS, PATHS, decodeBase64Param } from '@portal/contracts';
import { ADMIN_TOKEN, PG_URL, captchaFor, harness, holder, openTestDb, type Harness } from './helpers';
import { redactUrl } from '../src/app';
import { csvCell } from '../src/modules/history/csv';
import type { IssuedCard } from '../src/modules/admin/issuing';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const registerBody = (card: { cardNumber: string; cvv: string }, extra: Record<string, unknown> = {}) => ({
  cardNum: card.cardNumber,
  cvv: card.cvv,
  captchaResponse: captchaFor('ind_card_registration'),
  ...holder,
  ...extra,
});

function linkOf(card: IssuedCard) {
  const url = new URL(card.registrationPath!, 'http://x');
  const [, , , accountId, image] = url.pathname.split('/');
  return {
    accountId: accountId!,
    cardImageId: decodeBase64Param(image!)!,
    linkClickParams: Object.fromEntries(url.searchParams),
  };
}

/** A virtual card, registered through its link, agreement signed: ready to show its image. */
async function readyVirtualCard(options: Record<string, unknown> = {}) {
  const card = await h.issue({ virtual: true, status: 'activated', email: 'v@example.com', ...options });
  const link = linkOf(card);
  const reg = await h.post('/card/registerVirtualCard', {
    accountId: link.accountId,
    captchaResponse: captchaFor('ind_card_registration'),
    linkClickParams: link.linkClickParams,
    ...holder,
  });
  expect(reg.statusCode).toBe(200);
  expect(
    (await h.post('/card/vv/agreement/sign', { accountId: link.accountId, email: null })).statusCode,
  ).toBe(200);
  return { card, link };
}

async function imageWith(link: { accountId: string; cardImageId: string }) {
  const token = await h.post('/card/vv/getToken', { accountId: link.accountId });
  return { token, image: (t: string) => h.get(`/api/ind/v1/card/vv/image/${link.cardImageId}?token=${t}`) };
}

// ---------------------------------------------------------------- high: registration takeover
describe('a registered card refuses registration', () => {
  test('physical: a second registration with card number + CVV is 409 already_registered; phone and email stay', async () => {
    const card = await h.issue({ status: 'activated' });
    expect((await h.post('/card/register', registerBody(card))).statusCode).toBe(200);
    const again = await h.post(
      '/card/register',
      registerBody(card, { email: 'fraud@example.com', phone: '(555) 555-0101' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'already_registered', message: expect.any(String) });
    const stored = await h.rows<{ email: string; phone: string }>(
      "select h.email, h.phone from cardholders h join cards c on c.id = h.card_id where c.last4 = $1 and h.email <> 'x'",
      [card.cardNumber.slice(-4)],
    );
    expect(stored).toContainEqual({ email: holder.email, phone: '2175550188' });
    expect(stored).not.toContainEqual(expect.objectContaining({ phone: '5555550101' }));
    // the next PIN goes to the holder's phone, not the fraudster's
    const token = await h.login(card);
    expect((await h.post('/card/pin/reset', {}, token)).statusCode).toBe(200);
    const sms = await h.rows<{ recipient: string }>(
      "select recipient from outbox where channel = 'sms' order by id desc limit 1",
    );
    expect(sms[0]!.recipient).toBe('2175550188');
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'registration' order by id desc limit 1",
    );
    expect(audit[0]!.outcome).toBe('already_registered');
  });

  test('a card issued registered refuses registration too', async () => {
    const card = await h.issue({ status: 'activated', registered: true });
    const res = await h.post('/card/register', registerBody(card));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('already_registered');
  });

  test('virtual: registerVirtualCard on a registered card is 409 already_registered', async () => {
    const { card, link } = await readyVirtualCard();
    void card;
    const res = await h.post('/card/registerVirtualCard', {
      accountId: link.accountId,
      captchaResponse: captchaFor('ind_card_registration'),
      linkClickParams: link.linkClickParams,
      ...holder,
      email: 'fraud@example.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('already_registered');
  });

  test('card update-contact (operator): changes the contact, tells the previous email and phone, audits the operator and reason', async () => {
    const card = await h.issue({ status: 'activated', registered: true, email: 'old@example.com' });
    const res = await h.admin('POST', '/cards/contact', {
      card: card.cardNumber,
      email: 'new@example.com',
      phone: '(302) 555-0199',
      reason: 'holder called, verified by date of birth',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: ['email', 'phone'] });
    expect(res.body).not.toContain(card.cardNumber);
    const notices = await h.rows<{ channel: string; recipient: string; body: string }>(
      'select channel, recipient, body from outbox order by id desc limit 2',
    );
    expect(notices.map((n) => [n.channel, n.recipient]).sort()).toEqual([
      ['email', 'old@example.com'],
      ['sms', '3025550143'],
    ]);
    expect(notices[0]!.body).toContain(card.cardNumber.slice(-4));
    const stored = await h.admin('POST', '/cards/show', {
      card: card.cardNumber,
      reason: 'check the change',
    });
    expect(stored.json().holder).toMatchObject({ email: 'new@example.com', phone: '3025550199' });
    const audit = await h.rows<{ detail: string }>(
      "select detail from audit_log where action = 'admin_contact_update' order by id desc limit 1",
    );
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({
      operator: 'admin',
      reason: 'holder called, verified by date of birth',
    });
  });

  test('card update-contact refusals: unregistered card 409 not_permitted, no reason 400, unknown card 404', async () => {
    const unregistered = await h.issue({ status: 'activated' });
    const a = await h.admin('POST', '/cards/contact', {
      card: unregistered.cardNumber,
      email: 'x@example.com',
      reason: 'asked by phone',
    });
    expect([a.statusCode, a.json().code]).toEqual([409, 'not_permitted']);
    const b = await h.admin('POST', '/cards/contact', {
      card: unregistered.cardNumber,
      email: 'x@example.com',
    });
    expect([b.statusCode, b.json().code]).toEqual([400, 'invalid_request']);
    const c = await h.admin('POST', '/cards/contact', {
      card: '4111111111111111',
      email: 'x@example.com',
      reason: 'asked by phone',
    });
    expect([c.statusCode, c.json().code]).toEqual([404, 'not_found']);
  });
});

// ---------------------------------------------------------------- high: the link and the card image
describe('the card image: only a live virtual card, through its newest link', () => {
  test('a physical card has no link: the CLI prints no account id and no link row exists', async () => {
    const card = await h.issue({ status: 'activated', email: 'p@example.com' });
    expect(card.accountId).toBeUndefined();
    const links = await h.rows(
      'select 1 from virtual_links l join cards c on c.id = l.card_id where c.card_image_id = $1',
      [card.cardImageId],
    );
    expect(links).toHaveLength(0);
  });

  test('a ready virtual card shows its image (the control case)', async () => {
    const { link } = await readyVirtualCard();
    const { token, image } = await imageWith(link);
    expect(token.statusCode).toBe(200);
    const res = await image(token.json().token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('a frozen virtual card: getToken 409 card_frozen, and a token minted before the freeze no longer works', async () => {
    const { card, link } = await readyVirtualCard();
    const { token, image } = await imageWith(link);
    const session = await h.login(card);
    expect((await h.post('/card/freeze', { frozen: true }, session)).statusCode).toBe(200);
    const refused = await h.post('/card/vv/getToken', { accountId: link.accountId });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'card_frozen']);
    const late = await image(token.json().token);
    expect([late.statusCode, late.json().code]).toEqual([409, 'card_frozen']);
  });

  test('a sanctioned virtual card: getToken 409 not_permitted', async () => {
    const { link } = await readyVirtualCard();
    await h.rows('update cards set sanctioned = true where card_image_id = $1', [link.cardImageId]);
    const res = await h.post('/card/vv/getToken', { accountId: link.accountId });
    expect([res.statusCode, res.json().code]).toEqual([409, 'not_permitted']);
  });

  test('a legacy (gift2Go) virtual card: getToken 409 not_permitted', async () => {
    const { link } = await readyVirtualCard({ legacy: true });
    const res = await h.post('/card/vv/getToken', { accountId: link.accountId });
    expect([res.statusCode, res.json().code]).toEqual([409, 'not_permitted']);
  });

  test('a link left on a physical card (older data): getToken 409 not_permitted', async () => {
    const { link } = await readyVirtualCard();
    await h.rows('update cards set virtual = false where card_image_id = $1', [link.cardImageId]);
    const res = await h.post('/card/vv/getToken', { accountId: link.accountId });
    expect([res.statusCode, res.json().code]).toEqual([409, 'not_permitted']);
  });

  test('email/resend retires the earlier links: 410 link_expired for getToken, sign and a token minted through them', async () => {
    const { link } = await readyVirtualCard();
    const { token, image } = await imageWith(link);
    const resend = await h.post('/card/email/resend', {
      accountId: link.accountId,
      captchaResponse: captchaFor('card_resend'),
    });
    expect(resend.statusCode).toBe(200);
    const old = await h.post('/card/vv/getToken', { accountId: link.accountId });
    expect([old.statusCode, old.json().code]).toEqual([410, 'link_expired']);
    const sign = await h.post('/card/vv/agreement/sign', { accountId: link.accountId, email: null });
    expect([sign.statusCode, sign.json().code]).toEqual([410, 'link_expired']);
    const late = await image(token.json().token);
    expect([late.statusCode, late.json().code]).toEqual([410, 'link_expired']);
    // the fresh link works
    const fresh = await h.rows<{ account_id: string }>(
      'select account_id from virtual_links where retired_at is null and card_id = (select card_id from virtual_links where account_id = $1)',
      [link.accountId],
    );
    expect(fresh).toHaveLength(1);
    const ok = await h.post('/card/vv/getToken', { accountId: fresh[0]!.account_id });
    expect(ok.statusCode).toBe(200);
  });

  test('the image token lives 60 seconds: at 61 s it is 410 link_expired', async () => {
    const { link } = await readyVirtualCard();
    const { token, image } = await imageWith(link);
    h.clock.advance(61_000);
    try {
      const res = await image(token.json().token);
      expect([res.statusCode, res.json().code]).toEqual([410, 'link_expired']);
    } finally {
      h.clock.advance(-61_000);
    }
  });

  test('an image token is good for one fetch: the second is 410 link_expired (audited token_reused); a new token works', async () => {
    const { link } = await readyVirtualCard();
    const { token, image } = await imageWith(link);
    const first = await image(token.json().token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cross-origin-resource-policy']).toBe('same-site');
    const second = await image(token.json().token);
    expect([second.statusCode, second.json().code]).toEqual([410, 'link_expired']);
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'card_image_read' and outcome = 'token_reused'",
    );
    expect(audit.length).toBeGreaterThan(0);
    const fresh = await imageWith(link);
    expect((await fresh.image(fresh.token.json().token)).statusCode).toBe(200);
  });

  test("a token is bound to its card's image id: another card's image id is 410 link_expired", async () => {
    const a = await readyVirtualCard();
    const b = await readyVirtualCard();
    const { token } = await imageWith(a.link);
    const res = await h.get(`/api/ind/v1/card/vv/image/${b.link.cardImageId}?token=${token.json().token}`);
    expect([res.statusCode, res.json().code]).toEqual([410, 'link_expired']);
  });

  test('getToken and agreement/sign are limited per link (429 locked)', async () => {
    const limited = await harness({ settings: { linkRateLimit: { perLink: 3, perClient: 1000 } } });
    try {
      const card = await limited.issue({ virtual: true, status: 'activated', email: 'r@example.com' });
      const { accountId } = linkOf(card);
      const sign = await limited.post('/card/vv/agreement/sign', { accountId, email: null });
      expect(sign.statusCode).toBe(200);
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.post('/card/vv/getToken', { accountId })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      for (let i = 0; i < 2; i++) await limited.post('/card/vv/agreement/sign', { accountId, email: null });
      const fourth = await limited.post('/card/vv/agreement/sign', { accountId, email: null });
      expect([fourth.statusCode, fourth.json().code]).toEqual([429, 'locked']);
    } finally {
      await limited.close();
    }
  });

  test('getToken is limited per client across links (429 locked)', async () => {
    const limited = await harness({ settings: { linkRateLimit: { perLink: 1000, perClient: 2 } } });
    try {
      const ids = [];
      for (let i = 0; i < 3; i++) {
        const card = await limited.issue({ virtual: true, status: 'activated', email: `c${i}@example.com` });
        ids.push(linkOf(card).accountId);
      }
      const codes = [];
      for (const accountId of ids)
        codes.push((await limited.post('/card/vv/getToken', { accountId })).statusCode);
      expect(codes[2]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  test('the e-sign email must be a valid address (400), defaulting to the holder’s', async () => {
    const card = await h.issue({ virtual: true, status: 'activated', email: 'e@example.com' });
    const { accountId } = linkOf(card);
    const bad = await h.post('/card/vv/agreement/sign', { accountId, email: 'not an address' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_request']);
    expect(bad.json().fields.email).toBeDefined();
    const ok = await h.post('/card/vv/agreement/sign', { accountId, email: '' });
    expect(ok.statusCode).toBe(200);
    const stored = await h.rows<{ esign_email: string }>(
      'select esign_email from agreements where account_id = $1',
      [accountId],
    );
    expect(stored[0]!.esign_email).toBe('e@example.com');
  });
});

// ---------------------------------------------------------------- high: the operator API
describe('the operator API', () => {
  test('the public listener answers 404 for every /admin path, even with a valid operator token', async () => {
    for (const [method, url] of [
      ['POST', '/admin/v1/cards'],
      ['GET', '/admin/v1/outbox'],
      ['POST', '/admin/v1/txns'],
    ] as const) {
      const res = await h.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        ...(method === 'POST' ? { payload: { amount: 1_000_000 } } : {}),
      });
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    }
  });

  test('a missing or wrong operator token is 401 unauthorized, and the refusal is audited', async () => {
    const res = await h.admin('POST', '/cards', { amount: 1_000_000 }, 'wrong-token-wrong-token');
    expect([res.statusCode, res.json().code]).toEqual([401, 'unauthorized']);
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'admin' order by id desc limit 1",
    );
    expect(audit[0]!.outcome).toBe('denied');
  });

  test('every admin call is audited with the name of the operator token', async () => {
    const named = await harness({
      settings: { adminTokens: [{ name: 'dana', token: 'dana-token-0123456789' }] },
    });
    try {
      const res = await named.admin('GET', '/outbox', undefined, 'dana-token-0123456789');
      expect(res.statusCode).toBe(200);
      const denied = await named.admin('GET', '/outbox', undefined, ADMIN_TOKEN);
      expect(denied.statusCode).toBe(401);
      const audit = await named.rows<{ detail: string; outcome: string }>(
        "select detail, outcome from audit_log where action = 'admin_call' order by id desc limit 1",
      );
      expect(audit[0]!.outcome).toBe('200');
      expect(JSON.parse(audit[0]!.detail)).toEqual({ operator: 'dana', route: 'GET /admin/v1/outbox' });
    } finally {
      await named.close();
    }
  });

  test('in production, cards and money are refused (409 not_permitted) unless ALLOW_TEST_DATA; reads still work', async () => {
    const prod = await harness({ settings: { production: true, testData: false } });
    try {
      const issue = await prod.admin('POST', '/cards', { amount: 1_000_000 });
      expect([issue.statusCode, issue.json().code]).toEqual([409, 'not_permitted']);
      expect(issue.body).not.toMatch(/cvv/i);
      const txn = await prod.admin('POST', '/txns', {
        card: '4111111111111111',
        amount: 1000,
        merchant: 'x',
        date: '2026-01-01',
        type: 'load',
      });
      expect([txn.statusCode, txn.json().code]).toEqual([409, 'not_permitted']);
      const seed = await prod.admin('POST', '/txns/seed', { card: '4111111111111111', count: 1, days: 1 });
      expect([seed.statusCode, seed.json().code]).toEqual([409, 'not_permitted']);
      expect((await prod.admin('GET', '/outbox')).statusCode).toBe(200);
      expect(await prod.rows('select 1 from cards')).toHaveLength(0);
    } finally {
      await prod.close();
    }
    const allowed = await harness({ settings: { production: true, testData: true } });
    try {
      expect((await allowed.admin('POST', '/cards', { amount: 5 })).statusCode).toBe(200);
    } finally {
      await allowed.close();
    }
  });
});

// ---------------------------------------------------------------- medium: lockout, PIN reset limit
describe('CVV lockout', () => {
  const wrong = (card: { cardNumber: string; cvv: string }) =>
    String((Number(card.cvv) + 1) % 1000).padStart(3, '0');
  const attempt = (target: Harness, card: { cardNumber: string }, cvv: string) =>
    target.post('/auth/card', {
      cardNumber: card.cardNumber,
      cardCvv: cvv,
      captchaResponse: captchaFor('ind_login'),
    });

  test('3 lockouts within 24 hours hold the card until the call centre unlocks it; a registered holder is told', async () => {
    const card = await h.issue({ status: 'activated', registered: true, email: 'held@example.com' });
    for (let lock = 1; lock <= 3; lock++) {
      // four wrong CVVs are refused, the fifth pauses the number
      for (let i = 0; i < 4; i++) expect((await attempt(h, card, wrong(card))).statusCode).toBe(401);
      expect((await attempt(h, card, wrong(card))).statusCode).toBe(429);
      expect((await attempt(h, card, card.cvv)).statusCode).toBe(429);
      h.clock.advance(31 * 60_000);
    }
    // 93 minutes later: the third lock holds
    const held = await attempt(h, card, card.cvv);
    expect([held.statusCode, held.json().code, held.json().held]).toEqual([429, 'locked', true]);
    h.clock.advance(23 * 3_600_000);
    expect((await attempt(h, card, card.cvv)).statusCode).toBe(429);
    const notices = await h.rows<{ channel: string; recipient: string; body: string }>(
      "select channel, recipient, body from outbox where body like '%is locked%' order by id desc limit 2",
    );
    expect(notices.map((n) => n.recipient).sort()).toEqual(['3025550143', 'held@example.com']);
    const unlock = await h.admin('POST', '/cards/unlock', {
      card: card.cardNumber,
      reason: 'holder verified',
    });
    expect(unlock.json()).toMatchObject({ unlocked: true });
    expect((await attempt(h, card, card.cvv)).statusCode).toBe(200);
  });

  test('card unlock of an unlocked card says so; an unknown card is 404', async () => {
    const card = await h.issue({ status: 'activated' });
    const res = await h.admin('POST', '/cards/unlock', { card: card.cardNumber, reason: 'holder verified' });
    expect(res.json()).toMatchObject({ unlocked: false });
    const unknown = await h.admin('POST', '/cards/unlock', {
      card: '4111111111111111',
      reason: 'holder verified',
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });

  test('20 parallel wrong CVVs, then the right one: refused, and the burst counts as one lockout', async () => {
    const card = await h.issue({ status: 'activated' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(h, card, wrong(card))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    const right = await attempt(h, card, card.cvv);
    expect([right.statusCode, right.json().code]).toEqual([429, 'locked']);
  });

  (PG_URL ? test : test.skip)(
    'PostgreSQL, two replicas: 20 parallel wrong CVVs spread over both lock the card on both',
    async () => {
      const shared = await openTestDb();
      const a = await harness({ db: shared });
      const replicaDb = await shared.replica!();
      const b = await harness({ db: replicaDb, keys: a.app.ctx.keys, adapters: undefined });
      try {
        const card = await a.issue({ status: 'activated' });
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? a : b, card, wrong(card))),
        );
        expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(4);
        for (const replica of [a, b]) {
          const right = await attempt(replica, card, card.cvv);
          expect([right.statusCode, right.json().code]).toEqual([429, 'locked']);
        }
        const rows = await a.rows<{ lockouts: number; held: boolean }>(
          'select lockouts, held from login_failures',
        );
        expect(rows).toEqual([{ lockouts: 1, held: false }]);
      } finally {
        await b.app.close();
        await replicaDb.dispose();
        await a.close();
      }
    },
    60_000,
  );
});

describe('PIN reset limit', () => {
  test('3 resets per card per 24 hours; the 4th is 429 locked and sends no SMS', async () => {
    const card = await h.issue({ status: 'activated', registered: true });
    const token = await h.login(card);
    const before = await h.rows<{ n: number }>("select count(*)::int as n from outbox where channel = 'sms'");
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await h.post('/card/pin/reset', {}, token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const fourth = await h.post('/card/pin/reset', {}, token);
    expect(fourth.json().code).toBe('locked');
    const after = await h.rows<{ n: number }>("select count(*)::int as n from outbox where channel = 'sms'");
    expect(after[0]!.n - before[0]!.n).toBe(3);
    h.clock.advance(24 * 3_600_000 + 1000);
    const next = await h.login(card);
    expect((await h.post('/card/pin/reset', {}, next)).statusCode).toBe(200);
  });

  test('resets are limited per client across cards (429 locked)', async () => {
    const limited = await harness({ settings: { pinResetLimit: { perCard: 3, perClient: 2 } } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const card = await limited.issue({ status: 'activated', registered: true });
        codes.push((await limited.post('/card/pin/reset', {}, await limited.login(card))).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

// ---------------------------------------------------------------- medium: capability URLs in logs
describe('capability URLs never reach the log', () => {
  test('redactUrl keeps the route and drops link ids, image ids, emails and the query', () => {
    expect(redactUrl('/ind/card/info/AbCdEf123456789012345678/Zm9v?ls=sig&src=email')).toBe(
      '/ind/card/info/[redacted]/[redacted]',
    );
    expect(redactUrl('/ind/registration/AbCdEf/aW1n/ZW1haWw?ls=x')).toBe(
      '/ind/registration/[redacted]/[redacted]/[redacted]',
    );
    expect(redactUrl('/ind/registration')).toBe('/ind/registration');
    expect(redactUrl('/api/ind/v1/card/vv/image/img123456?token=abc')).toBe(
      '/api/ind/v1/card/vv/image/[redacted]',
    );
    expect(redactUrl('/api/ind/v1/card/info')).toBe('/api/ind/v1/card/info');
  });

  test('a request for a link page leaves neither its account id nor its signature in the log', async () => {
    const card = await h.issue({ virtual: true, status: 'activated', email: 'log@example.com' });
    const { accountId, linkClickParams } = linkOf(card);
    await h.app.inject({ method: 'GET', url: `${card.registrationPath}` });
    await h.app.inject({ method: 'GET', url: `${card.cardInfoPath}?ls=${linkClickParams.ls}` });
    const log = h.logs.join('');
    expect(log).toContain('/ind/registration/[redacted]');
    expect(log).not.toContain(accountId);
    expect(log).not.toContain(linkClickParams.ls!);
  });
});

// ---------------------------------------------------------------- low
describe('the small ones', () => {
  test('every API answer is Cache-Control: no-store and every answer has a Permissions-Policy', async () => {
    const card = await h.issue({ status: 'activated', registered: true });
    const token = await h.login(card);
    for (const path of ['/card/info', '/card/balance']) {
      const res = await h.get(path, token);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    }
    const login = await h.post('/auth/card', {
      cardNumber: card.cardNumber,
      cardCvv: card.cvv,
      captchaResponse: captchaFor('ind_login'),
    });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await h.get('/healthz')).headers['permissions-policy']).toBeDefined();
  });

  test('refresh retires the token it replaces: the old one is 403 session_ended, the new one works', async () => {
    const card = await h.issue({ status: 'activated' });
    const old = await h.login(card);
    const refreshed = await h.post('/auth/refresh', {}, old);
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json<{ token: string }>().token;
    const stale = await h.get('/card/info', old);
    expect([stale.statusCode, stale.json().code]).toEqual([403, 'session_ended']);
    const again = await h.post('/auth/refresh', {}, old);
    expect(again.statusCode).toBe(403);
    expect((await h.get('/card/info', fresh)).statusCode).toBe(200);
  });

  test('a validation error never echoes the received value, whatever the content type', async () => {
    const pan = '4111111111111111';
    const text = await h.app.inject({
      method: 'POST',
      url: '/api/ind/v1/auth/card',
      headers: { 'content-type': 'text/plain' },
      payload: `cardNumber=${pan}&cardCvv=123`,
    });
    expect(text.statusCode).toBe(400);
    expect(text.body).not.toContain(pan);
    expect(text.body).not.toContain('123');
    const json = await h.post('/auth/card', {
      cardNumber: 4111111111111111,
      cardCvv: 987,
      captchaResponse: 'x',
    });
    expect(json.statusCode).toBe(400);
    expect(json.body).not.toContain('4111111111111111');
    expect(json.body).not.toContain('987');
  });

  test('a malformed address is 400 invalid_request and its answer repeats neither the path nor the query', async () => {
    const pan = '4111111111111111';
    for (const url of [
      `/api/ind/v1/card/vv/image/%ED%A0%80?token=${pan}`,
      `/ind/card/info/%E0%A4%A?x=${pan}`,
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 400, 'invalid_request']);
      expect(res.body).not.toContain(pan);
      expect(res.body).not.toContain('%ED');
    }
  });

  test('CSV cells starting with whitespace then = + - @ are neutralised too', () => {
    expect(csvCell(' =HYPERLINK("x")')).toBe(`"' =HYPERLINK(""x"")"`);
    expect(csvCell('\t+1')).toBe(`"'\t+1"`);
    expect(csvCell('  @SUM(A1)')).toBe(`"'  @SUM(A1)"`);
    expect(csvCell('Corner Market')).toBe('"Corner Market"');
    expect(csvCell('-12.50')).toBe(`"'-12.50"`);
  });

  test('no answer and no log line echoes a submitted card number or CVV (text/plain, numbers, arrays, nesting; every POST)', async () => {
    const pan = '4532015112830366';
    const cvv = '731';
    // the cardholder API and the partner API, with and without a partner key
    const paths = [
      ...Object.values(PATHS)
        .filter((p) => !p.includes(':') && p !== PATHS.cardInfo && p !== PATHS.balance)
        .map((p) => `/api/ind/v1${p}`),
      ...Object.values(PARTNER_OPERATIONS).map((op) => `${PARTNER_BASE_PATH}${op.path}`),
    ];
    const secret = fc.constantFrom<unknown>(
      pan,
      Number(pan),
      [pan, cvv],
      { nested: pan },
      `${pan} ${cvv}`,
      Number(cvv),
      cvv,
    );
    const shape = fc.oneof(
      fc.record({ cardNumber: secret, cardCvv: secret, cardNum: secret, cvv: secret, email: secret }),
      fc.array(secret, { maxLength: 3 }),
      secret,
    );
    const logStart = h.logs.length;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        shape,
        fc.constantFrom('application/json', 'text/plain'),
        fc.constantFrom<Record<string, string>>(
          {},
          { authorization: `Bearer ${pan}` },
          { authorization: 'Bearer ppk_not-a-key', origin: 'https://partner.example' },
          { origin: `https://${cvv}.example` },
        ),
        async (path, body, type, extra) => {
          const res = await h.app.inject({
            method: 'POST',
            url: path,
            headers: { 'content-type': type, ...extra },
            payload: type === 'text/plain' && typeof body === 'string' ? body : JSON.stringify(body),
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(res.body).not.toContain(pan);
          expect(res.body).not.toMatch(/(^|\D)731(\D|$)/);
        },
      ),
      { numRuns: 200 },
    );
    // timings and random correlation ids are not submitted values: 0.731 ms or 'a731-…' is not a CVV
    const log = h.logs
      .slice(logStart)
      .join('')
      .replace(/"(time|responseTime)":[\d.]+/g, '')
      .replace(/"correlationId":"[^"]*"/g, '');
    expect(log).not.toContain(pan);
    expect(log).not.toMatch(/(^|\D)731(\D|$)/);
  }, 60_000);
});
