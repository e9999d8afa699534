// Posted transactions of a card and of the cards it replaced (replacement/repository cardChain: one
// holder's cards only) in a date range, newest first, a balance move read once. Each row names its
// card, so that a row of an earlier card can say which card it was made on.
import type { TxnType } from '@portal/contracts';
import type { Queryable } from '../../db';
import { cardChain } from '../replacement/repository';

export interface TxnRow {
  id: number;
  /** YYYY-MM-DD */
  d: string;
  type: TxnType;
  merchant: string;
  cents: number;
  card_id: number;
  /** of the card the transaction was made on */
  last4: string;
}

const TXN_COLUMNS = `t.id, to_char(t.txn_date, 'YYYY-MM-DD') as d, t.type, t.merchant, t.amount_cents::float8 as cents,
  t.card_id::float8 as card_id, c.last4`;
// A balance moved to a replacement is two ledger legs, one on each card (replacement/replace.ts);
// the session of a later card reads the move once, as its own card's "Balance moved from card …":
// an earlier card's outgoing leg (an adjustment of minus the moved balance, paired with the
// incoming leg of the same amount on the same day) is left out. The earlier card's own session
// (before it is replaced) still reads it.
const OUTGOING_MOVE = `t.card_id <> $1 and t.type = 'adjustment' and exists (
    select 1 from card_replacements r join transactions u on u.card_id = r.replacement_card_id
    where r.card_id = t.card_id and t.amount_cents = -r.balance_cents
      and u.type = 'adjustment' and u.amount_cents = r.balance_cents and u.txn_date = t.txn_date)`;
const IN_CHAIN = `from transactions t join cards c on c.id = t.card_id
  where t.card_id in (select id from chain) and t.txn_date between $2 and $3 and not (${OUTGOING_MOVE})`;

/** One page of a range and the range's total count. `start`/`end` are YYYY-MM-DD. */
export async function txnPage(
  q: Queryable,
  cardId: number,
  range: { start: string; end: string },
  page: { limit: number; offset: number },
): Promise<{ rows: TxnRow[]; total: number }> {
  const params = [cardId, range.start, range.end];
  const [count, rows] = await Promise.all([
    q.query<{ n: number }>(`${cardChain('$1')} select count(*)::int as n ${IN_CHAIN}`, params),
    q.query<TxnRow>(
      `${cardChain('$1')} select ${TXN_COLUMNS} ${IN_CHAIN}
       order by t.txn_date desc, t.id desc limit $4 offset $5`,
      [...params, page.limit, page.offset],
    ),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** Keyset paging through a range: constant memory whatever the range holds. */
export async function* txnBatches(
  q: Queryable,
  cardId: number,
  range: { start: string; end: string },
  batch = 1000,
): AsyncGenerator<TxnRow[]> {
  let cursor: { d: string; id: number } | null = null;
  for (;;) {
    const params: (string | number)[] = [cardId, range.start, range.end, batch];
    const after = cursor ? 'and (t.txn_date, t.id) < ($5::date, $6)' : '';
    if (cursor) params.push(cursor.d, cursor.id);
    const rows: TxnRow[] = await q.query<TxnRow>(
      `${cardChain('$1')} select ${TXN_COLUMNS} ${IN_CHAIN} ${after}
       order by t.txn_date desc, t.id desc limit $4`,
      params,
    );
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    cursor = { d: last.d, id: last.id };
    if (rows.length < batch) return;
  }
}
