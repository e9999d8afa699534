// `pnpm release <remote>` (or `pnpm --filter @portal/mfe-account release`): a production build of
// one remote into releases/<remote>/<version>/, version = the app's package.json version plus the
// commit (1.3.0+a1b2c3d; `.dirty.<time>` added when the app or the packages have uncommitted
// changes). A release never changes: an existing folder is refused, files are written read-only,
// and its mf-manifest.json states what it needs from the host (metaData.portal, from the one
// webpack factory, packages/build-config). It holds no standalone dev page and no link, and lists
// its files with their SHA-256 in release-files.json. Copy the folder to any static host or CDN and point
// the portal at it: `pnpm --silent admin remote publish <remote> <folder or https://…/mf-manifest.json>`.
//
//   node scripts/release.mjs <remote> [--app-dir DIR] [--releases DIR]
//   --app-dir   build this folder instead of the checkout's (a copy with its own package.json)
//   --releases  where releases go (RELEASES_DIR, default <repo>/releases)
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTES } from '@portal/contracts/remotes-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { 'app-dir': { type: 'string' }, releases: { type: 'string' } },
  allowPositionals: true,
});
const wanted = positionals[0];
const remote = REMOTES.find((r) => r.name === wanted || r.folder === wanted);
if (!remote) fail(`give a remote: ${REMOTES.map((r) => r.name).join(', ')}`);

const cwd = process.env.INIT_CWD ?? process.cwd();
const appDir = values['app-dir'] ? path.resolve(cwd, values['app-dir']) : path.join(root, remote.folder);
const releasesRoot = path.resolve(
  cwd,
  values.releases ?? process.env.RELEASES_DIR ?? path.join(root, 'releases'),
);

const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
let commit = 'local';
let dirty = true;
try {
  commit = git('rev-parse', '--short=7', 'HEAD');
  const inCheckout = !path.relative(root, appDir).startsWith('..');
  // what the bundle is built from: the app's folder and the workspace packages
  dirty = !inCheckout || git('status', '--porcelain', '--', path.relative(root, appDir), 'packages') !== '';
} catch {
  /* not a git checkout: 'local', and a time stamp keeps versions apart */
}
const { version: appVersion } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
const version = `${appVersion}+${commit}${dirty ? `.dirty.${stamp}` : ''}`;

const target = path.join(releasesRoot, remote.name, version);
if (existsSync(target)) fail(`${remote.name} ${version} exists already (${target}): a release never changes`);
const building = path.join(releasesRoot, remote.name, `.building-${process.pid}`);
rmSync(building, { recursive: true, force: true });
mkdirSync(building, { recursive: true });

const webpackCli = createRequire(path.join(root, 'packages/build-config/package.json')).resolve(
  'webpack-cli/bin/cli.js',
);
const built = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
  cwd: appDir,
  // webpack's report on stderr: stdout carries only the release's JSON document
  stdio: ['ignore', process.stderr, 'inherit'],
  env: {
    ...process.env,
    PORTAL_OUTPUT_DIR: building,
    PORTAL_RELEASE_VERSION: version,
    PORTAL_RELEASE_COMMIT: commit,
    PORTAL_RELEASE: `${remote.name}@${version}`,
  },
});
if (built.status !== 0) {
  rmSync(building, { recursive: true, force: true });
  fail(`the build of ${remote.name} failed`);
}

// The remote's standalone dev page (remote-kit's mountStandalone, with its bare card-number sign-in)
// is for `pnpm dev` only: a release never carries it (`remote publish` refuses one that does). The
// federation runtime it ran first (mf-runtime.js) goes with it: the host provides the runtime.
for (const name of ['index.html', 'main.js', 'mf-runtime.js'])
  for (const suffix of ['', '.gz', '.br', '.map', '.LICENSE.txt'])
    rmSync(path.join(building, name + suffix), { force: true });

/** Every file of the folder (relative, '/'-separated), source maps left aside (the team keeps them). */
function filesOf(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isSymbolicLink()) fail(`the build left a link, which a release never holds: ${relative}`);
    if (entry.isDirectory()) return filesOf(path.join(dir, entry.name), `${relative}/`);
    return relative.endsWith('.map') ? [] : [relative];
  });
}
// The list of its files with their SHA-256, which the portal copies byte for byte when the release
// is published by URL (packages/api-server releases/copy.ts; contracts RELEASE_FILES).
const files = Object.fromEntries(
  filesOf(building)
    .sort()
    .map((file) => [
      file,
      `sha256-${createHash('sha256')
        .update(readFileSync(path.join(building, file)))
        .digest('base64')}`,
    ]),
);
writeFileSync(path.join(building, 'release-files.json'), `${JSON.stringify({ files }, null, 2)}\n`);
renameSync(building, target);

/** Files of a release are read-only: what was published is what is served. */
function freeze(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) freeze(file);
    else chmodSync(file, 0o444);
  }
}
freeze(target);

const manifest = JSON.parse(readFileSync(path.join(target, 'mf-manifest.json'), 'utf8'));
process.stdout.write(
  `${JSON.stringify({ remote: remote.name, version, commit, dir: target, portal: manifest.metaData.portal }, null, 2)}\n`,
);
