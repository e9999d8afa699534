// `pnpm start`: build what is missing (and the server, always), then one compiled process serves the API, the host and every
// remote on one port (PORT, default 8080) with the embedded database in DATA_DIR (default .data).
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, HOST } from '@portal/contracts/remotes-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = APPS.map((app) => app.folder);
const missing = apps.filter(
  (app) => !existsSync(path.join(root, app, 'dist', app === HOST.folder ? 'index.html' : 'mf-manifest.json')),
);
if (missing.length > 0 || process.argv.includes('--build')) {
  const targets = process.argv.includes('--build') ? apps : missing;
  console.log(`Building ${targets.join(', ')} …`);
  const filters = targets.flatMap((app) => ['--filter', `./${app}`]);
  const result = spawnSync('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// the server itself: compiled to plain JavaScript (packages/api-server/dist/main.js) every time,
// which takes esbuild well under a second, so a changed server source is never served stale
const server = spawnSync('pnpm', ['--silent', '--filter', '@portal/api-server', 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (server.status !== 0) process.exit(server.status ?? 1);

const env = {
  // `pnpm start` is the newcomer's local portal: it asks for the relaxed posture (demo cards, dev
  // keys in DATA_DIR, CAPTCHA=off allowed). The server alone defaults to production.
  PORTAL_MODE: process.env.NODE_ENV === 'production' ? 'production' : 'development',
  ...process.env,
  APPS_ROOT: process.env.APPS_ROOT ?? root,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data'),
};
const running = spawn('pnpm', ['--silent', '--filter', '@portal/api-server', 'start'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => running.kill(signal));
running.on('exit', (code) => process.exit(code ?? 0));
