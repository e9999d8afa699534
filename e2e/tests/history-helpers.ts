// Helpers of the transaction-history journeys (history-journeys, phone-walk's history walk,
// disputes): the programme's calendar days as the portal writes and speaks them, and the card
// page's history panel, its date-range picker and its dialog.
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

export const historyPanel = (page: Page) => page.getByRole('region', { name: 'Transaction history' });
export const historyDialog = (page: Page) => page.getByRole('dialog', { name: 'Transaction history' });
export const rangePicker = (page: Page) => page.getByRole('dialog', { name: 'Date range' });
export const getHistoryButton = (page: Page) =>
  historyPanel(page).getByRole('button', { name: 'Get history' });

/** Log in at /ind/login and wait for the card page's history panel. */
export async function loginToHistory(
  page: Page,
  card: Pick<IssuedCard, 'cardNumber' | 'cvv'>,
): Promise<void> {
  await login(page, card);
  await expect(historyPanel(page).getByRole('heading', { name: 'Transaction history' })).toBeVisible({
    timeout: 30_000,
  });
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
