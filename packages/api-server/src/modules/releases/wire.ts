// What the operator API answers about remotes and their releases (admin/remotes.ts): the wire
// shapes of `remote list` and of each change, and the labels of the audit's from → to.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteByName, type RemoteName } from '@portal/contracts';
import type { Ctx } from '../../context';
import type { PointerRow, PointerState, ReleaseRow } from './repository';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** 'checkout', '1.3.0+a1b2c3d', or '1.3.0+a1b2c3d, canary 1.4.0+b2c3d4e 10 %' (the audit's from/to). */
export function label(state: PointerState): string {
  const base = state.version ?? 'checkout';
  return state.canaryVersion ? `${base}, canary ${state.canaryVersion} ${state.canaryPercent} %` : base;
}

export const stateOf = (p: PointerRow): PointerState => ({
  version: p.version,
  canaryVersion: p.canary_version,
  canaryPercent: p.canary_percent,
});

/** The version and commit of the checkout's own build of a remote (its dist/ manifest), when built. */
function checkoutBuild(ctx: Ctx, remote: RemoteName): { version: string | null; commit: string | null } {
  const root = ctx.settings.appsRoot;
  const file = root ? join(root, remoteByName(remote).folder, 'dist', 'mf-manifest.json') : null;
  if (!file || !existsSync(file)) return { version: null, commit: null };
  try {
    const release = (
      JSON.parse(readFileSync(file, 'utf8')) as {
        metaData?: { portal?: { release?: { version: string; commit: string } } };
      }
    ).metaData?.portal?.release;
    return { version: release?.version ?? null, commit: release?.commit ?? null };
  } catch {
    return { version: null, commit: null };
  }
}

export function releaseWire(r: ReleaseRow) {
  return {
    version: r.version,
    commit: r.commit_sha,
    source: r.source,
    location: r.location,
    contracts: r.meta.contracts.version,
    builtAt: iso(r.built_at),
    publishedAt: iso(r.published_at),
    publishedBy: r.published_by,
  };
}

export function remoteWire(
  ctx: Ctx,
  remote: RemoteName,
  pointer: PointerRow | undefined,
  releases: ReleaseRow[],
) {
  const mine = releases.filter((r) => r.remote === remote);
  const current = pointer?.version ? mine.find((r) => r.version === pointer.version) : undefined;
  const checkout = current ? null : checkoutBuild(ctx, remote);
  const snapshot = { pointers: new Map(pointer ? [[remote, pointer]] : []), releases: mine };
  return {
    remote,
    version: current?.version ?? checkout?.version ?? null,
    commit: current?.commit_sha ?? checkout?.commit ?? null,
    source: current?.source ?? 'checkout',
    manifestUrl: ctx.releases.manifestUrl(remote, current?.version ?? null, snapshot),
    publishedAt: iso(current?.published_at),
    publishedBy: current?.published_by ?? null,
    switchedAt: iso(pointer?.switched_at),
    switchedBy: pointer?.switched_by ?? null,
    canary: pointer?.canary_version
      ? { version: pointer.canary_version, percent: pointer.canary_percent }
      : null,
    rollbackTo: pointer?.previous ? label(pointer.previous) : null,
    releases: mine.map(releaseWire),
  };
}
