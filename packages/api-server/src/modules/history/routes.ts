// Transaction history and its CSV export (spec §5, §7): the range rule holds on the server too.
// After a replacement, the session of the new card reads the old card's transactions as well (a
// stolen card's holder asks what the thief spent): each such row says "(card ending NNNN)" after
// its merchant, in the table and the file alike, and carries no id, as a dispute is opened on the
// session's own card's charges (the report of a stolen card disputes the old card's).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { negotiateLanguage } from '@portal/contracts/i18n';
import {
  CSV_FILENAME_HEADER,
  MESSAGE_KEYS,
  checkHistoryRange,
  formatIsoDate,
  formatUsDate,
  isoToUs,
  parseUsDate,
  type Transaction,
} from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import { csvHeader, csvLines } from './csv';
import { txnBatches, txnPage, type TxnRow } from './repository';

/** A row as the session of card `cardId` reads it: an earlier card's says which card it was made on. */
function asReadBy(cardId: number) {
  return (r: TxnRow): TxnRow =>
    r.card_id === cardId ? r : { ...r, merchant: `${r.merchant} (card ending ${r.last4})` };
}

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /** Range rule of spec §5: both dates real, within 20 years, not after today, under 92 days. */
  const rangeOf = (body: { startDate: string; endDate: string }) => {
    const start = parseUsDate(body.startDate);
    const end = parseUsDate(body.endDate);
    const error = checkHistoryRange(start, end, ctx.today());
    if (error || !start || !end) {
      const key = error === 'too_long' ? MESSAGE_KEYS.historyRangeTooLong : MESSAGE_KEYS.historyRangeInvalid;
      throw new ApiFailure('invalid_request', undefined, { startDate: key, endDate: key });
    }
    return { start: formatIsoDate(start), end: formatIsoDate(end) };
  };

  route(app, 'serverDate', async () => ({ today: formatUsDate(ctx.today()) }));

  route(app, 'history', async ({ body, auth: { card } }) => {
    const range = rangeOf(body);
    const { rows, total } = await txnPage(ctx.db, card.id, range, {
      limit: body.txnPerPage,
      offset: (body.page - 1) * body.txnPerPage,
    });
    // every row keeps its id, an earlier card's too: its holder may dispute a charge made on the
    // card it replaced (a thief's, after a stolen-card report), which the disputes module allows
    // within the replacement chain only
    const transactions: Transaction[] = rows.map(asReadBy(card.id)).map((r) => ({
      id: String(r.id),
      date: isoToUs(r.d) ?? r.d,
      type: r.type,
      merchant: r.merchant,
      amount: Math.round(r.cents) / 100,
    }));
    return { transactions, page: body.page, txnCount: total };
  });

  route(app, 'historyDownload', async ({ req, reply, body, auth: { card } }) => {
    const range = rangeOf(body);
    // the header row in the language the browser asks for; the cells stay as they are
    const header = csvHeader(negotiateLanguage(req.headers['accept-language']));
    const fileName = `transaction-history-${range.start}-to-${range.end}.csv`;
    async function* lines(): AsyncGenerator<string> {
      yield header;
      for await (const rows of txnBatches(ctx.db, card.id, range))
        yield csvLines(rows.map(asReadBy(card.id)));
    }
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(CSV_FILENAME_HEADER, fileName)
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(Readable.from(lines()));
  });
}
