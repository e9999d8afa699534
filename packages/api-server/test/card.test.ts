import { DEFAULT_MESSAGES } from '../src/errors';
import { captchaFor, harness, holder, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

describe('card calls are scoped to the session card', () => {
  test("a token of card A reads card A's info and balance, never card B's", async () => {
    const a = await h.issue({ status: 'activated', registered: true, amount: 12.5 });
    const b = await h.issue({ status: 'activated', registered: true, amount: 99 });
    const tokenA = await h.login(a);
    const info = await h.get('/card/info', tokenA);
    expect(info.statusCode).toBe(200);
    expect(info.json().maskedCardNumber).toBe(
      `${a.cardNumber.slice(0, 4)} **** **** ${a.cardNumber.slice(-4)}`,
    );
    expect(info.body).not.toContain(b.cardNumber.slice(-4));
    const balance = await h.get('/card/balance', tokenA);
    expect(balance.json()).toEqual({ amount: 12.5 });
    // freezing with A's token freezes A only
    await h.post('/card/freeze', { frozen: true }, tokenA);
    const tokenB = await h.login(b);
    expect((await h.get('/card/info', tokenB)).json().freezeInfo.frozen).toBe(false);
  });

  test('GET /card/info?refresh=true answers the same card; a bad refresh value is 400', async () => {
    const a = await h.issue({ status: 'issued' });
    const token = await h.login(a);
    const res = await h.get('/card/info?refresh=true', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ISSUED');
    expect((await h.get('/card/info?refresh=maybe', token)).statusCode).toBe(400);
  });

  test('card info of a registered card carries the holder name; an unregistered one has null names', async () => {
    const reg = await h.issue({ status: 'activated', registered: true });
    const unreg = await h.issue({ status: 'activated' });
    const r1 = (await h.get('/card/info', await h.login(reg))).json();
    expect(r1).toMatchObject({ cardRegistered: true, firstName: 'Jordan', lastName: 'Rivera' });
    const r2 = (await h.get('/card/info', await h.login(unreg))).json();
    expect(r2).toMatchObject({ cardRegistered: false, firstName: null, lastName: null });
  });

  test('card reads are written to the audit log with session and client, without the PAN', async () => {
    const a = await h.issue({ status: 'activated' });
    const token = await h.login(a);
    await h.get('/card/info', token);
    await h.get('/card/balance', token);
    const rows = await h.rows<{
      action: string;
      outcome: string;
      session_id: string;
      client: string;
      detail: string | null;
    }>(
      "select action, outcome, session_id, client, detail from audit_log where action in ('card_info_read', 'balance_read') order by id desc limit 2",
    );
    expect(rows.map((r) => r.action).sort()).toEqual(['balance_read', 'card_info_read']);
    for (const r of rows) {
      expect(r.outcome).toBe('success');
      expect(r.session_id).toEqual(expect.any(String));
      expect(r.client).toBe('127.0.0.1');
    }
    expect(JSON.stringify(rows)).not.toContain(a.cardNumber);
  });
});

describe('POST /card/freeze', () => {
  test('freezing a permitted card answers {frozen: true}; the next login gets auth null', async () => {
    const card = await h.issue({ status: 'activated' });
    const token = await h.login(card);
    const res = await h.post('/card/freeze', { frozen: true }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ frozen: true });
    const again = await h.post('/auth/card', {
      cardNumber: card.cardNumber,
      cardCvv: card.cvv,
      captchaResponse: captchaFor('ind_login'),
    });
    expect(again.json().auth).toBeNull();
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'freeze' order by id desc limit 1",
    );
    expect(audit[0]!.outcome).toBe('success');
  });

  test('unfreezing is refused (call centre only) with 409 not_permitted', async () => {
    const card = await h.issue({ status: 'activated' });
    const token = await h.login(card);
    await h.post('/card/freeze', { frozen: true }, token);
    const res = await h.post('/card/freeze', { frozen: false }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_permitted');
  });

  test('a card without the freeze permission answers 409 not_permitted', async () => {
    const card = await h.issue({ status: 'activated', permissions: ['pin-reset'] });
    const res = await h.post('/card/freeze', { frozen: true }, await h.login(card));
    expect(res.statusCode).toBe(409);
  });

  test('a non-boolean frozen is 400 invalid_request', async () => {
    const card = await h.issue({ status: 'activated' });
    const res = await h.post('/card/freeze', { frozen: 'yes' }, await h.login(card));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('frozen');
  });
});

describe('POST /card/pin/reset', () => {
  test('writes an SMS with a new 4-digit PIN to the registered phone in the outbox', async () => {
    const card = await h.issue({ status: 'activated', registered: true });
    const res = await h.post('/card/pin/reset', undefined, await h.login(card));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const sms = await h.rows<{ channel: string; recipient: string; body_enc: string }>(
      "select channel, recipient, body_enc from outbox where channel = 'sms' order by id desc limit 1",
    );
    expect(sms[0]).toMatchObject({ channel: 'sms', recipient: '3025550143' });
    // the PIN is sealed in the outbox (test/outbox-secrets.test.ts)
    expect(h.app.ctx.sealer.open(sms[0]!.body_enc)).toMatch(/your new PIN is \d{4}\./);
    const audit = await h.rows<{ outcome: string; detail: string | null }>(
      "select outcome, detail from audit_log where action = 'pin_reset' order by id desc limit 1",
    );
    expect(audit[0]!.outcome).toBe('success');
    expect(JSON.stringify(audit)).not.toMatch(/\d{4}\./);
  });

  test('an unregistered card answers 409 not_permitted and writes no SMS', async () => {
    const card = await h.issue({ status: 'activated' });
    const before = await h.rows<{ n: number }>('select count(*)::int as n from outbox');
    const res = await h.post('/card/pin/reset', undefined, await h.login(card));
    expect(res.statusCode).toBe(409);
    const after = await h.rows<{ n: number }>('select count(*)::int as n from outbox');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  test('a card frozen during the session answers 409 card_frozen', async () => {
    const card = await h.issue({ status: 'activated', registered: true });
    const token = await h.login(card);
    await h.post('/card/freeze', { frozen: true }, token);
    const res = await h.post('/card/pin/reset', undefined, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('card_frozen');
  });

  test('a card that is not activated answers 409 not_permitted', async () => {
    const card = await h.issue({ status: 'issued', registered: true });
    expect((await h.post('/card/pin/reset', undefined, await h.login(card))).statusCode).toBe(409);
  });
});

describe('POST /card/activate', () => {
  test('activates a card that requires activation and has the permission', async () => {
    const card = await h.issue({ status: 'requires_activation', permissions: ['freeze', 'activation'] });
    const token = await h.login(card);
    const res = await h.post('/card/activate', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ACTIVATED');
    expect((await h.get('/card/info', token)).json().status).toBe('ACTIVATED');
  });

  test('without the permission answers 409 not_permitted', async () => {
    const card = await h.issue({ status: 'requires_activation', permissions: ['freeze'] });
    const res = await h.post('/card/activate', undefined, await h.login(card));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_permitted');
  });
});

describe('POST /card/register (physical card)', () => {
  const body = (cardNum: string, cvv: string, captcha = captchaFor('ind_card_registration')) => ({
    cardNum,
    cvv,
    captchaResponse: captcha,
    ...holder,
  });

  test('card number + CVV prove the holder; the holder is stored and the card becomes registered', async () => {
    const card = await h.issue({ status: 'activated' });
    const res = await h.post('/card/register', body(card.cardNumber, card.cvv));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ needToUpdateInfo: true });
    const info = (await h.get('/card/info', await h.login(card))).json();
    expect(info).toMatchObject({ cardRegistered: true, firstName: 'Avery', lastName: 'Stone' });
    const stored = await h.rows<{ phone: string; date_of_birth: string; state: string }>(
      "select phone, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, state from cardholders where email = 'avery.stone@example.com' order by updated_at desc, card_id desc limit 1",
    );
    expect(stored[0]).toEqual({ phone: '2175550188', date_of_birth: '1985-04-12', state: 'IL' });
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'registration' order by id desc limit 1",
    );
    expect(audit[0]!.outcome).toBe('success');
  });

  test.each([['+1 616 555 0184'], ['1-616-555-0184'], ['(1) 616.555.0184'], ['616 555 0184']])(
    'the phone %p is stored as its ten digits, the country code removed (spec §3)',
    async (phone) => {
      const card = await h.issue({ status: 'activated' });
      const res = await h.post('/card/register', { ...body(card.cardNumber, card.cvv), phone });
      expect(res.statusCode).toBe(200);
      const stored = await h.rows<{ phone: string }>(
        "select phone from cardholders where email = 'avery.stone@example.com' order by updated_at desc, card_id desc limit 1",
      );
      expect(stored[0]!.phone).toBe('6165550184');
    },
  );

  test("a phone of nine national digits after a leading 1 is 400 with the spec message's key, nothing stored", async () => {
    const card = await h.issue({ status: 'activated' });
    const res = await h.post('/card/register', {
      ...body(card.cardNumber, card.cvv),
      phone: '1 616 555 018',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
    expect(res.json().fields).toEqual({ phone: 'phoneInvalid' });
    const info = (await h.get('/card/info', await h.login(card))).json();
    expect(info.cardRegistered).toBe(false);
  });

  test('a failed captcha answers 400 captcha_failed (not 403)', async () => {
    const card = await h.issue({});
    const res = await h.post('/card/register', body(card.cardNumber, card.cvv, captchaFor('ind_login')));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('captcha_failed');
  });

  test('a wrong CVV answers 401 login_failed, like an unknown card', async () => {
    const card = await h.issue({});
    const wrong = await h.post(
      '/card/register',
      body(card.cardNumber, String((Number(card.cvv) + 1) % 1000).padStart(3, '0')),
    );
    const unknown = await h.post('/card/register', body('4111111111111111', '123'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().message).toBe(DEFAULT_MESSAGES.login_failed);
  });

  test.each([
    ["O'Neil", "O'Neil"],
    ['Dana', "O'Reilly"],
    ['Liam', 'O’Brien'],
    ['Maria', 'De la Cruz'],
    ['Jean-Luc', 'St. John'],
  ])('the name %p %p is stored as typed', async (firstName, lastName) => {
    const card = await h.issue({ status: 'activated' });
    const res = await h.post('/card/register', { ...body(card.cardNumber, card.cvv), firstName, lastName });
    expect(res.statusCode).toBe(200);
    const stored = await h.rows<{ first_name: string; last_name: string }>(
      'select h.first_name, h.last_name from cardholders h join cards c on c.id = h.card_id where c.last4 = $1 order by h.updated_at desc limit 1',
      [card.cardNumber.slice(-4)],
    );
    expect(stored).toEqual([{ first_name: firstName, last_name: lastName }]);
  });

  test('a name of digits, markup or punctuation only is 400 invalid_request with the name messages', async () => {
    const card = await h.issue({ status: 'activated' });
    const res = await h.post('/card/register', {
      ...body(card.cardNumber, card.cvv),
      firstName: '<script>',
      lastName: "'-.",
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_request']);
    expect(res.json().fields).toMatchObject({
      firstName: 'firstNameInvalid',
      lastName: 'lastNameInvalid',
    });
  });

  test('a registered card with a wrong CVV is 401 login_failed, never 409 already_registered (the CVV proves the holder first)', async () => {
    const card = await h.issue({ status: 'activated', registered: true });
    const wrongCvv = String((Number(card.cvv) + 1) % 1000).padStart(3, '0');
    const wrong = await h.post('/card/register', body(card.cardNumber, wrongCvv));
    const unknown = await h.post('/card/register', body('4000000000000044', '123'));
    expect([wrong.statusCode, wrong.json()]).toEqual([
      401,
      { code: 'login_failed', message: DEFAULT_MESSAGES.login_failed },
    ]);
    expect(unknown.body).toBe(wrong.body);
    const right = await h.post('/card/register', body(card.cardNumber, card.cvv));
    expect([right.statusCode, right.json().code]).toEqual([409, 'already_registered']);
  });

  test('wrong CVVs on registration count with the login: tries left from the third, then 429 locked with lockedUntil', async () => {
    const card = await h.issue({ status: 'activated' });
    const wrongCvv = String((Number(card.cvv) + 1) % 1000).padStart(3, '0');
    const answers: [number, unknown][] = [];
    for (let i = 0; i < 2; i++) {
      const res = await h.post('/card/register', body(card.cardNumber, wrongCvv));
      answers.push([res.statusCode, res.json<{ triesLeft?: number }>().triesLeft]);
    }
    for (let i = 0; i < 2; i++) {
      const res = await h.post('/auth/card', {
        cardNumber: card.cardNumber,
        cardCvv: wrongCvv,
        captchaResponse: captchaFor('ind_login'),
      });
      answers.push([res.statusCode, res.json<{ triesLeft?: number }>().triesLeft]);
    }
    expect(answers).toEqual([
      [401, undefined],
      [401, undefined],
      [401, 2],
      [401, 1],
    ]);
    const paused = await h.post('/card/register', body(card.cardNumber, wrongCvv));
    expect([paused.statusCode, paused.json()]).toEqual([
      429,
      {
        code: 'locked',
        message: expect.any(String),
        lockedUntil: new Date(h.clock.now.getTime() + 30 * 60_000).toISOString(),
      },
    ]);
    const right = await h.post('/card/register', body(card.cardNumber, card.cvv));
    expect([right.statusCode, right.json().lockedUntil]).toEqual([429, paused.json().lockedUntil]);
  });

  test('holder fields are validated with the keys of the spec messages', async () => {
    const card = await h.issue({});
    const res = await h.post('/card/register', {
      ...body(card.cardNumber, card.cvv),
      firstName: '',
      lastName: 'X',
      zipCode: '1234',
      phone: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      firstName: 'firstNameRequired',
      lastName: 'lastNameTooShort',
      zipCode: 'zipInvalid',
      phone: 'phoneInvalid',
    });
  });
});
