// What a first visit to `/` costs a phone, held to budgets.json (issue 8): every script the
// page downloads, at its gzip size (level 9) from the build served. Sizes, never times.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')) as {
  firstVisit: Record<string, number>;
};

/** The built file a script URL of the portal is served from (host at /, remotes under /remotes/<dir>/). */
function fileOf(pathname: string): string {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  return remote ? path.join(root, remote[1]!, 'dist', remote[2]!) : path.join(root, 'host', 'dist', pathname);
}

test('a first visit to / downloads no more JavaScript than its budget', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.ok() && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Prepaid Cards', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = [...scripts].map((p) => ({
    path: p,
    gzip: gzipSync(readFileSync(fileOf(p)), { level: 9 }).length,
  }));
  const total = sizes.reduce((n, s) => n + s.gzip, 0);
  console.log(
    `first visit to /: ${sizes.length} scripts, ${(total / 1024).toFixed(1)} KB gzip (budget ${(budgets.firstVisit['/']! / 1024).toFixed(1)} KB)`,
  );
  expect(total).toBeLessThanOrEqual(budgets.firstVisit['/']!);
});
