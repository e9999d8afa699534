// Pure helpers shared by the forms (browser) and the server. No I/O, no clock: "today" is
// always passed in, so every rule is testable at its boundaries.

/** Digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Card number as sent on the wire: digits only (spec §3). */
export function normaliseCardNumber(value: string): string {
  return digitsOnly(value);
}

/** Phone as sent on the wire: digits only, a leading +1 country code removed (spec §3). */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  const digits = digitsOnly(trimmed);
  if (trimmed.startsWith('+1') && digits.length === 11) return digits.slice(1);
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits;
}

/** Luhn (mod 10) check over a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits) || digits.length < 2) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** A Visa card number of this programme: 16 digits, prefix 4, Luhn valid (spec §5, §9). */
export function isVisaCardNumber(value: string): boolean {
  const digits = normaliseCardNumber(value);
  return digits.length === 16 && digits.startsWith('4') && luhnValid(digits);
}

/** Legacy gift-card BINs (spec §9). */
export const LEGACY_BINS = ['476897', '424136'] as const;
export function isLegacyBin(cardNumber: string): boolean {
  const digits = normaliseCardNumber(cardNumber);
  return LEGACY_BINS.some((bin) => digits.startsWith(bin));
}

/** Zip: non-digits stripped, hyphen inserted after the fifth digit, at most 9 digits (spec §5). */
export function formatZip(value: string): string {
  const digits = digitsOnly(value).slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** Card number input mask '0000 0000 0000 0000'. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Phone input mask '(000) 000-0000'. */
export function formatPhone(value: string): string {
  const d = normalisePhone(value).slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Masked card number: first 4 and last 4 digits (spec §1, §9). */
export function maskCardNumber(cardNumber: string): string {
  const d = normaliseCardNumber(cardNumber);
  if (d.length < 8) return '****';
  return `${d.slice(0, 4)} **** **** ${d.slice(-4)}`;
}

// ---------------------------------------------------------------- dates

/** A calendar date without time zone. */
export interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function validDate(year: number, month: number, day: number): CalendarDate | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Parse MM/DD/YYYY strictly (real calendar dates only). */
export function parseUsDate(value: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  return validDate(Number(m[3]), Number(m[1]), Number(m[2]));
}

/** Parse YYYY-MM-DD strictly. */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function formatUsDate(d: CalendarDate): string {
  return `${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}`;
}

export function formatIsoDate(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** MM/DD/YYYY → YYYY-MM-DD (null when not a real date). */
export function usToIso(value: string): string | null {
  const d = parseUsDate(value);
  return d ? formatIsoDate(d) : null;
}

/** YYYY-MM-DD → MM/DD/YYYY (null when not a real date). */
export function isoToUs(value: string): string | null {
  const d = parseIsoDate(value);
  return d ? formatUsDate(d) : null;
}

/** The calendar date of a JS Date in UTC. */
export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Local calendar date of a JS Date (what the cardholder calls "today"). */
export function localCalendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Days since 1970-01-01 (no time zone involved). */
export function toDayNumber(d: CalendarDate): number {
  return Math.round(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);
}

export function fromDayNumber(n: number): CalendarDate {
  return calendarDateOf(new Date(n * 86_400_000));
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(d) + days);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

/** Same month/day `years` earlier; Feb 29 becomes Feb 28 in a common year. */
export function subtractYears(d: CalendarDate, years: number): CalendarDate {
  const year = d.year - years;
  return { year, month: d.month, day: Math.min(d.day, daysInMonth(year, d.month)) };
}

/** Whole years of age on `today` for someone born on `birth`. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age--;
  return age;
}

/**
 * Date of birth between 120 years ago and 18 years ago (spec §5, §9): the cardholder is at
 * least 18 on `today` (an 18th birthday today counts) and not older than 120 years
 * (a 120th birthday today still counts; the day after someone turns 121 does not).
 */
export function isAgeAllowed(birth: CalendarDate, today: CalendarDate): boolean {
  if (compareDates(birth, today) > 0) return false;
  const age = ageOn(birth, today);
  return age >= 18 && age <= 120;
}

// ---------------------------------------------------------------- history range

export const HISTORY_MAX_RANGE_DAYS = 92; // range must be under 92 days (spec §5, §9)
export const HISTORY_EARLIEST_YEARS = 20;
export const HISTORY_DEFAULT_DAYS = 30;
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_PAGES_PER_CALL = 5;
export const HISTORY_TXN_PER_CALL = HISTORY_PAGE_SIZE * HISTORY_PAGES_PER_CALL;

export type HistoryRangeError = 'invalid' | 'too_long';

/**
 * The history range rule (spec §5): both dates real, end not before start, earliest 20 years
 * back, latest today, and the range under 92 days. "Under 92 days" is read as the number of
 * days from start to end being less than 92 (start + 91 days is the latest allowed end): the
 * reading that lets a cardholder ask for a full quarter.
 */
export function checkHistoryRange(
  start: CalendarDate | null,
  end: CalendarDate | null,
  today: CalendarDate,
): HistoryRangeError | null {
  if (!start || !end) return 'invalid';
  const earliest = subtractYears(today, HISTORY_EARLIEST_YEARS);
  for (const d of [start, end]) {
    if (compareDates(d, earliest) < 0 || compareDates(d, today) > 0) return 'invalid';
  }
  const span = toDayNumber(end) - toDayNumber(start);
  if (span < 0) return 'invalid';
  if (span >= HISTORY_MAX_RANGE_DAYS) return 'too_long';
  return null;
}

/** Default history range: the last 30 days to today (spec §2). */
export function defaultHistoryRange(today: CalendarDate): { start: CalendarDate; end: CalendarDate } {
  return { start: addDays(today, -HISTORY_DEFAULT_DAYS), end: today };
}

/** Which 50-row server page holds UI page `page` (1-based): ceil(page / 5) (spec §7). */
export function serverPageFor(uiPage: number): number {
  return Math.ceil(uiPage / HISTORY_PAGES_PER_CALL);
}

// ---------------------------------------------------------------- card status

export type StatusLabel = 'Activated' | 'Requires activation' | 'Issued' | '---';

/** Upper-case codes and the lower-case words map to a label; anything else is '---' (spec §4). */
export function statusLabel(status: string | null | undefined): StatusLabel {
  switch (status) {
    case 'ACTIVATED':
    case 'activated':
      return 'Activated';
    case 'REQUIRES_ACTIVATION':
    case 'requires activation':
      return 'Requires activation';
    case 'ISSUED':
    case 'issued':
      return 'Issued';
    default:
      return '---';
  }
}

/** The status as its upper-case code, or null when unknown. */
export function statusCode(
  status: string | null | undefined,
): 'ACTIVATED' | 'REQUIRES_ACTIVATION' | 'ISSUED' | null {
  const label = statusLabel(status);
  if (label === 'Activated') return 'ACTIVATED';
  if (label === 'Requires activation') return 'REQUIRES_ACTIVATION';
  if (label === 'Issued') return 'ISSUED';
  return null;
}

/** Balance in dollars with 2 decimals (spec §9). */
export function formatBalance(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '---';
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** base64 (standard or url-safe) route parameter → text; null when not decodable. */
export function decodeBase64Param(value: string): string | null {
  try {
    const normal = value.replace(/-/g, '+').replace(/_/g, '/');
    const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** text → url-safe base64 without padding (for building route parameters). */
export function encodeBase64Param(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
