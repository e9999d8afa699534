// The origins of the partners that are not revoked, read from the database and kept a few seconds
// (CORS asks on every cross-origin call). An operator's create or revoke forgets the copy of this
// process at once; other replicas see it within ORIGINS_TTL_MS.
import type { Ctx } from '../../context';
import type { Db } from '../../db';
import { activePartnerOrigins } from './repository';

export const ORIGINS_TTL_MS = 10_000;

const cache = new WeakMap<Db, { at: number; origins: Promise<Set<string>> }>();

export function partnerOrigins(ctx: Pick<Ctx, 'db' | 'now'>): Promise<Set<string>> {
  const now = ctx.now().getTime();
  const held = cache.get(ctx.db);
  if (held && now - held.at < ORIGINS_TTL_MS && now >= held.at) return held.origins;
  const origins = activePartnerOrigins(ctx.db).then((list) => new Set(list));
  cache.set(ctx.db, { at: now, origins });
  // a failed read is not kept: the next call asks the database again
  origins.catch(() => cache.delete(ctx.db));
  return origins;
}

export function forgetPartnerOrigins(ctx: Pick<Ctx, 'db'>): void {
  cache.delete(ctx.db);
}
