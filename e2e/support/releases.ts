// A team's release of one remote, built as the team builds it: a temporary copy of the remote's
// folder (its installed packages linked, the product source left as it is) with one text changed
// and a new package version, given to the real `pnpm release` script (scripts/release.mjs), which
// writes the release folder that `remote publish` takes.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuiltRelease {
  /** e.g. 1.1.0+a1b2c3d */
  version: string;
  /** the release folder */
  dir: string;
}

/**
 * Build `remote` (its registry name) from `folder` with `from` replaced by `to` in `file` (relative
 * to the folder; the text must be there) as package version `version`, into `work`/releases.
 */
export function buildRelease(options: {
  remote: string;
  folder: string;
  work: string;
  file: string;
  from: string;
  to: string;
  version: string;
}): BuiltRelease {
  const { remote, folder, work, file, from, to, version } = options;
  const app = path.join(work, folder);
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.mjs'])
    cpSync(path.join(root, folder, entry), path.join(app, entry), { recursive: true });
  symlinkSync(path.join(root, folder, 'node_modules'), path.join(app, 'node_modules'));
  const changed = path.join(app, file);
  const source = readFileSync(changed, 'utf8');
  if (!source.includes(from)) throw new Error(`${folder}/${file} does not hold ${from}`);
  writeFileSync(changed, source.replace(from, to));
  const pkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ ...pkg, version }));
  const out = execFileSync(
    process.execPath,
    [
      path.join(root, 'scripts/release.mjs'),
      remote,
      '--app-dir',
      app,
      '--releases',
      path.join(work, 'releases'),
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return JSON.parse(out) as BuiltRelease;
}
