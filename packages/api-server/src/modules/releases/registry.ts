// The remote registry: which release each remote serves, read from the database with a short
// cache (REMOTE_REGISTRY_TTL_MS), so that /config.json and the CSP follow a switch made through
// any replica without a restart; a change through this replica is seen at once (invalidate).
// If the database cannot be read, the last snapshot keeps serving. A release served that has no
// copy on this replica yet is copied as soon as it is read (copy.ts ensureCopy), so that its static
// render, which reads the copy, does not wait for a browser to ask for one of its files; the copies
// of releases no longer published (unpublished through any replica) are removed at each read.
// `unservable()` names the releases served that this replica cannot serve: /readyz answers 503
// with them, so a replica never advertises a release whose files it would 404. `pagesFor()` gives
// the pages the releases a browser gets declare (their manifest's metaData.portal.pages; for the
// checkout's build served here, its dist/mf-manifest.json's): /config.json and the first paint.
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import {
  DeclaredPageSchema,
  REMOTES,
  defaultManifestUrl,
  inCanary,
  type DeclaredPage,
  type RemoteName,
  type RuntimePage,
} from '@portal/contracts';
import type { Db } from '../../db';
import type { Settings } from '../../config/settings';
import { ensureCopy } from './copy';
import { copiesRoot } from './files';
import { allPointers, allReleases, type PointerRow, type ReleaseRow } from './repository';

export interface RegistrySnapshot {
  pointers: ReadonlyMap<RemoteName, PointerRow>;
  releases: readonly ReleaseRow[];
}

/** Where the server serves a published folder: under /remotes/ (CORS open, not the SPA fallback). */
export function releaseBasePath(remote: string, version: string): string {
  return `/remotes/releases/${remote}/${encodeURIComponent(version)}/`;
}

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export class RemoteRegistry {
  private snapshot: RegistrySnapshot = { pointers: new Map(), releases: [] };
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<RegistrySnapshot> | null = null;
  /** releases served whose copy was started by a read (once each: a failed copy is logged once) */
  private readonly copied = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly settings: Pick<Settings, 'remotes' | 'remoteRegistryTtlMs' | 'dataDir' | 'appsRoot'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The snapshot, read again when older than the TTL (one read at a time). */
  async fresh(): Promise<RegistrySnapshot> {
    if (performance.now() - this.loadedAt < this.settings.remoteRegistryTtlMs) return this.snapshot;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** The last snapshot read, without waiting (the CSP of an answer whose hook already refreshed it). */
  current(): RegistrySnapshot {
    return this.snapshot;
  }

  /** A change went through this replica: the next request reads the database. */
  invalidate(): void {
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  private async load(): Promise<RegistrySnapshot> {
    try {
      const [pointers, releases] = await Promise.all([allPointers(this.db), allReleases(this.db)]);
      this.snapshot = { pointers: new Map(pointers.map((p) => [p.remote, p])), releases };
      this.copyServed();
      this.pruneCopies();
    } catch (error) {
      this.log.warn({ err: error }, 'remote registry not readable: serving the last one read');
    }
    this.loadedAt = performance.now();
    return this.snapshot;
  }

  /** Starts the copy of each release served (current and canary) not copied by a read yet. */
  private copyServed(): void {
    for (const p of this.snapshot.pointers.values())
      for (const version of [p.version, p.canary_version]) {
        const release = version === null ? undefined : this.release(p.remote, version);
        const key = `${p.remote}\n${version}`;
        if (!release || this.copied.has(key)) continue;
        this.copied.add(key);
        // not awaited: a copy to make does not hold /config.json or a page back
        void ensureCopy(release, this.settings.dataDir, this.db, this.log);
      }
  }

  /**
   * Removes this replica's copies of releases no longer published. A copy written in the last
   * minute is left: a publish or a copy in progress writes its folder before its row is read.
   */
  private pruneCopies(): void {
    const root = copiesRoot(this.settings.dataDir);
    const published = new Set(
      this.snapshot.releases.map((r) => join(r.remote, encodeURIComponent(r.version))),
    );
    let remotes: string[];
    try {
      remotes = readdirSync(root);
    } catch {
      return; // no copies yet
    }
    const recent = Date.now() - 60_000;
    for (const remote of remotes)
      for (const name of safeList(join(root, remote))) {
        const folder = join(root, remote, name);
        if (published.has(join(remote, name))) continue;
        try {
          if (statSync(folder).mtimeMs > recent) continue;
          rmSync(folder, { recursive: true, force: true });
        } catch {
          // gone meanwhile
        }
      }
  }

  /** The releases served now (current and canary) whose files this replica cannot serve. */
  async unservable(): Promise<string[]> {
    const snapshot = await this.fresh();
    const failed: string[] = [];
    for (const p of snapshot.pointers.values())
      for (const version of [p.version, p.canary_version]) {
        const release = version === null ? undefined : this.release(p.remote, version, snapshot);
        if (release && !(await ensureCopy(release, this.settings.dataDir, this.db, this.log)))
          failed.push(`${p.remote} ${version}`);
      }
    return failed;
  }

  release(remote: string, version: string, snapshot = this.snapshot): ReleaseRow | undefined {
    return snapshot.releases.find((r) => r.remote === remote && r.version === version);
  }

  /** The manifest URL of a remote's release (served here); version null: the checkout's build (settings). */
  manifestUrl(remote: RemoteName, version: string | null, snapshot = this.snapshot): string {
    const release = version === null ? undefined : this.release(remote, version, snapshot);
    if (!release) return this.settings.remotes[remote];
    // a release published by URL too: the portal serves its copy (copy.ts), never the URL
    return `${releaseBasePath(remote, release.version)}mf-manifest.json`;
  }

  /**
   * remote name → manifest URL for a browser in `bucket` (0–99, null: none given, e.g. a partner
   * page): a canary's release when the bucket falls in its share, else the remote's release.
   */
  remotesFor(bucket: number | null, snapshot = this.snapshot): Record<RemoteName, string> {
    return Object.fromEntries(
      REMOTES.map(({ name }) => [
        name,
        this.manifestUrl(name, this.versionFor(name, bucket, snapshot), snapshot),
      ]),
    ) as Record<RemoteName, string>;
  }

  /** The release of `remote` a browser in `bucket` gets (null: the checkout's build). */
  versionFor(remote: RemoteName, bucket: number | null, snapshot = this.snapshot): string | null {
    const p = snapshot.pointers.get(remote);
    const canary =
      p?.canary_version && bucket !== null && inCanary(bucket, p.canary_percent) ? p.canary_version : null;
    return canary ?? p?.version ?? null;
  }

  /**
   * The pages the releases a browser in `bucket` gets declare, each with its remote (an entry that
   * is not a page is left out: publish refuses a release holding one).
   */
  pagesFor(bucket: number | null, snapshot = this.snapshot): RuntimePage[] {
    return REMOTES.flatMap(({ name }) =>
      this.pagesOf(name, this.versionFor(name, bucket, snapshot), snapshot).map((page) => ({
        ...page,
        remote: name,
      })),
    );
  }

  /** The pages one release of `remote` declares (version null: the checkout's build served here). */
  pagesOf(remote: RemoteName, version: string | null, snapshot = this.snapshot): DeclaredPage[] {
    const declared =
      version === null
        ? this.checkoutPages(remote)
        : (this.release(remote, version, snapshot)?.meta.pages ?? []);
    return declared.flatMap((raw) => {
      const page = v.safeParse(DeclaredPageSchema, raw);
      return page.success ? [page.output] : [];
    });
  }

  /** what each checkout build's manifest declares, read again when the file changes (a rebuild) */
  private readonly checkout = new Map<RemoteName, { mtimeMs: number; pages: unknown[] }>();

  private checkoutPages(remote: RemoteName): unknown[] {
    const entry = REMOTES.find((r) => r.name === remote)!;
    const { appsRoot, remotes } = this.settings;
    // only a build this server serves: one elsewhere (REMOTE_*_URL) is not read here
    if (!appsRoot || remotes[remote] !== defaultManifestUrl(entry.folder)) return [];
    const file = join(appsRoot, entry.folder, 'dist', 'mf-manifest.json');
    try {
      const { mtimeMs } = statSync(file);
      const known = this.checkout.get(remote);
      if (known?.mtimeMs === mtimeMs) return known.pages;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
        metaData?: { portal?: { pages?: unknown } };
      };
      const pages = manifest.metaData?.portal?.pages;
      const read = { mtimeMs, pages: Array.isArray(pages) ? pages : [] };
      this.checkout.set(remote, read);
      return read.pages;
    } catch {
      return [];
    }
  }

  /** Origins of the releases served now from other hosts (current and canary): the CSP adds them. */
  origins(snapshot = this.snapshot): string[] {
    const urls = REMOTES.flatMap(({ name }) => {
      const p = snapshot.pointers.get(name);
      return [p?.version ?? null, p?.canary_version ?? null]
        .filter((version): version is string => version !== null)
        .map((version) => this.manifestUrl(name, version, snapshot));
    });
    return [...new Set(urls.map(originOf).filter((o): o is string => o !== null))];
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
