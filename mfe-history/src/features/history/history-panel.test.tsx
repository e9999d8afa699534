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

type User = ReturnType<typeof userEvent.setup>;

const field = (name: 'Start date' | 'End date') => screen.getByRole('textbox', { name, hidden: true });
const getHistory = () => screen.getByRole('button', { name: 'Get history' });

/** A day of the open calendar by its date ('November 3, 2026'). */
const day = (date: string) =>
  screen.getByRole('button', {
    name: (name) =>
      new RegExp(`(^|, )\\w+day, ${date}( selected)?(, (First|Last) available date)?$`).test(name),
  });

async function openCalendar(user: User) {
  await user.click(screen.getByRole('button', { name: 'Choose dates' }));
  return screen.findByRole('dialog', { name: 'Date range' });
}

/** Pick a range; `pagesBack`: how many two-month pages back the start is (Previous moves two months). */
async function pickRange(user: User, start: string, end: string, pagesBack = 0) {
  const dialog = await openCalendar(user);
  for (let i = 0; i < pagesBack; i++)
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
  await user.click(day(start));
  for (let i = 0; i < pagesBack; i++) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(day(end));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date range' })).not.toBeInTheDocument());
}

async function openHistory(user: User) {
  await user.click(getHistory());
  return screen.findByRole('dialog', { name: 'Transaction history' });
}

describe('history panel (spec §2, §5 Transaction history dates)', () => {
  it('loads a default range of the last 30 days to today, with Get history enabled', async () => {
    await signInWithHistory(real, []);
    renderHistoryPanel();
    expect(screen.getByRole('heading', { name: 'Transaction history' })).toBeInTheDocument();
    expect(field('Start date')).toHaveValue('10/23/2026');
    expect(field('End date')).toHaveValue('11/22/2026');
    expect(getHistory()).toBeEnabled();
    expect(screen.queryByText(TOO_LONG)).not.toBeInTheDocument();
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
  });

  it('a range under 92 days is accepted: 91 days from start to end', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, []);
    renderHistoryPanel();
    await pickRange(user, 'August 23, 2026', 'November 22, 2026', 1);
    expect(field('Start date')).toHaveValue('08/23/2026');
    expect(field('End date')).toHaveValue('11/22/2026');
    expect(getHistory()).toBeEnabled();
    expect(screen.queryByText(TOO_LONG)).not.toBeInTheDocument();
  });

  it("a range of 92 days shows 'Please limit your request to a 3 month period' and disables Get history", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, []);
    renderHistoryPanel();
    await pickRange(user, 'August 22, 2026', 'November 22, 2026', 1);
    expect(field('End date')).toHaveValue('11/22/2026');
    expect(screen.getByText(TOO_LONG)).toBeInTheDocument();
    expect(field('Start date')).toHaveAccessibleDescription(new RegExp(TOO_LONG));
    expect(field('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(getHistory()).toBeDisabled();
    await user.click(getHistory());
    expect(screen.queryByRole('dialog', { name: 'Transaction history' })).not.toBeInTheDocument();
    expect(historyCalls()).toHaveLength(0);
  });

  it("a start without an end says nothing while the cardholder chooses; 'Get history' then shows 'Please set a valid date range' and asks nothing", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(5));
    renderHistoryPanel();
    await openCalendar(user);
    await user.click(day('November 2, 2026'));
    // the end is still to choose: no error painted yet
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(field('Start date')).not.toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Start date')).toHaveValue('11/02/2026');
    expect(field('End date')).toHaveValue('');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    await user.click(getHistory());
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(getHistory()).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: 'Transaction history' })).not.toBeInTheDocument();
    expect(historyCalls()).toHaveLength(0);

    // picking a whole range again clears the message
    await pickRange(user, 'November 2, 2026', 'November 9, 2026');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(getHistory()).toBeEnabled();
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
    await signInWithHistory(real, []);
    renderHistoryPanel([], { year: 2026, month: 11, day: 23 });
    // the real server's clock is TODAY (11/22/2026): its GET /calendar/today moves the picker back
    await waitFor(() => expect(field('End date')).toHaveValue('11/22/2026'));
    expect(field('Start date')).toHaveValue('10/23/2026');
    expect(real.server.calls('GET /calendar/today')).toHaveLength(1);
    await openCalendar(user);
    expect(day('November 22, 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('November 23, 2026')).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('history modal (spec §2, §4 History, §7, §8)', () => {
  it("Get history opens 'Transaction history' showing 'Loading data...' until the rows arrive", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(3));
    const release = real.server.hold('POST /card/txn/history');
    renderHistoryPanel();
    const dialog = await openHistory(user);
    expect(within(dialog).getByRole('heading', { name: 'Transaction history' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading data...');
    expect(within(dialog).getByText('From 10/23/2026 to 11/22/2026')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading data...')).not.toBeInTheDocument();
  });

  it('asks for the range as MM/DD/YYYY, page 1, 50 transactions per call', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(3));
    renderHistoryPanel();
    await openHistory(user);
    await screen.findByRole('table');
    expect(historyCalls()).toEqual([
      { startDate: '10/23/2026', endDate: '11/22/2026', page: 1, txnPerPage: 50 },
    ]);
  });

  it('shows Date, Type, Merchant and Amount, amounts in dollars with 2 decimals and debits negative', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(4));
    renderHistoryPanel();
    const dialog = await openHistory(user);
    const table = await within(dialog).findByRole('table', {
      name: 'Transactions from 10/23/2026 to 11/22/2026',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Merchant', 'Amount', 'Report a problem']);
    const rows = within(table).getAllByRole('row').slice(1);
    const text = rows.map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
    // a posted purchase offers "Report a problem"; a refund or a load does not
    expect(text).toEqual([
      ['11/22/2026', 'Purchase', 'Merchant 1', '-$1.25', 'Report a problem'],
      ['11/22/2026', 'Purchase', 'Merchant 2', '-$2.25', 'Report a problem'],
      ['11/21/2026', 'Refund', 'Merchant 3', '$3.25', ''],
      ['11/21/2026', 'Load', 'Merchant 4', '$4.25', ''],
    ]);
  });

  it('pages by 10 rows; 5 pages come from one call; page 6 fetches server page ceil(6/5) = 2; fetched pages are cached', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(57));
    renderHistoryPanel();
    const dialog = await openHistory(user);
    const firstMerchant = async () => {
      const table = await within(dialog).findByRole('table');
      return within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[1]!.textContent;
    };
    const nav = () => within(dialog).getByRole('navigation', { name: 'Transaction pages' });

    expect(await firstMerchant()).toBe('Merchant 1');
    expect(within(await within(dialog).findByRole('table')).getAllByRole('row')).toHaveLength(11);
    expect(within(dialog).getByText('Showing 1–10 of 57 transactions')).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    // pages 2..5: no further call
    for (let p = 2; p <= 5; p++) await user.click(within(nav()).getByRole('button', { name: 'Next' }));
    expect(await firstMerchant()).toBe('Merchant 41');
    expect(historyCalls().map((c) => c.page)).toEqual([1]);
    expect(
      within(nav())
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['4', '5', '6']);

    // page 6 lives in server page 2
    await user.click(within(nav()).getByRole('button', { name: 'Page 6' }));
    expect(await firstMerchant()).toBe('Merchant 51');
    expect(within(dialog).getByText('Showing 51–57 of 57 transactions')).toBeInTheDocument();
    expect(historyCalls().map((c) => c.page)).toEqual([1, 2]);
    expect(historyCalls()[1]).toMatchObject({ page: 2, txnPerPage: 50 });
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeDisabled();

    // back to page 3: served from the cache
    await user.click(within(nav()).getByRole('button', { name: 'Previous' }));
    await user.click(within(nav()).getByRole('button', { name: 'Page 4' }));
    await user.click(within(nav()).getByRole('button', { name: 'Page 3' }));
    expect(await firstMerchant()).toBe('Merchant 21');
    expect(historyCalls()).toHaveLength(2);
  });

  it("shows 'Loading data...' while a page of a new server page is fetched", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(60));
    renderHistoryPanel();
    const dialog = await openHistory(user);
    await within(dialog).findByRole('table');
    const nav = within(dialog).getByRole('navigation', { name: 'Transaction pages' });
    for (let p = 2; p <= 5; p++) await user.click(within(nav).getByRole('button', { name: 'Next' }));
    const release = real.server.hold('POST /card/txn/history');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Loading data...')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    release();
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  });

  it("shows 'No transactions found' when the range holds none, no pagination, and nothing to export", async () => {
    const user = userEvent.setup();
    // all transactions older than the default range
    await signInWithHistory(real, makeTransactions(8, { year: 2026, month: 9, day: 1 }));
    renderHistoryPanel();
    const dialog = await openHistory(user);
    expect(await within(dialog).findByText('No transactions found')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("shows 'Failed to get transaction history. Please try again later.' when the call fails", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(8));
    real.server.answer('POST /card/txn/history', SERVER_ERROR);
    renderHistoryPanel();
    const dialog = await openHistory(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to get transaction history. Please try again later.',
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the notes: recent transactions may be late; only posted ones, pending by phone', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, []);
    renderHistoryPanel();
    const dialog = await openHistory(user);
    expect(
      within(dialog).getByText('Please note: Some recent transactions may not be visible instantly.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /Only posted transactions are listed\. Pending transactions are available from customer service by phone at/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
  });

  it('OK closes the modal; opening it again fetches afresh', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(3));
    renderHistoryPanel();
    const dialog = await openHistory(user);
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getHistory()).toHaveFocus());
    await openHistory(user);
    await screen.findByRole('table');
    expect(historyCalls()).toHaveLength(2);
  });

  it('the range picked is the range asked for', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(40));
    renderHistoryPanel();
    await pickRange(user, 'November 10, 2026', 'November 12, 2026');
    const dialog = await openHistory(user);
    await within(dialog).findByRole('table');
    expect(historyCalls()[0]).toEqual({
      startDate: '11/10/2026',
      endDate: '11/12/2026',
      page: 1,
      txnPerPage: 50,
    });
    expect(within(dialog).getByText('Showing 1–6 of 6 transactions')).toBeInTheDocument();
  });
});

describe('CSV export (spec §2, §3, §8)', () => {
  it("'Export to CSV' downloads the range's CSV under the server's file name, with a downloading flag", async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(3));
    const saved: SavedFile[] = [];
    renderHistoryPanel(saved);
    const dialog = await openHistory(user);
    const release = real.server.hold('POST /card/txn/history/download');
    await user.click(within(dialog).getByRole('button', { name: 'Export to CSV' }));
    expect(within(dialog).getByRole('button', { name: 'Downloading...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    expect(await within(dialog).findByRole('button', { name: 'Export to CSV' })).not.toHaveAttribute(
      'aria-busy',
    );
    expect(downloadCalls()).toEqual([{ startDate: '10/23/2026', endDate: '11/22/2026' }]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe('transaction-history-2026-10-23-to-2026-11-22.csv');
    const csv = await saved[0]!.blob.text();
    expect(csv.split('\r\n')[0]).toBe('Date,Type,Merchant,Amount');
    // the Type column carries what the table shows
    expect(csv).toContain('"11/22/2026","Purchase","Merchant 1","-1.25"');
    expect(csv).toContain('"11/21/2026","Refund","Merchant 3","3.25"');
  });

  it('a failed export clears the downloading flag and shows no message', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(3));
    real.server.answer('POST /card/txn/history/download', SERVER_ERROR);
    const saved: SavedFile[] = [];
    renderHistoryPanel(saved);
    const dialog = await openHistory(user);
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(downloadCalls()).toHaveLength(1));
    expect(await within(dialog).findByRole('button', { name: 'Export to CSV' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Downloading...' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

it('TODAY of the harness is the fixed day the expectations use', () => {
  expect(TODAY).toEqual({ year: 2026, month: 11, day: 22 });
});
