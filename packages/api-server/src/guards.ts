// Shared checks: per-client rate limits, per-fingerprint lockout, card-holder proof, links.
import type { Ctx } from './context';
import { audit } from './context';
import { ApiFailure } from './errors';
import { cardByFingerprint, maskedNumber, type CardRow } from './cards';
import type { Queryable } from './db';

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
 * Prove a card holder by card number + CVV. Unknown card and wrong CVV take the same path
 * (same queries, same CVV derivation, same answer); failures are counted per fingerprint
 * whether or not a card has it, and `maxFailures` of them lock the number for `minutes`.
 */
export async function proveHolder(
  ctx: Ctx,
  input: { pan: string; cvv: string; action: string; client: string },
): Promise<CardRow> {
  const { db, cardCrypto, settings } = ctx;
  const now = ctx.now();
  const fp = cardCrypto.fingerprint(input.pan);
  const masked = maskedNumber({ bin: input.pan.slice(0, 6), last4: input.pan.slice(-4) });
  const locked = await db.query('select 1 from login_failures where fingerprint = $1 and locked_until > $2', [
    fp,
    now,
  ]);
  if (locked.length > 0) {
    await audit(db, now, {
      action: input.action,
      outcome: 'locked',
      client: input.client,
      detail: { card: masked },
    });
    throw new ApiFailure('locked');
  }
  const card = await cardByFingerprint(db, fp);
  const cvvOk = cardCrypto.cvvMatches(input.pan, card?.expiry ?? '01/00', input.cvv);
  if (!card || !cvvOk) {
    const windowStart = new Date(now.getTime() - settings.lockout.minutes * 60_000);
    const rows = await db.query<{ failures: number }>(
      `insert into login_failures (fingerprint, failures, window_start) values ($1, 1, $2)
       on conflict (fingerprint) do update set
         failures = case when login_failures.window_start <= $3 then 1 else login_failures.failures + 1 end,
         window_start = case when login_failures.window_start <= $3 then $2 else login_failures.window_start end
       returning failures`,
      [fp, now, windowStart],
    );
    const failures = rows[0]?.failures ?? 0;
    if (failures >= settings.lockout.maxFailures) {
      await db.query(
        'update login_failures set locked_until = $2, failures = 0, window_start = $3 where fingerprint = $1',
        [fp, new Date(now.getTime() + settings.lockout.minutes * 60_000), now],
      );
    }
    await audit(db, now, {
      action: input.action,
      outcome: 'failed',
      cardId: card?.id ?? null,
      client: input.client,
      detail: { card: masked, failures },
    });
    throw new ApiFailure('login_failed');
  }
  await db.query('delete from login_failures where fingerprint = $1', [fp]);
  return card;
}

export interface LinkRow {
  account_id: string;
  card_id: number;
  email: string | null;
  expired: boolean;
}

/** The emailed link of an account id, or 404 not_found. */
export async function linkOf(ctx: Ctx, accountId: string, q: Queryable = ctx.db): Promise<LinkRow> {
  const rows = await q.query<LinkRow>(
    'select account_id, card_id, email, expires_at <= $2 as expired from virtual_links where account_id = $1',
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
