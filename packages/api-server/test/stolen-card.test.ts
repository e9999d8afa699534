// A stolen card handled with care: the report lists the charges the holder may still dispute,
// opens a case on each one marked "I didn't make this" in the report's own transaction (the
// dispute rules hold, each refusal with its status and code, and a refusal or failure leaves
// nothing), answers the new balance, the arrival day and the cases; the replacement's session
// reads the old card's transactions and cases, never another holder's; a credit follows the
// money to the replacement. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { DISPUTE_TERMS, PHYSICAL_REPLACEMENT } from '@portal/legal';
import { captchaFor, daysAgo, harness, postTxn, us, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const key = () => randomBytes(12).toString('hex');
const last4 = (n: string) => n.slice(-4);
const reason = 'holder called about the charge';

interface Quote {
  address: string[];
  purchases: { id: string; date: string; merchant: string; amount: number }[];
}

/** A registered card with $100 loaded and purchases at the given ages (days); its session and ids. */
async function stolenCard(purchases: Record<string, number> = { Thief: 1, Mine: 3 }) {
  const card = await h.issue({ status: 'activated', registered: true, amount: 100 });
  const ids: Record<string, string> = {};
  for (const [merchant, days] of Object.entries(purchases))
    ids[merchant] = await postTxn(h, card, { merchant, amount: -20, date: daysAgo(h.clock.now, days) });
  ids.fee = await postTxn(h, card, {
    merchant: 'Monthly fee',
    amount: -2.5,
    type: 'fee',
    date: daysAgo(h.clock.now, 1),
  });
  return { card, token: await h.login(card), ids };
}

const report = (token: string, txnIds: string[], extra: Record<string, unknown> = {}) =>
  h.post(
    '/card/replacement',
    { reason: 'stolen', idempotencyKey: key(), disputes: { txnIds, reason: 'not_recognised' }, ...extra },
    token,
  );

const count = async (table: string) =>
  (await h.rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

async function replacementOf(card: { cardNumber: string }) {
  const res = await h.admin('POST', '/cards/replacement', { card: card.cardNumber });
  expect(res.statusCode).toBe(200);
  return res.json<{ cardNumber: string; cvv: string }>();
}

const historyOf = async (token: string) =>
  (
    await h.post(
      '/card/txn/history',
      { startDate: us(daysAgo(h.clock.now, 30)), endDate: us(h.clock.now), page: 1, txnPerPage: 100 },
      token,
    )
  ).json<{ transactions: { id?: string; merchant: string; amount: number }[]; txnCount: number }>();

describe('GET /card/replacement lists what the report may dispute', () => {
  test('the purchases inside the notice window without an open case, newest first; the street masked', async () => {
    const { token, ids } = await stolenCard({
      Thief: 1,
      Mine: 3,
      Edge: DISPUTE_TERMS.noticeDays,
      Old: DISPUTE_TERMS.noticeDays + 1,
      Disputed: 2,
    });
    const opened = await h.post(
      '/card/disputes',
      {
        txnId: ids.Disputed,
        reason: 'wrong_amount',
        description: 'Twice the price',
        contact: 'a@example.com',
      },
      token,
    );
    expect(opened.statusCode).toBe(200);
    const quote = (await h.get('/card/replacement', token)).json<Quote>();
    expect(quote.purchases).toEqual([
      { id: ids.Thief, date: us(daysAgo(h.clock.now, 1)), merchant: 'Thief', amount: -20 },
      { id: ids.Mine, date: us(daysAgo(h.clock.now, 3)), merchant: 'Mine', amount: -20 },
      {
        id: ids.Edge,
        date: us(daysAgo(h.clock.now, DISPUTE_TERMS.noticeDays)),
        merchant: 'Edge',
        amount: -20,
      },
    ]);
    // the house number and the street's suffix, the name hidden
    expect(quote.address).toEqual(['1200 M••• St', 'Wilmington, DE 19801']);
  });
});

describe('POST /card/replacement with charges marked "I didn\'t make this"', () => {
  test('one case per marked charge, in the report; the answer gives the new balance, the arrival day and the cases', async () => {
    const { card, token, ids } = await stolenCard();
    const outboxBefore = await count('outbox');
    const res = await report(token, [ids.Thief!]);
    expect(res.statusCode).toBe(200);
    const fee = PHYSICAL_REPLACEMENT.feeCents / 100;
    const result = res.json();
    // 100 loaded, two purchases of 20 and a fee of 2.50
    expect(result).toMatchObject({
      balanceMoved: 57.5,
      fee,
      address: ['1200 M••• St', 'Wilmington, DE 19801'],
      arrivesBy: us(daysAgo(h.clock.now, -(PHYSICAL_REPLACEMENT.mailingDays ?? 0))),
    });
    expect(result.disputes).toEqual([
      expect.objectContaining({
        reference: expect.stringMatching(/^CASE-[A-Z2-9]{8}$/),
        state: 'received',
        reason: 'not_recognised',
        transaction: { date: us(daysAgo(h.clock.now, 1)), merchant: 'Thief', amount: -20 },
      }),
    ]);
    const reference = result.disputes[0].reference as string;
    const [row] = await h.rows<{ txn_id: number; card_last4: string }>(
      'select d.txn_id::text as txn_id, c.last4 as card_last4 from disputes d join cards c on c.id = d.card_id where reference = $1',
      [reference],
    );
    expect(row).toEqual({ txn_id: ids.Thief, card_last4: last4(card.cardNumber) });

    // the notice says it in sentences: no doubled "card", the new balance as a number, the cases
    const sent = await h.rows<{ channel: string; subject: string | null; body: string }>(
      'select channel, subject, body from outbox order by id offset $1',
      [outboxBefore],
    );
    const notice = sent.find((m) => m.channel === 'sms')!.body;
    expect(notice).toContain(
      `Your card ending ${last4(card.cardNumber)} was reported stolen, so we closed it.`,
    );
    expect(notice).toContain(
      `Your new balance is $${(57.5 - fee).toFixed(2)}, after the $${fee.toFixed(2)} replacement fee.`,
    );
    expect(notice).toContain('We opened a dispute case for the charge you did not make');
    expect(notice).not.toMatch(/card card|Card card|: It /);
    // the case's own email, with its reference
    expect(sent.filter((m) => m.body.includes(reference))).toHaveLength(1);
  });

  test('the same key again answers the replacement with the cases it opened', async () => {
    const { token, ids } = await stolenCard();
    const body = {
      reason: 'stolen',
      idempotencyKey: key(),
      disputes: { txnIds: [ids.Thief], reason: 'not_recognised' },
    };
    const [a, b] = await Promise.all([
      h.post('/card/replacement', body, token),
      h.post('/card/replacement', body, token),
    ]);
    const ok = [a, b].filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok)
      expect(r.disputes.map((d: { transaction: { merchant: string } }) => d.transaction.merchant)).toEqual([
        'Thief',
      ]);
    expect(new Set(ok.map((r) => r.disputes[0].reference)).size).toBe(1);
  });

  describe('each refusal leaves the card open, its money and no case', () => {
    async function expectNothingChanged(
      card: { cardNumber: string },
      token: string,
      before: { cases: number; cards: number },
    ) {
      expect({ cases: await count('disputes'), cards: await count('cards') }).toEqual(before);
      const [row] = await h.rows<{ closed_at: Date | null }>(
        'select closed_at from cards where last4 = $1 order by id desc limit 1',
        [last4(card.cardNumber)],
      );
      expect(row!.closed_at).toBeNull();
      expect((await h.get('/card/balance', token)).json()).toEqual({ amount: 57.5 });
    }

    test("another holder's charge: 404 not_found", async () => {
      const mine = await stolenCard();
      const theirs = await stolenCard();
      const before = { cases: await count('disputes'), cards: await count('cards') };
      const res = await report(mine.token, [mine.ids.Thief!, theirs.ids.Thief!]);
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
      await expectNothingChanged(mine.card, mine.token, before);
    });

    test('a charge past the notice window: 409 dispute_window_passed', async () => {
      const { card, token, ids } = await stolenCard({ Thief: 1, Mine: DISPUTE_TERMS.noticeDays + 1 });
      const before = { cases: await count('disputes'), cards: await count('cards') };
      const res = await report(token, [ids.Thief!, ids.Mine!]);
      expect([res.statusCode, res.json().code]).toEqual([409, 'dispute_window_passed']);
      await expectNothingChanged(card, token, before);
    });

    test('a fee (not a purchase): 409 dispute_not_purchase', async () => {
      const { card, token, ids } = await stolenCard();
      const before = { cases: await count('disputes'), cards: await count('cards') };
      const res = await report(token, [ids.fee!]);
      expect([res.statusCode, res.json().code]).toEqual([409, 'dispute_not_purchase']);
      await expectNothingChanged(card, token, before);
    });

    test('a charge with an open case: 409 dispute_already_open', async () => {
      const { card, token, ids } = await stolenCard();
      const opened = await h.post(
        '/card/disputes',
        { txnId: ids.Thief, reason: 'not_recognised', description: 'Not me', contact: 'a@example.com' },
        token,
      );
      expect(opened.statusCode).toBe(200);
      const before = { cases: await count('disputes'), cards: await count('cards') };
      const res = await report(token, [ids.Mine!, ids.Thief!]);
      expect([res.statusCode, res.json().code]).toEqual([409, 'dispute_already_open']);
      await expectNothingChanged(card, token, before);
    });

    test('a malformed list: 400 invalid_request (a repeated id, an empty list, a bad reason)', async () => {
      const { token, ids } = await stolenCard();
      for (const disputes of [
        { txnIds: [ids.Thief, ids.Thief], reason: 'not_recognised' },
        { txnIds: [], reason: 'not_recognised' },
        { txnIds: [ids.Thief], reason: 'stolen' },
        { txnIds: ['12a'], reason: 'not_recognised' },
      ]) {
        const res = await h.post(
          '/card/replacement',
          { reason: 'stolen', idempotencyKey: key(), disputes },
          token,
        );
        expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_request']);
      }
    });

    test('each refusal is audited with its own outcome', async () => {
      const { token, ids } = await stolenCard();
      await report(token, [ids.fee!]);
      const audit = await h.rows<{ outcome: string }>(
        "select outcome from audit_log where action = 'card_replacement' and detail::jsonb->>'txn' = $1",
        [ids.fee!],
      );
      expect(audit).toEqual([{ outcome: 'dispute_not_purchase' }]);
    });
  });

  test('a failure after the cases were written rolls back the cases with the report', async () => {
    const { card, token, ids } = await stolenCard();
    const before = {
      cases: await count('disputes'),
      txns: await count('transactions'),
      outbox: await count('outbox'),
    };
    // the replacement's own row is written after the cases, the card, the ledger and the closure
    await h.rows(
      `create or replace function fail_replacement() returns trigger language plpgsql as $$
       begin raise exception 'forced failure'; end $$`,
    );
    await h.rows(
      'create trigger fail_replacement before insert on card_replacements for each row execute function fail_replacement()',
    );
    try {
      expect((await report(token, [ids.Thief!])).statusCode).toBe(500);
    } finally {
      await h.rows('drop trigger fail_replacement on card_replacements');
    }
    expect({
      cases: await count('disputes'),
      txns: await count('transactions'),
      outbox: await count('outbox'),
    }).toEqual(before);
    const [row] = await h.rows<{ closed_at: Date | null }>('select closed_at from cards where last4 = $1', [
      last4(card.cardNumber),
    ]);
    expect(row!.closed_at).toBeNull();
    // and the report goes through, cases and all, once the failure is gone
    const res = await report(token, [ids.Thief!]);
    expect(res.statusCode).toBe(200);
    expect(res.json().disputes).toHaveLength(1);
  });
});

describe("the replacement's session reads the old card", () => {
  test("the old card's transactions, each saying which card, with an id to dispute it by; the old card's cases", async () => {
    const { card, token, ids } = await stolenCard();
    const reference = (await report(token, [ids.Thief!])).json().disputes[0].reference as string;
    const fresh = await replacementOf(card);
    const freshToken = await h.login(fresh);
    const ending = last4(card.cardNumber);

    const history = await historyOf(freshToken);
    const thief = history.transactions.find((t) => t.merchant === `Thief (card ending ${ending})`);
    expect(thief).toEqual({
      id: expect.stringMatching(/^\d+$/),
      date: us(daysAgo(h.clock.now, 1)),
      type: 'purchase',
      merchant: `Thief (card ending ${ending})`,
      amount: -20,
    });
    // the new card's own rows keep their merchant and id
    const own = history.transactions.find((t) => t.merchant === `Balance moved from card ···${ending}`);
    expect(own?.id).toMatch(/^\d+$/);
    expect(history.txnCount).toBe(history.transactions.length);

    const file = await h.app.inject({
      method: 'POST',
      url: '/api/ind/v1/card/txn/history/download',
      headers: { authorization: `Bearer ${freshToken}`, accept: 'text/csv' },
      payload: { startDate: us(daysAgo(h.clock.now, 30)), endDate: us(h.clock.now) },
    });
    expect(file.body).toContain(`"Thief (card ending ${ending})"`);

    const cases = (await h.get('/card/disputes', freshToken)).json<{
      cases: { reference: string; cardEnding?: string }[];
    }>();
    expect(cases.cases).toEqual([expect.objectContaining({ reference, cardEnding: ending })]);
  });

  test('the balance move reads as one line: the new card\'s "Balance moved from", not the old card\'s leg', async () => {
    const { card, token } = await stolenCard();
    expect(
      (await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, token)).statusCode,
    ).toBe(200);
    const fresh = await replacementOf(card);
    const freshToken = await h.login(fresh);
    const ending = last4(card.cardNumber);

    const history = await historyOf(freshToken);
    const moves = history.transactions.filter((t) => t.merchant.startsWith('Balance moved'));
    expect(moves).toEqual([
      expect.objectContaining({ merchant: `Balance moved from card ···${ending}`, amount: 57.5 }),
    ]);
    expect(history.txnCount).toBe(history.transactions.length);

    const file = await h.app.inject({
      method: 'POST',
      url: '/api/ind/v1/card/txn/history/download',
      headers: { authorization: `Bearer ${freshToken}`, accept: 'text/csv' },
      payload: { startDate: us(daysAgo(h.clock.now, 30)), endDate: us(h.clock.now) },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`"Balance moved from card ···${ending}"`);
    expect(file.body).not.toContain('Balance moved to replacement');

    // the ledger keeps both legs: the old card's still sums to zero
    const legs = await h.rows<{ merchant: string; cents: number }>(
      `select t.merchant, t.amount_cents::float8 as cents from transactions t join cards c on c.id = t.card_id
       where t.merchant like 'Balance moved%' and c.last4 in ($1, $2) order by t.id`,
      [ending, last4(fresh.cardNumber)],
    );
    expect(legs).toEqual([
      { merchant: `Balance moved to replacement card ···${last4(fresh.cardNumber)}`, cents: -5750 },
      { merchant: `Balance moved from card ···${ending}`, cents: 5750 },
    ]);
  });

  test("another holder's card is never read: neither its transactions nor its cases", async () => {
    const mine = await stolenCard({ MineOnly: 1 });
    const theirs = await stolenCard({ TheirsOnly: 1 });
    await report(theirs.token, [theirs.ids.TheirsOnly!]);
    const theirFresh = await h.login(await replacementOf(theirs.card));
    // my card (never replaced) reads only its own; their replacement reads theirs, not mine
    const myHistory = await historyOf(mine.token);
    expect(myHistory.transactions.map((t) => t.merchant)).not.toEqual(
      expect.arrayContaining([expect.stringContaining('TheirsOnly')]),
    );
    expect((await h.get('/card/disputes', mine.token)).json().cases).toEqual([]);
    const theirHistory = await historyOf(theirFresh);
    expect(theirHistory.transactions.some((t) => t.merchant.startsWith('TheirsOnly'))).toBe(true);
    expect(theirHistory.transactions.some((t) => t.merchant.startsWith('MineOnly'))).toBe(false);

    // my replacement later: it reads my old card only, still not theirs
    await h.post('/card/replacement', { reason: 'lost', idempotencyKey: key() }, mine.token);
    const myFresh = await h.login(await replacementOf(mine.card));
    const merchants = (await historyOf(myFresh)).transactions.map((t) => t.merchant);
    expect(merchants.some((m) => m.startsWith('MineOnly'))).toBe(true);
    expect(merchants.some((m) => m.startsWith('TheirsOnly'))).toBe(false);
    expect((await h.get('/card/disputes', myFresh)).json().cases).toEqual([]);
  });

  test('a case of the old card credits the card that holds the money now, and a reversal takes it from there', async () => {
    const { card, token, ids } = await stolenCard();
    const reference = (await report(token, [ids.Thief!])).json().disputes[0].reference as string;
    const fresh = await replacementOf(card);
    const freshToken = await h.login(fresh);
    const balance = async () => (await h.get('/card/balance', freshToken)).json<{ amount: number }>().amount;
    const start = await balance();
    expect((await h.admin('POST', '/cases/credit', { reference, reason })).statusCode).toBe(200);
    expect(await balance()).toBe(start + 20);
    const resolved = await h.admin('POST', '/cases/resolve', {
      reference,
      outcome: 'not',
      explanation: 'The merchant showed your signed receipt.',
      reason,
    });
    expect(resolved.statusCode).toBe(200);
    expect(await balance()).toBe(start);
    // nothing landed on the closed card: its ledger still sums to zero
    const [old] = await h.rows<{ cents: number }>(
      'select coalesce(sum(t.amount_cents), 0)::float8 as cents from transactions t join cards c on c.id = t.card_id where c.last4 = $1',
      [last4(card.cardNumber)],
    );
    expect(old!.cents).toBe(0);
  });
});

describe("POST /card/replacement/expired/quote (the expired card's confirm step)", () => {
  const body = (card: { cardNumber: string; cvv: string }) => ({
    cardNumber: card.cardNumber,
    cardCvv: card.cvv,
    captchaResponse: captchaFor('ind_login'),
  });

  test('what the replacement would do, without fee, to the masked address', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 30, expired: true });
    const res = await h.post('/card/replacement/expired/quote', body(card));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      virtual: false,
      fee: 0,
      mailingDays: PHYSICAL_REPLACEMENT.mailingDays,
      address: ['1200 M••• St', 'Wilmington, DE 19801'],
      email: 'j•••@example.com',
    });
    expect(res.body).not.toContain('Market');
  });

  test('a card not expired: 409 not_permitted', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 30 });
    const res = await h.post('/card/replacement/expired/quote', body(card));
    expect([res.statusCode, res.json().code]).toEqual([409, 'not_permitted']);
  });

  test('an expired card with nothing on it: 409 not_permitted', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 0, expired: true });
    const res = await h.post('/card/replacement/expired/quote', body(card));
    expect([res.statusCode, res.json().code]).toEqual([409, 'not_permitted']);
  });

  test('a card already replaced: 409 card_closed', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 30, expired: true });
    expect(
      (await h.post('/card/replacement/expired', { ...body(card), idempotencyKey: key() })).statusCode,
    ).toBe(200);
    const res = await h.post('/card/replacement/expired/quote', body(card));
    expect([res.statusCode, res.json().code]).toEqual([409, 'card_closed']);
  });

  test('a wrong CVV: 401 login_failed', async () => {
    const card = await h.issue({ status: 'activated', registered: true, amount: 30, expired: true });
    const wrongCvv = String((Number(card.cvv) + 1) % 1000).padStart(3, '0');
    const res = await h.post('/card/replacement/expired/quote', body({ ...card, cvv: wrongCvv }));
    expect([res.statusCode, res.json().code]).toEqual([401, 'login_failed']);
  });

  test('a sanctioned card: 403 sanctions', async () => {
    const card = await h.issue({
      status: 'activated',
      registered: true,
      amount: 30,
      expired: true,
      sanctioned: true,
    });
    const res = await h.post('/card/replacement/expired/quote', body(card));
    expect([res.statusCode, res.json().code]).toEqual([403, 'sanctions']);
  });
});
