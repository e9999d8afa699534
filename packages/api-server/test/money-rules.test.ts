// The money rules of disputes as the holder and the call centre meet them: a charge is credited at
// most its amount over all its cases; a credit or a reversal is posted to the card that holds the
// money now; the holder of a replacement disputes the old card's charges within the agreement's
// notice window, never another holder's. Each refusal with its status and code; after each step
// every card's balance is the sum of its ledger. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { DISPUTE_TERMS } from '@portal/legal';
import { daysAgo, harness, postTxn, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const reason = 'holder called about the charge';
const key = () => randomBytes(12).toString('hex');
const last4 = (n: string) => n.slice(-4);

/** A registered card with $100 loaded and purchases of $20 at the given ages (days); its session and ids. */
async function cardWith(purchases: Record<string, number> = { Market: 1 }) {
  const card = await h.issue({ status: 'activated', registered: true, amount: 100 });
  const ids: Record<string, string> = {};
  for (const [merchant, days] of Object.entries(purchases))
    ids[merchant] = await postTxn(h, card, { merchant, amount: -20, date: daysAgo(h.clock.now, days) });
  return { card, token: await h.login(card), ids };
}

const dispute = (token: string, txnId: string) =>
  h.post(
    '/card/disputes',
    { txnId, reason: 'not_recognised', description: 'Not me', contact: 'holder@example.com' },
    token,
  );

const credit = (reference: string) => h.admin('POST', '/cases/credit', { reference, reason });
const resolve = (reference: string, outcome: 'favour' | 'not') =>
  h.admin('POST', '/cases/resolve', {
    reference,
    outcome,
    reason,
    ...(outcome === 'not' ? { explanation: 'The merchant showed your signed receipt.' } : {}),
  });

/** The ledger sum of the card whose number ends so, in cents. */
async function ledgerOf(card: { cardNumber: string }): Promise<number> {
  const [row] = await h.rows<{ cents: number }>(
    `select coalesce(sum(t.amount_cents), 0)::float8 as cents from cards c
     left join transactions t on t.card_id = c.id where c.last4 = $1 and c.bin = $2`,
    [last4(card.cardNumber), card.cardNumber.slice(0, 6)],
  );
  return Math.round(row!.cents);
}

/** The balance the session's card answers, in cents; it equals the card's ledger sum. */
async function balanceOf(token: string, card: { cardNumber: string }): Promise<number> {
  const res = await h.get('/card/balance', token);
  expect(res.statusCode).toBe(200);
  const cents = Math.round(res.json<{ amount: number }>().amount * 100);
  expect(cents).toBe(await ledgerOf(card));
  return cents;
}

/** What the cases of one charge credited in all, in cents (the stored rows). */
const creditedOf = async (txnId: string) =>
  Math.round(
    (
      await h.rows<{ cents: number }>(
        'select coalesce(sum(credited_cents), 0)::float8 as cents from disputes where txn_id = $1',
        [txnId],
      )
    )[0]!.cents,
  );

async function replacementOf(card: { cardNumber: string }) {
  const res = await h.admin('POST', '/cards/replacement', { card: card.cardNumber });
  expect(res.statusCode).toBe(200);
  return res.json<{ cardNumber: string; cvv: string }>();
}

describe('a charge is credited at most its amount, over all its cases', () => {
  test("a charge resolved in the holder's favour: a second dispute is 409 dispute_already_credited, the balance stays", async () => {
    const { card, token, ids } = await cardWith();
    const first = (await dispute(token, ids.Market!)).json<{ reference: string }>().reference;
    expect((await resolve(first, 'favour')).statusCode).toBe(200);
    const credited = await balanceOf(token, card);
    expect(credited).toBe(10_000);

    const again = await dispute(token, ids.Market!);
    expect([again.statusCode, again.json().code]).toEqual([409, 'dispute_already_credited']);
    expect(await balanceOf(token, card)).toBe(credited);
    expect(await creditedOf(ids.Market!)).toBe(2000);
    const cases = await h.rows('select 1 from disputes where txn_id = $1', [ids.Market!]);
    expect(cases).toHaveLength(1);
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'dispute_open' and detail::jsonb->>'txn' = $1 order by id",
      [ids.Market!],
    );
    expect(audit.map((a) => a.outcome)).toEqual(['success', 'dispute_already_credited']);
  });

  test("a charge credited in full is not offered in the lost-or-stolen report's list", async () => {
    const { token, ids } = await cardWith({ Market: 1, Other: 2 });
    const first = (await dispute(token, ids.Market!)).json<{ reference: string }>().reference;
    expect((await resolve(first, 'favour')).statusCode).toBe(200);
    const quote = (await h.get('/card/replacement', token)).json<{ purchases: { id: string }[] }>();
    expect(quote.purchases.map((p) => p.id)).toEqual([ids.Other]);
  });

  test('a charge resolved not in favour may be disputed again, and credited once', async () => {
    const { card, token, ids } = await cardWith();
    const first = (await dispute(token, ids.Market!)).json<{ reference: string }>().reference;
    expect((await credit(first)).statusCode).toBe(200);
    expect((await resolve(first, 'not')).statusCode).toBe(200);
    expect(await balanceOf(token, card)).toBe(8000);
    const second = await dispute(token, ids.Market!);
    expect(second.statusCode).toBe(200);
    expect((await resolve(second.json<{ reference: string }>().reference, 'favour')).statusCode).toBe(200);
    expect(await balanceOf(token, card)).toBe(10_000);
    expect(await creditedOf(ids.Market!)).toBe(2000);
  });

  test('a second case that got past the form (two racing requests): its credit is 409 dispute_already_credited and a favourable resolution credits nothing more', async () => {
    const { card, token, ids } = await cardWith();
    const first = (await dispute(token, ids.Market!)).json<{ reference: string }>().reference;
    expect((await resolve(first, 'favour')).statusCode).toBe(200);
    // the second case as the race leaves it: written straight to the table
    const raced = `CASE-RACE${first.slice(-4)}`;
    await h.rows(
      `insert into disputes (reference, card_id, txn_id, reason, description, contact, amount_cents, state,
         opened_on, investigation_due, result_due, created_at, updated_at)
       select $2, card_id, txn_id, reason, description, contact, amount_cents, 'received', opened_on,
         investigation_due, result_due, created_at, updated_at
       from disputes where reference = $1`,
      [first, raced],
    );
    const before = await balanceOf(token, card);

    const refused = await credit(raced);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'dispute_already_credited']);
    const resolved = await resolve(raced, 'favour');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ state: 'resolved_in_favour', credited: 0 });
    expect(await balanceOf(token, card)).toBe(before);
    expect(await creditedOf(ids.Market!)).toBe(2000);
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'admin_case_credit' and detail::jsonb->>'case' = $1",
      [raced],
    );
    expect(audit).toEqual([{ outcome: 'dispute_already_credited' }]);
  });
});

describe('credits and reversals follow the money', () => {
  test('purchase → dispute → provisional credit → stolen → not in favour: the reversal is taken from the replacement, the closed card stays at zero', async () => {
    const { card, token, ids } = await cardWith();
    const reference = (await dispute(token, ids.Market!)).json<{ reference: string }>().reference;
    expect((await credit(reference)).statusCode).toBe(200);
    expect(await balanceOf(token, card)).toBe(10_000);
    const report = await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, token);
    expect(report.statusCode).toBe(200);
    const fee = Math.round(report.json<{ fee: number }>().fee * 100);
    const fresh = await replacementOf(card);
    const freshToken = await h.login(fresh);
    expect(await balanceOf(freshToken, fresh)).toBe(10_000 - fee);

    expect((await resolve(reference, 'not')).statusCode).toBe(200);
    expect(await ledgerOf(card)).toBe(0);
    expect(await balanceOf(freshToken, fresh)).toBe(8000 - fee);
  });

  test('a favourable resolution after the replacement credits the replacement', async () => {
    const { card, token, ids } = await cardWith();
    const reference = (await dispute(token, ids.Market!)).json<{ reference: string }>().reference;
    expect(
      (await h.post('/card/replacement', { reason: 'lost', idempotencyKey: key() }, token)).statusCode,
    ).toBe(200);
    const fresh = await replacementOf(card);
    const freshToken = await h.login(fresh);
    const start = await balanceOf(freshToken, fresh);
    expect((await resolve(reference, 'favour')).statusCode).toBe(200);
    expect(await ledgerOf(card)).toBe(0);
    expect(await balanceOf(freshToken, fresh)).toBe(start + 2000);
  });

  test('a test posting to a closed card: 409 card_closed, nothing posted', async () => {
    const { card, token } = await cardWith();
    expect(
      (await h.post('/card/replacement', { reason: 'lost', idempotencyKey: key() }, token)).statusCode,
    ).toBe(200);
    const res = await h.admin('POST', '/txns', {
      card: card.cardNumber,
      merchant: 'After the report',
      amount: -5,
      date: h.clock.now.toISOString().slice(0, 10),
      type: 'purchase',
    });
    expect([res.statusCode, res.json().code]).toEqual([409, 'card_closed']);
    expect(await ledgerOf(card)).toBe(0);
  });
});

describe("the replacement's holder disputes the old card's charges", () => {
  test("after a stolen-card report: the thief's charge on the old card opens a case from the replacement; its credit lands on the replacement", async () => {
    const { card, token, ids } = await cardWith({ Thief: 2 });
    expect(
      (await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, token)).statusCode,
    ).toBe(200);
    const fresh = await replacementOf(card);
    const freshToken = await h.login(fresh);
    // the old card's own session is closed
    const old = await h.post('/auth/card', {
      cardNumber: card.cardNumber,
      cardCvv: card.cvv,
      captchaResponse: 'ok:ind_login',
    });
    expect([old.statusCode, old.json().code]).toEqual([409, 'card_closed']);

    const opened = await dispute(freshToken, ids.Thief!);
    expect(opened.statusCode).toBe(200);
    const c = opened.json<{ reference: string; transaction: { merchant: string } }>();
    expect(c.transaction.merchant).toBe('Thief');
    const [row] = await h.rows<{ last4: string }>(
      'select c.last4 from disputes d join cards c on c.id = d.card_id where d.reference = $1',
      [c.reference],
    );
    expect(row!.last4).toBe(last4(card.cardNumber));
    const listed = (await h.get('/card/disputes', freshToken)).json<{
      cases: { reference: string; cardEnding?: string }[];
    }>();
    expect(listed.cases).toEqual([
      expect.objectContaining({ reference: c.reference, cardEnding: last4(card.cardNumber) }),
    ]);

    const start = await balanceOf(freshToken, fresh);
    expect((await resolve(c.reference, 'favour')).statusCode).toBe(200);
    expect(await balanceOf(freshToken, fresh)).toBe(start + 2000);
    expect(await ledgerOf(card)).toBe(0);
    // the same charge again: credited already
    const again = await dispute(freshToken, ids.Thief!);
    expect([again.statusCode, again.json().code]).toEqual([409, 'dispute_already_credited']);
  });

  test("through a chain of replacements (lost, then stolen): the first card's charge, within the window", async () => {
    const { card, token, ids } = await cardWith({ First: 3 });
    expect(
      (await h.post('/card/replacement', { reason: 'lost', idempotencyKey: key() }, token)).statusCode,
    ).toBe(200);
    const second = await replacementOf(card);
    const secondToken = await h.login(second);
    expect(
      (await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, secondToken))
        .statusCode,
    ).toBe(200);
    const third = await replacementOf(second);
    const thirdToken = await h.login(third);
    const opened = await dispute(thirdToken, ids.First!);
    expect(opened.statusCode).toBe(200);
    const start = await balanceOf(thirdToken, third);
    expect((await credit(opened.json<{ reference: string }>().reference)).statusCode).toBe(200);
    expect(await balanceOf(thirdToken, third)).toBe(start + 2000);
    expect([await ledgerOf(card), await ledgerOf(second)]).toEqual([0, 0]);
  });

  test("the old card's charge past the notice window: 409 dispute_window_passed", async () => {
    const { card, token, ids } = await cardWith({ Old: DISPUTE_TERMS.noticeDays + 1 });
    expect(
      (await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, token)).statusCode,
    ).toBe(200);
    const freshToken = await h.login(await replacementOf(card));
    const res = await dispute(freshToken, ids.Old!);
    expect([res.statusCode, res.json().code]).toEqual([409, 'dispute_window_passed']);
  });

  test("the old card's balance move (not a purchase): 409 dispute_not_purchase", async () => {
    const { card, token } = await cardWith();
    expect(
      (await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, token)).statusCode,
    ).toBe(200);
    const freshToken = await h.login(await replacementOf(card));
    const [move] = await h.rows<{ id: string }>(
      `select t.id::text as id from transactions t join cards c on c.id = t.card_id
       where c.last4 = $1 and t.merchant like 'Balance moved to%'`,
      [last4(card.cardNumber)],
    );
    const res = await dispute(freshToken, move!.id);
    expect([res.statusCode, res.json().code]).toEqual([409, 'dispute_not_purchase']);
  });

  test("another holder's replaced card's charge: 404 not_found, from their replacement or from a card never replaced", async () => {
    const mine = await cardWith({ Mine: 1 });
    const theirs = await cardWith({ Theirs: 1 });
    expect(
      (await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, theirs.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await h.post('/card/replacement', { reason: 'stolen', idempotencyKey: key() }, mine.token)).statusCode,
    ).toBe(200);
    const myFresh = await h.login(await replacementOf(mine.card));
    const res = await dispute(myFresh, theirs.ids.Theirs!);
    expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    const never = await cardWith();
    const fromOther = await dispute(never.token, theirs.ids.Theirs!);
    expect([fromOther.statusCode, fromOther.json().code]).toEqual([404, 'not_found']);
    expect(await h.rows('select 1 from disputes where txn_id = $1', [theirs.ids.Theirs!])).toEqual([]);
  });
});
