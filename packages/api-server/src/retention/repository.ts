// What the purge removes: one rule per table, each row past its horizon (settings.retention).
import type { Db } from '../db';
import type { Retention } from '../config/settings';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Per table: which rows are past the horizon (`$1` is the cut-off time), how far back it is, and
 * the time column the purge walks in order (`key`, never null in a row past the horizon).
 */
export const RETENTION_RULES = {
  // PCI DSS 10.5.1: a year of audit trail, three months of it at hand; the default keeps 400 days
  audit: { table: 'audit_log', where: 'at < $1', key: 'at', ms: (r: Retention) => r.auditDays * DAY },
  // a session ends at its absolute expiry (12 h) or earlier when revoked
  sessions: {
    table: 'sessions',
    where: 'expires_at < $1',
    key: 'expires_at',
    ms: (r: Retention) => r.sessionDays * DAY,
  },
  rateLimits: {
    table: 'rate_limits',
    where: 'window_start < $1',
    key: 'window_start',
    ms: (r: Retention) => r.counterHours * HOUR,
  },
  // wrong-CVV counters and lockouts; a card held until the call centre unlocks it is never purged
  lockouts: {
    table: 'login_failures',
    where:
      'not held and window_start < $1 and (locked_until is null or locked_until < $1) and (lockouts_start is null or lockouts_start < $1)',
    key: 'window_start',
    ms: (r: Retention) => r.counterHours * HOUR,
  },
  // a solution only needs remembering until it expires (replay)
  captchas: {
    table: 'captcha_used',
    where: 'expires_at < $1',
    key: 'expires_at',
    ms: (r: Retention) => r.captchaHours * HOUR,
  },
  // delivered messages; failed or waiting ones stay for the operator
  sentMessages: {
    table: 'outbox',
    where: 'sent_at is not null and sent_at < $1',
    key: 'sent_at',
    ms: (r: Retention) => r.outboxDays * DAY,
  },
  // contact requests hold what a cardholder wrote: kept while open, then for the horizon after
  // closing (a follow-up, a complaint about the answer); the audit log keeps that it was received
  // and closed, with the (masked) note
  supportRequests: {
    table: 'support_requests',
    where: 'closed_at is not null and closed_at < $1',
    key: 'closed_at',
    ms: (r: Retention) => r.supportDays * DAY,
  },
  // partners' embed tokens: single use and 5 minutes, kept like the rate-limit counters
  embedTokens: {
    table: 'embed_tokens',
    where: 'expires_at < $1',
    key: 'expires_at',
    ms: (r: Retention) => r.counterHours * HOUR,
  },
} as const;

export type RetentionRule = keyof typeof RETENTION_RULES;
export type PurgeCounts = Record<RetentionRule, number>;

/**
 * A batch's rows: the oldest `$3` past the horizon (`$1`) from where the previous batch ended (`$2`),
 * read through the index on the rule's time column (migration 15 and earlier).
 */
export function oldestRows(rule: (typeof RETENTION_RULES)[RetentionRule]): string {
  return `select ctid from ${rule.table} where (${rule.where}) and ${rule.key} >= $2::timestamptz
    order by ${rule.key} limit $3`;
}

/**
 * Remove (or with `dryRun` only count) every row past its horizon; the count per rule.
 *
 * A rule's rows go `retention.batchSize` at a time, each batch one statement on the pool, so its
 * own short transaction: a purge of millions of audit rows never holds one long transaction (its
 * locks, the oldest snapshot that keeps vacuum from reclaiming anything, a replica's lag). A batch
 * takes the oldest rows by the rule's time column from where the previous one ended (an index
 * range on audit_log.at, not a scan past the rows already gone) and deletes them by `ctid` (a row
 * changed meanwhile has another ctid and stays for the next purge). A batch smaller than the
 * size ends the rule: another replica purging at the same time took the rest, and each row is
 * deleted (and counted) once.
 */
export async function purgeExpired(
  db: Db,
  retention: Retention,
  now: Date,
  dryRun: boolean,
): Promise<PurgeCounts> {
  const counts = {} as PurgeCounts;
  const size = Math.max(1, Math.floor(retention.batchSize));
  for (const [name, rule] of Object.entries(RETENTION_RULES) as [
    RetentionRule,
    (typeof RETENTION_RULES)[RetentionRule],
  ][]) {
    const cutoff = new Date(now.getTime() - rule.ms(retention));
    if (dryRun) {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from ${rule.table} where ${rule.where}`,
        [cutoff],
      );
      counts[name] = row?.n ?? 0;
      continue;
    }
    const batch = `with gone as (
      delete from ${rule.table} where ctid = any(array(${oldestRows(rule)}))
      returning ${rule.key} as k)
    select count(*)::int as n, max(k)::text as last from gone`;
    let total = 0;
    // the key's text as the database wrote it: a JavaScript Date would drop its microseconds
    let from = '-infinity';
    for (;;) {
      const [row] = await db.query<{ n: number; last: string | null }>(batch, [cutoff, from, size]);
      const n = row?.n ?? 0;
      total += n;
      if (n < size || !row?.last) break;
      from = row.last;
    }
    counts[name] = total;
  }
  return counts;
}
