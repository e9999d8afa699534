// What a release folder may hold, and which of its files the server hands out. A release is what
// was published: its files are its own. A symbolic link (or a hard link, which shares its bytes
// with a file elsewhere) would let a folder serve, or its static render read, a file of the
// server's (the keys, DATA_DIR): publish refuses a folder holding one, the server serves a file
// only where its real path lies inside the folder's real path, and the render sandbox does not
// start on a folder holding one (Node's permission model follows links: hosting/render-sandbox.ts).
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
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

/** The folder a published release's files are served (and its static render run) from. */
export function releaseFolderOf(
  row: Pick<ReleaseRow, 'remote' | 'version' | 'source' | 'location'>,
  dataDir: string,
) {
  return row.source === 'folder' ? row.location : copyFolder(dataDir, row.remote, row.version);
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
 * The file `path` (relative, '/'-separated) of the folder `root` when it is one to serve: a plain
 * file with one link whose real path lies inside the real path of `root`; else null.
 */
export function ownFile(root: string, path: string): string | null {
  try {
    const realRoot = realpathSync(root);
    const full = join(realRoot, ...path.split('/'));
    const real = realpathSync(full);
    if (real !== full || !real.startsWith(realRoot + sep)) return null;
    const stat = statSync(real);
    return stat.isFile() && stat.nlink === 1 ? real : null;
  } catch {
    return null;
  }
}
