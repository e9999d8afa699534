// Where a release's files live: in the database every replica reads (migration 16), not on the
// disk of the replica that saw the publish. At publish the portal copies the release as before
// (copy.ts: links refused, hashes checked) and stores each file once, named by its SHA-256 and
// shared by every version holding the same bytes (release_blobs), with the version's list of paths
// (release_files). A replica serves and renders from its DATA_DIR/releases/ cache of those files,
// written from the database when it has none (materialize) and checked against the hashes before
// a file is served (serve.ts), so a rescheduled replica with an empty disk, or one whose cache was
// changed, serves exactly what was published. Why the database rather than object storage:
// docs/decisions/0009-releases-in-the-database.md.
//
// A version never changes: release_versions keeps the digest of every version ever published, and
// publishing other files under it, unpublished since or not, is refused (409 release_version_taken).
// Unpublish removes the version's files, and the blobs no other version holds, for every replica;
// each replica's registry drops its cached copy at its next read (registry.ts).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { RELEASE_FILES } from '@portal/contracts';
import type { Queryable } from '../../db';
import { blobOf } from './blobs.repository';
import { copiesRoot, copyFolder } from './files';
import { sha256, type FileHashes } from './hashes';

const PARALLEL = 4;

/**
 * Writes a version's stored files into this replica's cache (DATA_DIR/releases/<remote>/<version>),
 * each checked against its hash, and gives the folder; a file the database does not hold as
 * recorded fails it (nothing is kept).
 */
export async function materialize(
  q: Queryable,
  dataDir: string,
  remote: string,
  version: string,
  files: FileHashes,
): Promise<string> {
  mkdirSync(join(copiesRoot(dataDir), remote), { recursive: true });
  const incoming = join(copiesRoot(dataDir), remote, `.incoming-${randomUUID()}`);
  try {
    const queue = Object.entries(files);
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [path, hash] = next;
        if (path.split('/').some((part) => part === '' || part === '.' || part === '..'))
          throw new Error(`${path} is not a path inside a release`);
        const bytes = await blobOf(q, hash);
        if (!bytes) throw new Error(`${path} is not stored`);
        if (sha256(bytes) !== hash) throw new Error(`${path} as stored is not the file recorded`);
        const file = join(incoming, ...path.split('/'));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, bytes, { mode: 0o444 });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    writeFileSync(join(incoming, RELEASE_FILES), `${JSON.stringify({ files }, null, 2)}\n`, { mode: 0o444 });
    const target = copyFolder(dataDir, remote, version);
    if (existsSync(target)) rmSync(target, { recursive: true, force: true });
    renameSync(incoming, target);
    return target;
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
}
