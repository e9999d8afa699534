// `pnpm dev`: every app in watch mode on its own port (separate origins, as deployed), plus the
// api-server on PORT (default 8080) told to point /config.json's remotes at the dev servers,
// so the host really loads each remote cross-origin (CORS) through its mf-manifest.json.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, HOST, REMOTES, remoteUrlEnvName } from '@portal/contracts/remotes-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT ?? 8080);

/** account → REMOTE_ACCOUNT_URL, virtualCard → REMOTE_VIRTUAL_CARD_URL (packages/api-server settings). */
const remoteEnv = Object.fromEntries(
  REMOTES.map(({ name, port }) => [remoteUrlEnvName(name), `http://localhost:${port}/mf-manifest.json`]),
);

const children = [];
function run(label, args, env = {}) {
  // its own process group, so stopping reaches webpack and tsx under pnpm too
  const child = spawn('pnpm', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${label}]`.padEnd(15);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code) => {
    process.stdout.write(`${prefix} exited with ${code}\n`);
    if (!stopping) stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

// `dev`: the server restarts when its code (or a workspace package it imports) changes
run('api-server', ['--silent', '--filter', '@portal/api-server', 'dev'], {
  // a local machine: ask for the relaxed posture (production is the server's default)
  PORTAL_MODE: process.env.PORTAL_MODE ?? 'development',
  // its output is prefixed here, so it is not a terminal: ask for the readable lines all the same
  LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
  PORT: String(apiPort),
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
  ...remoteEnv,
});
for (const { name, folder, port } of APPS) {
  run(name, ['--silent', '--filter', `./${folder}`, 'dev'], { PORTAL_URL: `http://localhost:${apiPort}` });
  process.stdout.write(`${`[${name}]`.padEnd(15)} http://localhost:${port}/\n`);
}
process.stdout.write(
  `\nPortal (host): http://localhost:${HOST.port}/  API: http://localhost:${apiPort}/\n\n`,
);
