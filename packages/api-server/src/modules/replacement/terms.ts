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

// USPS street suffixes (and the unit words) a masked line keeps, abbreviated: "Street" is no
// secret, and "12 M••• St" reads as an address where "1•••••" does not
const STREET_WORDS: Record<string, string> = {
  street: 'St',
  st: 'St',
  avenue: 'Ave',
  ave: 'Ave',
  road: 'Rd',
  rd: 'Rd',
  boulevard: 'Blvd',
  blvd: 'Blvd',
  drive: 'Dr',
  dr: 'Dr',
  lane: 'Ln',
  ln: 'Ln',
  court: 'Ct',
  ct: 'Ct',
  place: 'Pl',
  pl: 'Pl',
  terrace: 'Ter',
  ter: 'Ter',
  circle: 'Cir',
  cir: 'Cir',
  parkway: 'Pkwy',
  pkwy: 'Pkwy',
  highway: 'Hwy',
  hwy: 'Hwy',
  square: 'Sq',
  sq: 'Sq',
  trail: 'Trl',
  trl: 'Trl',
  way: 'Way',
  apartment: 'Apt',
  apt: 'Apt',
  suite: 'Ste',
  ste: 'Ste',
  unit: 'Unit',
};

/**
 * One street line masked: the house number and the street's suffix kept, every other word its
 * first character and three dots (whatever its length): "12 Market Street" → "12 M••• St".
 */
export function maskedStreet(line: string): string {
  return line
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => {
      if (i === 0 && /^\d+[A-Za-z]?$/.test(word)) return word;
      const known = STREET_WORDS[word.toLowerCase().replace(/[.,]$/, '')];
      return known ?? `${word.slice(0, 1)}•••`;
    })
    .join(' ');
}

/**
 * The mailing address on file as the dialog confirms it: the street masked (maskedStreet: an
 * address is what a takeover would change, so its name is not read back), city, state and ZIP as
 * they are.
 */
export function maskedAddress(h: {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
}): string[] {
  return [
    maskedStreet(h.address1),
    ...(h.address2?.trim() ? [maskedStreet(h.address2)] : []),
    `${h.city}, ${h.state} ${h.zipCode}`,
  ];
}
