// The page origins a partner registered, as the card's frame page (hosting/partner-frame.ts) lists
// them in `frame-ancestors`: read from the database and kept a few seconds per partner. An
// operator's create or revoke forgets the copy of this process at once; other replicas see it
// within ORIGINS_TTL_MS.
import type { Ctx } from '../../context';
import { partnerById } from './repository';

export const ORIGINS_TTL_MS = 10_000;
const MAX_HELD = 1000;

interface Held {
  at: number;
  /** null: no such partner, or it is revoked */
  origins: Promise<readonly string[] | null>;
}

const cache = new WeakMap<Ctx['db'], Map<string, Held>>();

/** The registered origins of a partner that is not revoked; null for an unknown or revoked one. */
export function framingOrigins(
  ctx: Pick<Ctx, 'db' | 'now'>,
  partnerId: string,
): Promise<readonly string[] | null> {
  const now = ctx.now().getTime();
  let held = cache.get(ctx.db);
  if (!held) {
    held = new Map();
    cache.set(ctx.db, held);
  }
  const found = held.get(partnerId);
  if (found && now - found.at < ORIGINS_TTL_MS && now >= found.at) return found.origins;
  // made-up ids are asked for too: the copy is bounded
  if (held.size >= MAX_HELD) held.clear();
  const origins = partnerById(ctx.db, partnerId).then((p) => (p && !p.revoked_at ? p.origins : null));
  held.set(partnerId, { at: now, origins });
  // a failed read is not kept: the next call asks the database again
  const map = held;
  origins.catch(() => map.delete(partnerId));
  return origins;
}

export function forgetPartnerOrigins(ctx: Pick<Ctx, 'db'>): void {
  cache.delete(ctx.db);
}
