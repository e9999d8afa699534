// Shared checks: per-client rate limits, per-fingerprint lockout, card-holder proof, links.
import type { Ctx } from './context';
import { audit } from './context';
import { ApiFailure } from './errors';
import { cardByFingerprint, maskedNumber, type CardRow } from './cards';
import type { Queryable } from './db';
import { enqueue } from './notify/outbox';

/** Fixed-window counter in the database (shared by every server instance); 429 `locked` above `max`. */
export async function rateLimit(ctx: Ctx, key: string, max: number, windowSeconds: number): Promise<void> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const rows = await ctx.db.query<{ hits: number }>(
    `insert into rate_limits (key, window_start, hits) values ($1, $2, 1)
     on conflict (key) do update set
       hits = case when rate_limits.window_start <= $3 then 1 else rate_limits.hits + 1 end,
       window_start = case when rate_limits.window_start <= $3 then $2 else rate_limits.window_start end
     returning hits`,
    [key, now, windowStart],
  );
  if ((rows[0]?.hits ?? 0) > max) throw new ApiFailure('locked');
}

/**
 * Count one wrong CVV for a fingerprint in one statement (no read-then-write): the failure
 * window, the 30-minute lock at `maxFailures`, and the lockouts of the last 24 hours, the
 * `maxLockouts`-th of which holds the number until the call centre unlocks it. Nothing is counted
 * while the number is locked; the answer is then null (a parallel attempt locked it first).
 */
async function countFailure(
  ctx: Ctx,
  fp: string,
  now: Date,
): Promise<{ failures: number; lockedNow: boolean; held: boolean } | null> {
  const { maxFailures, minutes, maxLockouts } = ctx.settings.lockout;
  const f = `(case when login_failures.window_start <= $3 then 1 else login_failures.failures + 1 end)`;
  const freshDay = `(login_failures.lockouts_start is null or login_failures.lockouts_start <= $6)`;
  const lockouts = `(case when ${f} >= $4 then (case when ${freshDay} then 1 else login_failures.lockouts + 1 end) else login_failures.lockouts end)`;
  const rows = await ctx.db.query<{ failures: number; locked_until: Date | string | null; held: boolean }>(
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
  const lockedNow = row.locked_until !== null && new Date(row.locked_until).getTime() > now.getTime();
  return { failures: row.failures, lockedNow, held: row.held };
}

/** Lift a lockout (the call centre's `card unlock`); true when the number was locked. */
export async function unlockCard(ctx: Ctx, fp: string): Promise<boolean> {
  const rows = await ctx.db.query<{ locked: boolean }>(
    'delete from login_failures where fingerprint = $1 returning (held or coalesce(locked_until > $2, false)) as locked',
    [fp, ctx.now()],
  );
  return rows[0]?.locked ?? false;
}

/**
 * Prove a card holder by card number + CVV. Unknown card and wrong CVV take the same path
 * (same queries, same CVV derivation, same answer); failures are counted per fingerprint
 * whether or not a card has it (see countFailure).
 */
export async function proveHolder(
  ctx: Ctx,
  input: { pan: string; cvv: string; action: string; client: string },
): Promise<CardRow> {
  const { db, cardCrypto } = ctx;
  const now = ctx.now();
  const fp = cardCrypto.fingerprint(input.pan);
  const masked = maskedNumber({ bin: input.pan.slice(0, 6), last4: input.pan.slice(-4) });
  const refuseLocked = async (cardId: number | null): Promise<never> => {
    await audit(db, now, {
      action: input.action,
      outcome: 'locked',
      cardId,
      client: input.client,
      detail: { card: masked },
    });
    throw new ApiFailure('locked');
  };
  const locked = await db.query(
    'select 1 from login_failures where fingerprint = $1 and (held or locked_until > $2)',
    [fp, now],
  );
  if (locked.length > 0) return refuseLocked(null);
  const card = await cardByFingerprint(db, fp, cardCrypto.previousFingerprints(input.pan));
  const cvvOk = cardCrypto.cvvMatches(input.pan, card?.expiry ?? '01/00', input.cvv);
  if (!card || !cvvOk) {
    const counted = await countFailure(ctx, fp, now);
    if (!counted) return refuseLocked(card?.id ?? null);
    if (counted.held && card?.registered && card.email && card.phone) {
      // the number is now locked until the call centre unlocks it: the holder is told
      const { productName, supportPhone } = ctx.program;
      const body = `Your ${productName} card ending ${card.last4} is locked after too many wrong security codes. Call ${supportPhone} to unlock it.`;
      await enqueue(
        db,
        { channel: 'email', recipient: card.email, subject: `${productName}: your card is locked`, body },
        now,
      );
      await enqueue(db, { channel: 'sms', recipient: card.phone, body }, now);
    }
    await audit(db, now, {
      action: input.action,
      outcome: counted.held ? 'held' : counted.lockedNow ? 'lockout' : 'failed',
      cardId: card?.id ?? null,
      client: input.client,
      detail: { card: masked, failures: counted.failures },
    });
    throw new ApiFailure('login_failed');
  }
  // success clears the failure count (not the lockout history), unless a parallel attempt locked the number
  const cleared = await db.query<{ locked: boolean }>(
    `update login_failures set failures = case when held or locked_until > $2 then failures else 0 end
     where fingerprint = $1 returning (held or coalesce(locked_until > $2, false)) as locked`,
    [fp, now],
  );
  if (cleared[0]?.locked) return refuseLocked(card.id);
  return card;
}

export interface LinkRow {
  account_id: string;
  card_id: number;
  email: string | null;
  expired: boolean;
  /** a fresher link of the same card was sent (email/resend) */
  retired: boolean;
}

/** The emailed link of an account id, or 404 not_found. */
export async function linkOf(ctx: Ctx, accountId: string, q: Queryable = ctx.db): Promise<LinkRow> {
  const rows = await q.query<LinkRow>(
    'select account_id, card_id, email, expires_at <= $2 as expired, retired_at is not null as retired from virtual_links where account_id = $1',
    [accountId, ctx.now()],
  );
  const row = rows[0];
  if (!row) throw new ApiFailure('not_found', 'Unknown link');
  return row;
}

/** Sleep until `floorMs` have passed since `startedMs` (equalises answer timing). */
export async function waitFloor(startedMs: number, floorMs: number): Promise<void> {
  const left = floorMs - (performance.now() - startedMs);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
