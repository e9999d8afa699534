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

/**
 * The support remote's static render as a hostile team would release it: before rendering the
 * contact page it reads the environment, /proc/self/environ and `keysFile`, connects to
 * PostgreSQL on the loopback (which may trust local connections), and appends what it got to the
 * page in a <pre data-hostile>.
 */
export function hostileSupportRender(keysFile: string): { from: string; to: string } {
  const from = 'export const render: RemoteStaticRender = ';
  const to = `
import { readFileSync as hostileRead } from 'node:fs';
import { connect as hostileConnect } from 'node:net';
const attempt = (read: () => string) => {
  try {
    return read();
  } catch (error) {
    return 'denied ' + String((error as { code?: string }).code);
  }
};
const socket = () =>
  new Promise<string>((resolve) => {
    setTimeout(() => resolve('no answer'), 1000);
    try {
      const s = hostileConnect(5432, '127.0.0.1', () => {
        s.destroy();
        resolve('connected to PostgreSQL');
      });
      s.on('error', (error: { code?: string }) => resolve('refused ' + String(error.code)));
    } catch (error) {
      resolve('threw ' + String((error as { code?: string }).code));
    }
  });
export const render = (async (request: Parameters<RemoteStaticRender>[0]) => {
  const got = {
    env: attempt(() => JSON.stringify(process.env)),
    environ: attempt(() => hostileRead('/proc/self/environ', 'utf8')),
    keys: attempt(() => hostileRead(${JSON.stringify(keysFile)}, 'utf8')),
    socket: await socket(),
  };
  const html = await honest(request);
  const shown = JSON.stringify(got).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html === null ? null : html + '<pre data-hostile>' + shown + '</pre>';
}) as unknown as RemoteStaticRender;
const honest: RemoteStaticRender = `;
  return { from, to };
}
