// Recent transactions against the real built portal and server (spec §2 Transaction history,
// §5, §7, §8): the panel the card page shows at once for the last 30 days, its rows as a table at
// 1280 px and as a list at 375 px, with signed amounts; pages (50 rows per call, the second call
// for page 6); CSV export through a real download; the dates filter applied at once, its refused
// and half ranges; the empty state, a failed load with Try again, a failed export; axe on the
// panel and the open picker; screenshots at 1280 and 375.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PROGRAM_TIME_ZONE } from '@portal/contracts';
import { issueCard, postTransaction } from '../support/admin';
import { expectNoSeriousA11yViolations, failApi, screenshots } from '../support/portal';
import {
  dayFromToday,
  historyPanel,
  isoDate,
  listRow,
  loginToHistory,
  loginWithSeededHistory,
  rangePicker,
  recentList,
  recentTable,
  signed,
  spokenDate,
  usDate,
} from './history-helpers';

// the server's "today" is the programme's day (its time zone); the browser's own zone
// is set to it too, so the picker's calendar marks the same day
test.use({ timezoneId: DEFAULT_PROGRAM_TIME_ZONE });

/** A day cell of the open calendar; react-aria may add ' selected' or a range summary to its name. */
function dayCell(picker: Locator, d: Date): Locator {
  const name = new RegExp(`(^|, )\\w+day, ${spokenDate(d)}( selected)?(, (First|Last) available date)?$`);
  return picker.getByRole('button', { name });
}

/** Click a day, paging the two-month calendar with Previous / Next until it shows. */
async function clickDay(page: Page, d: Date): Promise<void> {
  const picker = rangePicker(page);
  for (let i = 0; i < 12 && (await dayCell(picker, d).count()) === 0; i++) {
    const firstMonth = await picker.getByRole('grid').first().getAttribute('aria-label');
    const shown = new Date(`${firstMonth?.replace(/^.*?(\w+ \d{4}).*$/, '$1')} 1 UTC`);
    const previous = d.getTime() < shown.getTime();
    await picker.getByRole('button', { name: previous ? 'Previous' : 'Next' }).click();
  }
  await dayCell(picker, d).click();
}

async function openPicker(page: Page): Promise<void> {
  await historyPanel(page).getByRole('button', { name: 'Choose dates' }).click();
  await expect(rangePicker(page)).toBeVisible();
}

async function pickRange(page: Page, start: Date, end: Date): Promise<void> {
  await openPicker(page);
  await clickDay(page, start);
  await clickDay(page, end);
  await expect(rangePicker(page)).toHaveCount(0);
}

/** The bodies of the history calls the page makes from now on. */
function watchHistoryCalls(
  page: Page,
): { startDate: string; endDate: string; page: number; txnPerPage: number }[] {
  const calls: { startDate: string; endDate: string; page: number; txnPerPage: number }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ind/v1/card/txn/history')) calls.push(request.postDataJSON());
  });
  return calls;
}

const caption = (start: Date, end: Date) => `Transactions from ${usDate(start)} to ${usDate(end)}`;

test('recent transactions at once: the last 30 days, newest first, paging by 10 with a second call for page 6, CSV export', async ({
  page,
}) => {
  // issuing posts the card's first load today: with 56 more, 57 transactions in the last 20 days
  const calls = watchHistoryCalls(page);
  await loginWithSeededHistory(page, 56);
  const panel = historyPanel(page);

  // spec §2: the default range is the last 30 days to today, asked for with nothing to press
  await expect(panel.getByRole('textbox', { name: 'Start date' })).toHaveValue(usDate(dayFromToday(-30)));
  await expect(panel.getByRole('textbox', { name: 'End date' })).toHaveValue(usDate(dayFromToday(0)));
  await expect(panel.getByRole('button', { name: 'Get history' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // at 1280 px the rows are a table named by its dates; the list is for narrow screens
  const table = recentTable(page);
  await expect(table).toHaveAccessibleName(caption(dayFromToday(-30), dayFromToday(0)));
  await expect(recentList(page)).toHaveCount(0);
  // the last column offers "Report a problem" on a posted purchase; its header is for screen readers
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Type',
    'Merchant',
    'Amount',
    'Report a problem',
  ]);
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(panel.getByText('Showing 1–10 of 57 transactions')).toBeVisible();
  // every amount in dollars with 2 decimals, signed: '−' (a minus sign) for a debit, '+' for a credit
  for (const amount of await table.locator('tbody tr > :nth-child(4)').allTextContents())
    expect(amount).toMatch(/^([−+]\$\d{1,3}(,\d{3})*\.\d{2}|\$0\.00)$/);
  // newest first
  const dates = (await table.locator('tbody tr > :nth-child(1)').allTextContents()).map((t) => t.split('/'));
  const keys = dates.map(([m, d, y]) => `${y}${m}${d}`);
  expect([...keys].sort().reverse()).toEqual(keys);
  await expect(
    panel.getByText('Please note: Some recent transactions may not be visible instantly.'),
  ).toBeVisible();
  await expect(panel.getByText(/Only posted transactions are listed/)).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'history-recent');

  const nav = panel.getByRole('navigation', { name: 'Transaction pages' });
  for (let p = 2; p <= 5; p++) {
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(nav.getByRole('button', { name: `Page ${p}` })).toHaveAttribute('aria-current', 'page');
  }
  await expect(panel.getByText('Showing 41–50 of 57 transactions')).toBeVisible();
  // one call brought the first 5 pages
  expect(calls.map((c) => c.page)).toEqual([1]);
  await expect(nav.getByRole('button', { name: /^Page/ })).toHaveText(['4', '5', '6']);

  const second = page.waitForRequest(
    (r) => r.url().endsWith('/card/txn/history') && r.postDataJSON().page === 2,
  );
  await nav.getByRole('button', { name: 'Page 6' }).click();
  expect((await second).postDataJSON()).toMatchObject({ page: 2, txnPerPage: 50 });
  await expect(panel.getByText('Showing 51–57 of 57 transactions')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();

  // export: a real download named by the server, with the CSV header row
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export to CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `transaction-history-${isoDate(dayFromToday(-30))}-to-${isoDate(dayFromToday(0))}.csv`,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Date,Type,Merchant,Amount');
  expect(lines).toHaveLength(58);
  await expect(panel.getByRole('button', { name: 'Export to CSV' })).toBeEnabled();
});

test('a posted transaction shows its date, type, merchant and signed amount for the dates picked, in the table and in the phone list', async ({
  page,
}) => {
  const card = issueCard('--status', 'activated', '--registered');
  const day = dayFromToday(-45);
  postTransaction(card, {
    amount: '-1234.5',
    merchant: 'Harbor Books',
    date: isoDate(day),
    type: 'purchase',
  });
  postTransaction(card, {
    amount: '25',
    merchant: 'Card load',
    date: isoDate(dayFromToday(-44)),
    type: 'load',
  });
  await loginToHistory(page, card);
  const panel = historyPanel(page);

  // a whole range picked applies at once: the list asks for it from page 1
  const asked = page.waitForRequest(
    (r) => r.url().endsWith('/card/txn/history') && r.postDataJSON().startDate === usDate(dayFromToday(-50)),
  );
  await pickRange(page, dayFromToday(-50), dayFromToday(-40));
  expect((await asked).postDataJSON()).toMatchObject({
    startDate: usDate(dayFromToday(-50)),
    endDate: usDate(dayFromToday(-40)),
    page: 1,
  });
  await expect(panel.getByRole('textbox', { name: 'Start date' })).toHaveValue(usDate(dayFromToday(-50)));
  await expect(panel.getByRole('textbox', { name: 'End date' })).toHaveValue(usDate(dayFromToday(-40)));

  const table = recentTable(page);
  await expect(table).toHaveAccessibleName(caption(dayFromToday(-50), dayFromToday(-40)));
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // the first four cells; the fifth offers "Report a problem" on the posted purchase only
  const cells = (row: number) => rows.nth(row).locator(':scope > :nth-child(-n+4)');
  await expect(cells(0)).toHaveText([usDate(dayFromToday(-44)), 'Load', 'Card load', '+$25.00']);
  await expect(cells(1)).toHaveText([usDate(day), 'Purchase', 'Harbor Books', '−$1,234.50']);
  // the merchant names the row for a screen reader
  await expect(table.getByRole('rowheader', { name: 'Harbor Books' })).toBeVisible();
  await expect(rows.nth(0).getByRole('button')).toHaveCount(0);
  await expect(
    rows.nth(1).getByRole('button', { name: `Report a problem with Harbor Books on ${usDate(day)}` }),
  ).toBeVisible();
  // a single page: no pagination
  await expect(panel.getByRole('navigation')).toHaveCount(0);

  // on a phone the same rows are a list, each row a button saying what it shows, amount whole
  await page.setViewportSize({ width: 375, height: 812 });
  const list = recentList(page);
  await expect(list).toHaveAccessibleName(caption(dayFromToday(-50), dayFromToday(-40)));
  await expect(recentTable(page)).toHaveCount(0);
  await expect(list.getByRole('button')).toHaveText([
    `Card load +$25.00 ${usDate(dayFromToday(-44))} · Load`,
    `Harbor Books −$1,234.50 ${usDate(day)} · Purchase`,
  ]);
  const purchase = listRow(page, 'Harbor Books');
  await expect(purchase).toHaveAccessibleName(`Harbor Books, ${signed(-1234.5)}, ${usDate(day)}, Purchase`);
  await expect(listRow(page, 'Card load')).toHaveAccessibleName(
    `Card load, ${signed(25)}, ${usDate(dayFromToday(-44))}, Load`,
  );
  // the amount is whole on screen, not cut off by the row or the panel
  await purchase.scrollIntoViewIfNeeded();
  await expect(purchase.getByText('−$1,234.50')).toBeInViewport({ ratio: 1 });
  await purchase.click();
  await expect(purchase).toHaveAttribute('aria-expanded', 'true');
  await expect(
    list.getByRole('button', { name: `Report a problem with Harbor Books on ${usDate(day)}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("'No transactions in these dates', a failed load with Try again, and a failed export that only clears its flag", async ({
  page,
}) => {
  const card = issueCard('--status', 'activated', '--registered');
  await loginToHistory(page, card);
  const panel = historyPanel(page);

  // a failed export: the flag clears, no message
  await failApi(page, '/card/txn/history/download');
  const exportButton = panel.getByRole('button', { name: 'Export to CSV' });
  const failed = page.waitForResponse((r) => r.url().endsWith('/card/txn/history/download'));
  await exportButton.click();
  expect((await failed).status()).toBe(500);
  await expect(exportButton).toBeEnabled();
  await expect(exportButton).not.toHaveAttribute('aria-busy');
  await expect(panel.getByRole('alert')).toHaveCount(0);

  // the card's only transaction is its first load, today: weeks before it there is nothing
  await pickRange(page, dayFromToday(-60), dayFromToday(-50));
  await expect(panel.getByText('No transactions in these dates')).toBeVisible({ timeout: 15_000 });
  await expect(recentTable(page)).toHaveCount(0);
  // nothing to export, no pages
  await expect(exportButton).toBeDisabled();
  await expect(panel.getByRole('navigation')).toHaveCount(0);
  await screenshots(page, 'history-empty');

  // the call fails: what failed, and Try again
  await failApi(page, '/card/txn/history');
  await pickRange(page, dayFromToday(-59), dayFromToday(-50));
  await expect(panel.getByRole('alert')).toContainText("We couldn't load your transactions");
  const retry = panel.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'history-failed');

  // Try again asks for the same dates; the focus waits where the answer comes
  await page.unroute('**/api/ind/v1/card/txn/history*');
  const again = page.waitForRequest((r) => r.url().endsWith('/card/txn/history'));
  await retry.click();
  expect((await again).postDataJSON()).toMatchObject({
    startDate: usDate(dayFromToday(-59)),
    endDate: usDate(dayFromToday(-50)),
    page: 1,
  });
  await expect(panel.getByText('No transactions in these dates')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain('No transactions in these dates');
});

test('a half range says so once the calendar closes; 92 days is refused and asks nothing; 91 days applies at once', async ({
  page,
}) => {
  const card = issueCard('--status', 'activated', '--registered');
  await loginToHistory(page, card);
  const panel = historyPanel(page);
  const calls = watchHistoryCalls(page);

  // the picker: two months, week from Sunday, nothing after today
  await openPicker(page);
  const picker = rangePicker(page);
  await expect(picker.getByRole('grid')).toHaveCount(2);
  await expect(picker.locator('thead').first().locator('th').first()).toHaveText('Sun');
  await expect(dayCell(picker, dayFromToday(0))).not.toHaveAttribute('aria-disabled');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'history-picker');

  // first click sets the start; no error while the calendar is open
  await clickDay(page, dayFromToday(-3));
  await expect(panel.getByRole('textbox', { name: 'End date', includeHidden: true })).toHaveValue('');
  await expect(panel.getByText('Please set a valid date range')).toHaveCount(0);
  // left with only a start: the message, and no call
  for (let i = 0; i < 3 && (await rangePicker(page).count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(rangePicker(page)).toHaveCount(0);
  await expect(panel.getByText('Please set a valid date range')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Start date' })).toHaveAttribute('aria-invalid', 'true');
  // the list keeps the dates it shows
  await expect(recentTable(page)).toHaveAccessibleName(caption(dayFromToday(-30), dayFromToday(0)));
  expect(calls).toEqual([]);

  // 91 days from start to end: allowed, and asked for at once
  const asked = page.waitForRequest((r) => r.url().endsWith('/card/txn/history'));
  await pickRange(page, dayFromToday(-91), dayFromToday(0));
  expect((await asked).postDataJSON()).toMatchObject({
    startDate: usDate(dayFromToday(-91)),
    endDate: usDate(dayFromToday(0)),
  });
  await expect(panel.getByText('Please set a valid date range')).toHaveCount(0);
  await expect(recentTable(page)).toHaveAccessibleName(caption(dayFromToday(-91), dayFromToday(0)));

  // 92 days: too long, asked nothing; the list keeps the 91 days
  const before = calls.length;
  await pickRange(page, dayFromToday(-92), dayFromToday(0));
  await expect(panel.getByText('Please limit your request to a 3 month period')).toBeVisible();
  await expect(recentTable(page)).toHaveAccessibleName(caption(dayFromToday(-91), dayFromToday(0)));
  expect(calls.length).toBe(before);
  await screenshots(page, 'history-panel-invalid');
});
