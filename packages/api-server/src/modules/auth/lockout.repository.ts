// CVV failures per card-number fingerprint: the failure window, 30-minute locks, and the hold
// only the call centre lifts. Every statement reads and writes in one go (replicas race safely).
import type { Queryable } from '../../db';

/** A card number's lock: until a time, or held until the call centre unlocks it. */
export type Lock = { held: true } | { held: false; until: Date };

/** The lock on a card number now (held, or a lock not yet over), or null. */
export async function lockOf(q: Queryable, fp: string, now: Date): Promise<Lock | null> {
  const rows = await q.query<{ held: boolean; locked_until: Date | string | null }>(
    'select held, locked_until from login_failures where fingerprint = $1 and (held or locked_until > $2)',
    [fp, now],
  );
  const row = rows[0];
  if (!row) return null;
  return row.held ? { held: true } : { held: false, until: new Date(row.locked_until!) };
}

/**
 * Count one wrong CVV for a fingerprint in one statement (no read-then-write): the failure
 * window, the 30-minute lock at `maxFailures`, and the lockouts of the last 24 hours, the
 * `maxLockouts`-th of which holds the number until the call centre unlocks it. Nothing is counted
 * while the number is locked; the answer is then null (a parallel attempt locked it first).
 */
export async function countFailure(
  q: Queryable,
  limits: { maxFailures: number; minutes: number; maxLockouts: number },
  fp: string,
  now: Date,
): Promise<{ failures: number; lock: Lock | null } | null> {
  const { maxFailures, minutes, maxLockouts } = limits;
  const f = `(case when login_failures.window_start <= $3 then 1 else login_failures.failures + 1 end)`;
  const freshDay = `(login_failures.lockouts_start is null or login_failures.lockouts_start <= $6)`;
  const lockouts = `(case when ${f} >= $4 then (case when ${freshDay} then 1 else login_failures.lockouts + 1 end) else login_failures.lockouts end)`;
  const rows = await q.query<{ failures: number; locked_until: Date | string | null; held: boolean }>(
    `insert into login_failures (fingerprint, failures, window_start, lockouts, held) values ($1, 1, $2, 0, false)
     on conflict (fingerprint) do update set
       failures = case when ${f} >= $4 then 0 else ${f} end,
       window_start = case when login_failures.window_start <= $3 or ${f} >= $4 then $2 else login_failures.window_start end,
       locked_until = case when ${f} >= $4 then $5 else login_failures.locked_until end,
       lockouts = ${lockouts},
       lockouts_start = case when ${f} >= $4 and ${freshDay} then $2 else login_failures.lockouts_start end,
       held = ${f} >= $4 and ${lockouts} >= $7
     where not login_failures.held and (login_failures.locked_until is null or login_failures.locked_until <= $2)
     returning failures, locked_until, held`,
    [
      fp,
      now,
      new Date(now.getTime() - minutes * 60_000),
      maxFailures,
      new Date(now.getTime() + minutes * 60_000),
      new Date(now.getTime() - 86_400_000),
      maxLockouts,
    ],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.held) return { failures: row.failures, lock: { held: true } };
  const until = row.locked_until === null ? null : new Date(row.locked_until);
  // a lock not yet over is this failure's: the update runs only on a number that is not locked
  const lock: Lock | null = until && until.getTime() > now.getTime() ? { held: false, until } : null;
  return { failures: row.failures, lock };
}

/** Lift a lockout (the call centre's `card unlock`); true when the number was locked. */
export async function unlockCard(q: Queryable, fp: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ locked: boolean }>(
    'delete from login_failures where fingerprint = $1 returning (held or coalesce(locked_until > $2, false)) as locked',
    [fp, now],
  );
  return rows[0]?.locked ?? false;
}

/** Success clears the failure count (not the lockout history); true when a parallel attempt locked the number. */
export async function clearFailures(q: Queryable, fp: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ locked: boolean }>(
    `update login_failures set failures = case when held or locked_until > $2 then failures else 0 end
     where fingerprint = $1 returning (held or coalesce(locked_until > $2, false)) as locked`,
    [fp, now],
  );
  return rows[0]?.locked ?? false;
}
