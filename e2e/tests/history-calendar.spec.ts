// The history's date picker on a phone (375×812, and 320 px with the text at 200 %): the calendar
// opens where it fits, every edge of it on screen, its first month's title readable, and what does
// not fit scrolls inside it; a day is still picked with a tap. Screenshots in
// e2e/screenshots/ui-history/.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PROGRAM_TIME_ZONE } from '@portal/contracts';
import { issueCard } from '../support/admin';
import { SCREENSHOTS } from '../support/portal';
import { historyPanel, loginToHistory, rangePicker } from './history-helpers';

test.use({ timezoneId: DEFAULT_PROGRAM_TIME_ZONE });

const SHOTS = path.join(SCREENSHOTS, 'ui-history');

const SCREENS = [
  { name: '375', width: 375, height: 812, fontSize: 16 },
  { name: '320-text200', width: 320, height: 700, fontSize: 32 },
] as const;

/** The open calendar's box, its first month's title row and the viewport, in CSS px. */
async function measure(page: Page) {
  const popover = rangePicker(page).locator('xpath=..');
  // the first month's title sits in one row with 'Previous' (the title itself is hidden from
  // screen readers, which hear the month from the grid's name)
  const title = rangePicker(page).getByRole('button', { name: 'Previous' });
  const box = (await popover.boundingBox())!;
  const heading = (await title.boundingBox())!;
  const viewport = page.viewportSize()!;
  return { box, heading, viewport };
}

for (const screen of SCREENS) {
  test(`the calendar stays on screen at ${screen.name}`, async ({ page }) => {
    const card = issueCard('--status', 'activated', '--registered');
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', {
      fontSizes: { standard: screen.fontSize, fixed: 13 * (screen.fontSize / 16) },
    });
    await loginToHistory(page, card);
    const button = historyPanel(page).getByRole('button', { name: 'Choose dates' });
    // the fields low on the screen, as a cardholder finds them after scrolling to the list
    await button.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -window.innerHeight / 3));
    await page.waitForTimeout(200);
    await button.click();
    await expect(rangePicker(page)).toBeVisible();
    await page.waitForTimeout(300);

    const { box, heading, viewport } = await measure(page);
    await page.screenshot({ path: path.join(SHOTS, `calendar-${screen.name}.png`) });
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
    // the first month's title is inside the calendar's box, on screen
    expect(heading.y).toBeGreaterThanOrEqual(box.y);
    expect(heading.y).toBeGreaterThanOrEqual(0);

    // a day of the last month shown can be reached and picked (scrolled to inside the calendar)
    const days = rangePicker(page).getByRole('grid').last().getByRole('button', { disabled: false });
    const first = days.first();
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(rangePicker(page)).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `calendar-${screen.name}-scrolled.png`) });
    await cdp.detach();
  });
}
