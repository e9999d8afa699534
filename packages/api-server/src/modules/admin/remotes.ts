// The operator's remote releases (contracts ADMIN_OPERATIONS remote*): list what each remote
// serves, publish a release (refused when it does not fit the host), switch, roll back and canary.
// Every change is audited in the transaction that makes it: operator, remote, from → to.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTES, remoteByName, type RemoteName } from '@portal/contracts';
import type { Ctx } from '../../context';
import { ApiFailure } from '../../errors';
import { hostProfile, incompatibilities, missingFiles } from '../releases/compat';
import { readRelease, type ReleaseSource } from '../releases/manifest';
import {
  allPointers,
  allReleases,
  insertRelease,
  lockPointer,
  releaseOf,
  writePointer,
  type PointerRow,
  type PointerState,
  type ReleaseRow,
} from '../releases/repository';
import { adminRoute } from './route';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** 'checkout', '1.3.0+a1b2c3d', or '1.3.0+a1b2c3d, canary 1.4.0+b2c3d4e 10 %' (the audit's from/to). */
function label(state: PointerState): string {
  const base = state.version ?? 'checkout';
  return state.canaryVersion ? `${base}, canary ${state.canaryVersion} ${state.canaryPercent} %` : base;
}

const stateOf = (p: PointerRow): PointerState => ({
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

function releaseWire(r: ReleaseRow) {
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

function remoteWire(ctx: Ctx, remote: RemoteName, pointer: PointerRow | undefined, releases: ReleaseRow[]) {
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

export async function adminRemoteRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  /** Refused, audited, with every mismatch named, when the release does not fit the host. */
  const requireFit = async (req: FastifyRequest, remote: RemoteName, release: ReleaseSource) => {
    const problems = [
      ...incompatibilities(remote, release.manifest, hostProfile(ctx.settings.appsRoot)),
      ...(release.source === 'folder' ? missingFiles(remote, release.manifest, release.location) : []),
    ];
    if (problems.length === 0) return;
    const version = release.manifest.metaData.portal.release.version;
    await req.audit('incompatible', { detail: { remote, version, reasons: problems.join('; ') } });
    throw new ApiFailure(
      'release_incompatible',
      `${remote} ${version} does not fit the host: ${problems.join('; ')}`,
    );
  };

  /** A published release, its manifest read again where it lives and checked against the host now. */
  const publishedAndFit = async (req: FastifyRequest, remote: RemoteName, version: string) => {
    const row = await releaseOf(db, remote, version);
    if (!row) throw new ApiFailure('not_found', `${remote} ${version} is not published`);
    await requireFit(req, remote, await readRelease(row.location));
    return row;
  };

  const describe = async (remote: RemoteName) => {
    const [pointers, releases] = await Promise.all([allPointers(db), allReleases(db)]);
    return remoteWire(
      ctx,
      remote,
      pointers.find((p) => p.remote === remote),
      releases,
    );
  };

  /** One change of what a remote serves, in a transaction with its audit row (from → to). */
  const change = async (
    req: FastifyRequest,
    remote: RemoteName,
    next: (current: PointerRow) => { state: PointerState; previous: PointerState | null },
  ) => {
    await db.tx(async (q) => {
      const at = ctx.now();
      const current = await lockPointer(q, remote, at);
      const { state, previous } = next(current);
      await writePointer(q, remote, state, previous, at, req.operator ?? 'unknown');
      await req.audit('success', { q, detail: { remote, from: label(stateOf(current)), to: label(state) } });
    });
    ctx.releases.invalidate();
    return describe(remote);
  };

  adminRoute(app, 'remoteList', async () => {
    const [pointers, releases] = await Promise.all([allPointers(db), allReleases(db)]);
    return REMOTES.map(({ name }) =>
      remoteWire(
        ctx,
        name,
        pointers.find((p) => p.remote === name),
        releases,
      ),
    );
  });

  adminRoute(app, 'remotePublish', async ({ req, body }) => {
    const release = await readRelease(body.source);
    await requireFit(req, body.remote, release);
    const meta = release.manifest.metaData.portal;
    const inserted = await db.tx(async (q) => {
      const done = await insertRelease(q, {
        remote: body.remote,
        version: meta.release.version,
        commit: meta.release.commit,
        source: release.source,
        location: release.location,
        meta,
        builtAt: meta.release.builtAt ? new Date(meta.release.builtAt) : null,
        at: ctx.now(),
        by: req.operator ?? 'unknown',
      });
      if (done) {
        await req.audit('success', {
          q,
          detail: { remote: body.remote, version: meta.release.version, from: null, to: release.location },
        });
      }
      return done;
    });
    if (!inserted) {
      throw new ApiFailure(
        'not_permitted',
        `${body.remote} ${meta.release.version} is published already: a release never changes`,
      );
    }
    ctx.releases.invalidate();
    const row = (await releaseOf(db, body.remote, meta.release.version))!;
    return { remote: body.remote, ...releaseWire(row) };
  });

  adminRoute(app, 'remoteSwitch', async ({ req, body }) => {
    const version = body.version === 'checkout' ? null : body.version;
    if (version !== null) await publishedAndFit(req, body.remote, version);
    return change(req, body.remote, (current) => {
      if (current.version === version && !current.canary_version)
        throw new ApiFailure('not_permitted', `${body.remote} serves ${body.version} already`);
      return { state: { version, canaryVersion: null, canaryPercent: 0 }, previous: stateOf(current) };
    });
  });

  adminRoute(app, 'remoteRollback', async ({ req, body }) =>
    change(req, body.remote, (current) => {
      if (!current.previous)
        throw new ApiFailure('not_permitted', `${body.remote} has no earlier state to roll back to`);
      // one step back; rolling back again needs a new change first
      return { state: current.previous, previous: null };
    }),
  );

  adminRoute(app, 'remoteCanary', async ({ req, body }) => {
    if (body.percent > 0) await publishedAndFit(req, body.remote, body.version);
    return change(req, body.remote, (current) => {
      if (body.percent === 0) {
        if (current.canary_version !== body.version)
          throw new ApiFailure('not_permitted', `${body.remote} has no canary of ${body.version}`);
      } else if (current.version === body.version) {
        throw new ApiFailure('not_permitted', `${body.remote} serves ${body.version} to everyone already`);
      }
      const state =
        body.percent === 0
          ? { version: current.version, canaryVersion: null, canaryPercent: 0 }
          : { version: current.version, canaryVersion: body.version, canaryPercent: body.percent };
      return { state, previous: stateOf(current) };
    });
  });
}
