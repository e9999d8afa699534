// The HTML carries the first paint (issue 8): the server renders the shell and the host's own
// pages, so a phone shows the heading, the login form and the footer before any script has run;
// the browser then adopts (hydrates) that HTML without an error and without a shift.
import { expect, test } from '@playwright/test';
import { screenshots, watchLayoutShift } from '../support/portal';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the heading, the login form and the footer from the HTML alone', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Prepaid Cards \| .+/);
    await expect(page.getByRole('heading', { name: 'Prepaid Cards', level: 1 })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Check your balance' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await screenshots(page, 'first-paint-home');
  });

  test('/ind/login shows its title and form; an unknown page answers 404 with the not-found page', async ({
    page,
  }) => {
    await page.goto('/ind/login');
    await expect(page.getByRole('heading', { name: 'Individual account login', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /card number/i })).toBeVisible();
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page not found \| /);
  });

  test("a remote's page holds its area with the loading state; the footer is below the fold", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/contact-us');
    await expect(page.getByRole('status')).toContainText('Loading');
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  });
});

for (const path of ['/', '/ind/login', '/contact-us']) {
  test(`${path}: the browser adopts the server's HTML with no error and no layout shift`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const layoutShift = await watchLayoutShift(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(await layoutShift()).toBe(0);
  });
}
