// What the purge removes: one rule per table, each row past its horizon (settings.retention).
import type { Queryable } from '../db';
import type { Retention } from '../config/settings';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Per table: which rows are past the horizon (`$1` is the cut-off time) and how far back it is. */
export const RETENTION_RULES = {
  // PCI DSS 10.5.1: a year of audit trail, three months of it at hand; the default keeps 400 days
  audit: { table: 'audit_log', where: 'at < $1', ms: (r: Retention) => r.auditDays * DAY },
  // a session ends at its absolute expiry (12 h) or earlier when revoked
  sessions: { table: 'sessions', where: 'expires_at < $1', ms: (r: Retention) => r.sessionDays * DAY },
  rateLimits: {
    table: 'rate_limits',
    where: 'window_start < $1',
    ms: (r: Retention) => r.counterHours * HOUR,
  },
  // wrong-CVV counters and lockouts; a card held until the call centre unlocks it is never purged
  lockouts: {
    table: 'login_failures',
    where:
      'not held and window_start < $1 and (locked_until is null or locked_until < $1) and (lockouts_start is null or lockouts_start < $1)',
    ms: (r: Retention) => r.counterHours * HOUR,
  },
  // a solution only needs remembering until it expires (replay)
  captchas: {
    table: 'captcha_used',
    where: 'expires_at < $1',
    ms: (r: Retention) => r.captchaHours * HOUR,
  },
  // delivered messages; failed or waiting ones stay for the operator
  sentMessages: {
    table: 'outbox',
    where: 'sent_at is not null and sent_at < $1',
    ms: (r: Retention) => r.outboxDays * DAY,
  },
  // contact requests hold what a cardholder wrote: kept while open, then for the horizon after
  // closing (a follow-up, a complaint about the answer); the audit log keeps that it was received
  // and closed, with the (masked) note
  supportRequests: {
    table: 'support_requests',
    where: 'closed_at is not null and closed_at < $1',
    ms: (r: Retention) => r.supportDays * DAY,
  },
  // partners' embed tokens (issue 10): single use and 5 minutes, kept like the rate-limit counters
  embedTokens: {
    table: 'embed_tokens',
    where: 'expires_at < $1',
    ms: (r: Retention) => r.counterHours * HOUR,
  },
} as const;

export type RetentionRule = keyof typeof RETENTION_RULES;
export type PurgeCounts = Record<RetentionRule, number>;

/** Remove (or with `dryRun` only count) every row past its horizon; the count per rule. */
export async function purgeExpired(
  q: Queryable,
  retention: Retention,
  now: Date,
  dryRun: boolean,
): Promise<PurgeCounts> {
  const counts = {} as PurgeCounts;
  for (const [name, rule] of Object.entries(RETENTION_RULES) as [
    RetentionRule,
    (typeof RETENTION_RULES)[RetentionRule],
  ][]) {
    const cutoff = new Date(now.getTime() - rule.ms(retention));
    const sql = dryRun
      ? `select count(*)::int as n from ${rule.table} where ${rule.where}`
      : `with gone as (delete from ${rule.table} where ${rule.where} returning 1) select count(*)::int as n from gone`;
    const [row] = await q.query<{ n: number }>(sql, [cutoff]);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
