// The audit log's table: its one row shape and the INSERT that appends rows (the audit plugin's
// request.audit and the writer that groups its rows are the only callers).
import type { Queryable, SqlParam } from '../db';

/** One row of audit_log (never a PAN or CVV: the audit plugin masks the detail's texts). */
export interface AuditEntry {
  action: string;
  outcome: string;
  sessionId?: string | null;
  cardId?: number | null;
  client?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

const COLUMNS = '(at, action, outcome, session_id, card_id, client, detail)';

function paramsOf(at: Date, entry: AuditEntry): SqlParam[] {
  return [
    at,
    entry.action,
    entry.outcome,
    entry.sessionId ?? null,
    entry.cardId ?? null,
    entry.client ?? null,
    entry.detail ? JSON.stringify(entry.detail) : null,
  ];
}

/** Append to the audit log (never a PAN or CVV: callers pass masked numbers only). */
export async function insertAudit(q: Queryable, at: Date, entry: AuditEntry): Promise<void> {
  await insertAuditRows(q, [{ at, entry }]);
}

/** Several rows in one statement (the audit writer's group of one event-loop turn). */
export async function insertAuditRows(q: Queryable, rows: { at: Date; entry: AuditEntry }[]): Promise<void> {
  if (rows.length === 0) return;
  const params = rows.flatMap((r) => paramsOf(r.at, r.entry));
  const values = rows
    .map((_, i) => `(${Array.from({ length: 7 }, (_, k) => `$${i * 7 + k + 1}`).join(', ')})`)
    .join(', ');
  await q.query(`insert into audit_log ${COLUMNS} values ${values}`, params);
}
