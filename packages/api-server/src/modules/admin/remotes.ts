// The operator's remote releases (contracts ADMIN_OPERATIONS remote*): list what each remote
// serves, publish a release (refused when it does not fit the host, holds a link or its standalone
// dev page; every release is copied and stored in the database, and every replica serves its cache
// of the stored files, whether it came from a folder or a URL: releases/copy.ts, releases/store.ts),
// switch, roll back, canary and unpublish (for every replica). Every change is audited in the transaction that makes it: operator, remote, from → to.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTES, type RemoteName } from '@portal/contracts';
import type { Queryable } from '../../db';
import { ApiFailure } from '../../errors';
import { hostProfile, incompatibilities, missingFiles } from '../releases/compat';
import { pageProblems } from '../releases/pages';
import { copyRelease, ensureCopy, forgetCopy } from '../releases/copy';
import { DEV_PAGE_FILES } from '../releases/files';
import { claimVersion, dropFiles, storeFiles } from '../releases/blobs.repository';
import { readRelease, type ReleaseSource } from '../releases/manifest';
import {
  allPointers,
  allReleases,
  deleteRelease,
  insertRelease,
  lockPointer,
  releaseOf,
  writePointer,
  type PointerRow,
  type PointerState,
  type StoredReleaseMeta,
} from '../releases/repository';
import { label, releaseWire, remoteWire, stateOf } from '../releases/wire';
import { adminRoute } from './route';

export async function adminRemoteRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  /**
   * Refused, audited, when the release's copy carries the remote's standalone dev page. A link is
   * refused by the copy's own walk (releases/copy.ts), which opens every file it copies without
   * following one: the copy holds plain files only.
   */
  const requireNoDevPage = async (
    req: FastifyRequest,
    remote: RemoteName,
    version: string,
    folder: string,
  ) => {
    const devPage = DEV_PAGE_FILES.filter((name) => existsSync(join(folder, name)));
    if (devPage.length > 0) {
      await req.audit('refused', { detail: { remote, version, reasons: `dev page: ${devPage.join(', ')}` } });
      throw new ApiFailure(
        'release_has_dev_page',
        `${remote} ${version} carries its standalone dev page (${devPage.join(', ')}): build it with \`pnpm release\``,
      );
    }
  };

  /** Refused, audited, with every mismatch named, when the release does not fit the host. */
  const requireFit = async (
    req: FastifyRequest,
    remote: RemoteName,
    release: ReleaseSource,
    folder: string,
  ) => {
    const version = release.manifest.metaData.portal.release.version;
    await requireNoDevPage(req, remote, version, folder);
    const problems = [
      ...incompatibilities(remote, release.manifest, hostProfile(ctx.settings.appsRoot)),
      ...missingFiles(remote, release.manifest, folder),
    ];
    if (problems.length > 0) {
      await req.audit('incompatible', { detail: { remote, version, reasons: problems.join('; ') } });
      throw new ApiFailure(
        'release_incompatible',
        `${remote} ${version} does not fit the host: ${problems.join('; ')}`,
      );
    }
    // the pages it declares: checked against what the host and the other remotes hold now
    await ctx.releases.fresh();
    const pages = pageProblems(ctx.releases, remote, release.manifest);
    if (pages.length > 0) {
      await req.audit('refused', { detail: { remote, version, reasons: pages.join('; ') } });
      throw new ApiFailure(
        'release_page_conflict',
        `${remote} ${version} declares pages it cannot have: ${pages.join('; ')}`,
      );
    }
  };

  /** A published release, its manifest read again where it is served from and checked against the host now. */
  const publishedAndFit = async (req: FastifyRequest, remote: RemoteName, version: string) => {
    const row = await releaseOf(db, remote, version);
    if (!row) throw new ApiFailure('not_found', `${remote} ${version} is not published`);
    const folder = await ensureCopy(row, ctx.settings.dataDir, db, req.log);
    if (!folder)
      throw new ApiFailure(
        'release_integrity',
        `${remote} ${version} could not be copied from ${row.location}`,
      );
    await requireFit(req, remote, await readRelease(folder), folder);
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
    next: (
      current: PointerRow,
      q: Queryable,
    ) =>
      | { state: PointerState; previous: PointerState | null }
      | Promise<{ state: PointerState; previous: PointerState | null }>,
  ) => {
    await db.tx(async (q) => {
      const at = ctx.now();
      const current = await lockPointer(q, remote, at);
      const { state, previous } = await next(current, q);
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
    const fetched = await readRelease(body.source);
    const meta = fetched.manifest.metaData.portal;
    const { version } = meta.release;
    const publishedAlready = () =>
      new ApiFailure(
        'not_permitted',
        `${body.remote} ${version} is published already: a release never changes`,
      );
    // before anything is copied: the copy of a published release is what it serves
    if (await releaseOf(db, body.remote, version)) throw publishedAlready();
    let copy: { folder: string; files: NonNullable<StoredReleaseMeta['files']> };
    try {
      copy = await copyRelease({
        from: fetched.source === 'folder' ? { folder: fetched.location } : { manifestUrl: fetched.location },
        dataDir: ctx.settings.dataDir,
        remote: body.remote,
        version,
      });
    } catch (error) {
      // a link in the team's folder, there from the start or planted while it was copied
      if (error instanceof ApiFailure && error.code === 'release_has_link')
        await req.audit('refused', { detail: { remote: body.remote, version, reasons: error.message } });
      throw error;
    }
    const { folder, files } = copy;
    // the manifest as copied is the one checked and served
    const release = { ...(await readRelease(folder)), source: fetched.source, location: fetched.location };
    if (release.manifest.metaData.portal.release.version !== version) {
      rmSync(folder, { recursive: true, force: true });
      throw new ApiFailure(
        'release_integrity',
        `The manifest at ${fetched.location} changed while it was copied`,
      );
    }
    let inserted = false;
    try {
      await requireFit(req, body.remote, release, folder);
      inserted = await db.tx(async (q) => {
        // a version never changes: published before with other files, it is refused
        await claimVersion(q, body.remote, version, files, ctx.now());
        const done = await insertRelease(q, {
          remote: body.remote,
          version,
          commit: meta.release.commit,
          source: release.source,
          location: release.location,
          // the hashes of the copy: another replica copies it against them
          meta: { ...release.manifest.metaData.portal, files },
          builtAt: meta.release.builtAt ? new Date(meta.release.builtAt) : null,
          at: ctx.now(),
          by: req.operator ?? 'unknown',
        });
        if (done) {
          // every replica serves these bytes, whatever disk it starts on
          await storeFiles(q, body.remote, version, folder, files);
          await req.audit('success', {
            q,
            detail: { remote: body.remote, version, from: null, to: release.location },
          });
        }
        return done;
      });
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'release_version_taken')
        await req.audit('refused', { detail: { remote: body.remote, version, reasons: error.message } });
      throw error;
    } finally {
      if (!inserted) rmSync(folder, { recursive: true, force: true });
    }
    if (!inserted) throw publishedAlready();
    ctx.releases.invalidate();
    const row = (await releaseOf(db, body.remote, version))!;
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
    change(req, body.remote, async (current, q) => {
      if (!current.previous)
        throw new ApiFailure('not_permitted', `${body.remote} has no earlier state to roll back to`);
      // an earlier state whose release was unpublished since
      for (const version of [current.previous.version, current.previous.canaryVersion])
        if (version !== null && !(await releaseOf(q, body.remote, version)))
          throw new ApiFailure('not_found', `${body.remote} ${version} is not published: no rollback to it`);
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

  adminRoute(app, 'remoteUnpublish', async ({ req, body }) => {
    const { remote, version, reason } = body;
    const refuse = async (message: string) => {
      await req.audit('in_use', { detail: { remote, version, reason } });
      return new ApiFailure('release_in_use', message);
    };
    const withdrawn = await db.tx(async (q) => {
      // the pointer locked: no switch or canary to this release while it goes
      const pointer = await lockPointer(q, remote, ctx.now());
      const row = await releaseOf(q, remote, version);
      if (!row) throw new ApiFailure('not_found', `${remote} ${version} is not published`);
      if (pointer.version === version)
        return { refused: `${remote} serves ${version}: switch to another release first` };
      if (pointer.canary_version === version)
        return { refused: `${remote} serves ${version} in its canary: end the canary first` };
      await deleteRelease(q, remote, version);
      await dropFiles(q, remote, version);
      await req.audit('success', { q, detail: { remote, version, from: row.location, to: null, reason } });
      return { row };
    });
    if ('refused' in withdrawn) throw await refuse(withdrawn.refused!);
    ctx.releases.invalidate();
    // its stored files went with it; this replica's cache goes now, the others' at their next read
    // of the registry (releases/registry.ts); the folder or URL it came from stays its owner's
    forgetCopy(ctx.settings.dataDir, remote, version);
    return describe(remote);
  });
}
