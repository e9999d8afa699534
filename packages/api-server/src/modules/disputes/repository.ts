// Dispute cases (the disputes table, migration 12); their money moves as ledger entries
// (postLedgerEntry, card/repository.ts).
// Days are YYYY-MM-DD of the programme's calendar; amounts are cents.
import type { DisputeReason, DisputeState, TxnType } from '@portal/contracts';
import type { Language } from '@portal/contracts/i18n';
import type { Queryable } from '../../db';
import { cardChain } from '../replacement/repository';

export const OPEN_STATES: readonly DisputeState[] = ['received', 'under_review', 'provisionally_credited'];
export const RESOLVED_STATES: readonly DisputeState[] = ['resolved_in_favour', 'resolved_not_in_favour'];
// the states are constants of this module, never input: the SQL list is built from them
const RESOLVED = `(${RESOLVED_STATES.map((s) => `'${s}'`).join(', ')})`;

export interface DisputedTxn {
  id: number;
  d: string;
  type: TxnType;
  merchant: string;
  cents: number;
}

/** A transaction of this card, or null (another card's is null too). */
export async function txnOfCard(q: Queryable, cardId: number, txnId: string): Promise<DisputedTxn | null> {
  const rows = await q.query<DisputedTxn>(
    `select id, to_char(txn_date, 'YYYY-MM-DD') as d, type, merchant, amount_cents::float8 as cents
     from transactions where id = $1 and card_id = $2`,
    [txnId, cardId],
  );
  return rows[0] ?? null;
}

/**
 * A transaction of this card or of a card it replaced (cardChain: one holder's cards), with the
 * card it was made on; null for any other card's, as for an unknown id.
 */
export async function txnOfChain(
  q: Queryable,
  cardId: number,
  txnId: string,
): Promise<(DisputedTxn & { card_id: number }) | null> {
  const rows = await q.query<DisputedTxn & { card_id: number }>(
    `${cardChain('$2')} select t.id, to_char(t.txn_date, 'YYYY-MM-DD') as d, t.type, t.merchant,
       t.amount_cents::float8 as cents, t.card_id::float8 as card_id
     from transactions t where t.id = $1 and t.card_id in (select id from chain)`,
    [txnId, cardId],
  );
  return rows[0] ?? null;
}

/**
 * The charge's row locked for the caller's transaction: every case of one charge opens, credits
 * and resolves one after another, so what its cases credited in all is read and written under it.
 */
export async function lockTxn(q: Queryable, txnId: number): Promise<void> {
  await q.query('select id from transactions where id = $1 for update', [txnId]);
}

/** What the cases of a charge credited in all, in cents (under lockTxn), leaving out case `exceptId`. */
export async function creditedOnTxn(
  q: Queryable,
  txnId: number,
  exceptId: number | null = null,
): Promise<number> {
  const rows = await q.query<{ cents: number }>(
    `select coalesce(sum(credited_cents), 0)::float8 as cents from disputes
     where txn_id = $1 and ($2::bigint is null or id <> $2)`,
    [txnId, exceptId],
  );
  return Math.round(rows[0]?.cents ?? 0);
}

export interface DisputeRow {
  id: number;
  reference: string;
  card_id: number;
  txn_id: number;
  reason: DisputeReason;
  description: string;
  contact: string;
  amount_cents: number;
  state: DisputeState;
  opened_on: string;
  investigation_due: string;
  result_due: string;
  follow_up_due: string | null;
  credited_cents: number;
  resolved_on: string | null;
  explanation: string | null;
  created_at: Date;
  /** of the disputed transaction */
  txn_date: string;
  merchant: string;
  txn_cents: number;
  /** of the card, for its masked number */
  bin: string;
  last4: string;
  /** the holder's email of record, where the case's notices go */
  email: string | null;
  /** the language of the card's notices */
  language: Language;
}

const day = (column: string, as = column) => `to_char(d.${column}, 'YYYY-MM-DD') as ${as}`;
const DISPUTE_COLUMNS = `d.id, d.reference, d.card_id, d.txn_id, d.reason, d.description, d.contact,
  d.amount_cents::float8 as amount_cents, d.state, ${day('opened_on')}, ${day('investigation_due')},
  ${day('result_due')}, ${day('follow_up_due')}, d.credited_cents::float8 as credited_cents,
  ${day('resolved_on')}, d.explanation, d.created_at,
  to_char(t.txn_date, 'YYYY-MM-DD') as txn_date, t.merchant, t.amount_cents::float8 as txn_cents,
  c.bin, c.last4, h.email, c.language`;
// `d` is the disputes table, or the rows an update returns
const DISPUTE_JOINS = `join transactions t on t.id = d.txn_id join cards c on c.id = d.card_id
  left join cardholders h on h.card_id = d.card_id`;
const DISPUTE_SELECT = `select ${DISPUTE_COLUMNS} from disputes d ${DISPUTE_JOINS}`;

/** A new case; null when the charge already has an open one (the partial unique index). */
export async function insertDispute(
  q: Queryable,
  c: {
    reference: string;
    cardId: number;
    txnId: number;
    reason: DisputeReason;
    description: string;
    contact: string;
    amountCents: number;
    openedOn: string;
    investigationDue: string;
    resultDue: string;
    at: Date;
  },
): Promise<number | null> {
  const rows = await q.query<{ id: number }>(
    `insert into disputes (reference, card_id, txn_id, reason, description, contact, amount_cents, state,
       opened_on, investigation_due, result_due, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'received', $8, $9, $10, $11, $11)
     on conflict do nothing returning id`,
    [
      c.reference,
      c.cardId,
      c.txnId,
      c.reason,
      c.description,
      c.contact,
      c.amountCents,
      c.openedOn,
      c.investigationDue,
      c.resultDue,
      c.at,
    ],
  );
  return rows[0]?.id ?? null;
}

/** The cases of a card and of the cards it replaced (cardChain), newest first. */
export async function disputesOfChain(q: Queryable, cardId: number): Promise<DisputeRow[]> {
  return q.query<DisputeRow>(
    `${cardChain('$1')} ${DISPUTE_SELECT} where d.card_id in (select id from chain) order by d.id desc limit 200`,
    [cardId],
  );
}

/** The cases opened with a lost or stolen report: written in its transaction, at its instant. */
export async function disputesOpenedAt(q: Queryable, cardId: number, at: Date): Promise<DisputeRow[]> {
  return q.query<DisputeRow>(`${DISPUTE_SELECT} where d.card_id = $1 and d.created_at = $2 order by d.id`, [
    cardId,
    at,
  ]);
}

/**
 * The card's purchases that may still be disputed on `today` (YYYY-MM-DD): posted on or after
 * `since` (the first day inside the notice window), no open case, not credited in full, newest first.
 */
export async function disputablePurchases(
  q: Queryable,
  cardId: number,
  since: string,
  limit: number,
): Promise<DisputedTxn[]> {
  return q.query<DisputedTxn>(
    `select t.id::float8 as id, to_char(t.txn_date, 'YYYY-MM-DD') as d, t.type, t.merchant, t.amount_cents::float8 as cents
     from transactions t
     where t.card_id = $1 and t.type = 'purchase' and t.amount_cents < 0 and t.txn_date >= $2::date
       and not exists (select 1 from disputes d where d.txn_id = t.id and d.state not in ${RESOLVED})
       and (select coalesce(sum(d.credited_cents), 0) from disputes d where d.txn_id = t.id) < -t.amount_cents
     order by t.txn_date desc, t.id desc limit $3`,
    [cardId, since, limit],
  );
}

/** The case of a reference, locked for update when `lock` (inside a transaction). */
export async function disputeByReference(
  q: Queryable,
  reference: string,
  lock = false,
): Promise<DisputeRow | null> {
  const rows = await q.query<DisputeRow>(
    `${DISPUTE_SELECT} where d.reference = $1${lock ? ' for update of d' : ''}`,
    [reference],
  );
  return rows[0] ?? null;
}

/** Open cases first, each by its nearest due day, then the resolved ones newest first. */
export async function listDisputes(q: Queryable, open: boolean): Promise<DisputeRow[]> {
  return q.query<DisputeRow>(
    `${DISPUTE_SELECT} where ($1::boolean is not true or d.state not in ${RESOLVED})
     order by (d.state in ${RESOLVED}), least(d.follow_up_due, d.investigation_due), d.id desc limit 500`,
    [open],
  );
}

/** Move a case on; the fields not given stay. The case as it is after the update. */
export async function updateDispute(
  q: Queryable,
  id: number,
  patch: {
    state: DisputeState;
    at: Date;
    followUpDue?: string;
    creditedCents?: number;
    resolvedOn?: string;
    resultDue?: string;
    explanation?: string;
  },
): Promise<DisputeRow> {
  const rows = await q.query<DisputeRow>(
    `with d as (
       update disputes set state = $2, updated_at = $3,
         follow_up_due = coalesce($4::date, follow_up_due), credited_cents = coalesce($5::bigint, credited_cents),
         resolved_on = coalesce($6::date, resolved_on), result_due = coalesce($7::date, result_due),
         explanation = coalesce($8, explanation)
       where id = $1 returning *)
     select ${DISPUTE_COLUMNS} from d ${DISPUTE_JOINS}`,
    [
      id,
      patch.state,
      patch.at,
      patch.followUpDue ?? null,
      patch.creditedCents ?? null,
      patch.resolvedOn ?? null,
      patch.resultDue ?? null,
      patch.explanation ?? null,
    ],
  );
  return rows[0]!;
}

/** Cases per state, and the open ones past their investigation day (`today` YYYY-MM-DD). */
export async function disputeStats(
  q: Queryable,
  today: string,
): Promise<{ byState: Record<string, number>; overdue: number }> {
  const [states, overdue] = await Promise.all([
    q.query<{ state: string; n: number }>('select state, count(*)::int as n from disputes group by state'),
    q.query<{ n: number }>(
      `select count(*)::int as n from disputes where state not in ${RESOLVED} and investigation_due < $1::date`,
      [today],
    ),
  ]);
  return { byState: Object.fromEntries(states.map((r) => [r.state, r.n])), overdue: overdue[0]?.n ?? 0 };
}
