// Shared helpers of the portal journeys: log in through the host's form, an axe-core check that
// fails on serious or critical violations, and screenshots at 1280 px and 375 px wide saved to
// e2e/screenshots/<name>-<width>.png.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IssuedCard } from './admin';

export const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Fill and submit the login form of the current page (home or /ind/login). */
export async function fillLogin(page: Page, card: Pick<IssuedCard, 'cardNumber' | 'cvv'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Check your balance' });
  await form.getByLabel('Card number').fill(card.cardNumber);
  await form.getByLabel(/^CVV/).fill(card.cvv);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Log in at /ind/login and wait for /ind. */
export async function login(page: Page, card: Pick<IssuedCard, 'cardNumber' | 'cvv'>): Promise<void> {
  await page.goto('/ind/login');
  await fillLogin(page, card);
  await expect(page).toHaveURL(/\/ind$/, { timeout: 30_000 });
}

/**
 * react-aria's live announcer keeps an announcement (a role=img labelled by the announced
 * element's id) for 7 s; when that element is gone (a closed dialog, a page left) the node has
 * no name. Let such stale announcements expire before axe looks at the page.
 */
async function waitForStaleAnnouncements(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role="log"] [role="img"][aria-labelledby]')].every((node) =>
        document.getElementById(node.getAttribute('aria-labelledby') ?? ''),
      ),
    undefined,
    { timeout: 10_000 },
  );
}

/** No serious or critical axe-core violation on the page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await waitForStaleAnnouncements(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

/** Full-page screenshots at 1280 px and 375 px wide; the viewport is restored afterwards. */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
}

/** The analytics data layer of the page. */
export function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
}
