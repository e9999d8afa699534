// What the browser benches share (journey-timing.mjs, partner-timing.mjs): the compiled portal
// server on a fresh store (started by the tests' one server starter, packages/api-server/test/
// start-server.ts), the operator CLI against it, the median.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(root, 'packages/api-server');
const ADMIN_TOKEN = 'bench-journey-admin-token';

// the starter is TypeScript: tsx, from the server's own dependencies, loads it
const fromServer = createRequire(path.join(serverDir, 'package.json'));
await import(pathToFileURL(fromServer.resolve('tsx')).href);
const { startApiServer } = await import(pathToFileURL(path.join(serverDir, 'test/start-server.ts')).href);

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * The compiled portal server on a random port with a fresh embedded store and its default (altcha)
 * captcha, serving the apps built under `appsRoot` (this checkout's unless told).
 */
export async function startServer({ appsRoot = root, env: extra = {} } = {}) {
  const server = await startApiServer({
    in: 'child',
    serverDir,
    name: 'journey-data',
    operatorToken: ADMIN_TOKEN,
    inheritEnv: true,
    output: 'ignore',
    // a fresh store on a machine shared with builds and other runs takes longer than a minute now
    // and then; BENCH_READY_TIMEOUT_MS gives it longer
    readyTimeoutMs: Number(process.env.BENCH_READY_TIMEOUT_MS ?? 60_000),
    env: {
      APPS_ROOT: appsRoot,
      // the interface this shell names, else every one (the browser asks for localhost)
      HOST: process.env.HOST,
      // the server's default captcha, whatever this shell says
      CAPTCHA: undefined,
      RECAPTCHA_SECRET: undefined,
      ...extra,
    },
  });
  const base = `http://localhost:${server.port}`;
  const stop = async () => {
    await server.stop();
  };
  try {
    const config = await (await fetch(`${base}/config.json`)).json();
    if (config.captcha?.provider !== 'altcha')
      throw new Error(`the portal's captcha is ${config.captcha?.provider}, not altcha`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port: server.port, adminUrl: `http://127.0.0.1:${server.adminPort}`, stop };
}

/** The operator CLI, as e2e/support/admin.ts runs it. */
export function admin(adminUrl, ...args) {
  const out = execFileSync('pnpm', ['--silent', 'admin', ...args, '--json'], {
    cwd: root,
    env: { ...process.env, ADMIN_URL: adminUrl, ADMIN_TOKEN },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}
