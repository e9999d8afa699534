// The remote registry's SQL: published releases (remote_releases) and what each remote serves
// (remote_pointers). Migration 8.
import type { PortalReleaseMeta, ReleaseFiles, RemoteName } from '@portal/contracts';

/** metaData.portal of its manifest; for a release published by URL, its files' hashes as copied */
export type StoredReleaseMeta = PortalReleaseMeta & { files?: ReleaseFiles['files'] };
import type { Queryable } from '../../db';

export interface ReleaseRow {
  remote: RemoteName;
  version: string;
  commit_sha: string;
  source: 'folder' | 'url';
  location: string;
  meta: StoredReleaseMeta;
  built_at: Date | string | null;
  published_at: Date | string;
  published_by: string;
}

/** What a remote serves: `version` null is the checkout's build. */
export interface PointerState {
  version: string | null;
  canaryVersion: string | null;
  canaryPercent: number;
}

export interface PointerRow {
  remote: RemoteName;
  version: string | null;
  canary_version: string | null;
  canary_percent: number;
  previous: PointerState | null;
  switched_at: Date | string;
  switched_by: string;
}

export async function allReleases(q: Queryable): Promise<ReleaseRow[]> {
  return q.query<ReleaseRow>('select * from remote_releases order by remote, published_at');
}

export async function allPointers(q: Queryable): Promise<PointerRow[]> {
  return q.query<PointerRow>('select * from remote_pointers');
}

export async function releaseOf(q: Queryable, remote: string, version: string): Promise<ReleaseRow | null> {
  const rows = await q.query<ReleaseRow>('select * from remote_releases where remote = $1 and version = $2', [
    remote,
    version,
  ]);
  return rows[0] ?? null;
}

/** false when that version of the remote is published already (releases never change). */
export async function insertRelease(
  q: Queryable,
  r: {
    remote: string;
    version: string;
    commit: string;
    source: 'folder' | 'url';
    location: string;
    meta: StoredReleaseMeta;
    builtAt: Date | null;
    at: Date;
    by: string;
  },
): Promise<boolean> {
  const rows = await q.query(
    `insert into remote_releases (remote, version, commit_sha, source, location, meta, built_at, published_at, published_by)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) on conflict do nothing returning version`,
    [r.remote, r.version, r.commit, r.source, r.location, JSON.stringify(r.meta), r.builtAt, r.at, r.by],
  );
  return rows.length > 0;
}

/** false when that version of the remote is not published. */
export async function deleteRelease(q: Queryable, remote: string, version: string): Promise<boolean> {
  const rows = await q.query(
    'delete from remote_releases where remote = $1 and version = $2 returning version',
    [remote, version],
  );
  return rows.length > 0;
}

/** The remote's pointer, locked for the change (its row created on first use). */
export async function lockPointer(q: Queryable, remote: string, at: Date): Promise<PointerRow> {
  await q.query(
    `insert into remote_pointers (remote, version, switched_at, switched_by) values ($1, null, $2, 'checkout')
     on conflict (remote) do nothing`,
    [remote, at],
  );
  const rows = await q.query<PointerRow>('select * from remote_pointers where remote = $1 for update', [
    remote,
  ]);
  return rows[0]!;
}

export async function writePointer(
  q: Queryable,
  remote: string,
  next: PointerState,
  previous: PointerState | null,
  at: Date,
  by: string,
): Promise<void> {
  await q.query(
    `update remote_pointers set version = $2, canary_version = $3, canary_percent = $4, previous = $5::jsonb,
       switched_at = $6, switched_by = $7 where remote = $1`,
    [
      remote,
      next.version,
      next.canaryVersion,
      next.canaryPercent,
      previous ? JSON.stringify(previous) : null,
      at,
      by,
    ],
  );
}

/**
 * Records the hashes of the copy of a folder release whose row records none; false when the row
 * records some already (another replica recorded its copy first) or is gone.
 */
export async function recordFolderReleaseFiles(
  q: Queryable,
  remote: string,
  version: string,
  files: ReleaseFiles['files'],
): Promise<boolean> {
  const rows = await q.query(
    `update remote_releases set meta = meta || jsonb_build_object('files', $3::jsonb)
     where remote = $1 and version = $2 and source = 'folder' and meta->'files' is null returning version`,
    [remote, version, JSON.stringify(files)],
  );
  return rows.length > 0;
}
