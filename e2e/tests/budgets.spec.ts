// What a first visit to each public route costs a phone, held to budgets.json `firstVisit`: every
// script the page downloads, at its gzip size (level 9) from the build served. Sizes, never times.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')) as {
  firstVisit: Record<string, number>;
};

/** The built file a script URL of the portal is served from (host at /, remotes under /remotes/<dir>/). */
function fileOf(pathname: string): string {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  return remote ? path.join(root, remote[1]!, 'dist', remote[2]!) : path.join(root, 'host', 'dist', pathname);
}

/** Every script the page downloads from now on (its path), in order. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.ok() && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  return scripts;
}

/** Whether a host chunk is the Module Federation runtime (its source map names the package). */
function isFederationRuntime(pathname: string): boolean {
  if (!existsSync(`${fileOf(pathname)}.map`)) return false;
  const map = JSON.parse(readFileSync(`${fileOf(pathname)}.map`, 'utf8')) as { sources: string[] };
  return map.sources.some((source) => source.includes('@module-federation'));
}

/** The gzip size (level 9) of the built files of these scripts. */
const gzipOf = (paths: Iterable<string>) =>
  [...paths].reduce((n, p) => n + gzipSync(readFileSync(fileOf(p)), { level: 9 }).length, 0);

/** What a first visit to each public route shows when it is read: its page heading. */
const FIRST_HEADING: Record<string, { name: string | RegExp }> = {
  '/': { name: 'Prepaid Cards' },
};

for (const [route, budget] of Object.entries(budgets.firstVisit)) {
  test(`a first visit to ${route} downloads no more JavaScript than its budget`, async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, ...FIRST_HEADING[route] }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = gzipOf(scripts);
    console.log(
      `first visit to ${route}: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzip (budget ${(budget / 1024).toFixed(1)} KB)`,
      [...scripts].map((p) => `${p} ${(gzipOf([p]) / 1024).toFixed(1)} KB`),
    );
    expect(total).toBeLessThanOrEqual(budget);
    // a public page the server rendered is read without a remote's code, and without the federation
    // runtime that would load one: that comes when the visitor acts on its form
    if (route !== '/')
      expect(
        [...scripts].filter(
          (p) => p.startsWith('/remotes/') || p.startsWith('/federation.') || isFederationRuntime(p),
        ),
      ).toEqual([]);
  });
}

test("the login form's code arrives when the cardholder reaches for the form, and the form then works", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Check your balance' });
  await expect(form).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstVisit = new Set(scripts);
  // the server's form, its code not fetched: Log in is a plain button, no submit yet
  await expect(form.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'button');
  // the keyboard reaches the form (Tab from the page's last link before it)
  await form.getByLabel('Card number').focus();
  await expect(form.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  await page.waitForLoadState('networkidle');
  const added = [...scripts].filter((p) => !firstVisit.has(p));
  // the host's chunks are the form's code (its fields, the CVV help dialog, ky for its security
  // check); the remotes and the federation runtime that loads them are what /ind shows, fetched
  // while the cardholder types (prefetchAfterLogin)
  const prefetched = added.filter(
    (p) => p.startsWith('/remotes/') || p.startsWith('/federation.') || isFederationRuntime(p),
  );
  const formCode = added.filter((p) => !prefetched.includes(p));
  expect(formCode.length).toBeGreaterThan(0);
  console.log(
    `then the login form: ${formCode.length} scripts, ${(gzipOf(formCode) / 1024).toFixed(1)} KB gzip; /ind prefetched meanwhile: ${prefetched.length} scripts, ${(gzipOf(prefetched) / 1024).toFixed(1)} KB gzip`,
    formCode.map((p) => `${p} ${(gzipOf([p]) / 1024).toFixed(1)} KB`),
  );
  await page.keyboard.type('4111111111111111');
  await form.getByLabel(/^CVV/).fill('123');
  await form.getByRole('button', { name: 'Log in' }).click();
  // an unknown card: the login's answer
  await expect(form.getByRole('alert')).toBeVisible();
});
