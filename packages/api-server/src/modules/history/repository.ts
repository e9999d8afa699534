// Posted transactions of a card in a date range, newest first.
import type { TxnType } from '@portal/contracts';
import type { Queryable } from '../../db';

export interface TxnRow {
  id: number;
  /** YYYY-MM-DD */
  d: string;
  type: TxnType;
  merchant: string;
  cents: number;
}

const TXN_COLUMNS = `id, to_char(txn_date, 'YYYY-MM-DD') as d, type, merchant, amount_cents::float8 as cents`;

/** One page of a range and the range's total count. `start`/`end` are YYYY-MM-DD. */
export async function txnPage(
  q: Queryable,
  cardId: number,
  range: { start: string; end: string },
  page: { limit: number; offset: number },
): Promise<{ rows: TxnRow[]; total: number }> {
  const params = [cardId, range.start, range.end];
  const [count, rows] = await Promise.all([
    q.query<{ n: number }>(
      'select count(*)::int as n from transactions where card_id = $1 and txn_date between $2 and $3',
      params,
    ),
    q.query<TxnRow>(
      `select ${TXN_COLUMNS} from transactions where card_id = $1 and txn_date between $2 and $3
       order by txn_date desc, id desc limit $4 offset $5`,
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
    const after = cursor ? 'and (txn_date, id) < ($5::date, $6)' : '';
    if (cursor) params.push(cursor.d, cursor.id);
    const rows: TxnRow[] = await q.query<TxnRow>(
      `select ${TXN_COLUMNS} from transactions where card_id = $1 and txn_date between $2 and $3 ${after}
       order by txn_date desc, id desc limit $4`,
      params,
    );
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    cursor = { d: last.d, id: last.id };
    if (rows.length < batch) return;
  }
}
