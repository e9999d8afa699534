// Nothing shifts while a remote loads (CLS 0). A route's remote area holds a screen's
// height from the first paint, so the footer is never in view and then pushed down. The remote is
// slowed down here as on a phone (contact's form asks for it when first focused; an agreement
// page reads without it), and the layout shifts the browser reports are summed.
import { expect, test } from '@playwright/test';
import { screenshots, watchLayoutShift } from '../support/portal';

for (const width of [375, 1280]) {
  for (const route of ['/contact-us', '/cardholder-agreement']) {
    test(`${route} at ${width} px: no layout shift while its remote loads`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 720 });
      const layoutShift = await watchLayoutShift(page);
      let held = 0;
      await page.route('**/remotes/mfe-support/**', async (r) => {
        held++;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await r.continue();
      });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // contact's form fetches the remote's code when the visitor first acts on it; an agreement
      // page never needs it
      await page.waitForLoadState('networkidle');
      if (route === '/contact-us') {
        await page.getByLabel(/^Name/).focus();
        await expect.poll(() => held).toBeGreaterThan(0);
        await page.waitForLoadState('networkidle');
      } else expect(held).toBe(0);
      expect(await layoutShift()).toEqual({ value: 0, moved: [] });
      if (width === 1280 && route === '/cardholder-agreement')
        await screenshots(page, 'agreements-page-height');
    });
  }
}
