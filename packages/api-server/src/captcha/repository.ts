// Redeemed captcha solutions: each is accepted once, kept until it expires.
import type { Queryable } from '../db';

/** true for the first redemption of a signature */
export async function redeemOnce(q: Queryable, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await q.query(
    'insert into captcha_used (signature, expires_at) values ($1, $2) on conflict (signature) do nothing returning signature',
    [signature, expiresAt],
  );
  return rows.length === 1;
}

export async function sweepRedeemed(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from captcha_used where expires_at < $1', [now]);
}
