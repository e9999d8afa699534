// The limits of the API bench: each hot read written plainly, in the bench and not in the
// product, on the same database and pool as the portal's routes it is measured against.
import { webcrypto } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { CSV_COLUMNS, TXN_TYPE_LABELS, isoToUs, usToIso, type TxnType } from '@portal/contracts';
import type { Db } from '../../src/db';

/**
 * The limits: each hot read written plainly, in the bench and not in the product, on the same
 * database and pool. Verify the HS256 session token (the key imported once, as the portal does:
 * the limit is the best plain version), one indexed SELECT of the card through its live session,
 * the read itself, one awaited audit INSERT per request.
 */
export async function plainRoutes(db: Db, jwtSecret: Buffer) {
  const key = await webcrypto.subtle.importKey('raw', jwtSecret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  const plain = Fastify({ logger: false });
  const sessionCard = async (req: FastifyRequest) => {
    const token = (req.headers.authorization ?? '').slice(7);
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const [card] = await db.query<{ id: number; status: string; frozen: boolean }>(
      `select c.id, c.status, c.frozen from cards c join sessions s on s.card_id = c.id
        where s.id = $1 and s.token_id = $2 and s.revoked_at is null and s.expires_at > now()`,
      [String(payload.sid), String(payload.jti)],
    );
    return card ? { sid: String(payload.sid), card } : null;
  };
  const audit = (req: FastifyRequest, action: string, sid: string, cardId: number) =>
    db.query(
      `insert into audit_log (at, action, outcome, session_id, card_id, client) values (now(), $1, 'success', $2, $3, $4)`,
      [action, sid, cardId, req.ip],
    );
  const ended = (reply: FastifyReply) => reply.code(401).send({ code: 'session_ended' });
  const TXN = `select id, to_char(txn_date, 'YYYY-MM-DD') as d, type, merchant, amount_cents::float8 as cents
    from transactions where card_id = $1 and txn_date between $2 and $3 order by txn_date desc, id desc`;
  type Txn = { d: string; type: TxnType; merchant: string; cents: number };

  plain.get('/plain/card/info', async (req, reply) => {
    const s = await sessionCard(req);
    if (!s) return ended(reply);
    await audit(req, 'card_info_read', s.sid, s.card.id);
    return { status: s.card.status, frozen: s.card.frozen };
  });
  plain.get('/plain/card/balance', async (req, reply) => {
    const s = await sessionCard(req);
    if (!s) return ended(reply);
    const [sum] = await db.query<{ cents: number }>(
      'select coalesce(sum(amount_cents), 0)::float8 as cents from transactions where card_id = $1',
      [s.card.id],
    );
    await audit(req, 'balance_read', s.sid, s.card.id);
    return { amount: Math.round(sum?.cents ?? 0) / 100 };
  });
  plain.post('/plain/card/txn/history', async (req, reply) => {
    const s = await sessionCard(req);
    if (!s) return ended(reply);
    const body = req.body as { startDate: string; endDate: string; page: number; txnPerPage: number };
    const range = [s.card.id, usToIso(body.startDate), usToIso(body.endDate)];
    const [count, rows] = await Promise.all([
      db.query<{ n: number }>(
        'select count(*)::int as n from transactions where card_id = $1 and txn_date between $2 and $3',
        range,
      ),
      db.query<Txn>(`${TXN} limit $4 offset $5`, [
        ...range,
        body.txnPerPage,
        (body.page - 1) * body.txnPerPage,
      ]),
    ]);
    await audit(req, 'history_read', s.sid, s.card.id);
    return {
      transactions: rows.map((r) => ({
        date: isoToUs(r.d),
        type: r.type,
        merchant: r.merchant,
        amount: Math.round(r.cents) / 100,
      })),
      page: body.page,
      txnCount: count[0]?.n ?? 0,
    };
  });
  // the export: one query of the whole range, written as CSV lines (the same bytes as the portal's)
  const cell = (value: string) =>
    `"${value.replace(/(^|[;,])(?=\s*[=+\-@]|[\t\r])/g, "$1'").replace(/"/g, '""')}"`;
  plain.post('/plain/card/txn/history/download', async (req, reply) => {
    const s = await sessionCard(req);
    if (!s) return ended(reply);
    const body = req.body as { startDate: string; endDate: string };
    await audit(req, 'history_download', s.sid, s.card.id);
    const rows = await db.query<Txn>(TXN, [s.card.id, usToIso(body.startDate), usToIso(body.endDate)]);
    let csv = `${CSV_COLUMNS.join(',')}\r\n`;
    for (const r of rows)
      csv += `"${isoToUs(r.d)}",${cell(TXN_TYPE_LABELS[r.type])},${cell(r.merchant)},"${(r.cents / 100).toFixed(2)}"\r\n`;
    return reply.type('text/csv; charset=utf-8').send(csv);
  });
  await plain.listen({ port: 0, host: '127.0.0.1' });
  return plain;
}
