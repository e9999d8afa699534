import type { Queryable } from '../db';
import type { AuditEntry } from '../context';

/** Append to the audit log (never a PAN or CVV: callers pass masked numbers only). */
export async function insertAudit(q: Queryable, at: Date, entry: AuditEntry): Promise<void> {
  await q.query(
    'insert into audit_log (at, action, outcome, session_id, card_id, client, detail) values ($1, $2, $3, $4, $5, $6, $7)',
    [
      at,
      entry.action,
      entry.outcome,
      entry.sessionId ?? null,
      entry.cardId ?? null,
      entry.client ?? null,
      entry.detail ? JSON.stringify(entry.detail) : null,
    ],
  );
}
