import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryBody } from '@portal/api-client';
import { SERVER_ERROR } from '@portal/testing';
import { serveRealApi } from '@portal/testing/api-server';
import {
  bodiesOf,
  makeTransactions,
  renderHistoryPanel,
  SERVER_AT_TODAY,
  signInWithHistory,
  SUPPORT_PHONE,
  TODAY,
  type SavedFile,
} from '#test/harness';

// the range rule, paging and the CSV are the server's: the real api-server answers, its clock at TODAY
const { real } = serveRealApi(SERVER_AT_TODAY);
const historyCalls = () => bodiesOf(real, 'POST /card/txn/history') as HistoryBody[];
const downloadCalls = () => bodiesOf(real, 'POST /card/txn/history/download');

const TOO_LONG = 'Please limit your request to a 3 month period';
const INVALID = 'Please set a valid date range';
const DEFAULT_DATES = 'Transactions from 10/23/2026 to 11/22/2026';

type User = ReturnType<typeof userEvent.setup>;

const field = (name: 'Start date' | 'End date') => screen.getByRole('textbox', { name, hidden: true });
/** The narrow panel's list and the wide panel's table (CSS shows one of them; jsdom has both). */
const list = (name = DEFAULT_DATES) => screen.findByRole('list', { name });
const table = (name = DEFAULT_DATES) => screen.findByRole('table', { name });
/** The list's rows, by their buttons' names. */
const rowNames = async (name = DEFAULT_DATES) =>
  within(await list(name))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

/** A day of the open calendar by its date ('November 3, 2026'). */
const day = (date: string) =>
  screen.getByRole('button', {
    name: (name) =>
      new RegExp(`(^|, )\\w+day, ${date}( selected)?(, (First|Last) available date)?$`).test(name),
  });

async function openCalendar(user: User) {
  await user.click(screen.getByRole('button', { name: 'Choose dates' }));
  return screen.findByRole('dialog', { name: 'Dates' });
}

/** Pick a range; `pagesBack`: how many two-month pages back the start is (Previous moves two months). */
async function pickRange(user: User, start: string, end: string, pagesBack = 0) {
  const dialog = await openCalendar(user);
  for (let i = 0; i < pagesBack; i++)
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
  await user.click(day(start));
  for (let i = 0; i < pagesBack; i++) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(day(end));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dates' })).not.toBeInTheDocument());
}

describe('recent transactions, shown at once (spec §2, §4 History, §7)', () => {
  it("shows 'Loading data...', then the last 30 days to today with signed amounts, with nothing to press", async () => {
    await signInWithHistory(real, makeTransactions(4));
    const release = real.server.hold('POST /card/txn/history');
    renderHistoryPanel();
    expect(screen.getByRole('heading', { name: 'Recent transactions' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading data...');
    release();
    // each row's button says the merchant, the signed amount, the date and the type
    expect(await rowNames()).toEqual([
      'Merchant 1, −$1.25, 11/22/2026, Purchase',
      'Merchant 2, −$2.25, 11/22/2026, Purchase',
      'Merchant 3, +$3.25, 11/21/2026, Refund',
      'Merchant 4, +$4.25, 11/21/2026, Load',
    ]);
    // what a row shows is its name's words in the same order (a speech user says what they see)
    const words = (text: string | null) =>
      (text ?? '')
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .join(' ');
    for (const row of within(await list()).getAllByRole('button'))
      expect(words(row.textContent)).toBe(words(row.getAttribute('aria-label')));
    expect(screen.queryByText('Loading data...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(historyCalls()).toEqual([
      { startDate: '10/23/2026', endDate: '11/22/2026', page: 1, txnPerPage: 50 },
    ]);
    expect(field('Start date')).toHaveValue('10/23/2026');
    expect(field('End date')).toHaveValue('11/22/2026');
  });

  it('a row opens its details; a posted purchase offers "Report a problem", a refund does not', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(3));
    renderHistoryPanel();
    const rows = await list();
    const purchase = within(rows).getByRole('button', { name: 'Merchant 1, −$1.25, 11/22/2026, Purchase' });
    expect(purchase).toHaveAttribute('aria-expanded', 'false');
    await user.click(purchase);
    expect(purchase).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(purchase.getAttribute('aria-controls')!)!;
    expect(details).toBeVisible();
    expect(within(details).getByText('Purchase')).toBeInTheDocument();
    expect(
      within(details).getByRole('button', { name: 'Report a problem with Merchant 1 on 11/22/2026' }),
    ).toBeInTheDocument();

    const refund = within(rows).getByRole('button', { name: 'Merchant 3, +$3.25, 11/21/2026, Refund' });
    await user.click(refund);
    const refundDetails = document.getElementById(refund.getAttribute('aria-controls')!)!;
    expect(within(refundDetails).getByText('+$3.25')).toBeInTheDocument();
    expect(within(refundDetails).queryByRole('button')).not.toBeInTheDocument();

    await user.click(purchase);
    expect(purchase).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
  });

  it('the wide table has the columns Date, Type, Merchant, Amount, the merchant naming each row', async () => {
    await signInWithHistory(real, makeTransactions(4));
    renderHistoryPanel();
    const wide = await table();
    expect(
      within(wide)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Merchant', 'Amount', 'Report a problem']);
    const rows = within(wide).getAllByRole('row').slice(1);
    // the last cell: the name of its button, if any
    const cells = (r: HTMLElement) => {
      const all = Array.from(r.querySelectorAll<HTMLElement>('th, td'));
      const report = within(all.pop()!).queryByRole('button');
      return [...all.map((c) => c.textContent), report?.getAttribute('aria-label') ?? null];
    };
    // a posted purchase offers "Report a problem"; a refund or a load does not
    expect(rows.map(cells)).toEqual([
      ['11/22/2026', 'Purchase', 'Merchant 1', '−$1.25', 'Report a problem with Merchant 1 on 11/22/2026'],
      ['11/22/2026', 'Purchase', 'Merchant 2', '−$2.25', 'Report a problem with Merchant 2 on 11/22/2026'],
      ['11/21/2026', 'Refund', 'Merchant 3', '+$3.25', null],
      ['11/21/2026', 'Load', 'Merchant 4', '+$4.25', null],
    ]);
    expect(within(wide).getByRole('rowheader', { name: 'Merchant 3' })).toBeInTheDocument();
  });

  it('pages by 10 rows; 5 pages come from one call; page 6 fetches server page ceil(6/5) = 2; fetched pages are cached', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(57));
    renderHistoryPanel();
    const first = async () => (await rowNames())[0];
    const nav = () => screen.getByRole('navigation', { name: 'Transaction pages' });

    expect(await first()).toMatch(/^Merchant 1,/);
    expect(await rowNames()).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 57 transactions')).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    for (let p = 2; p <= 5; p++) await user.click(within(nav()).getByRole('button', { name: 'Next' }));
    expect(await first()).toMatch(/^Merchant 41,/);
    expect(historyCalls().map((c) => c.page)).toEqual([1]);

    await user.click(within(nav()).getByRole('button', { name: 'Page 6' }));
    await waitFor(async () => expect(await first()).toMatch(/^Merchant 51,/));
    expect(screen.getByText('Showing 51–57 of 57 transactions')).toBeInTheDocument();
    expect(historyCalls().map((c) => c.page)).toEqual([1, 2]);
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(nav()).getByRole('button', { name: 'Previous' }));
    await user.click(within(nav()).getByRole('button', { name: 'Page 4' }));
    await user.click(within(nav()).getByRole('button', { name: 'Page 3' }));
    expect(await first()).toMatch(/^Merchant 21,/);
    expect(historyCalls()).toHaveLength(2);
  });

  it('keeps the page buttons where they were pressed when the new page is taller or shorter', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(26));
    renderHistoryPanel();
    await list();
    const nav = screen.getByRole('navigation', { name: 'Transaction pages' });
    // jsdom lays nothing out: the buttons' box is 400 px down before the turn, 520 px after it
    const box = nav.parentElement!;
    const tops = [400, 520];
    jest
      .spyOn(box, 'getBoundingClientRect')
      .mockImplementation(() => ({ top: tops.shift() ?? 520 }) as DOMRect);
    const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11–20 of 26 transactions')).toBeInTheDocument();
    expect(scrollBy).toHaveBeenCalledWith(0, 120);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    scrollBy.mockRestore();
  });

  it("shows 'Loading data...' while a page of a new server page is fetched", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(60));
    renderHistoryPanel();
    await list();
    const nav = screen.getByRole('navigation', { name: 'Transaction pages' });
    for (let p = 2; p <= 5; p++) await user.click(within(nav).getByRole('button', { name: 'Next' }));
    const release = real.server.hold('POST /card/txn/history');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: DEFAULT_DATES })).not.toBeInTheDocument();
    release();
    expect(await list()).toBeInTheDocument();
  });

  it("says 'No transactions in these dates' when they hold none, with no pages and nothing to export", async () => {
    // all transactions older than the default range
    await signInWithHistory(real, makeTransactions(8, { year: 2026, month: 9, day: 1 }));
    renderHistoryPanel();
    expect(await screen.findByText('No transactions in these dates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
    expect(screen.queryByRole('list', { name: DEFAULT_DATES })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says "We couldn\'t load your transactions" when the call fails; Try again asks again and shows them', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(3));
    real.server.answer('POST /card/txn/history', SERVER_ERROR, { times: 1 });
    renderHistoryPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your transactions");
    expect(screen.queryByRole('list', { name: DEFAULT_DATES })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowNames()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(historyCalls()).toHaveLength(2);
  });

  it('shows the notes: recent transactions may be late; only posted ones, pending by phone', async () => {
    await signInWithHistory(real, []);
    renderHistoryPanel();
    expect(
      screen.getByText('Please note: Some recent transactions may not be visible instantly.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Only posted transactions are listed\. Pending transactions are available from customer service by phone at/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', 'tel:+18885550142');
  });
});

describe('the dates as a filter (spec §5 Transaction history dates)', () => {
  it('a whole range picked is asked for at once and names the list; the focus stays with the picker', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(40));
    renderHistoryPanel();
    await list();
    await pickRange(user, 'November 10, 2026', 'November 12, 2026');
    expect(await rowNames('Transactions from 11/10/2026 to 11/12/2026')).toHaveLength(6);
    expect(historyCalls()).toEqual([
      { startDate: '10/23/2026', endDate: '11/22/2026', page: 1, txnPerPage: 50 },
      { startDate: '11/10/2026', endDate: '11/12/2026', page: 1, txnPerPage: 50 },
    ]);
    expect(screen.getByText('Showing 1–6 of 6 transactions')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Dates' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('a range under 92 days is accepted: 91 days from start to end', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, []);
    renderHistoryPanel();
    await pickRange(user, 'August 23, 2026', 'November 22, 2026', 1);
    expect(field('Start date')).toHaveValue('08/23/2026');
    expect(screen.queryByText(TOO_LONG)).not.toBeInTheDocument();
    await waitFor(() => expect(historyCalls().at(-1)).toMatchObject({ startDate: '08/23/2026' }));
  });

  it("a range of 92 days shows 'Please limit your request to a 3 month period' and asks nothing; the list keeps its dates", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(3));
    renderHistoryPanel();
    await list();
    await pickRange(user, 'August 22, 2026', 'November 22, 2026', 1);
    expect(screen.getByText(TOO_LONG)).toBeInTheDocument();
    expect(field('Start date')).toHaveAccessibleDescription(new RegExp(TOO_LONG));
    expect(field('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(historyCalls()).toHaveLength(1);
    expect(await rowNames()).toHaveLength(3);
  });

  it("a start without an end says nothing while the cardholder chooses; left so, it says 'Please set a valid date range' and asks nothing", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(5));
    renderHistoryPanel();
    await list();
    await openCalendar(user);
    await user.click(day('November 2, 2026'));
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(field('Start date')).not.toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Start date')).toHaveValue('11/02/2026');
    expect(field('End date')).toHaveValue('');
    // the calendar closed half way: the message shows
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(field('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(historyCalls()).toHaveLength(1);

    // picking a whole range again clears the message
    await pickRange(user, 'November 2, 2026', 'November 21, 2026');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(await rowNames('Transactions from 11/02/2026 to 11/21/2026')).toHaveLength(3);
  });

  it('the latest selectable day is today', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, []);
    renderHistoryPanel();
    await openCalendar(user);
    expect(day('November 22, 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('November 23, 2026')).toHaveAttribute('aria-disabled', 'true');
  });

  it("follows the server's day when the phone's clock is a day ahead: latest day, default range", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(2));
    renderHistoryPanel([], { year: 2026, month: 11, day: 23 });
    // the real server's clock is TODAY (11/22/2026): its GET /calendar/today moves the dates back
    await waitFor(() => expect(field('End date')).toHaveValue('11/22/2026'));
    expect(field('Start date')).toHaveValue('10/23/2026');
    expect(await rowNames()).toHaveLength(2);
    expect(real.server.calls('GET /calendar/today')).toHaveLength(1);
    await openCalendar(user);
    expect(day('November 22, 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('November 23, 2026')).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('CSV export (spec §2, §3, §8)', () => {
  it("'Export to CSV' downloads the dates shown under the server's file name, with a downloading flag", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(3));
    const saved: SavedFile[] = [];
    renderHistoryPanel(saved);
    await list();
    const release = real.server.hold('POST /card/txn/history/download');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('button', { name: 'Export to CSV' })).not.toHaveAttribute('aria-busy');
    expect(downloadCalls()).toEqual([{ startDate: '10/23/2026', endDate: '11/22/2026' }]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe('transaction-history-2026-10-23-to-2026-11-22.csv');
    const csv = await saved[0]!.blob.text();
    expect(csv.split('\r\n')[0]).toBe('Date,Type,Merchant,Amount');
    expect(csv).toContain('"11/22/2026","Purchase","Merchant 1","-1.25"');
    expect(csv).toContain('"11/21/2026","Refund","Merchant 3","3.25"');
  });

  it('exports the dates the filter applied', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(30));
    const saved: SavedFile[] = [];
    renderHistoryPanel(saved);
    await pickRange(user, 'November 10, 2026', 'November 12, 2026');
    await list('Transactions from 11/10/2026 to 11/12/2026');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloadCalls()).toEqual([{ startDate: '11/10/2026', endDate: '11/12/2026' }]);
  });

  it('a failed export clears the downloading flag and shows no message', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(3));
    real.server.answer('POST /card/txn/history/download', SERVER_ERROR);
    const saved: SavedFile[] = [];
    renderHistoryPanel(saved);
    await list();
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(downloadCalls()).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Export to CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Processing...' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

it('TODAY of the harness is the fixed day the expectations use', () => {
  expect(TODAY).toEqual({ year: 2026, month: 11, day: 22 });
});
