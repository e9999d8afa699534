// What the browser benches share (journey-timing.mjs, partner-timing.mjs): the compiled portal
// server on a fresh store, the operator CLI against it, the median.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_TOKEN = 'bench-journey-admin-token';

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
  const main = path.join(root, 'packages/api-server/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run pnpm build first`);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-journey-data-'));
  const env = {
    ...process.env,
    PORTAL_MODE: 'development',
    APPS_ROOT: appsRoot,
    PORT: String(port),
    ADMIN_PORT: String(port + 1),
    ADMIN_TOKEN,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    ...extra,
  };
  // the server's default captcha, whatever this shell says
  delete env.CAPTCHA;
  delete env.RECAPTCHA_SECRET;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.dirname(path.dirname(main)),
    env,
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (i > 600 || child.exitCode !== null) throw new Error('the portal did not start in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const config = await (await fetch(`${base}/config.json`)).json();
    if (config.captcha?.provider !== 'altcha')
      throw new Error(`the portal's captcha is ${config.captcha?.provider}, not altcha`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, adminUrl: `http://127.0.0.1:${port + 1}`, stop };
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
