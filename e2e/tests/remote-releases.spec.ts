// Independent releases, on the production build with the portal running throughout:
// a team releases the account remote v2 (a visible change), publishes and switches it; the
// cardholder's next navigation shows v2 without the host bundle loading again; rollback; a 50 %
// canary seen by two browsers in different buckets, each keeping its version across reloads; an
// incompatible release refused by publish with its reason; a release that fails in the browser
// shows the area's message and retry; `remote list --json`; a hostile support release whose static
// render reaches for the server's secrets gets none, and its page still serves.
//
// v2 is built from a temporary copy of mfe-account with one heading changed (the product source
// stays as it is), by the real `pnpm release` script, into a temporary releases folder.
import { expect, test, type Page } from '@playwright/test';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admin, adminRefusal, issueCard, type IssuedCard } from '../support/admin';
import { login, screenshots } from '../support/portal';
import { browserInBuckets } from '../support/canary';
import { buildRelease, hostileSupportRender } from '../support/releases';

const V1_HEADING = 'My card';
const V2_HEADING = 'My card, release 2';

let work = '';
let v2 = { version: '', dir: '' };

/** Leave the account page and come back through the portal's own links (no reload). */
async function leaveAndComeBack(page: Page): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  // a read of /config.json is fresh for one second: the next navigation reads it again
  await page.waitForTimeout(1100);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CHECK BALANCE' }).click();
  await expect(page).toHaveURL(/\/ind$/);
}

const accountHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(path.join(tmpdir(), 'portal-e2e-releases-'));
  // the team's change: one heading
  v2 = buildRelease({
    remote: 'account',
    folder: 'mfe-account',
    work,
    file: 'src/i18n/en.ts',
    from: `heading: '${V1_HEADING}',`,
    to: `heading: '${V2_HEADING}',`,
    version: '1.1.0',
  });
  expect(v2.version).toMatch(/^1\.1\.0\+/);
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('release account v2, publish and switch it: the next navigation shows v2 without reloading the host; roll back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const card: IssuedCard = issueCard('--status', 'activated', '--registered');
  const hostBundles: string[] = [];
  page.on('request', (r) => {
    if (/\/main\.js$/.test(new URL(r.url()).pathname)) hostBundles.push(r.url());
  });
  await login(page, card);
  await expect(accountHeading(page)).toHaveText(V1_HEADING);
  // a mark on the page's window: a reload of the host would drop it
  await page.evaluate(() => ((window as unknown as { e2eMark: string }).e2eMark = 'same page'));

  const published = admin<{ version: string; source: string }>(
    'remote',
    'publish',
    'account',
    v2.dir,
    '--json',
  );
  expect(published).toMatchObject({ version: v2.version, source: 'folder' });
  // published is not switched: the cardholder still gets v1
  await leaveAndComeBack(page);
  await expect(accountHeading(page)).toHaveText(V1_HEADING);

  admin('remote', 'switch', 'account', v2.version, '--json');
  // the account page on screen stays as it is until the cardholder leaves it
  await page.waitForTimeout(1100);
  await expect(accountHeading(page)).toHaveText(V1_HEADING);
  await leaveAndComeBack(page);
  await expect(accountHeading(page)).toHaveText(V2_HEADING);
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('same page');
  expect(hostBundles).toHaveLength(1);
  await screenshots(page, 'remote-release-v2');

  const list = admin<Record<string, unknown>[]>('remote', 'list', '--json');
  const account = list.find((r) => r.remote === 'account');
  expect(account).toMatchObject({
    version: v2.version,
    commit: expect.stringMatching(/^[0-9a-f]{7}$|^local$/),
    source: 'folder',
    publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    switchedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    rollbackTo: 'checkout',
  });
  // every remote is listed, the others on the checkout's build with its version and commit
  expect(list.map((r) => r.remote)).toEqual(['account', 'registration', 'virtualCard', 'history', 'support']);
  expect(list.find((r) => r.remote === 'support')).toMatchObject({
    source: 'checkout',
    version: expect.stringMatching(/^1\.0\.0\+/),
    commit: expect.any(String),
  });

  admin('remote', 'rollback', 'account', '--json');
  await leaveAndComeBack(page);
  await expect(accountHeading(page)).toHaveText(V1_HEADING);
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('same page');
  expect(hostBundles).toHaveLength(1);
});

test('a 50 % canary: two browsers hashed to different buckets see different versions, each keeps its own across reloads', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  admin('remote', 'canary', 'account', v2.version, '--percent', '50', '--json');
  const inCanary = await browserInBuckets(browser, 0, 50);
  const outside = await browserInBuckets(browser, 50, 100);
  try {
    for (const [page, heading] of [
      [inCanary, V2_HEADING],
      [outside, V1_HEADING],
    ] as const) {
      await login(page, issueCard('--status', 'activated', '--registered'));
      await expect(accountHeading(page)).toHaveText(heading);
      for (let i = 0; i < 2; i++) {
        await page.reload();
        await expect(accountHeading(page)).toHaveText(heading);
      }
      await leaveAndComeBack(page);
      await expect(accountHeading(page)).toHaveText(heading);
    }
    const account = admin<Record<string, unknown>[]>('remote', 'list', '--json').find(
      (r) => r.remote === 'account',
    );
    expect(account).toMatchObject({ source: 'checkout', canary: { version: v2.version, percent: 50 } });
  } finally {
    admin('remote', 'rollback', 'account', '--json');
    await inCanary.context().close();
    await outside.context().close();
  }
});

test('a release that fits but fails to load in the browser gets the area’s message and retry, never a blank portal', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // a copy of v2 whose container script is missing (a broken upload): its manifest still fits
  const broken = path.join(work, 'account-broken');
  cpSync(v2.dir, broken, { recursive: true });
  const file = path.join(broken, 'mf-manifest.json');
  chmodSync(file, 0o644);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    metaData: { portal: { release: { version: string } } };
  };
  manifest.metaData.portal.release.version = '1.1.1+broken';
  writeFileSync(file, JSON.stringify(manifest));
  rmSync(path.join(broken, 'remoteEntry.js'), { force: true });
  for (const suffix of ['.gz', '.br']) rmSync(path.join(broken, `remoteEntry.js${suffix}`), { force: true });
  admin('remote', 'publish', 'account', broken, '--json');
  admin('remote', 'switch', 'account', '1.1.1+broken', '--json');
  try {
    await login(page, issueCard('--status', 'activated', '--registered'));
    const alert = page.getByRole('alert', { name: 'This part of the page is not available right now' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    // the shell and the rest of the page keep working
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  } finally {
    admin('remote', 'rollback', 'account', '--json');
  }
  await leaveAndComeBack(page);
  await expect(accountHeading(page)).toHaveText(V1_HEADING);
});

test('an incompatible release is refused by publish with its reason', () => {
  // a copy of v2 whose manifest says it was built against another React major
  const bad = path.join(work, 'account-react-20');
  cpSync(v2.dir, bad, { recursive: true });
  const file = path.join(bad, 'mf-manifest.json');
  chmodSync(file, 0o644);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    metaData: {
      portal: { release: { version: string }; singletons: { name: string; requiredVersion: string }[] };
    };
  };
  manifest.metaData.portal.release.version = '1.2.0+react20';
  for (const s of manifest.metaData.portal.singletons) if (s.name === 'react') s.requiredVersion = '^20.0.0';
  writeFileSync(file, JSON.stringify(manifest));
  const refused = adminRefusal('remote', 'publish', 'account', bad, '--json');
  expect(refused.error.code).toBe('release_incompatible');
  expect(refused.error.message).toMatch(
    /^account 1\.2\.0\+react20 does not fit the host: it needs the singleton react \^20\.0\.0; the host provides 19\./,
  );

  // and one that lacks a module the portal renders
  const noPage = path.join(work, 'account-no-page');
  cpSync(v2.dir, noPage, { recursive: true });
  const other = path.join(noPage, 'mf-manifest.json');
  chmodSync(other, 0o644);
  const m = JSON.parse(readFileSync(other, 'utf8')) as {
    metaData: { portal: { release: { version: string } } };
    exposes: { path: string }[];
  };
  m.metaData.portal.release.version = '1.2.0+nopage';
  m.exposes = m.exposes.filter((e) => e.path !== './AccountPage');
  writeFileSync(other, JSON.stringify(m));
  expect(adminRefusal('remote', 'publish', 'account', noPage, '--json').error.message).toContain(
    'it does not expose ./AccountPage, which the portal renders',
  );
  const releases = admin<{ remote: string; releases: { version: string }[] }[]>(
    'remote',
    'list',
    '--json',
  ).find((r) => r.remote === 'account')!.releases;
  expect(releases.map((r) => r.version)).toEqual([v2.version, '1.1.1+broken']);
});

test('a hostile support release, switched on: /contact-us still serves, and nothing its static render reached for is on the page', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const keysFile = path.join(process.env.E2E_DATA_DIR!, 'dev-keys.json');
  const hostile = buildRelease({
    remote: 'support',
    folder: 'mfe-support',
    work,
    file: 'src/server-render.tsx',
    ...hostileSupportRender(keysFile),
    version: '6.6.6',
  });
  admin('remote', 'publish', 'support', hostile.dir, '--json');
  admin('remote', 'switch', 'support', hostile.version, '--json');
  try {
    // what the server's process holds: its operator token (in its environment) and its dev master
    // key (`pnpm start` runs in development, which keeps it in DATA_DIR/dev-keys.json)
    expect(existsSync(keysFile)).toBe(true);
    const keys = readFileSync(keysFile, 'utf8');
    const { masterKey } = JSON.parse(keys) as { masterKey: string };
    expect(masterKey).toMatch(/^[0-9a-f]{64}$/);
    const secrets = ['e2e-admin-token', masterKey, keys];

    const res = await request.get('/contact-us');
    expect(res.status()).toBe(200);
    const html = await res.text();
    // the release's render ran (its text is in the page) and got nothing of the server's
    const shown = /<pre data-hostile>(.*?)<\/pre>/s.exec(html)?.[1];
    expect(shown).toBeDefined();
    const got = JSON.parse(shown!.replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as Record<string, string>;
    expect(got).toEqual({
      env: '{}',
      environ: 'denied ERR_ACCESS_DENIED',
      keys: 'denied ERR_ACCESS_DENIED',
      socket: expect.not.stringMatching(/^connected/),
    });
    for (const secret of secrets) expect(html).not.toContain(secret);

    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const content = await page.content();
    for (const secret of secrets) expect(content).not.toContain(secret);
  } finally {
    admin('remote', 'switch', 'support', 'checkout', '--json');
  }
});
