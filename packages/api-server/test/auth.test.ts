import { DEFAULT_MESSAGES } from '../src/errors';
import { captchaFor, harness, type Harness } from './helpers';
import type { IssuedCard } from '../src/modules/admin/issuing';

let h: Harness;
let active: IssuedCard;

beforeAll(async () => {
  h = await harness();
  active = await h.issue({ status: 'activated', registered: true, amount: 40 });
});
afterAll(() => h.close());

const loginBody = (cardNumber: string, cvv: string, captcha = captchaFor('ind_login')) => ({
  cardNumber,
  cardCvv: cvv,
  captchaResponse: captcha,
});
const wrongCvv = (cvv: string) => String((Number(cvv) + 1) % 1000).padStart(3, '0');

describe('POST /auth/card (login)', () => {
  test('a correct card number and CVV answer 200 with the masked card and a 15-minute token', async () => {
    const res = await h.post('/auth/card', loginBody(active.cardNumber, active.cvv));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.card.maskedCardNumber).toBe(
      `${active.cardNumber.slice(0, 4)} **** **** ${active.cardNumber.slice(-4)}`,
    );
    expect(body.card.status).toBe('ACTIVATED');
    expect(body.card.gift2GoBin).toBe(false);
    expect(body.auth.exp).toBe(Math.floor(h.clock.now.getTime() / 1000) + 15 * 60);
    expect(res.body).not.toContain(active.cardNumber);
    const audit = await h.rows<{ outcome: string; session_id: string | null; client: string | null }>(
      "select outcome, session_id, client from audit_log where action = 'login' order by id desc limit 1",
    );
    expect(audit[0]).toMatchObject({ outcome: 'success', client: '127.0.0.1' });
    expect(audit[0]!.session_id).toEqual(expect.any(String));
  });

  test('card number with spaces is accepted (digits only on the wire after normalising)', async () => {
    const spaced = active.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    const res = await h.post('/auth/card', loginBody(spaced, active.cvv));
    expect(res.statusCode).toBe(200);
  });

  test('a frozen card answers 200 with freezeInfo.frozen and auth null (no session)', async () => {
    const frozen = await h.issue({ status: 'activated', frozen: true });
    const before = await h.rows<{ n: number }>('select count(*)::int as n from sessions');
    const res = await h.post('/auth/card', loginBody(frozen.cardNumber, frozen.cvv));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ card: { freezeInfo: { frozen: true } }, auth: null });
    const after = await h.rows<{ n: number }>('select count(*)::int as n from sessions');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  test('a failed captcha answers 403 sanctions with the spec text', async () => {
    const res = await h.post(
      '/auth/card',
      loginBody(active.cardNumber, active.cvv, captchaFor('ind_contact_form')),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'sanctions', message: DEFAULT_MESSAGES.sanctions });
  });

  test('a sanctioned card answers 403 sanctions', async () => {
    const card = await h.issue({ status: 'activated', sanctioned: true });
    const res = await h.post('/auth/card', loginBody(card.cardNumber, card.cvv));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('sanctions');
  });

  test('a legacy BIN card carries gift2GoBin true', async () => {
    const card = await h.issue({ status: 'activated', legacy: true });
    expect(['476897', '424136']).toContain(card.cardNumber.slice(0, 6));
    const res = await h.post('/auth/card', loginBody(card.cardNumber, card.cvv));
    expect(res.json().card.gift2GoBin).toBe(true);
  });

  test('unknown card and wrong CVV get one identical answer (status and body)', async () => {
    const other = await h.issue({});
    const wrong = await h.post('/auth/card', loginBody(other.cardNumber, wrongCvv(other.cvv)));
    const unknown = await h.post('/auth/card', loginBody('4111111111111111', '123'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ code: 'login_failed', message: DEFAULT_MESSAGES.login_failed });
  });

  test('with a timing floor, unknown card and wrong CVV both take at least the floor', async () => {
    const slow = await harness({ settings: { loginFloorMs: 120 } });
    try {
      const card = await slow.issue({});
      const t0 = performance.now();
      await slow.post('/auth/card', loginBody(card.cardNumber, wrongCvv(card.cvv)));
      const t1 = performance.now();
      await slow.post('/auth/card', loginBody('4111111111111111', '123'));
      const t2 = performance.now();
      expect(t1 - t0).toBeGreaterThanOrEqual(115);
      expect(t2 - t1).toBeGreaterThanOrEqual(115);
      expect(Math.abs(t1 - t0 - (t2 - t1))).toBeLessThan(100);
    } finally {
      await slow.close();
    }
  });

  test('the first two wrong CVVs: 401 login_failed, no tries left named', async () => {
    const card = await h.issue({ status: 'activated' });
    for (let i = 0; i < 2; i++) {
      const res = await h.post('/auth/card', loginBody(card.cardNumber, wrongCvv(card.cvv)));
      expect([res.statusCode, res.json()]).toEqual([
        401,
        { code: 'login_failed', message: DEFAULT_MESSAGES.login_failed },
      ]);
    }
  });

  test('the third and fourth wrong CVVs: 401 login_failed with triesLeft 2, then 1', async () => {
    const card = await h.issue({ status: 'activated' });
    for (let i = 0; i < 2; i++) await h.post('/auth/card', loginBody(card.cardNumber, wrongCvv(card.cvv)));
    const third = await h.post('/auth/card', loginBody(card.cardNumber, wrongCvv(card.cvv)));
    expect([third.statusCode, third.json()]).toEqual([
      401,
      { code: 'login_failed', message: DEFAULT_MESSAGES.login_failed, triesLeft: 2 },
    ]);
    const fourth = await h.post('/auth/card', loginBody(card.cardNumber, wrongCvv(card.cvv)));
    expect([fourth.statusCode, fourth.json().code, fourth.json().triesLeft]).toEqual([
      401,
      'login_failed',
      1,
    ]);
  });

  test('the tries left follow the lockout settings', async () => {
    const six = await harness({ settings: { lockout: { maxFailures: 6, minutes: 30, maxLockouts: 3 } } });
    try {
      const card = await six.issue({ status: 'activated' });
      const left: (number | undefined)[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await six.post('/auth/card', loginBody(card.cardNumber, wrongCvv(card.cvv)));
        left.push(res.json<{ triesLeft?: number }>().triesLeft);
      }
      expect(left).toEqual([undefined, undefined, 3, 2, 1]);
    } finally {
      await six.close();
    }
  });

  test('the fifth wrong CVV pauses the number: 429 locked with lockedUntil 30 minutes on', async () => {
    const card = await h.issue({ status: 'activated' });
    for (let i = 0; i < 4; i++)
      expect((await h.post('/auth/card', loginBody(card.cardNumber, wrongCvv(card.cvv)))).statusCode).toBe(
        401,
      );
    const fifth = await h.post('/auth/card', loginBody(card.cardNumber, wrongCvv(card.cvv)));
    expect([fifth.statusCode, fifth.json()]).toEqual([
      429,
      {
        code: 'locked',
        message: expect.any(String),
        lockedUntil: new Date(h.clock.now.getTime() + 30 * 60_000).toISOString(),
      },
    ]);
  });

  test('5 wrong CVVs lock the number for 30 minutes (429 locked with lockedUntil even with the right CVV), then it opens again', async () => {
    const card = await h.issue({ status: 'activated' });
    for (let i = 0; i < 5; i++) await h.post('/auth/card', loginBody(card.cardNumber, wrongCvv(card.cvv)));
    const lockedUntil = new Date(h.clock.now.getTime() + 30 * 60_000).toISOString();
    const locked = await h.post('/auth/card', loginBody(card.cardNumber, card.cvv));
    expect([locked.statusCode, locked.json().code, locked.json().lockedUntil]).toEqual([
      429,
      'locked',
      lockedUntil,
    ]);
    h.clock.advance(29 * 60_000);
    const later = await h.post('/auth/card', loginBody(card.cardNumber, card.cvv));
    expect([later.statusCode, later.json().lockedUntil]).toEqual([429, lockedUntil]);
    h.clock.advance(2 * 60_000);
    expect((await h.post('/auth/card', loginBody(card.cardNumber, card.cvv))).statusCode).toBe(200);
  });

  test('an unknown card number gets the answers of a wrong CVV on a real card, try by try, lock included', async () => {
    const card = await h.issue({ status: 'activated' });
    const answers = async (cardNumber: string, cvv: string) => {
      const got: [number, string][] = [];
      for (let i = 0; i < 6; i++) {
        const res = await h.post('/auth/card', loginBody(cardNumber, cvv));
        got.push([res.statusCode, res.body]);
      }
      return got;
    };
    const real = await answers(card.cardNumber, wrongCvv(card.cvv));
    const unknown = await answers('4000000000000002', '000');
    expect(unknown).toEqual(real);
    expect(real.map(([status]) => status)).toEqual([401, 401, 401, 401, 429, 429]);
  });

  test('a number held until the call centre unlocks it: 429 locked, held, no end time; the same for an unknown number', async () => {
    // two wrong CVVs lock, and the first lock holds
    const strict = await harness({ settings: { lockout: { maxFailures: 2, minutes: 30, maxLockouts: 1 } } });
    try {
      const card = await strict.issue({ status: 'activated', registered: true });
      const tries = async (cardNumber: string, wrong: string, right: string) => {
        await strict.post('/auth/card', loginBody(cardNumber, wrong));
        const locking = await strict.post('/auth/card', loginBody(cardNumber, wrong));
        const after = await strict.post('/auth/card', loginBody(cardNumber, right));
        return [locking, after].map((res): [number, string] => [res.statusCode, res.body]);
      };
      const real = await tries(card.cardNumber, wrongCvv(card.cvv), card.cvv);
      const unknown = await tries('4000000000000002', '000', '001');
      expect(unknown).toEqual(real);
      for (const [status, body] of real) {
        expect(status).toBe(429);
        expect(JSON.parse(body)).toEqual({
          code: 'locked',
          message: expect.stringMatching(/call customer service/),
          held: true,
        });
      }
    } finally {
      await strict.close();
    }
  });

  test('too many tries from one client: 429 locked with neither an end time nor held', async () => {
    const limited = await harness({ settings: { loginRateLimit: { max: 1, windowSeconds: 600 } } });
    try {
      const card = await limited.issue({});
      await limited.post('/auth/card', loginBody(card.cardNumber, card.cvv));
      const res = await limited.post('/auth/card', loginBody(card.cardNumber, card.cvv));
      expect([res.statusCode, res.json()]).toEqual([429, { code: 'locked', message: expect.any(String) }]);
    } finally {
      await limited.close();
    }
  });

  test('the per-client rate limit answers 429 locked after the configured number of attempts', async () => {
    const limited = await harness({ settings: { loginRateLimit: { max: 3, windowSeconds: 600 } } });
    try {
      const card = await limited.issue({});
      for (let i = 0; i < 3; i++)
        expect((await limited.post('/auth/card', loginBody(card.cardNumber, card.cvv))).statusCode).toBe(200);
      const res = await limited.post('/auth/card', loginBody(card.cardNumber, card.cvv));
      expect(res.statusCode).toBe(429);
      const stored = await limited.rows<{ hits: number }>(
        "select hits from rate_limits where key = 'login:127.0.0.1'",
      );
      expect(stored[0]!.hits).toBe(4);
      limited.clock.advance(601_000);
      expect((await limited.post('/auth/card', loginBody(card.cardNumber, card.cvv))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('a bad body answers 400 invalid_request with the first message key per field, never 500', async () => {
    const res = await h.post('/auth/card', { cardNumber: '4111 1111 1111 1112', cardCvv: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_request',
      message: expect.any(String),
      fields: {
        cardNumber: 'cardNumberInvalid',
        cardCvv: 'cvvRequired',
        captchaResponse: expect.any(String),
      },
    });
    const missing = await h.post('/auth/card', {});
    expect(missing.json().fields.cardNumber).toBe('cardNumberRequired');
    const notJson = await h.app.inject({
      method: 'POST',
      url: '/api/ind/v1/auth/card',
      headers: { 'content-type': 'application/json' },
      payload: '{"cardNumber":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe('invalid_request');
  });

  test('no log line carries a full card number or CVV', async () => {
    const card = await h.issue({ status: 'activated' });
    await h.post('/auth/card', loginBody(card.cardNumber, card.cvv));
    await h.post('/auth/card', loginBody(card.cardNumber, wrongCvv(card.cvv)));
    const all = h.logs.join('');
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(card.cardNumber);
    expect(all).not.toContain(active.cardNumber);
    expect(all).not.toMatch(new RegExp(`"cardCvv"|"cvv":"${card.cvv}"`));
    const audit = await h.rows<{ detail: string | null }>('select detail from audit_log');
    expect(JSON.stringify(audit)).not.toContain(card.cardNumber);
    const stored = await h.rows<{ pan_enc: string }>('select pan_enc from cards');
    expect(JSON.stringify(stored)).not.toContain(card.cardNumber);
  });

  test('log lines carry the X-Correlation-Id of the request', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-correlation-id': 'sess42-7' },
    });
    expect(res.headers['x-correlation-id']).toBe('sess42-7');
    expect(h.logs.some((l) => l.includes('"correlationId":"sess42-7"'))).toBe(true);
  });
});

describe('sessions', () => {
  test('refresh returns a new token and exp, capped at 12 hours from login', async () => {
    const token = await h.login(active);
    h.clock.advance(10 * 60_000);
    const res = await h.post('/auth/refresh', undefined, token);
    expect(res.statusCode).toBe(200);
    const auth = res.json<{ token: string; exp: number }>();
    expect(auth.exp).toBe(Math.floor(h.clock.now.getTime() / 1000) + 15 * 60);
    // keep refreshing until the cap
    let current = auth.token;
    for (let i = 0; i < 60; i++) {
      h.clock.advance(14 * 60_000);
      const r = await h.post('/auth/refresh', undefined, current);
      if (r.statusCode !== 200) {
        expect(r.statusCode).toBe(403);
        expect(r.json().code).toBe('session_ended');
        break;
      }
      current = r.json<{ token: string }>().token;
    }
    const loginAt = (
      await h.rows<{ t: number }>(
        'select extract(epoch from login_at)::float8 as t from sessions order by login_at desc limit 1',
      )
    )[0]!.t;
    expect(Math.floor(h.clock.now.getTime() / 1000) - loginAt).toBeGreaterThanOrEqual(12 * 3600 - 15 * 60);
  });

  test('an expired token answers 403 session_ended', async () => {
    const token = await h.login(active);
    h.clock.advance(16 * 60_000);
    const res = await h.get('/card/info', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'session_ended', message: DEFAULT_MESSAGES.session_ended });
  });

  test('logout revokes the session server-side', async () => {
    const token = await h.login(active);
    expect((await h.get('/card/info', token)).statusCode).toBe(200);
    const out = await h.post('/auth/logout', undefined, token);
    expect(out.statusCode).toBe(204);
    expect((await h.get('/card/info', token)).statusCode).toBe(403);
    const rows = await h.rows<{ n: number }>(
      'select count(*)::int as n from sessions where revoked_at is not null',
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
  });

  test('a missing, malformed or re-signed token answers 403 session_ended', async () => {
    expect((await h.get('/card/info')).statusCode).toBe(403);
    expect((await h.get('/card/info', 'not-a-jwt')).statusCode).toBe(403);
    const token = await h.login(active);
    const [head, payload] = token.split('.');
    const forged = `${head}.${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const res = await h.get('/card/info', forged);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('session_ended');
  });
});
