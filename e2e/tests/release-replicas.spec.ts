// A team ships a page with one release of its remote, and every replica serves it: three portal
// processes (the real server, the real built host) on one PostgreSQL database, each with a DATA_DIR
// of its own. The support team builds two releases with `pnpm release`: one without the
// accessibility statement, one that declares it (its src/pages.json). Both are published through
// replica A from folders deleted afterwards; replica B and a replica C started afterwards on an empty
// disk serve every file with the SHA-256 its release lists, and show the page, linked from the footer,
// at 375 and 1280 px; a canary shows it to its share of browsers only; a rollback removes it. The
// host's build is the same throughout. Runs where TEST_DATABASE_URL names a database (CI sets one).
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserInBuckets } from '../support/canary';
import { buildRelease, type BuiltRelease } from '../support/releases';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PG_URL = process.env.TEST_DATABASE_URL;
const BASE = Number(process.env.E2E_REPLICA_PORT ?? 8190);
const TOKEN = 'e2e-replica-token';
const HOST_MAIN = path.join(root, 'host', 'dist', 'main.js');

interface Replica {
  name: string;
  url: string;
  adminUrl: string;
  process: ChildProcess;
  dataDir: string;
}

test.describe.configure({ mode: 'serial' });
test.skip(!PG_URL, 'needs TEST_DATABASE_URL: a PostgreSQL database the replicas share');

const schema = `e2e_replicas_${randomBytes(4).toString('hex')}`;
const env = {
  ...process.env,
  PORTAL_MODE: 'development',
  APPS_ROOT: root,
  DATABASE_URL: PG_URL ?? '',
  DATABASE_SCHEMA: schema,
  DATABASE_POOL_SIZE: '3',
  MASTER_KEY: randomBytes(32).toString('hex'),
  ADMIN_TOKEN: TOKEN,
  LOG_LEVEL: 'warn',
  REMOTE_REGISTRY_TTL_MS: '500',
};
const replicas: Replica[] = [];
let work = '';
let without: BuiltRelease;
let withPage: BuiltRelease;
let listed: Record<string, string> = {};
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
let hostBefore = '';

async function start(name: string, i: number): Promise<Replica> {
  const port = BASE + 2 * i;
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-e2e-${name}-`));
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'packages/api-server'),
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const replica = {
    name,
    url: `http://127.0.0.1:${port}`,
    adminUrl: `http://127.0.0.1:${port + 1}/admin/v1`,
    process: child,
    dataDir,
  };
  replicas.push(replica);
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    const ready = await fetch(`${replica.url}/readyz`).catch(() => null);
    if (ready?.ok) return replica;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`replica ${name} did not become ready`);
}

async function admin(r: Replica, route: string, body: object) {
  const res = await fetch(`${r.adminUrl}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  expect([route, res.status, answer.message]).toEqual([route, 200, undefined]);
  return answer;
}

const footerLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Accessibility', exact: true });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  hostBefore = sha(HOST_MAIN);
  work = mkdtempSync(path.join(tmpdir(), 'portal-e2e-release-replicas-'));
  const pages = readFileSync(path.join(root, 'mfe-support/src/pages.json'), 'utf8');
  const common = { remote: 'support', folder: 'mfe-support', file: 'src/pages.json', from: pages };
  // the support team's release before the statement, and the one that adds it (each built in a
  // folder of its own)
  const folder = (name: string) => mkdirSync(path.join(work, name), { recursive: true })!;
  without = buildRelease({ ...common, work: folder('without'), to: '[]\n', version: '8.0.0' });
  withPage = buildRelease({ ...common, work: folder('with'), to: pages, version: '8.1.0' });
  listed = (
    JSON.parse(readFileSync(path.join(withPage.dir, 'release-files.json'), 'utf8')) as {
      files: Record<string, string>;
    }
  ).files;
});

test.afterAll(async () => {
  for (const r of replicas) r.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const r of replicas) rmSync(r.dataDir, { recursive: true, force: true });
  if (work) rmSync(work, { recursive: true, force: true });
});

test('published and switched through A from deleted folders: B and a replica started later serve the release byte for byte and show its page at 375 and 1280 px', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const [a, b] = await Promise.all([start('a', 0), start('b', 1)]);
  await admin(a, '/remotes/publish', { remote: 'support', source: without.dir });
  await admin(a, '/remotes/publish', { remote: 'support', source: withPage.dir });
  await admin(a, '/remotes/switch', { remote: 'support', version: without.version });
  // B reads the release pointer again once its snapshot is older than REMOTE_REGISTRY_TTL_MS
  // (500 ms here): the page the release without it no longer declares is gone from B within that
  await expect
    .poll(async () => (await fetch(`${b.url}/accessibility`)).status, { timeout: 10_000 })
    .toBe(404);
  await admin(a, '/remotes/switch', { remote: 'support', version: withPage.version });
  rmSync(without.dir, { recursive: true, force: true });
  rmSync(withPage.dir, { recursive: true, force: true });
  const c = await start('c', 2);

  for (const r of [b, c]) {
    // every file of the release, with the SHA-256 its release-files.json lists
    const base = `${r.url}/remotes/releases/support/${encodeURIComponent(withPage.version)}/`;
    for (const [file, hash] of Object.entries(listed)) {
      // the static render is run by the server, never served; a precompressed file is served in
      // place of its file to a browser that takes its encoding (checked through the file itself)
      if (file.startsWith('ssr/') || /\.(br|gz)$/.test(file)) continue;
      const res = await fetch(base + file, { headers: { 'accept-encoding': 'identity' } });
      const got = `sha256-${createHash('sha256')
        .update(Buffer.from(await res.arrayBuffer()))
        .digest('base64')}`;
      expect([r.name, file, res.status, got]).toEqual([r.name, file, 200, hash]);
    }
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 812 } });
      const page = await context.newPage();
      await page.goto(`${r.url}/contact-us`);
      await expect(footerLink(page)).toHaveAttribute('href', '/accessibility');
      await footerLink(page).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  }
});

test('a canary through A shows the page to its share of browsers only; a rollback removes it on every replica', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [a, b, c] = replicas as [Replica, Replica, Replica];
  await admin(a, '/remotes/switch', { remote: 'support', version: without.version });
  await admin(a, '/remotes/canary', { remote: 'support', version: withPage.version, percent: 50 });
  await new Promise((resolve) => setTimeout(resolve, 600)); // each replica's registry read
  const inCanary = await browserInBuckets(browser, 0, 50);
  const outside = await browserInBuckets(browser, 50, 100);
  for (const r of [b, c]) {
    await inCanary.goto(`${r.url}/contact-us`);
    await expect(footerLink(inCanary)).toBeVisible();
    await outside.goto(`${r.url}/contact-us`);
    await expect(outside.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(footerLink(outside)).toHaveCount(0);
  }
  await admin(b, '/remotes/rollback', { remote: 'support' });
  await new Promise((resolve) => setTimeout(resolve, 600));
  for (const r of [a, c]) {
    expect([r.name, (await fetch(`${r.url}/accessibility`)).status]).toEqual([r.name, 404]);
    await inCanary.goto(`${r.url}/accessibility`);
    await expect(inCanary.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toHaveCount(0);
    await expect(footerLink(inCanary)).toHaveCount(0);
  }
  await inCanary.context().close();
  await outside.context().close();
  // the host was never rebuilt: its bundle is the one the replicas started with
  const hostAfter = sha(HOST_MAIN);
  expect(hostAfter).toBe(hostBefore);
  console.log(`host/dist/main.js sha256 before and after: ${hostBefore} ${hostAfter}`);
});
