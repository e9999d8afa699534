// Transaction history against the real built portal and server (spec §2 Transaction history,
// §5, §7, §8): the panel the host places on /ind, the modal's rows and pages (50 rows per call,
// the second call for page 6), CSV export through a real download, the empty, failed and
// invalid-range states; axe on the modal and the open picker; screenshots at 1280 and 375.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PROGRAM_TIME_ZONE } from '@portal/contracts';
import { issueCard, postTransaction } from '../support/admin';
import { expectNoSeriousA11yViolations, failApi, screenshots } from '../support/portal';
import {
  dayFromToday,
  getHistoryButton,
  historyDialog,
  historyPanel,
  isoDate,
  loginToHistory,
  loginWithSeededHistory,
  rangePicker,
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

async function openHistory(page: Page): Promise<Locator> {
  await getHistoryButton(page).click();
  const dialog = historyDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Loading data...')).toHaveCount(0, { timeout: 15_000 });
  return dialog;
}

test('history: default range, rows newest first, paging by 10 with a second call for page 6, CSV export', async ({
  page,
}) => {
  // issuing posts the card's first load today: with 56 more, 57 transactions in the last 20 days
  await loginWithSeededHistory(page, 56);

  // spec §2: the default range is the last 30 days to today
  await expect(historyPanel(page).getByRole('textbox', { name: 'Start date' })).toHaveValue(
    usDate(dayFromToday(-30)),
  );
  await expect(historyPanel(page).getByRole('textbox', { name: 'End date' })).toHaveValue(
    usDate(dayFromToday(0)),
  );
  await expect(getHistoryButton(page)).toBeEnabled();

  const calls: { page: number; txnPerPage: number }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ind/v1/card/txn/history')) calls.push(request.postDataJSON());
  });

  const dialog = await openHistory(page);
  const table = dialog.getByRole('table');
  // the last column offers "Report a problem" on a posted purchase; its header is for screen readers
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Type',
    'Merchant',
    'Amount',
    'Report a problem',
  ]);
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(dialog.getByText('Showing 1–10 of 57 transactions')).toBeVisible();
  await expect(
    dialog.getByText(`From ${usDate(dayFromToday(-30))} to ${usDate(dayFromToday(0))}`, { exact: true }),
  ).toBeVisible();
  // every amount in dollars with 2 decimals, debits negative
  for (const amount of await table.locator('tbody tr > :nth-child(4)').allTextContents())
    expect(amount).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
  // newest first
  const dates = (await table.locator('tbody th').allTextContents()).map((t) => t.split('/'));
  const keys = dates.map(([m, d, y]) => `${y}${m}${d}`);
  expect([...keys].sort().reverse()).toEqual(keys);
  await expect(
    dialog.getByText('Please note: Some recent transactions may not be visible instantly.'),
  ).toBeVisible();
  await expect(dialog.getByText(/Only posted transactions are listed/)).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'history-modal');

  const nav = dialog.getByRole('navigation', { name: 'Transaction pages' });
  for (let p = 2; p <= 5; p++) {
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(nav.getByRole('button', { name: `Page ${p}` })).toHaveAttribute('aria-current', 'page');
  }
  await expect(dialog.getByText('Showing 41–50 of 57 transactions')).toBeVisible();
  expect(calls.map((c) => c.page)).toEqual([1]);
  await expect(nav.getByRole('button', { name: /^Page/ })).toHaveText(['4', '5', '6']);

  const second = page.waitForRequest(
    (r) => r.url().endsWith('/card/txn/history') && r.postDataJSON().page === 2,
  );
  await nav.getByRole('button', { name: 'Page 6' }).click();
  expect((await second).postDataJSON()).toMatchObject({ page: 2, txnPerPage: 50 });
  await expect(dialog.getByText('Showing 51–57 of 57 transactions')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();

  // export: a real download named by the server, with the CSV header row
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export to CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `transaction-history-${isoDate(dayFromToday(-30))}-to-${isoDate(dayFromToday(0))}.csv`,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Date,Type,Merchant,Amount');
  expect(lines).toHaveLength(58);
  await expect(dialog.getByRole('button', { name: 'Export to CSV' })).toBeEnabled();

  // exact: a row's "Report a problem with Online Books …" holds "ok" in its name too
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(historyDialog(page)).toHaveCount(0);
});

test('history: a posted transaction shows its date, type, merchant and signed amount for the range picked', async ({
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

  await pickRange(page, dayFromToday(-50), dayFromToday(-40));
  await expect(historyPanel(page).getByRole('textbox', { name: 'Start date' })).toHaveValue(
    usDate(dayFromToday(-50)),
  );
  await expect(historyPanel(page).getByRole('textbox', { name: 'End date' })).toHaveValue(
    usDate(dayFromToday(-40)),
  );

  const dialog = await openHistory(page);
  const rows = dialog.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // the first four cells; the fifth offers "Report a problem" on the posted purchase only
  const cells = (row: number) => rows.nth(row).locator(':scope > :nth-child(-n+4)');
  await expect(cells(0)).toHaveText([usDate(dayFromToday(-44)), 'Load', 'Card load', '$25.00']);
  await expect(cells(1)).toHaveText([usDate(day), 'Purchase', 'Harbor Books', '-$1,234.50']);
  await expect(rows.nth(0).getByRole('button')).toHaveCount(0);
  await expect(rows.nth(1).getByRole('button', { name: /Report a problem/ })).toBeVisible();
  // a single page: no pagination
  await expect(dialog.getByRole('navigation')).toHaveCount(0);
});

test("history: 'No transactions found', the failure text, and a failed export that only clears its flag", async ({
  page,
}) => {
  const card = issueCard('--status', 'activated', '--registered');
  await loginToHistory(page, card);

  // the card's only transaction is its first load, today: weeks before it there is nothing
  await pickRange(page, dayFromToday(-60), dayFromToday(-50));
  let dialog = await openHistory(page);
  await expect(dialog.getByText('No transactions found')).toBeVisible();
  await expect(dialog.getByRole('table')).toHaveCount(0);
  // nothing to export
  await expect(dialog.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
  await screenshots(page, 'history-empty');
  await dialog.getByRole('button', { name: 'OK' }).click();

  await failApi(page, '/card/txn/history');
  dialog = await openHistory(page);
  await expect(dialog.getByRole('alert')).toContainText(
    'Failed to get transaction history. Please try again later.',
  );

  await failApi(page, '/card/txn/history/download');
  const exportButton = dialog.getByRole('button', { name: 'Export to CSV' });
  const failed = page.waitForResponse((r) => r.url().endsWith('/card/txn/history/download'));
  await exportButton.click();
  expect((await failed).status()).toBe(500);
  await expect(exportButton).toBeEnabled();
  await expect(exportButton).not.toHaveAttribute('aria-busy');
  // the only alert is the history failure: the export adds no message
  await expect(dialog.getByRole('alert')).toHaveCount(1);
});

test('history: an unfinished range asked for, or one of 92 days, disables Get history with its message', async ({
  page,
}) => {
  const card = issueCard('--status', 'activated', '--registered');
  await loginToHistory(page, card);

  // the picker: two months, week from Sunday, nothing after today
  await openPicker(page);
  const picker = rangePicker(page);
  await expect(picker.getByRole('grid')).toHaveCount(2);
  await expect(picker.locator('thead').first().locator('th').first()).toHaveText('Sun');
  await expect(dayCell(picker, dayFromToday(0))).not.toHaveAttribute('aria-disabled');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'history-picker');

  // first click sets the start; leaving the picker then leaves the end empty
  await clickDay(page, dayFromToday(-3));
  await expect(
    historyPanel(page).getByRole('textbox', { name: 'End date', includeHidden: true }),
  ).toHaveValue('');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(rangePicker(page)).toHaveCount(0);
  // no error while the range is half chosen: it shows when the cardholder asks with it
  await expect(historyPanel(page).getByText('Please set a valid date range')).toHaveCount(0);
  await getHistoryButton(page).click();
  await expect(historyPanel(page).getByText('Please set a valid date range')).toBeVisible();
  await expect(getHistoryButton(page)).toBeDisabled();
  await expect(historyDialog(page)).toHaveCount(0);

  // 91 days from start to end: allowed
  await pickRange(page, dayFromToday(-91), dayFromToday(0));
  await expect(historyPanel(page).getByText('Please set a valid date range')).toHaveCount(0);
  await expect(getHistoryButton(page)).toBeEnabled();

  // 92 days: too long
  await pickRange(page, dayFromToday(-92), dayFromToday(0));
  await expect(historyPanel(page).getByText('Please limit your request to a 3 month period')).toBeVisible();
  await expect(getHistoryButton(page)).toBeDisabled();
  await screenshots(page, 'history-panel-invalid');
});
