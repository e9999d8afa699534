// Helpers of the transaction-history journeys (history-journeys, phone-walk's history walk,
// disputes, card-replacement): the programme's calendar days as the portal writes and speaks
// them, and the card page's "Recent transactions": its dates filter, its list (a phone) and its
// table (a wide screen).
import { expect, type Page } from '@playwright/test';
import { calendarDateIn, DEFAULT_PROGRAM_TIME_ZONE } from '@portal/contracts';
import { admin, issueCard, type IssuedCard } from '../support/admin';
import { login } from '../support/portal';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The programme's calendar day `offset` days from today, as a UTC midnight (read with UTC
 * getters): the server's "today" is the programme's day, in the programme's time zone.
 */
export function dayFromToday(offset: number): Date {
  const today = calendarDateIn(new Date(), DEFAULT_PROGRAM_TIME_ZONE);
  return new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** MM/DD/YYYY, as the portal writes a day. */
export const usDate = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
/** YYYY-MM-DD, as the operator CLI and the CSV's file name take a day. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** 'November 25, 2026', as a calendar cell's name speaks of a day. */
export const spokenDate = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;

/** The first day `text` speaks of ('…, November 25, 2026 …'), as a UTC midnight, or null. */
export function spokenDay(text: string): Date | null {
  const match = /(\w+) (\d{1,2}), (\d{4})/.exec(text);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[3]), MONTHS.indexOf(match[1]!), Number(match[2])));
}

export const historyPanel = (page: Page) => page.getByRole('region', { name: 'Recent transactions' });
export const rangePicker = (page: Page) => page.getByRole('dialog', { name: 'Dates' });
/**
 * The rows as the panel's width draws them: the list under 37.5em (a phone), the table from it.
 * Both are in the page; the one not shown is hidden, so only the shown one has a role here.
 */
export const recentList = (page: Page) =>
  historyPanel(page).getByRole('list', { name: /^Transactions from \d\d\/\d\d\/\d{4} to / });
export const recentTable = (page: Page) =>
  historyPanel(page).getByRole('table', { name: /^Transactions from \d\d\/\d\d\/\d{4} to / });
/** A row of the list: a button named 'Corner Market, −$23.45, 11/20/2026, Purchase'. */
export const listRow = (page: Page, merchant: string) =>
  recentList(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(merchant)}, `) });

/** An amount as the list and the table sign it: '−$23.45' (a minus sign), '+$20.00'. */
export const signed = (amount: number) =>
  `${amount < 0 ? '\u2212' : '+'}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The panel has answered: its rows, its empty state or its failure shows, and no 'Loading data...'. */
export async function historyLoaded(page: Page): Promise<void> {
  const panel = historyPanel(page);
  await expect(
    recentList(page)
      .or(recentTable(page))
      .or(panel.getByText('No transactions in these dates'))
      .or(panel.getByText("We couldn't load your transactions")),
  ).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText('Loading data...')).toHaveCount(0);
}

/** Log in at /ind/login and wait for the card page's recent transactions, loaded. */
export async function loginToHistory(
  page: Page,
  card: Pick<IssuedCard, 'cardNumber' | 'cvv'>,
): Promise<void> {
  await login(page, card);
  await expect(historyPanel(page).getByRole('heading', { name: 'Recent transactions' })).toBeVisible({
    timeout: 30_000,
  });
  await historyLoaded(page);
}

/**
 * An activated, registered card with `count` transactions seeded over the last 20 days besides the
 * first load that issuing posts today, logged in to its card page.
 */
export async function loginWithSeededHistory(page: Page, count: number): Promise<IssuedCard> {
  const card = issueCard('--status', 'activated', '--registered');
  admin('txn', 'seed', '--card', card.cardNumber, '--count', String(count), '--days', '20', '--json');
  await loginToHistory(page, card);
  return card;
}
