// Helpers of the account journeys (account-*.spec.ts), beside the shared ones of
// support/portal.ts: the axe check of the card page and its dialogs, and viewport screenshots
// of an open dialog (its backdrop covers the viewport, not the full page).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SCREENSHOTS } from '../support/portal';

/** No serious or critical axe-core violation on the page, open dialogs included. */
export async function checkA11y(page: Page): Promise<void> {
  // react-aria's live announcer (body > [data-live-announcer]) keeps, for 7 s, an off-screen
  // role="img" node labelled by the busy button it announced ('Processing...'); once that
  // button is gone (the login page left, a dialog closed) the node has no name and axe flags
  // role-img-alt. It is a transient third-party node outside the page's content, so it is left
  // out of the scan (reported to @portal/ui, whose Button uses react-aria's isPending).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('[data-live-announcer]')
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

/** Viewport screenshots at 1280 px and 375 px wide, for an open dialog; the viewport is restored. */
export async function dialogScreenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize(before);
}
