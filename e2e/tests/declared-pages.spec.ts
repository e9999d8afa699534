// A page a remote declares (its src/pages.json, carried by its build or release): the support
// remote's accessibility statement at /accessibility, routed, titled, linked from the footer and
// in the server's first paint by the host with no page of its own for it.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots } from '../support/portal';

test.describe('the accessibility statement the support remote declares', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: linked from the footer on every page, in the first paint, read and navigated by keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 812 });
      const config = await (await page.request.get('/config.json')).json();
      expect(config.pages).toContainEqual(
        expect.objectContaining({
          path: '/accessibility',
          remote: 'support',
          title: 'Accessibility statement',
        }),
      );
      // the server's HTML alone carries the page and its footer link (no script has run)
      const html = await (await page.request.get('/accessibility')).text();
      expect(html).toContain('<title>Accessibility statement | ');
      expect(html).toMatch(/<h1[^>]*>Accessibility statement<\/h1>/);
      expect(html).toMatch(/<a[^>]*href="\/accessibility"[^>]*>Accessibility<\/a>/);

      await page.goto('/contact-us');
      const footer = page.getByRole('navigation', { name: 'Footer' });
      const link = footer.getByRole('link', { name: 'Accessibility', exact: true });
      await expect(link).toHaveAttribute('href', '/accessibility');
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/accessibility$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
      await expect(page).toHaveTitle(/^Accessibility statement \| /);
      for (const heading of [
        'Our standard',
        'How we test',
        'Known limits',
        'Agreements in another format',
        'Contact us',
      ])
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByText('We answer accessibility feedback within 2 business days.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await screenshots(page, `accessibility-statement-${width}`, true);

      // loaded directly: the server's page, hydrated
      await page.goto('/accessibility');
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cardholder Agreement' }).first()).toBeVisible();
    });
  }

  test('a path no remote declares is the not-found page (404)', async ({ page }) => {
    const res = await page.goto('/accessibility-statement');
    expect(res?.status()).toBe(404);
  });
});
