// The SQL of the release files the platform stores (migration 16; store.ts says why and how):
// the versions ever published, the content-addressed blobs and each version's list of paths.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../db';
import { ApiFailure } from '../../errors';
import { filesDigest, sha256, type FileHashes } from './hashes';

/**
 * Claims `version` of `remote` for these files: the first publish records their digest; a later
 * one (after an unpublish, or racing on another replica) passes only with the very same files.
 */
export async function claimVersion(
  q: Queryable,
  remote: string,
  version: string,
  files: FileHashes,
  at: Date,
): Promise<void> {
  const digest = filesDigest(files);
  const claimed = await q.query(
    `insert into release_versions (remote, version, files_digest, first_published_at) values ($1, $2, $3, $4)
     on conflict (remote, version) do nothing returning version`,
    [remote, version, digest, at],
  );
  if (claimed.length > 0) return;
  const [ever] = await q.query<{ files_digest: string }>(
    'select files_digest from release_versions where remote = $1 and version = $2',
    [remote, version],
  );
  if (ever?.files_digest !== digest)
    throw new ApiFailure(
      'release_version_taken',
      `${remote} ${version} was published before with other files, and a version never changes: publish these files as a new version`,
    );
}

/**
 * Stores the files of the release copied into `folder` (copy.ts), each checked against its hash:
 * a blob the database holds already (another version's same file) is not sent again.
 */
export async function storeFiles(
  q: Queryable,
  remote: string,
  version: string,
  folder: string,
  files: FileHashes,
): Promise<void> {
  const hashes = [...new Set(Object.values(files))];
  // key share: an unpublish cannot take a blob this version is about to name
  const held = await q.query<{ sha256: string }>(
    `select sha256 from release_blobs where sha256 in (select jsonb_array_elements_text($1::jsonb)) for key share`,
    [JSON.stringify(hashes)],
  );
  const known = new Set(held.map((r) => r.sha256));
  for (const [path, hash] of Object.entries(files)) {
    if (known.has(hash)) continue;
    const bytes = await readFile(join(folder, ...path.split('/')));
    if (sha256(bytes) !== hash)
      throw new ApiFailure(
        'release_integrity',
        `${path} of ${remote} ${version} changed while it was stored`,
      );
    await q.query(
      'insert into release_blobs (sha256, size, body) values ($1, $2, $3) on conflict (sha256) do nothing',
      [hash, bytes.length, bytes],
    );
    known.add(hash);
  }
  await q.query(
    `insert into release_files (remote, version, path, sha256)
     select $1, $2, f.key, f.value from jsonb_each_text($3::jsonb) f
     on conflict (remote, version, path) do nothing`,
    [remote, version, JSON.stringify(files)],
  );
}

/** The stored files of a version (path → hash), or null when the database holds none of it. */
export async function storedFiles(q: Queryable, remote: string, version: string): Promise<FileHashes | null> {
  const rows = await q.query<{ path: string; sha256: string }>(
    'select path, sha256 from release_files where remote = $1 and version = $2 order by path',
    [remote, version],
  );
  return rows.length === 0 ? null : Object.fromEntries(rows.map((r) => [r.path, r.sha256]));
}

/** Removes a version's files, and the blobs no other version holds. */
export async function dropFiles(q: Queryable, remote: string, version: string): Promise<void> {
  const gone = await q.query<{ sha256: string }>(
    'delete from release_files where remote = $1 and version = $2 returning sha256',
    [remote, version],
  );
  if (gone.length === 0) return;
  await q.query(
    `delete from release_blobs b where b.sha256 in (select jsonb_array_elements_text($1::jsonb))
     and not exists (select 1 from release_files f where f.sha256 = b.sha256)`,
    [JSON.stringify([...new Set(gone.map((r) => r.sha256))])],
  );
}

/** The bytes of a stored blob, or null. */
export async function blobOf(q: Queryable, hash: string): Promise<Buffer | null> {
  const [blob] = await q.query<{ body: Uint8Array }>('select body from release_blobs where sha256 = $1', [
    hash,
  ]);
  return blob ? Buffer.from(blob.body.buffer, blob.body.byteOffset, blob.body.byteLength) : null;
}
