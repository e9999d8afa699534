// One piece: the property test of the money rules — its steps, the model they keep and the
// invariants checked after each batch read as one protocol; split, a step would hide which
// invariant it answers to.
//
// Random interleavings of loads, purchases, disputes, provisional credits, resolutions either way,
// lost and stolen reports, expired-card replacements and freezes, a few steps of a batch at once
// (Promise.all), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too (the replicas'
// store, where the steps of a batch really run side by side). After each batch: every card's
// balance is the sum of its ledger and a closed card holds nothing; money changes only by loads,
// purchases, fees and what the cases credited (each credit a ledger entry naming its case); no
// charge is credited past its amount, and a charge has at most one open case. A fixed list of
// seeds and bounded batches keep it within a minute on PGlite; a failure names its seed and steps.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { captchaFor, daysAgo, harness, NativePGlite, PG_URL, type Harness } from './helpers';
import { openStore, type StoreKind } from './test-store';

const HOLDERS = 3;
const SEEDS = [20261128, 7, 424242];
const RUNS_PER_SEED = 2;
const reason = 'property test';
const key = () => randomBytes(12).toString('hex');

type Step =
  | { k: 'load'; h: number; cents: number }
  | { k: 'purchase'; h: number; cents: number; days: number }
  | { k: 'dispute'; h: number; pick: number }
  | { k: 'credit'; pick: number }
  | { k: 'resolve'; pick: number; favour: boolean }
  | { k: 'report'; h: number; reason: 'lost' | 'stolen'; mark: boolean }
  | { k: 'expired'; h: number }
  | { k: 'freeze'; h: number; frozen: boolean }
  /** a purchase on the holder's first card, whoever holds it: once reported, the thief's try */
  | { k: 'thief'; h: number; cents: number };

const holderIx = fc.nat(HOLDERS - 1);
// picks are small: steps meet the same charges and cases again (a second dispute of a charge, a
// credit of a resolved case), where the money rules are tested
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      k: fc.constant('load' as const),
      h: holderIx,
      cents: fc.integer({ min: 100, max: 5000 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      k: fc.constant('purchase' as const),
      h: holderIx,
      cents: fc.integer({ min: 100, max: 2000 }),
      // some past the agreement's 60-day window
      days: fc.integer({ min: 0, max: 70 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ k: fc.constant('dispute' as const), h: holderIx, pick: fc.nat(5) }), weight: 3 },
  { arbitrary: fc.record({ k: fc.constant('credit' as const), pick: fc.nat(5) }), weight: 2 },
  {
    arbitrary: fc.record({ k: fc.constant('resolve' as const), pick: fc.nat(5), favour: fc.boolean() }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      k: fc.constant('report' as const),
      h: holderIx,
      reason: fc.constantFrom('lost' as const, 'stolen' as const),
      mark: fc.boolean(),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ k: fc.constant('expired' as const), h: holderIx }), weight: 2 },
  {
    arbitrary: fc.record({ k: fc.constant('freeze' as const), h: holderIx, frozen: fc.boolean() }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      k: fc.constant('thief' as const),
      h: holderIx,
      cents: fc.integer({ min: 100, max: 2000 }),
    }),
    weight: 1,
  },
);
/**
 * One program written out, run first: it reaches each rule the random ones may miss (a second
 * dispute of a credited charge, two racing disputes of one charge, a credit of a resolved case, a
 * reversal after a stolen-card report, the old card's charge disputed from its replacement, the
 * thief's try on the closed card, the expired card's replacement, a freeze and its lifting).
 */
const SCRIPTED: Step[][] = [
  [{ k: 'dispute', h: 0, pick: 0 }],
  [{ k: 'resolve', pick: 0, favour: true }],
  [{ k: 'dispute', h: 0, pick: 0 }],
  [
    { k: 'dispute', h: 0, pick: 1 },
    { k: 'dispute', h: 0, pick: 1 },
  ],
  [{ k: 'credit', pick: 0 }],
  [
    { k: 'credit', pick: 1 },
    { k: 'load', h: 1, cents: 2500 },
  ],
  [{ k: 'report', h: 0, reason: 'stolen', mark: false }],
  [
    { k: 'thief', h: 0, cents: 999 },
    { k: 'resolve', pick: 1, favour: false },
  ],
  [{ k: 'dispute', h: 0, pick: 1 }],
  [
    { k: 'resolve', pick: 2, favour: true },
    { k: 'expired', h: 2 },
    { k: 'freeze', h: 1, frozen: true },
  ],
  [
    { k: 'freeze', h: 1, frozen: false },
    { k: 'purchase', h: 2, cents: 700, days: 2 },
    { k: 'report', h: 1, reason: 'lost', mark: true },
  ],
];

/** Batches of one to three steps, each batch run at once. */
const program = fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 8, maxLength: 14 });

/** What a step may answer besides 200: `status code` pairs. Anything else (a 500 first) fails the run. */
const REFUSALS: Record<Step['k'], string[]> = {
  load: [],
  purchase: ['409 card_closed'],
  dispute: [
    '409 dispute_already_open',
    '409 dispute_already_credited',
    '409 dispute_window_passed',
    '403 session_ended',
  ],
  credit: ['409 dispute_state', '409 dispute_already_credited'],
  resolve: ['409 dispute_state'],
  // the report marks the reported card's own charges: an earlier card's is unknown to it (404)
  report: [
    '404 not_found',
    '409 card_closed',
    '403 session_ended',
    '409 dispute_already_open',
    '409 dispute_already_credited',
    '409 dispute_window_passed',
  ],
  expired: ['409 not_permitted', '409 card_closed'],
  thief: ['409 card_closed'],
  // unfreezing a card is the holder's only where the programme allows it
  freeze: ['403 session_ended', '409 not_permitted'],
};

interface Card {
  cardNumber: string;
  cvv: string;
}

interface Holder {
  card: Card;
  first: Card;
  /** the current card's session; null while it is an expired card (login answers card_expired) */
  token: string | null;
  /** every purchase posted on this holder's cards, ids */
  purchases: string[];
}

interface World {
  holders: Holder[];
  cases: string[];
  /** the first card of each holder: the run's cards are these and their replacements */
  firstIds: number[];
  /** what the steps posted, in cents, by type */
  posted: { load: number; purchase: number };
  log: string[];
}

async function newWorld(h: Harness): Promise<World> {
  const holders: Holder[] = [];
  for (let i = 0; i < HOLDERS; i += 1) {
    // the last holder starts on an expired card with money on it: its replacement has no fee
    const expired = i === HOLDERS - 1;
    const card = await h.issue({ status: 'activated', registered: true, amount: 1000, expired });
    // two purchases to dispute from the first step on
    const purchases: string[] = [];
    for (const days of [1, 5]) {
      const res = await h.admin('POST', '/txns', {
        card: card.cardNumber,
        merchant: `First shop ${days}`,
        amount: -12.5,
        date: daysAgo(h.app.ctx.now(), days).toISOString().slice(0, 10),
        type: 'purchase',
      });
      expect(res.statusCode).toBe(200);
      purchases.push(String(res.json<{ id: number }>().id));
    }
    holders.push({ card, first: card, token: expired ? null : await h.login(card), purchases });
  }
  const ids = await Promise.all(holders.map((x) => cardId(h, x.card)));
  return { holders, cases: [], firstIds: ids, posted: { load: 0, purchase: -2500 * HOLDERS }, log: [] };
}

async function cardId(h: Harness, card: Card): Promise<number> {
  const rows = await h.rows<{ id: number }>(
    'select id::float8 as id from cards where bin = $1 and last4 = $2',
    [card.cardNumber.slice(0, 6), card.cardNumber.slice(-4)],
  );
  return rows[0]!.id;
}

/** The replacement the card plant printed for a closed card (number and CVV). */
async function replacementOf(h: Harness, card: Card): Promise<Card> {
  const res = await h.admin('POST', '/cards/replacement', { card: card.cardNumber });
  if (res.statusCode !== 200) throw new Error(`replacement of a closed card: ${res.statusCode} ${res.body}`);
  return res.json<Card>();
}

const pickOf = <T>(list: T[], pick: number): T | undefined =>
  list.length ? list[pick % list.length] : undefined;

/** Run one step; its answer as `status code` ('200' for a success). */
async function run(h: Harness, w: World, s: Step): Promise<string> {
  const answer = (res: { statusCode: number; body: string }) =>
    res.statusCode === 200
      ? '200'
      : `${res.statusCode} ${(() => {
          try {
            return (JSON.parse(res.body) as { code?: string }).code ?? res.body;
          } catch {
            return res.body.slice(0, 200);
          }
        })()}`;
  const today = new Date(h.app.ctx.now().getTime());
  switch (s.k) {
    case 'load':
    case 'purchase': {
      const holder = w.holders[s.h]!;
      const cents = s.k === 'load' ? s.cents : -s.cents;
      const res = await h.admin('POST', '/txns', {
        card: holder.card.cardNumber,
        merchant: s.k === 'load' ? 'Load' : `Shop ${w.log.length}`,
        amount: cents / 100,
        date: daysAgo(today, s.k === 'purchase' ? s.days : 0)
          .toISOString()
          .slice(0, 10),
        type: s.k,
      });
      if (res.statusCode === 200) {
        w.posted[s.k] += cents;
        if (s.k === 'purchase') holder.purchases.push(String(res.json<{ id: number }>().id));
      }
      return answer(res);
    }
    case 'dispute': {
      const holder = w.holders[s.h]!;
      const txnId = pickOf(holder.purchases, s.pick);
      if (!holder.token || !txnId) return 'skipped';
      const res = await h.post(
        '/card/disputes',
        { txnId, reason: 'not_recognised', description: 'Not me', contact: 'holder@example.com' },
        holder.token,
      );
      if (res.statusCode === 200) w.cases.push(res.json<{ reference: string }>().reference);
      return answer(res);
    }
    case 'credit': {
      const reference = pickOf(w.cases, s.pick);
      if (!reference) return 'skipped';
      return answer(await h.admin('POST', '/cases/credit', { reference, reason }));
    }
    case 'resolve': {
      const reference = pickOf(w.cases, s.pick);
      if (!reference) return 'skipped';
      return answer(
        await h.admin('POST', '/cases/resolve', {
          reference,
          outcome: s.favour ? 'favour' : 'not',
          reason,
          ...(s.favour ? {} : { explanation: 'The merchant showed the receipt.' }),
        }),
      );
    }
    case 'report': {
      const holder = w.holders[s.h]!;
      if (!holder.token) return 'skipped';
      const card = holder.card;
      const marked = s.mark ? holder.purchases.at(-1) : undefined;
      const res = await h.post(
        '/card/replacement',
        {
          reason: s.reason,
          idempotencyKey: key(),
          ...(marked ? { disputes: { txnIds: [marked], reason: 'not_recognised' } } : {}),
        },
        holder.token,
      );
      if (res.statusCode === 200) {
        for (const c of res.json<{ disputes: { reference: string }[] }>().disputes) w.cases.push(c.reference);
        await moveOn(h, holder, card);
      }
      return answer(res);
    }
    case 'expired': {
      const holder = w.holders[s.h]!;
      const card = holder.card;
      const res = await h.post('/card/replacement/expired', {
        cardNumber: card.cardNumber,
        cardCvv: card.cvv,
        captchaResponse: captchaFor('ind_login'),
        idempotencyKey: key(),
      });
      if (res.statusCode === 200) await moveOn(h, holder, card);
      return answer(res);
    }
    case 'thief': {
      const holder = w.holders[s.h]!;
      const res = await h.admin('POST', '/txns', {
        card: holder.first.cardNumber,
        merchant: `Thief ${w.log.length}`,
        amount: -s.cents / 100,
        date: today.toISOString().slice(0, 10),
        type: 'purchase',
      });
      if (res.statusCode === 200) {
        w.posted.purchase -= s.cents;
        holder.purchases.push(String(res.json<{ id: number }>().id));
      }
      return answer(res);
    }
    case 'freeze': {
      const holder = w.holders[s.h]!;
      if (!holder.token) return 'skipped';
      return answer(await h.post('/card/freeze', { frozen: s.frozen }, holder.token));
    }
  }
}

/** The holder moves to the replacement of `closed` (once: a racing step may have moved them already). */
async function moveOn(h: Harness, holder: Holder, closed: Card): Promise<void> {
  if (holder.card.cardNumber !== closed.cardNumber) return;
  const fresh = await replacementOf(h, closed);
  holder.card = fresh;
  holder.token = await h.login(fresh);
}

/** The invariants, over the run's cards (the first ones and their replacements). */
async function checkInvariants(h: Harness, w: World): Promise<void> {
  const where = `with recursive run(id) as (
      select unnest($1::bigint[])
      union select r.replacement_card_id from card_replacements r join run on r.card_id = run.id)`;
  const ids = `{${w.firstIds.join(',')}}`;
  const cards = await h.rows<{ id: number; closed: boolean; ledger: number }>(
    `${where} select c.id::float8 as id, c.closed_at is not null as closed,
       coalesce((select sum(amount_cents) from transactions t where t.card_id = c.id), 0)::float8 as ledger
     from cards c join run on run.id = c.id`,
    [ids],
  );
  // every card's balance is the sum of its ledger: as the holder's session reads it
  for (const holder of w.holders) {
    if (!holder.token) continue;
    const res = await h.get('/card/balance', holder.token);
    expect(res.statusCode).toBe(200);
    const id = await cardId(h, holder.card);
    const row = cards.find((c) => c.id === id)!;
    expect(Math.round(res.json<{ amount: number }>().amount * 100)).toBe(Math.round(row.ledger));
  }
  // a closed card holds nothing: its balance moved, and every later credit went to its replacement
  for (const c of cards.filter((x) => x.closed))
    expect({ card: c.id, ledger: Math.round(c.ledger) }).toEqual({ card: c.id, ledger: 0 });

  const [sums] = await h.rows<{
    load: number;
    purchase: number;
    fee: number;
    adjustment: number;
    other: number;
    total: number;
  }>(
    `${where} select
       coalesce(sum(amount_cents) filter (where type = 'load'), 0)::float8 as load,
       coalesce(sum(amount_cents) filter (where type = 'purchase'), 0)::float8 as purchase,
       coalesce(sum(amount_cents) filter (where type = 'fee'), 0)::float8 as fee,
       coalesce(sum(amount_cents) filter (where type = 'adjustment'), 0)::float8 as adjustment,
       coalesce(sum(amount_cents) filter (where type not in ('load', 'purchase', 'fee', 'adjustment')), 0)::float8 as other,
       coalesce(sum(amount_cents), 0)::float8 as total
     from transactions where card_id in (select id from run)`,
    [ids],
  );
  const [fees] = await h.rows<{ cents: number }>(
    `${where} select coalesce(sum(fee_cents), 0)::float8 as cents from card_replacements where card_id in (select id from run)`,
    [ids],
  );
  const cases = await h.rows<{
    reference: string;
    txn_id: number;
    state: string;
    credited: number;
    amount: number;
    posted: number;
  }>(
    `${where} select d.reference, d.txn_id::float8 as txn_id, d.state, d.credited_cents::float8 as credited,
       -t.amount_cents::float8 as amount,
       coalesce((select sum(p.amount_cents) from transactions p
         where p.type = 'adjustment' and p.merchant like '%, case ' || d.reference), 0)::float8 as posted
     from disputes d join transactions t on t.id = d.txn_id where d.card_id in (select id from run)`,
    [ids],
  );
  const credited = cases.reduce((n, c) => n + c.credited, 0);
  // money changes only by loads, purchases and fees (what the steps posted, the first loads, the
  // replacements' fees) and what the cases credited; the balance moves net to nothing
  expect({
    load: Math.round(sums!.load),
    purchase: Math.round(sums!.purchase),
    fee: Math.round(sums!.fee),
    adjustment: Math.round(sums!.adjustment),
    other: Math.round(sums!.other),
    total: Math.round(sums!.total),
  }).toEqual({
    load: 100_000 * HOLDERS + w.posted.load,
    purchase: w.posted.purchase,
    fee: 0 - Math.round(fees!.cents),
    adjustment: Math.round(credited),
    other: 0,
    total:
      100_000 * HOLDERS + w.posted.load + w.posted.purchase - Math.round(fees!.cents) + Math.round(credited),
  });
  // each case's credit is in the ledger, once, on the cards of the run
  for (const c of cases)
    expect({ case: c.reference, posted: Math.round(c.posted) }).toEqual({
      case: c.reference,
      posted: Math.round(c.credited),
    });
  // no charge credited past its amount; at most one open case a charge
  const byTxn = new Map<number, { credited: number; amount: number; open: number }>();
  for (const c of cases) {
    const t = byTxn.get(c.txn_id) ?? { credited: 0, amount: c.amount, open: 0 };
    t.credited += c.credited;
    if (!c.state.startsWith('resolved')) t.open += 1;
    byTxn.set(c.txn_id, t);
  }
  for (const [txn, t] of byTxn) {
    expect({ txn, over: t.credited > t.amount, open: t.open > 1 }).toEqual({ txn, over: false, open: false });
  }
}

/** The stores the property runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
const STORES: [string, StoreKind][] = [
  ['PGlite', { pglite: 'template', PGlite: NativePGlite }],
  ...(PG_URL ? [['PostgreSQL', { pg: PG_URL, max: 6 }] as [string, StoreKind]] : []),
];

describe.each(STORES)('money invariants under random interleavings (%s)', (_name, kind) => {
  let h: Harness;
  /** the answers each step kind got over the seeds: the property is only worth what it reached */
  const seen = new Map<Step['k'], Set<string>>();
  beforeAll(async () => {
    h = await harness({ db: await openStore(kind) });
  });
  afterAll(() => h.close());

  test.each(SEEDS)(
    'seed %i',
    async (seed) => {
      await fc.assert(
        fc.asyncProperty(program, async (batches) => {
          const w = await newWorld(h);
          for (const batch of batches) {
            const answers = await Promise.all(batch.map((s) => run(h, w, s)));
            batch.forEach((s, i) => {
              const a = answers[i]!;
              w.log.push(`${JSON.stringify(s)} → ${a}`);
              seen.set(s.k, (seen.get(s.k) ?? new Set()).add(a));
              if (a !== '200' && a !== 'skipped' && !REFUSALS[s.k].includes(a))
                throw new Error(`unexpected answer ${a} to ${JSON.stringify(s)}\n${w.log.join('\n')}`);
            });
            await checkInvariants(h, w);
          }
        }),
        // no shrinking: each try replays against the server; the failing steps are in the error
        {
          seed,
          numRuns: RUNS_PER_SEED,
          endOnFailure: true,
          ...(seed === SEEDS[0] ? { examples: [[SCRIPTED]] } : {}),
        },
      );
    },
    120_000,
  );

  test('the seeds reached every step and the refusals that guard the money', () => {
    for (const k of Object.keys(REFUSALS) as Step['k'][])
      expect({ k, ok: seen.get(k)?.has('200') }).toEqual({ k, ok: true });
    const all = new Set([...seen.values()].flatMap((x) => [...x]));
    for (const refusal of [
      '409 dispute_already_open',
      '409 dispute_already_credited',
      '409 dispute_state',
      '409 card_closed',
    ])
      expect(all).toContain(refusal);
  });
});
