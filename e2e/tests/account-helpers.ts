// Helpers of the account journeys (account-*.spec.ts): log in through the host's form, axe
// check, and screenshots of a state at 1280 px and 375 px under e2e/screenshots/.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IssuedCard } from '../support/admin';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Open the card page again from the home page, through the nav (card info is fetched anew). */
export async function openCardPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'CHECK BALANCE' }).first().click();
  await expect(page).toHaveURL(/\/ind$/);
  await expect(page.getByText('Loading card information…')).toHaveCount(0);
}

/** Log in with the host's form, reached from the home page's nav, and wait for the card page. */
export async function login(page: Page, card: Pick<IssuedCard, 'cardNumber' | 'cvv'>): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'CHECK BALANCE' }).first().click();
  await expect(page).toHaveURL(/\/ind\/login$/);
  await page.getByLabel('Card number').fill(card.cardNumber);
  await page.getByLabel(/^CVV/).fill(card.cvv);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/ind$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading card information…')).toHaveCount(0);
}

/** No serious or critical axe-core violation in the page (or within `include`). */
export async function checkA11y(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

/**
 * Screenshots at 1280 px and 375 px wide, full page (or the viewport only, for an open dialog
 * whose backdrop covers the viewport); the viewport is restored afterwards.
 */
export async function screenshotBoth(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize(before);
}
