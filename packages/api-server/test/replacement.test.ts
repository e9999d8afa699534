// Report lost or stolen, and replace an expired card with money on it: one transaction that
// closes the card for good, issues its replacement to the same holder, moves the balance by two
// ledger entries, charges the agreement's fee (none once expired), ends the session and tells the
// holder. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { PHYSICAL_REPLACEMENT, VIRTUAL_REPLACEMENT } from '@portal/legal';
import { defaultProgram } from '../src/config/program';
import { captchaFor, harness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const key = () => randomBytes(12).toString('hex');
const last4 = (n: string) => n.slice(-4);

interface Row {
  merchant: string;
  type: string;
  cents: number;
}

/** A card's ledger, oldest first, and its balance answered by the API equal to the ledger's sum. */
async function ledger(cardLast4: string, token?: string): Promise<Row[]> {
  const rows = await h.rows<Row>(
    `select t.merchant, t.type, t.amount_cents::float8 as cents from transactions t join cards c on c.id = t.card_id
     where c.last4 = $1 order by t.id`,
    [cardLast4],
  );
  if (token) {
    const sum = rows.reduce((s, r) => s + r.cents, 0);
    expect((await h.get('/card/balance', token)).json()).toEqual({ amount: sum / 100 });
  }
  return rows;
}

async function cardRow(cardLast4: string) {
  const [row] = await h.rows<{ id: number; closed_at: Date | null; registered: boolean; virtual: boolean }>(
    'select id::float8 as id, closed_at, registered, virtual from cards where last4 = $1 order by id desc limit 1',
    [cardLast4],
  );
  return row!;
}

async function replacementOf(card: { cardNumber: string }) {
  const res = await h.admin('POST', '/cards/replacement', { card: card.cardNumber });
  expect(res.statusCode).toBe(200);
  return res.json<{ cardNumber: string; cvv: string; expiry: string; virtual: boolean }>();
}

function loginBody(card: { cardNumber: string; cvv: string }) {
  return { cardNumber: card.cardNumber, cardCvv: card.cvv, captchaResponse: captchaFor('ind_login') };
}

describe('GET /card/replacement (what the dialog says)', () => {
  test('a physical card: the agreement fee, the mailing promise, the address and email masked', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 40 });
    const res = await h.get('/card/replacement', await h.login(card));
    expect(res.statusCode).toBe(200);
    const quote = res.json<{ fee: number; mailingDays: number; address: string[]; email: string }>();
    expect(quote).toMatchObject({
      virtual: false,
      fee: PHYSICAL_REPLACEMENT.feeCents / 100,
      mailingDays: PHYSICAL_REPLACEMENT.mailingDays,
      email: 'j•••@example.com',
    });
    expect(quote.address.at(-1)).toBe('Wilmington, DE 19801');
    expect(res.body).not.toContain('Market Street');
    expect(res.body).not.toContain('jordan.rivera');
  });

  test('the card info carries the permission; a card without it is refused 409 not_permitted', async () => {
    const card = await h.issue({ status: 'activated', registered: true, permissions: ['freeze'] });
    const token = await h.login(card);
    expect((await h.get('/card/info', token)).json().permissions.availableCardReplacement).toBe(false);
    const res = await h.get('/card/replacement', token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_permitted');
    const post = await h.post('/card/replacement', { reason: 'lost', idempotencyKey: key() }, token);
    expect(post.statusCode).toBe(409);
    expect(post.json().code).toBe('not_permitted');
    const other = await h.issue({ status: 'activated', registered: true });
    expect(
      (await h.get('/card/info', await h.login(other))).json().permissions.availableCardReplacement,
    ).toBe(true);
  });
});

describe('POST /card/replacement (report lost or stolen)', () => {
  test('a physical card stolen: closed for good, a replacement to the same holder, the balance moved less the fee', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 40 });
    const token = await h.login(card);
    const outboxBefore = (await h.rows<{ n: number }>('select count(*)::int as n from outbox'))[0]!.n;
    const res = await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, token);
    expect(res.statusCode).toBe(200);
    const fee = PHYSICAL_REPLACEMENT.feeCents / 100;
    const result = res.json<{ replacementCard: string }>();
    expect(result).toMatchObject({ virtual: false, fee, balanceMoved: 40, mailingDays: 30 });
    expect(res.body).not.toContain(card.cardNumber);

    // the session ended; the old card is refused at login, also once unfrozen by the call centre
    expect((await h.get('/card/info', token)).statusCode).toBe(403);
    const refused = await h.post('/auth/card', loginBody(card));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('card_closed');
    await h.admin('POST', '/cards/unfreeze', { card: card.cardNumber, reason: 'caller asked' });
    expect((await h.post('/auth/card', loginBody(card))).json().code).toBe('card_closed');
    expect((await cardRow(last4(card.cardNumber))).closed_at).not.toBeNull();

    // the replacement: a new number, registered to the same holder, its ledger the moved balance less the fee
    const fresh = await replacementOf(card);
    expect(fresh.cardNumber).not.toBe(card.cardNumber);
    expect(result.replacementCard.endsWith(last4(fresh.cardNumber))).toBe(true);
    const freshToken = await h.login(fresh);
    const info = (await h.get('/card/info', freshToken)).json();
    expect(info).toMatchObject({ cardRegistered: true, firstName: 'Jordan', lastName: 'Rivera' });
    expect(await ledger(last4(fresh.cardNumber), freshToken)).toEqual([
      { merchant: `Balance moved from card ···${last4(card.cardNumber)}`, type: 'adjustment', cents: 4000 },
      { merchant: 'Card replacement fee', type: 'fee', cents: -PHYSICAL_REPLACEMENT.feeCents },
    ]);
    const old = await ledger(last4(card.cardNumber));
    expect(old.at(-1)).toEqual({
      merchant: `Balance moved to replacement card ···${last4(fresh.cardNumber)}`,
      type: 'adjustment',
      cents: -4000,
    });
    expect(old.reduce((s, r) => s + r.cents, 0)).toBe(0);

    // the holder is told by email and SMS; no message carries a number or CVV
    const sent = await h.rows<{ channel: string; recipient: string; body: string }>(
      'select channel, recipient, body from outbox order by id offset $1',
      [outboxBefore],
    );
    expect(sent.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ['email', 'jordan.rivera@example.com'],
      ['sms', '3025550143'],
    ]);
    expect(sent[0]!.body).toContain('was reported stolen');
    expect(sent[0]!.body).toContain('within 30 days');
    expect(JSON.stringify(sent)).not.toContain(fresh.cardNumber);
  });

  test('a virtual card lost: the virtual fee, the replacement usable at once through a link emailed to the address of record', async () => {
    const card = await h.issue({
      virtual: true,
      status: 'activated',
      registered: true,
      amount: 20,
      email: 'vee@example.com',
    });
    const token = await h.login(card);
    const res = await h.post('/card/replacement', { reason: 'lost', idempotencyKey: key() }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      virtual: true,
      fee: VIRTUAL_REPLACEMENT.feeCents / 100,
      mailingDays: null,
    });
    const fresh = await replacementOf(card);
    const newRow = await cardRow(last4(fresh.cardNumber));
    expect(newRow).toMatchObject({ virtual: true, registered: true });
    // a live link of the new card went to the holder's email; the old card's link is retired (410)
    const links = await h.rows<{ email: string }>(
      'select email from virtual_links where card_id = $1 and retired_at is null',
      [newRow.id],
    );
    expect(links).toEqual([{ email: 'vee@example.com' }]);
    const mails = await h.rows<{ recipient: string; subject: string }>(
      "select recipient, subject from outbox where channel = 'email' and recipient = 'vee@example.com' order by id",
    );
    expect(mails.length).toBeGreaterThanOrEqual(3); // the first link, the replacement's link, the notice
    const old = await h.post('/card/vv/agreement', { accountId: card.accountId });
    expect(old.statusCode).toBe(410);
    expect(await ledger(last4(fresh.cardNumber), await h.login(fresh))).toEqual([
      { merchant: `Balance moved from card ···${last4(card.cardNumber)}`, type: 'adjustment', cents: 2000 },
      { merchant: 'Card replacement fee', type: 'fee', cents: -VIRTUAL_REPLACEMENT.feeCents },
    ]);
  });

  test('two concurrent requests with one idempotency key make one replacement, both answered with it', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 15 });
    const token = await h.login(card);
    const body = { reason: 'lost', idempotencyKey: key() };
    const answers = await Promise.all([
      h.post('/card/replacement', body, token),
      h.post('/card/replacement', body, token),
    ]);
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // a request that arrives once the first ended the session is answered 403 session_ended
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().code).toBe('session_ended');
    expect(new Set(ok.map((o) => o.replacementCard)).size).toBe(1);
    const rows = await h.rows(
      'select 1 from card_replacements r join cards c on c.id = r.card_id where c.last4 = $1',
      [last4(card.cardNumber)],
    );
    expect(rows).toHaveLength(1);
    const fresh = await replacementOf(card);
    expect(
      (await ledger(last4(fresh.cardNumber), await h.login(fresh))).reduce((s, r) => s + r.cents, 0),
    ).toBe(1500 - PHYSICAL_REPLACEMENT.feeCents);
  });

  test('two concurrent requests with different keys make one replacement; the other is 409 card_closed or 403', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 15 });
    const token = await h.login(card);
    const answers = await Promise.all([
      h.post('/card/replacement', { reason: 'lost', idempotencyKey: key() }, token),
      h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, token),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const other = answers.find((a) => a.statusCode !== 200)!;
    expect([409, 403]).toContain(other.statusCode);
    expect(['card_closed', 'session_ended']).toContain(other.json().code);
    const rows = await h.rows(
      'select 1 from card_replacements r join cards c on c.id = r.card_id where c.last4 = $1',
      [last4(card.cardNumber)],
    );
    expect(rows).toHaveLength(1);
  });

  test('a failure half-way leaves nothing changed: card open, no new card, ledger and session as they were', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 33 });
    const token = await h.login(card);
    const count = async (table: string) =>
      (await h.rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
    const before = {
      cards: await count('cards'),
      txns: await count('transactions'),
      outbox: await count('outbox'),
    };
    // the replacement's own row is written after the card, the ledger entries and the closure
    await h.rows(
      `create or replace function fail_replacement() returns trigger language plpgsql as $$
       begin raise exception 'forced failure'; end $$`,
    );
    await h.rows(
      'create trigger fail_replacement before insert on card_replacements for each row execute function fail_replacement()',
    );
    try {
      const res = await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, token);
      expect(res.statusCode).toBe(500);
    } finally {
      await h.rows('drop trigger fail_replacement on card_replacements');
    }
    expect({
      cards: await count('cards'),
      txns: await count('transactions'),
      outbox: await count('outbox'),
    }).toEqual(before);
    expect((await cardRow(last4(card.cardNumber))).closed_at).toBeNull();
    expect((await ledger(last4(card.cardNumber), token)).reduce((s, r) => s + r.cents, 0)).toBe(3300);
    // and the same request goes through once the failure is gone
    expect(
      (await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, token)).statusCode,
    ).toBe(200);
  });

  test('refusals: no session 403, a bad reason or key 400, an unregistered card 409 not_permitted', async () => {
    const noSession = await h.post('/card/replacement', { reason: 'lost', idempotencyKey: key() });
    expect(noSession.statusCode).toBe(403);
    expect(noSession.json().code).toBe('session_ended');
    const card = await h.issue({ status: 'activated', registered: true });
    const token = await h.login(card);
    const badReason = await h.post('/card/replacement', { reason: 'broken', idempotencyKey: key() }, token);
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({
      code: 'invalid_request',
      fields: { reason: 'replacementReasonRequired' },
    });
    const badKey = await h.post('/card/replacement', { reason: 'lost', idempotencyKey: 'short' }, token);
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().fields).toHaveProperty('idempotencyKey');
    const unregistered = await h.issue({ status: 'activated' });
    const res = await h.post(
      '/card/replacement',
      { reason: 'lost', idempotencyKey: key() },
      await h.login(unregistered),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_permitted');
  });
});

describe('an expired card with money on it', () => {
  test('login answers 409 card_expired; the replacement is made without fee and answered again for the same key', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 30, expired: true });
    const login = await h.post('/auth/card', loginBody(card));
    expect(login.statusCode).toBe(409);
    expect(login.json().code).toBe('card_expired');
    const idempotencyKey = key();
    const body = { ...loginBody(card), idempotencyKey };
    const res = await h.post('/card/replacement/expired', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fee: 0, balanceMoved: 30, virtual: false });
    const again = await h.post('/card/replacement/expired', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    const fresh = await replacementOf(card);
    expect(await ledger(last4(fresh.cardNumber), await h.login(fresh))).toEqual([
      { merchant: `Balance moved from card ···${last4(card.cardNumber)}`, type: 'adjustment', cents: 3000 },
    ]);
    const other = await h.post('/card/replacement/expired', { ...loginBody(card), idempotencyKey: key() });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('card_closed');
    expect((await h.post('/auth/card', loginBody(card))).json().code).toBe('card_closed');
  });

  test('refusals: a card not expired or with nothing on it 409 not_permitted, a wrong CVV 401, a failed captcha 403', async () => {
    const live = await h.issue({ status: 'activated', registered: true, amount: 30 });
    const notExpired = await h.post('/card/replacement/expired', {
      ...loginBody(live),
      idempotencyKey: key(),
    });
    expect(notExpired.statusCode).toBe(409);
    expect(notExpired.json().code).toBe('not_permitted');
    const empty = await h.issue({ status: 'activated', registered: true, amount: 0, expired: true });
    const none = await h.post('/card/replacement/expired', { ...loginBody(empty), idempotencyKey: key() });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('not_permitted');
    // an expired card with nothing on it logs in as before
    expect((await h.post('/auth/card', loginBody(empty))).statusCode).toBe(200);
    const expired = await h.issue({ status: 'activated', registered: true, amount: 10, expired: true });
    const wrongCvv = String((Number(expired.cvv) + 1) % 1000).padStart(3, '0');
    const wrong = await h.post('/card/replacement/expired', {
      ...loginBody({ ...expired, cvv: wrongCvv }),
      idempotencyKey: key(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('login_failed');
    const captcha = await h.post('/card/replacement/expired', {
      ...loginBody(expired),
      captchaResponse: 'bad',
      idempotencyKey: key(),
    });
    expect(captcha.statusCode).toBe(403);
    expect(captcha.json().code).toBe('sanctions');
  });
});

describe('a programme that turns replacement off', () => {
  test('new cards lack the permission and the server refuses every card 409 not_permitted', async () => {
    const off = await harness({
      program: { ...defaultProgram('/api/ind/v1'), timeZone: 'UTC', cardReplacement: false },
    });
    try {
      const card = await off.issue({ status: 'activated', registered: true });
      const token = await off.login(card);
      expect((await off.get('/card/info', token)).json().permissions.availableCardReplacement).toBe(false);
      const forced = await off.issue({ status: 'activated', registered: true, permissions: ['replacement'] });
      // the permission alone does not offer the button: the server would refuse it
      expect(
        (await off.get('/card/info', await off.login(forced))).json().permissions.availableCardReplacement,
      ).toBe(false);
      const res = await off.post(
        '/card/replacement',
        { reason: 'lost', idempotencyKey: key() },
        await off.login(forced),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('not_permitted');
    } finally {
      await off.close();
    }
  });
});
