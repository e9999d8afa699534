import { waitFor } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { CSV_FALLBACK_FILENAME, type CardInfo } from '@portal/contracts';
import { loadAllTexts, setLocale } from '@portal/contracts/i18n';
import { useSession } from '@portal/session-store';
import {
  api,
  ApiRequestError,
  CaptchaError,
  configureApiClient,
  createAltchaCaptcha,
  createCaptchaFromConfig,
  onSessionEnded,
  prepareCaptcha,
  ResponseShapeError,
  type CaptchaProvider,
} from './index';
import { PREPARED_TOKEN_MS } from './captcha';
import { startTestServer, type TestServer } from '@portal/test-server';

const BASE = '/api/ind/v1';
const CARD: CardInfo = {
  status: 'ACTIVATED',
  virtual: false,
  freezeInfo: { frozen: false },
  permissions: { availableCardFreeze: true, availablePinReset: true, availableCardActivation: false },
  cardRegistered: true,
  maskedCardNumber: '4111 **** **** 1111',
  firstName: 'Ada',
  lastName: 'Lovelace',
  gift2GoBin: false,
};

/** Records the actions it was asked for. */
function recordingCaptcha(token = 'captcha-token'): CaptchaProvider & { actions: string[] } {
  const actions: string[] = [];
  return {
    actions,
    async getToken(action) {
      actions.push(action);
      return token;
    },
  };
}

let server: TestServer;
let captcha: ReturnType<typeof recordingCaptcha>;

beforeEach(async () => {
  server = await startTestServer();
  captcha = recordingCaptcha();
  configureApiClient({ apiBaseUrl: server.apiBaseUrl, captcha });
  useSession.getState().logout();
  sessionStorage.clear();
});

afterEach(async () => {
  await server.close();
});

function login(token = 'jwt-1') {
  useSession.getState().setAuth({ token, exp: Math.floor(Date.now() / 1000) + 600 });
  useSession.getState().setCardInfo(CARD);
  useSession.getState().setCardBalance({ amount: 10 });
}

describe('headers (spec §7)', () => {
  it('every request carries X-Correlation-Id: the per-session id plus an incrementing counter', async () => {
    server.answer('GET /card/balance', { json: { amount: 1 } });
    await api.balance();
    await api.balance();
    await api.balance();
    const ids = server.seen.map((r) => r.headers['x-correlation-id']);
    expect(ids).toHaveLength(3);
    const [first, second, third] = ids.map((id) => /^([0-9a-f]{32})-(\d+)$/.exec(String(id)));
    expect(first?.[1]).toBeDefined();
    expect(second?.[1]).toBe(first?.[1]);
    expect(third?.[1]).toBe(first?.[1]);
    expect(Number(second?.[2])).toBe(Number(first?.[2]) + 1);
    expect(Number(third?.[2])).toBe(Number(first?.[2]) + 2);
  });

  it('the session id is kept in session storage, so a reload continues the same session id and counter', async () => {
    server.answer('GET /card/balance', { json: { amount: 1 } });
    sessionStorage.setItem('portal-correlation-id', 'feedfacefeedfacefeedfacefeedface');
    sessionStorage.setItem('portal-correlation-counter', '41');
    await api.balance();
    expect(server.seen[0]?.headers['x-correlation-id']).toBe('feedfacefeedfacefeedfacefeedface-42');
  });

  it('sends Authorization: Bearer <token> when the session has a token', async () => {
    server.answer('GET /card/info', { json: CARD });
    login('token-abc');
    await api.cardInfo();
    expect(server.seen[0]?.headers.authorization).toBe('Bearer token-abc');
    expect(server.seen[0]?.headers.accept).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    server.answer('GET /card/info', { json: CARD });
    await api.cardInfo();
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends no cookies and needs none (bearer auth, no CSRF token to copy)', async () => {
    server.answer('POST /card/freeze', { json: { frozen: true } });
    login();
    await api.freeze({ frozen: true });
    expect(server.seen[0]?.headers.cookie).toBeUndefined();
    expect(server.seen[0]?.headers['content-type']).toContain('application/json');
  });

  describe("Accept-Language: the page's language", () => {
    afterEach(() => setLocale('en'));

    it.each([
      ['en', 'en-US'],
      ['es', 'es-US'],
    ] as const)('a page in %s asks in %s', async (locale, tag) => {
      setLocale(locale);
      server.answer('GET /card/info', { json: CARD });
      await api.cardInfo();
      expect(server.seen[0]?.headers['accept-language']).toBe(tag);
    });
  });
});

describe('403 handling (spec §7, §8)', () => {
  it('a 403 from any call but login clears the session and emits session-ended', async () => {
    server.answer('GET /card/balance', {
      status: 403,
      json: { code: 'session_ended', message: 'Your session has ended' },
    });
    login();
    const ended = jest.fn();
    const unsubscribe = onSessionEnded(ended);
    const error = await api.balance().catch((e: unknown) => e);
    unsubscribe();
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: 'session_ended' });
    expect(ended).toHaveBeenCalledTimes(1);
    const s = useSession.getState();
    expect([s.authToken, s.authExp, s.cardInfo, s.cardBalance]).toEqual([null, null, null, null]);
  });

  it('a late 403 to a call of a session already over does not end the session now held', async () => {
    server.answer('GET /card/balance', {
      status: 403,
      json: { code: 'session_ended', message: 'Your session has ended' },
    });
    const release = server.hold('GET /card/balance');
    login('first');
    const ended = jest.fn();
    const unsubscribe = onSessionEnded(ended);
    const late = api.balance().catch((e: unknown) => e);
    await waitFor(() => expect(server.seen).toHaveLength(1));
    useSession.getState().logout();
    login('second');
    release();
    expect(await late).toMatchObject({ status: 403, code: 'session_ended' });
    unsubscribe();
    expect(ended).not.toHaveBeenCalled();
    expect(useSession.getState().authToken).toBe('second');
  });

  it("the login call's 403 is the sanctions answer: code 'sanctions', no session end", async () => {
    server.answer('POST /auth/card', {
      status: 403,
      json: { code: 'sanctions', message: 'Additional information needed' },
    });
    login('previous');
    const ended = jest.fn();
    const unsubscribe = onSessionEnded(ended);
    const error = await api
      .login({ cardNumber: '4111 1111 1111 1111', cardCvv: '123' })
      .catch((e: unknown) => e);
    unsubscribe();
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: 'sanctions' });
    expect(ended).not.toHaveBeenCalled();
    expect(useSession.getState().authToken).toBe('previous');
  });

  it("a login 403 whose body is not the error shape still reads as 'sanctions'", async () => {
    server.answer('POST /auth/card', { status: 403, text: 'Forbidden' });
    const error = await api
      .login({ cardNumber: '4111111111111111', cardCvv: '123' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'sanctions' });
  });

  it('an unsubscribed listener hears nothing', async () => {
    server.answer('POST /card/pin/reset', { status: 403, json: { code: 'session_ended', message: 'x' } });
    const ended = jest.fn();
    onSessionEnded(ended)();
    await expect(api.pinReset()).rejects.toBeInstanceOf(ApiRequestError);
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('login (spec §4 Login)', () => {
  it("obtains the 'ind_login' captcha first and sends the card number digits only", async () => {
    server.answer('POST /auth/card', { json: { card: CARD, auth: { token: 't', exp: 1_900_000_000 } } });
    const result = await api.login({ cardNumber: '4111 1111 1111 1111', cardCvv: '123' });
    expect(captcha.actions).toEqual(['ind_login']);
    expect(server.seen[0]?.body).toEqual({
      cardNumber: '4111111111111111',
      cardCvv: '123',
      captchaResponse: 'captcha-token',
    });
    expect(result).toEqual({ card: CARD, auth: { token: 't', exp: 1_900_000_000 } });
  });

  it('a frozen card answers with no auth (auth null)', async () => {
    server.answer('POST /auth/card', {
      json: { card: { ...CARD, freezeInfo: { frozen: true } }, auth: null },
    });
    const result = await api.login({ cardNumber: '4111111111111111', cardCvv: '123' });
    expect(result.auth).toBeNull();
  });

  it('a captcha failure sends nothing and rejects with CaptchaError', async () => {
    configureApiClient({
      apiBaseUrl: server.apiBaseUrl,
      captcha: { getToken: () => Promise.reject(new Error('widget blocked')) },
    });
    const error = await api
      .login({ cardNumber: '4111111111111111', cardCvv: '123' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaptchaError);
    expect(server.seen).toHaveLength(0);
  });
});

describe('a captcha solved ahead (prepareCaptcha, while the cardholder types)', () => {
  /** Hands out numbered tokens; `fail` makes the next one fail. */
  function countingCaptcha() {
    const c = {
      calls: 0,
      fail: false,
      async getToken() {
        c.calls += 1;
        if (c.fail) throw new Error('challenge could not be fetched');
        return `token-${c.calls}`;
      },
    };
    return c;
  }
  const LOGIN = { cardNumber: '4111111111111111', cardCvv: '123' };
  const sent = () => server.seen.map((r) => (r.body as { captchaResponse: string }).captchaResponse);
  beforeEach(() => {
    server.answer('POST /auth/card', { json: { card: CARD, auth: { token: 't', exp: 1_900_000_000 } } });
  });
  afterEach(() => jest.useRealTimers());

  it('the login sends the token solved ahead, once; the next login solves its own', async () => {
    const provider = countingCaptcha();
    configureApiClient({ apiBaseUrl: server.apiBaseUrl, captcha: provider });
    prepareCaptcha('ind_login');
    prepareCaptcha('ind_login'); // focus again while one is under way: still one
    expect(provider.calls).toBe(1);
    await api.login(LOGIN);
    await api.login(LOGIN);
    expect(sent()).toEqual(['token-1', 'token-2']);
    expect(provider.calls).toBe(2);
  });

  it('a token solved ahead for another action is not used', async () => {
    const provider = countingCaptcha();
    configureApiClient({ apiBaseUrl: server.apiBaseUrl, captcha: provider });
    prepareCaptcha('ind_contact_form');
    await api.login(LOGIN);
    expect(sent()).toEqual(['token-2']);
  });

  it('one that failed, or is older than its lifetime allows, is replaced by a fresh one', async () => {
    const provider = countingCaptcha();
    configureApiClient({ apiBaseUrl: server.apiBaseUrl, captcha: provider });
    provider.fail = true;
    prepareCaptcha('ind_login');
    provider.fail = false;
    await api.login(LOGIN);
    expect(sent()).toEqual(['token-2']);

    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout'] });
    prepareCaptcha('ind_login'); // token-3
    jest.setSystemTime(Date.now() + PREPARED_TOKEN_MS + 1);
    await api.login(LOGIN);
    expect(sent()).toEqual(['token-2', 'token-4']);
  });

  it('a token solved with a provider configured since is not used', async () => {
    const before = countingCaptcha();
    configureApiClient({ apiBaseUrl: server.apiBaseUrl, captcha: before });
    prepareCaptcha('ind_login');
    const after = countingCaptcha();
    configureApiClient({ apiBaseUrl: server.apiBaseUrl, captcha: after });
    await api.login(LOGIN);
    expect(sent()).toEqual(['token-1']);
    expect(after.calls).toBe(1);
  });
});

describe('responses are parsed with the contracts schemas', () => {
  it('a response that does not match the schema is an error', async () => {
    server.answer('GET /card/balance', { json: { amount: 'ten dollars' } });
    const error = await api.balance().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ResponseShapeError).issues.join()).toContain('amount');
  });

  it('a 2xx body that is not JSON is an error', async () => {
    server.answer('GET /card/info', {
      text: '<html>proxy page</html>',
      headers: { 'content-type': 'text/html' },
    });
    await expect(api.cardInfo()).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('card info parses, and the forced refresh asks ?refresh=true', async () => {
    server.answer('GET /card/info', { json: CARD });
    expect(await api.cardInfo()).toEqual(CARD);
    await api.cardInfo({ refresh: true });
    expect(server.seen[0]?.query.get('refresh')).toBeNull();
    expect(server.seen[1]?.query.get('refresh')).toBe('true');
  });

  it('history sends the range and paging and returns the parsed page', async () => {
    const page = {
      transactions: [{ date: '03/02/2025', type: 'purchase', merchant: 'Cafe', amount: -4.5 }],
      page: 1,
      txnCount: 1,
    };
    server.answer('POST /card/txn/history', { json: page });
    const body = { startDate: '02/01/2025', endDate: '03/02/2025', page: 1, txnPerPage: 50 };
    expect(await api.history(body)).toEqual(page);
    expect(server.seen[0]?.body).toEqual(body);
  });

  it('history with an unknown transaction type is an error', async () => {
    server.answer('POST /card/txn/history', {
      json: {
        transactions: [{ date: '03/02/2025', type: 'cashback', merchant: 'x', amount: 1 }],
        page: 1,
        txnCount: 1,
      },
    });
    await expect(
      api.history({ startDate: '02/01/2025', endDate: '03/02/2025', page: 1, txnPerPage: 50 }),
    ).rejects.toBeInstanceOf(ResponseShapeError);
  });
});

describe('error bodies map to ApiRequestError', () => {
  it('a 400 with {code, message, fields} keeps all three', async () => {
    const body = {
      code: 'invalid_request',
      message: 'Invalid request',
      fields: { email: 'Please enter a valid email' },
    };
    server.answer('POST /card/vv/agreement/sign', { status: 400, json: body });
    const error = await api
      .agreementSign({ accountId: 'abcdefghijklmnop1234', email: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_request', body, message: 'Invalid request' });
  });

  describe("field errors come as message keys and read in the page's language", () => {
    const keyed = {
      code: 'invalid_request',
      message: 'The request is not valid',
      fields: { email: 'emailInvalid' },
    };
    const refused = async (): Promise<ApiRequestError> => {
      server.answer('POST /card/vv/agreement/sign', { status: 400, json: keyed });
      return api.agreementSign({ accountId: 'abcdefghijklmnop1234', email: 'x' }).then(
        () => Promise.reject(new Error('the call was not refused')),
        (e: unknown) => e as ApiRequestError,
      );
    };
    afterEach(() => setLocale('en'));

    it('in English', async () => {
      expect((await refused()).body?.fields).toEqual({ email: 'Please enter a valid email' });
    });

    it('in Spanish', async () => {
      setLocale('es');
      await loadAllTexts('es');
      expect((await refused()).body?.fields).toEqual({ email: 'Ingrese un correo electrónico válido' });
    });
  });

  it.each([
    [409, 'card_frozen'],
    [429, 'locked'],
    [404, 'not_found'],
    [410, 'link_expired'],
    [503, 'unavailable'],
  ] as const)('status %i with code %s', async (status, code) => {
    server.answer('POST /card/freeze', { status, json: { code, message: 'm' } });
    await expect(api.freeze({ frozen: true })).rejects.toMatchObject({ status, code });
  });

  it('an error body outside the contract gives code null and keeps the status', async () => {
    server.answer('POST /card/activate', { status: 500, text: 'Internal Server Error' });
    const error = await api.activate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 500, code: null, body: null });
  });

  it('no server at all: status 0', async () => {
    await server.close();
    const error = await api.balance().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(0);
    server = await startTestServer(); // for afterEach
  });
});

describe('CSV download (spec §7)', () => {
  const range = { startDate: '02/01/2025', endDate: '03/02/2025' };

  it('returns the file as a Blob with the name from X-Content-Filename, asking Accept text/csv', async () => {
    const csv = 'Date,Type,Merchant,Amount\r\n03/02/2025,purchase,Cafe,-4.50\r\n';
    server.answer('POST /card/txn/history/download', {
      text: csv,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'x-content-filename': 'history-2025-02-01-2025-03-02.csv',
      },
    });
    const { blob, fileName } = await api.historyDownload(range);
    expect(fileName).toBe('history-2025-02-01-2025-03-02.csv');
    expect(await blob.text()).toBe(csv);
    expect(blob.type).toContain('text/csv');
    expect(server.seen[0]?.headers.accept).toBe('text/csv');
    expect(server.seen[0]?.body).toEqual(range);
  });

  it("falls back to 'transaction-history.csv' without the header", async () => {
    server.answer('POST /card/txn/history/download', {
      text: 'Date,Type,Merchant,Amount\r\n',
      headers: { 'content-type': 'text/csv' },
    });
    const { fileName } = await api.historyDownload(range);
    expect(fileName).toBe(CSV_FALLBACK_FILENAME);
    expect(fileName).toBe('transaction-history.csv');
  });

  it('a failed export rejects with ApiRequestError', async () => {
    server.answer('POST /card/txn/history/download', {
      status: 400,
      json: { code: 'invalid_request', message: 'x' },
    });
    await expect(api.historyDownload(range)).rejects.toMatchObject({ status: 400, code: 'invalid_request' });
  });
});

describe('calls with captcha and bodies', () => {
  const holder = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    email: 'ada@example.com',
    phone: '(512) 555-0100',
  };

  it("register obtains the 'ind_card_registration' captcha and sends digits-only card number and phone", async () => {
    server.answer('POST /card/register', { json: { needToUpdateInfo: true } });
    const result = await api.register({
      ...holder,
      cardNum: '4111 1111 1111 1111',
      cvv: '123',
      linkClickParams: {},
    });
    expect(result).toEqual({ needToUpdateInfo: true });
    expect(captcha.actions).toEqual(['ind_card_registration']);
    expect(server.seen[0]?.body).toEqual({
      ...holder,
      cardNum: '4111111111111111',
      cvv: '123',
      phone: '5125550100',
      captchaResponse: 'captcha-token',
    });
  });

  it('virtual registration sends the link query parameters only when any exist', async () => {
    server.answer('POST /card/registerVirtualCard', { json: { needToUpdateInfo: false } });
    await api.registerVirtualCard({
      ...holder,
      accountId: 'acct_0123456789abcdef',
      linkClickParams: { utm_source: 'email' },
    });
    expect(server.seen[0]?.body).toMatchObject({ linkClickParams: { utm_source: 'email' } });
    expect(captcha.actions).toEqual(['ind_card_registration']);
  });

  it('isRegistered sends the account id as cardNum', async () => {
    server.answer('POST /card/isRegistered', { json: { registered: false } });
    expect(await api.isRegistered({ cardNum: 'acct_0123456789abcdef', linkClickParams: null })).toEqual({
      registered: false,
    });
    expect(server.seen[0]?.body).toEqual({ cardNum: 'acct_0123456789abcdef' });
  });

  it("contact obtains the 'ind_contact_form' captcha; an empty card number is sent as null", async () => {
    server.answer('POST /support/contact', { json: { received: true, reference: 'C-7F3K9Q' } });
    const body = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      cardNumber: '',
      inquiryType: 'Card Use' as const,
      message: 'Hi',
    };
    expect(await api.contact(body)).toEqual({ received: true, reference: 'C-7F3K9Q' });
    expect(captcha.actions).toEqual(['ind_contact_form']);
    expect(server.seen[0]?.body).toEqual({ ...body, cardNumber: null, captchaResponse: 'captcha-token' });
  });

  it("email resend obtains the 'card_resend' captcha", async () => {
    server.answer('POST /card/email/resend', { json: { sent: true } });
    expect(await api.emailResend({ accountId: 'acct_0123456789abcdef' })).toEqual({ sent: true });
    expect(captcha.actions).toEqual(['card_resend']);
    expect(server.seen[0]?.body).toEqual({
      accountId: 'acct_0123456789abcdef',
      captchaResponse: 'captcha-token',
    });
  });

  it('the resend captcha has an 8 second timeout (spec §4 Resend)', async () => {
    jest.useFakeTimers();
    try {
      configureApiClient({
        apiBaseUrl: server.apiBaseUrl,
        captcha: { getToken: () => new Promise<string>(() => undefined) },
      });
      let settled: unknown = null;
      const pending = api.emailResend({ accountId: 'acct_0123456789abcdef' }).catch((e: unknown) => {
        settled = e;
      });
      await jest.advanceTimersByTimeAsync(7999);
      expect(settled).toBeNull();
      await jest.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toBeInstanceOf(CaptchaError);
    } finally {
      jest.useRealTimers();
    }
    expect(server.seen).toHaveLength(0);
  });

  it('agreement, getToken, refresh and logout call their paths', async () => {
    server.answer('POST /card/vv/agreement', { json: { acceptanceDate: null } });
    server.answer('POST /card/vv/getToken', { json: { token: 'img-token' } });
    server.answer('POST /auth/refresh', { json: { token: 'jwt-2', exp: 1_900_000_100 } });
    server.answer('POST /auth/logout', { status: 204 });
    expect(await api.agreement({ accountId: 'acct_0123456789abcdef' })).toEqual({ acceptanceDate: null });
    expect(await api.getToken({ accountId: 'acct_0123456789abcdef' })).toEqual({ token: 'img-token' });
    expect(await api.refresh()).toEqual({ token: 'jwt-2', exp: 1_900_000_100 });
    await expect(api.logout()).resolves.toBeUndefined();
    expect(server.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${BASE}/card/vv/agreement`,
      `POST ${BASE}/card/vv/getToken`,
      `POST ${BASE}/auth/refresh`,
      `POST ${BASE}/auth/logout`,
    ]);
  });

  it('the card image URL is absolute, under the API base, with the id and token encoded', () => {
    expect(api.cardImageUrl('img/1', 'a b')).toBe(`${server.apiBaseUrl}/card/vv/image/img%2F1?token=a%20b`);
    configureApiClient({ apiBaseUrl: '/api/ind/v1/' });
    expect(api.cardImageUrl('img1', 't')).toBe(
      `${document.baseURI.replace(/\/$/, '')}/api/ind/v1/card/vv/image/img1?token=t`,
    );
  });

  it("the programme's image host, when named, is where the card image is fetched", () => {
    configureApiClient({ apiBaseUrl: '/api/ind/v1', imageHost: 'https://images.example.com/vv/' });
    expect(api.cardImageUrl('img/1', 'a b')).toBe('https://images.example.com/vv/img%2F1?token=a%20b');
    configureApiClient({ apiBaseUrl: server.apiBaseUrl });
    expect(api.cardImageUrl('img1', 't')).toBe(`${server.apiBaseUrl}/card/vv/image/img1?token=t`);
  });
});

describe('captcha providers', () => {
  const HMAC = 'test-hmac-key';

  it("altcha: fetches the server's challenge for the action and returns a payload verifySolution accepts", async () => {
    server.answer('GET /captcha/challenge', async (req) => {
      const c = await createChallenge({
        hmacKey: HMAC,
        maxNumber: 2000,
        params: { action: req.query.get('action') ?? '' },
      });
      return {
        json: {
          algorithm: c.algorithm,
          challenge: c.challenge,
          salt: c.salt,
          signature: c.signature,
          maxnumber: c.maxnumber,
        },
      };
    });
    const provider = createAltchaCaptcha(`${server.apiBaseUrl}/captcha/challenge`);
    const token = await provider.getToken('ind_contact_form');
    expect(server.seen[0]?.query.get('action')).toBe('ind_contact_form');
    expect(server.seen[0]?.headers['x-correlation-id']).toBeDefined();
    expect(await verifySolution(token, HMAC, true)).toBe(true);
    expect(await verifySolution(token, 'another-key', true)).toBe(false);
  });

  it('altcha: a challenge endpoint failure is a CaptchaError', async () => {
    server.answer('GET /captcha/challenge', { status: 404, json: { code: 'not_found', message: 'x' } });
    await expect(
      createAltchaCaptcha(`${server.apiBaseUrl}/captcha/challenge`).getToken('ind_login'),
    ).rejects.toBeInstanceOf(CaptchaError);
  });

  it("'off' returns the token 'off'", async () => {
    const provider = createCaptchaFromConfig({ captcha: { provider: 'off' } });
    expect(await provider.getToken('ind_login')).toBe('off');
  });

  it('the altcha config uses its challenge URL', async () => {
    server.answer('GET /captcha/challenge', async () => {
      const c = await createChallenge({ hmacKey: HMAC, maxNumber: 100 });
      return {
        json: { algorithm: c.algorithm, challenge: c.challenge, salt: c.salt, signature: c.signature },
      };
    });
    const provider = createCaptchaFromConfig({
      captcha: { provider: 'altcha', challengeUrl: `${server.apiBaseUrl}/captcha/challenge` },
    });
    expect(await verifySolution(await provider.getToken('ind_login'), HMAC)).toBe(true);
  });

  it('reCAPTCHA v3 executes with the site key and the action', async () => {
    const execute = jest.fn(async (_key: string, _o: { action: string }) => 'recaptcha-token');
    window.grecaptcha = { ready: (cb) => cb(), execute };
    try {
      const provider = createCaptchaFromConfig({ captcha: { provider: 'recaptcha', siteKey: 'site-key-1' } });
      expect(await provider.getToken('ind_card_registration')).toBe('recaptcha-token');
      expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'ind_card_registration' });
    } finally {
      delete window.grecaptcha;
    }
  });
});
