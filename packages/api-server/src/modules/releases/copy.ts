// One piece: how a release is pinned, from the copy made at publish to the copy made on a replica
// and the hashes recorded for it, read top to bottom: each step checks what the one before wrote.
// Every published release is pinned by copying it: at publish the portal copies its files into
// DATA_DIR/releases/<remote>/<version>/, records each file's SHA-256 in the release's row, and
// stores the files in the database (store.ts); from then on every replica serves its cache of the
// stored files under /remotes/releases/… and runs its static render from it, written from the
// database where it has none (ensureCopy). The place it was published from is never read again,
// except for a release published before the database held files: copied from there once, against
// the hashes recorded, and stored then.
// - Published from a folder: every file but the source maps, each opened without following a link
//   and checked to be the plain file the walk found (a link, or a file put in its place while it
//   copies: 409 release_has_link). The folder stays the team's: whatever it holds later, a link to
//   the keys planted in ssr/ or a changed file, is not what cardholders run or the render reads.
// - Published by URL: every file its release-files.json lists (`pnpm release` writes it), each
//   checked against the SHA-256 listed (409 release_integrity).
//
// Why a copy rather than loading a URL with `integrity` attributes: integrity pins only the
// scripts a loader creates. A release is more than that: the chunks its own webpack runtime loads,
// the partner card script partner pages load, its images and agreement PDFs, its static render
// (ssr/, which the server runs). A copy pins all of them, needs no hook in the host's federation
// runtime or in the partner embed, keeps the team's host out of the pages' CSP, and keeps serving
// when that host is down. What was published is what cardholders run, whatever the URL serves later.
import { randomUUID } from 'node:crypto';
import {
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import * as v from 'valibot';
import { RELEASE_FILES, ReleaseFilesSchema, type ReleaseFiles } from '@portal/contracts';
import type { Db, Queryable } from '../../db';
import { ApiFailure } from '../../errors';
import { copiesRoot, copyFolder, DEV_PAGE_FILES } from './files';
import { recordFolderReleaseFiles, releaseOf } from './repository';
import { storedFiles, storeFiles } from './blobs.repository';
import { sha256 } from './hashes';
import { materialize } from './store';

const MAX_BYTES = 200 * 1024 * 1024;
const PARALLEL = 4;

async function download(url: string, limit: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiFailure('not_found', `${url} could not be fetched (${reason})`);
  }
  if (!response.ok) throw new ApiFailure('not_found', `${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > limit)
    throw new ApiFailure('release_incompatible', `The release is larger than ${MAX_BYTES} bytes`);
  return bytes;
}

/** The list of a release's files read from where it is published (its release-files.json). */
async function fileList(
  manifestUrl: string,
  remote: string,
  version: string,
): Promise<ReleaseFiles['files']> {
  const listBytes = await download(new URL(RELEASE_FILES, manifestUrl).href, 4 * 1024 * 1024);
  let raw: unknown;
  try {
    raw = JSON.parse(listBytes.toString('utf8'));
  } catch {
    throw new ApiFailure('release_incompatible', `Its ${RELEASE_FILES} is not JSON`);
  }
  const parsed = v.safeParse(ReleaseFilesSchema, raw);
  if (!parsed.success)
    throw new ApiFailure(
      'release_incompatible',
      `Its ${RELEASE_FILES} is not one \`pnpm release\` writes (${parsed.issues[0].message})`,
    );
  const { files } = parsed.output;
  if (!files['mf-manifest.json'])
    throw new ApiFailure('release_incompatible', `Its ${RELEASE_FILES} does not list mf-manifest.json`);
  const devPage = DEV_PAGE_FILES.filter((name) => name in files);
  if (devPage.length > 0)
    throw new ApiFailure(
      'release_has_dev_page',
      `${remote} ${version} carries its standalone dev page (${devPage.join(', ')}): build it with \`pnpm release\``,
    );
  return files;
}

/** Where a release is published: a folder on this server, or the URL of its mf-manifest.json. */
export type ReleaseOrigin = { folder: string } | { manifestUrl: string };

const MAX_ENTRIES = 20_000;

/** The plain files of a release folder (relative, '/'-separated) with their device and inode. */
function folderFiles(folder: string, remote: string, version: string) {
  const found = new Map<string, { dev: number; ino: number }>();
  const links: string[] = [];
  let seen = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (++seen > MAX_ENTRIES)
        throw new ApiFailure('release_incompatible', `The release holds more than ${MAX_ENTRIES} entries`);
      const full = join(dir, name);
      const entry = lstatSync(full);
      const path = relative(folder, full).split(sep).join('/');
      if (entry.isSymbolicLink() || (entry.isFile() && entry.nlink > 1)) links.push(path);
      else if (entry.isDirectory()) walk(full);
      // never served: the team keeps them; the portal writes its own file list
      else if (entry.isFile() && !path.endsWith('.map') && path !== RELEASE_FILES)
        found.set(path, { dev: entry.dev, ino: entry.ino });
    }
  };
  walk(folder);
  if (links.length > 0) throw hasLinks(remote, version, links);
  return found;
}

const hasLinks = (remote: string, version: string, links: string[]) =>
  new ApiFailure(
    'release_has_link',
    `${remote} ${version} holds links, and a release serves its own files only: ${links.sort().join(', ')}`,
  );

/** The bytes of the file `path` of a release folder: the plain file `expected` names, never a link. */
async function readFolderFile(
  folder: string,
  path: string,
  expected: { dev: number; ino: number } | undefined,
  remote: string,
  version: string,
): Promise<Buffer> {
  let handle;
  try {
    handle = await open(
      join(folder, ...path.split('/')),
      constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw hasLinks(remote, version, [path]);
    throw new ApiFailure('not_found', `${path} could not be read from ${folder}`);
  }
  try {
    const opened = await handle.stat();
    const same = !expected || (opened.dev === expected.dev && opened.ino === expected.ino);
    if (!opened.isFile() || opened.nlink !== 1 || !same) throw hasLinks(remote, version, [path]);
    if (opened.size > MAX_BYTES)
      throw new ApiFailure('release_incompatible', `The release is larger than ${MAX_BYTES} bytes`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/**
 * Copies a release into the portal's storage and gives the folder and each file's hash, which the
 * release's row records. The files: at publish, every file of its folder (links refused), or every
 * file its release-files.json lists at its URL, checked against the hash listed; on a replica that
 * has no copy yet, the files recorded at publish (`files`), each checked against its hash. A file
 * that differs: 409 release_integrity, nothing kept.
 */
export async function copyRelease(o: {
  from: ReleaseOrigin;
  dataDir: string;
  remote: string;
  version: string;
  files?: ReleaseFiles['files'];
}): Promise<{ folder: string; files: ReleaseFiles['files'] }> {
  const { from } = o;
  const inFolder = 'folder' in from ? folderFiles(from.folder, o.remote, o.version) : null;
  const listed: [string, string | null][] = o.files
    ? Object.entries(o.files)
    : 'folder' in from
      ? [...inFolder!.keys()].map((path) => [path, null])
      : Object.entries(await fileList(from.manifestUrl, o.remote, o.version));
  const where = (path: string) =>
    'folder' in from ? join(from.folder, path) : new URL(path, from.manifestUrl).href;
  const read = (path: string) =>
    'folder' in from
      ? readFolderFile(from.folder, path, inFolder?.get(path), o.remote, o.version)
      : download(new URL(path, from.manifestUrl).href, MAX_BYTES);
  mkdirSync(join(copiesRoot(o.dataDir), o.remote), { recursive: true });
  const incoming = join(copiesRoot(o.dataDir), o.remote, `.incoming-${randomUUID()}`);
  const copied: ReleaseFiles['files'] = {};
  try {
    let total = 0;
    const queue = [...listed];
    let failed = false;
    const worker = async () => {
      for (let next = queue.shift(); next && !failed; next = queue.shift()) {
        const [path, hash] = next;
        // a recorded path never leaves the copy's folder
        if (path.split('/').some((part) => part === '' || part === '.' || part === '..'))
          throw new ApiFailure('release_incompatible', `${path} is not a path inside a release`);
        const bytes = await read(path);
        total += bytes.length;
        if (total > MAX_BYTES)
          throw new ApiFailure('release_incompatible', `The release is larger than ${MAX_BYTES} bytes`);
        const actual = sha256(bytes);
        if (hash !== null && actual !== hash)
          throw new ApiFailure(
            'release_integrity',
            `${path} at ${where(path)} is not the file ${'folder' in from ? 'published' : `${RELEASE_FILES} names`} (its SHA-256 differs): not ${o.files ? 'copied' : 'published'}`,
          );
        copied[path] = actual;
        const file = join(incoming, ...path.split('/'));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, bytes, { mode: 0o444 });
      }
    };
    // every read ended (a failed one stops the others) before the folder is kept or removed
    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () =>
        worker().catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      ),
    );
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
    const files = Object.fromEntries(Object.entries(copied).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(join(incoming, RELEASE_FILES), `${JSON.stringify({ files }, null, 2)}\n`, { mode: 0o444 });
    const target = copyFolder(o.dataDir, o.remote, o.version);
    // a copy left by a publish that did not finish (no row names it)
    if (existsSync(target)) rmSync(target, { recursive: true, force: true });
    renameSync(incoming, target);
    return { folder: target, files };
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
}

const copying = new Map<string, Promise<string | null>>();

type CopiedRow = {
  remote: string;
  version: string;
  source: 'folder' | 'url';
  location: string;
  meta: { files?: ReleaseFiles['files'] };
};

const sameFiles = (a: ReleaseFiles['files'], b: ReleaseFiles['files']) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The copy of a folder release whose row records no hashes: made from its folder as publish makes
 * one (a link refused), its hashes recorded in the row, so that every later copy (another replica's)
 * is checked against them as for any release. A row that records hashes by then (another replica
 * recorded its copy first) is what the copy is checked against.
 */
async function copyUnrecordedFolder(row: CopiedRow, dataDir: string, db: Queryable): Promise<string> {
  const from = { folder: row.location };
  const copy = await copyRelease({ from, dataDir, remote: row.remote, version: row.version });
  try {
    if (await recordFolderReleaseFiles(db, row.remote, row.version, copy.files)) return copy.folder;
    const recorded = (await releaseOf(db, row.remote, row.version))?.meta.files;
    if (!recorded) throw new Error('its row records no file hashes and none could be recorded');
    if (sameFiles(recorded, copy.files)) return copy.folder;
    rmSync(copy.folder, { recursive: true, force: true });
    return (await copyRelease({ from, dataDir, remote: row.remote, version: row.version, files: recorded }))
      .folder;
  } catch (error) {
    // a copy whose hashes no row records is never served
    rmSync(copy.folder, { recursive: true, force: true });
    throw error;
  }
}

/** Copies checked whole by this process since it started (a folder found on disk is checked once). */
const checked = new Set<string>();

/** Whether every file of `folder` is the one recorded (and nothing is missing). */
async function holdsFiles(folder: string, files: ReleaseFiles['files']): Promise<boolean> {
  try {
    for (const [path, hash] of Object.entries(files))
      if (sha256(await readFile(join(folder, ...path.split('/')))) !== hash) return false;
    return true;
  } catch {
    return false;
  }
}

/** A copy found changed on disk (serve.ts): written again from the database at the next ensureCopy. */
export function forgetCopy(dataDir: string, remote: string, version: string): void {
  const folder = copyFolder(dataDir, remote, version);
  checked.delete(folder);
  rmSync(folder, { recursive: true, force: true });
}

/**
 * A release published before the database held files: copied from where it was published against
 * the hashes its row records (a folder release recording none: copyUnrecordedFolder), then stored,
 * so that no replica needs that place again.
 */
async function copyFromOrigin(row: CopiedRow, dataDir: string, db: Db): Promise<string> {
  let folder: string;
  let files: ReleaseFiles['files'];
  if (!row.meta.files) {
    if (row.source !== 'folder') throw new Error('its row records no file hashes: publish it again');
    folder = await copyUnrecordedFolder(row, dataDir, db);
    files = (await releaseOf(db, row.remote, row.version))?.meta.files ?? {};
  } else {
    files = row.meta.files;
    folder = (
      await copyRelease({
        from: row.source === 'folder' ? { folder: row.location } : { manifestUrl: row.location },
        dataDir,
        remote: row.remote,
        version: row.version,
        files,
      })
    ).folder;
  }
  await db.tx((q) => storeFiles(q, row.remote, row.version, folder, files));
  return folder;
}

/**
 * The folder of a published release on this replica: its cache of the files stored at publish,
 * written from the database when this replica has none or the one on disk is not what was stored
 * (checked whole once per process; serve.ts checks each file it serves). A release published
 * before the database held files is copied from where it was published and stored then
 * (copyFromOrigin). Null when it cannot be made (a blob gone, a file changed at its origin, a link):
 * never served, and /readyz says so.
 */
export function ensureCopy(
  row: CopiedRow,
  dataDir: string,
  db: Db,
  log: { error(obj: object, msg: string): void },
): Promise<string | null> {
  const folder = copyFolder(dataDir, row.remote, row.version);
  if (checked.has(folder) && existsSync(folder)) return Promise.resolve(folder);
  const key = `${row.remote}\n${row.version}`;
  let pending = copying.get(key);
  if (!pending) {
    pending = (async () => {
      try {
        const stored = await storedFiles(db, row.remote, row.version);
        let made: string;
        if (!stored) made = await copyFromOrigin(row, dataDir, db);
        else if (existsSync(folder) && (await holdsFiles(folder, stored))) made = folder;
        else made = await materialize(db, dataDir, row.remote, row.version, stored);
        checked.add(made);
        return made;
      } catch (error) {
        log.error(
          { remote: row.remote, version: row.version, err: { message: (error as Error).message } },
          'release not copied: its files are not served here',
        );
        return null;
      } finally {
        copying.delete(key);
      }
    })();
    copying.set(key, pending);
  }
  return pending;
}
