// What a release folder may hold, and which of its files the server hands out. A release is what
// was published: its files are its own. A symbolic link (or a hard link, which shares its bytes
// with a file elsewhere) would let a folder serve, or its static render read, a file of the
// server's (the keys, DATA_DIR): publish refuses a folder holding one and copies the release into
// the portal's own storage (copy.ts; refusing a link that appears while it copies), and the portal
// serves and renders that copy only, never the team's folder, which stays the team's to change.
// A file of a copy is served only where its real path lies inside the copy's real path, from the
// one handle opened and checked (a plain file, the very file checked): a link swapped in between
// the check and the read is never followed. The render sandbox does not start on a folder holding
// a link either (Node's permission model follows links: hosting/render-sandbox.ts).
import { constants, lstatSync, readdirSync } from 'node:fs';
import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ReleaseRow } from './repository';

/** A remote's standalone dev page (remote-kit's mountStandalone): `pnpm release` leaves it out. */
export const DEV_PAGE_FILES = ['index.html', 'main.js'] as const;

const MAX_ENTRIES = 20_000;

/** Where the portal keeps its copies of releases published by URL (copy.ts). */
export const copiesRoot = (dataDir: string) => join(dataDir, 'releases');

/** The portal's copy of `remote` `version` published by URL. */
export const copyFolder = (dataDir: string, remote: string, version: string) =>
  join(copiesRoot(dataDir), remote, encodeURIComponent(version));

/**
 * The folder a published release's files are served (and its static render run) from: the portal's
 * copy, whether it was published from a folder or by URL (copy.ts).
 */
export function releaseFolderOf(row: Pick<ReleaseRow, 'remote' | 'version'>, dataDir: string) {
  return copyFolder(dataDir, row.remote, row.version);
}

/**
 * The entries of `dir` (recursively, relative, '/'-separated) that are links: symbolic links and
 * files with more than one hard link. An empty list: every file is the folder's own.
 */
export function linksIn(dir: string): string[] {
  const found: string[] = [];
  let seen = 0;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      if (++seen > MAX_ENTRIES) throw new Error(`${dir} holds more than ${MAX_ENTRIES} entries`);
      const full = join(folder, name);
      const stat = lstatSync(full);
      const rel = relative(dir, full).split(sep).join('/');
      if (stat.isSymbolicLink() || (stat.isFile() && stat.nlink > 1)) found.push(rel);
      else if (stat.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * The file `path` (relative, '/'-separated) of the folder `root`, opened for reading, when it is one
 * to serve: a plain file with one link whose real path lies inside the real path of `root`; else
 * null. The handle is the file checked (O_NOFOLLOW, and its device and inode are those checked): a
 * link or another file put in its place after the check is not what it reads (O_NONBLOCK: nor does
 * a FIFO put there hold the open). The caller closes it.
 */
export async function openOwnFile(root: string, path: string): Promise<FileHandle | null> {
  let real: string;
  let checked: { dev: number; ino: number };
  try {
    const realRoot = await realpath(root);
    const full = join(realRoot, ...path.split('/'));
    real = await realpath(full);
    if (real !== full || !real.startsWith(realRoot + sep)) return null;
    const found = await stat(real);
    if (!found.isFile() || found.nlink !== 1) return null;
    checked = found;
  } catch {
    return null;
  }
  let handle: FileHandle;
  try {
    handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const opened = await handle.stat();
    if (opened.isFile() && opened.nlink === 1 && opened.dev === checked.dev && opened.ino === checked.ino)
      return handle;
  } catch {
    // not readable as checked: not served
  }
  await handle.close();
  return null;
}

/** The bytes of `path` in `root` under openOwnFile's rule, or null. */
export async function readOwnFile(root: string, path: string): Promise<Buffer | null> {
  const handle = await openOwnFile(root, path);
  if (!handle) return null;
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
