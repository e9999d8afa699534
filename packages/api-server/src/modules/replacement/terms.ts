// What a replacement costs and promises, from the programme's agreements (@portal/legal), and
// when a card has expired.
import { PHYSICAL_REPLACEMENT, VIRTUAL_REPLACEMENT, type ReplacementTerms } from '@portal/legal';
import type { CalendarDate } from '@portal/contracts';

/** The agreement's replacement terms of a card: the virtual agreement's or the physical ones'. */
export function termsOf(card: { virtual: boolean }): ReplacementTerms {
  return card.virtual ? VIRTUAL_REPLACEMENT : PHYSICAL_REPLACEMENT;
}

/**
 * Whether a card of expiry MM/YY has expired on the cardholder's day `today`: a card is good
 * through the last day of its expiry month.
 */
export function isExpired(expiry: string, today: CalendarDate): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  return today.year * 12 + today.month > year * 12 + month;
}

/** The fee in cents: none for an expired card; never more than the balance it is taken from. */
export function feeCents(card: { virtual: boolean }, expired: boolean, balance: number): number {
  if (expired) return 0;
  return Math.max(0, Math.min(termsOf(card).feeCents, balance));
}

/** '···1234' */
export function endingOf(last4: string): string {
  return `···${last4}`;
}

/**
 * The mailing address on file as the dialog confirms it: the street hidden but for its first
 * character (an address is what a takeover would change), city, state and ZIP as they are.
 */
export function maskedAddress(h: {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
}): string[] {
  const mask = (line: string) =>
    `${line.slice(0, 1)}${'•'.repeat(Math.max(3, Math.min(12, line.length - 1)))}`;
  return [mask(h.address1), ...(h.address2 ? [mask(h.address2)] : []), `${h.city}, ${h.state} ${h.zipCode}`];
}
