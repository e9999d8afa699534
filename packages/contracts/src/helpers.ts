// Pure helpers shared by the forms (browser) and the server. No I/O, no clock: "today" is
// always passed in, so every rule is testable at its boundaries.
import { MESSAGES } from './messages';

/** Digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Card number as sent on the wire: digits only (spec §3). */
export function normaliseCardNumber(value: string): string {
  return digitsOnly(value);
}

/**
 * Phone as sent on the wire: the ten digits of a US number, its leading country code 1 removed
 * (spec §3), whether written +1, 1, (1) or with spaces, dashes or dots. A leading 1 is always the
 * country code: a North American area code never starts with 0 or 1, so '1 555 123 456' is a
 * nine-digit number that fails the ten-digit rule rather than a number the PIN SMS would miss.
 */
export function normalisePhone(value: string): string {
  const digits = digitsOnly(value);
  return digits.startsWith('1') ? digits.slice(1) : digits;
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
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12) return null;
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

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of a JS Date in an IANA time zone — the programme's "today":
 * browser and server compute the cardholder's day with this one function and the programme's
 * `timeZone`, so a range the picker offers is a range the server accepts.
 */
export function calendarDateIn(date: Date, timeZone: string): CalendarDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  // one formatting for the three parts (the server asks for "today" on every history call)
  const parts = format.formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

let zones: ReadonlySet<string> | null = null;

/** True for a time zone name this runtime knows (IANA, e.g. 'America/New_York', or 'UTC'). */
export function isTimeZone(name: string): boolean {
  // the list first: a formatter with a zone costs a phone tens of ms of ICU data on the page's
  // first run (the browser checks /config.json's programme with this), the list ~2 ms; an alias
  // the list leaves out (e.g. 'US/Eastern', another case) is still checked with a formatter
  zones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (zones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Local calendar date of a JS Date (the device's own zone: a date of birth's "today"). */
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

/**
 * The day a birthday falls on in `year`. A Feb 29 birthday falls on Feb 28 in a common year:
 * of the two customary readings (Feb 28 or Mar 1) this is the one that serves the cardholder
 * better, since it lets someone born on Feb 29 register on the last day of February of the
 * year they turn 18 instead of waiting a day.
 */
export function birthdayIn(birth: CalendarDate, year: number): CalendarDate {
  return { year, month: birth.month, day: Math.min(birth.day, daysInMonth(year, birth.month)) };
}

/** Whole years of age on `today` for someone born on `birth` (see birthdayIn for Feb 29). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const age = today.year - birth.year;
  return compareDates(today, birthdayIn(birth, today.year)) < 0 ? age - 1 : age;
}

export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 120;

/**
 * Date of birth "between 120 years ago and 18 years ago" (spec §5), "age 18 to 120 years"
 * (spec §9). The spec gives both a date reading and an age reading; we take the age reading,
 * which serves the cardholder better: someone is accepted from their 18th birthday (an 18th
 * birthday today counts) until the day before their 121st birthday (a 120-year-old whose
 * 120th birthday was a while ago is still 120). A date in the future is never a birth date.
 */
export function isAgeAllowed(birth: CalendarDate, today: CalendarDate): boolean {
  if (compareDates(birth, today) > 0) return false;
  const age = ageOn(birth, today);
  return age >= MIN_AGE_YEARS && age <= MAX_AGE_YEARS;
}

/**
 * The earliest and latest allowed birth dates on `today`, for a date picker's min and max.
 * Derived from isAgeAllowed, so the picker and the rule can never disagree.
 */
export function dateOfBirthBounds(today: CalendarDate): { earliest: CalendarDate; latest: CalendarDate } {
  let latest = subtractYears(today, MIN_AGE_YEARS);
  while (!isAgeAllowed(latest, today)) latest = addDays(latest, -1);
  while (isAgeAllowed(addDays(latest, 1), today)) latest = addDays(latest, 1);
  let earliest = addDays(subtractYears(today, MAX_AGE_YEARS + 1), 1);
  while (!isAgeAllowed(earliest, today)) earliest = addDays(earliest, 1);
  while (isAgeAllowed(addDays(earliest, -1), today)) earliest = addDays(earliest, -1);
  return { earliest, latest };
}

// ---------------------------------------------------------------- history range

export const HISTORY_MAX_RANGE_DAYS = 92; // range must be under 92 days (spec §5, §9)
export const HISTORY_EARLIEST_YEARS = 20;
export const HISTORY_DEFAULT_DAYS = 30;
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_PAGES_PER_CALL = 5;
export const HISTORY_TXN_PER_CALL = HISTORY_PAGE_SIZE * HISTORY_PAGES_PER_CALL;

export type HistoryRangeError = 'invalid' | 'too_long';

/** The selectable window of the history picker: 20 years back to today (spec §5, §9). */
export function historyBounds(today: CalendarDate): { earliest: CalendarDate; latest: CalendarDate } {
  return { earliest: subtractYears(today, HISTORY_EARLIEST_YEARS), latest: today };
}

/** A date as the history rule receives it: a calendar date, or MM/DD/YYYY text. */
export type HistoryDateInput = CalendarDate | string | null | undefined;

function toCalendarDate(value: HistoryDateInput): CalendarDate | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return parseUsDate(value);
  return validDate(value.year, value.month, value.day);
}

/**
 * The history range rule (spec §5): both dates real, end not before start, earliest 20 years
 * back, latest today, and the range under 92 days.
 *
 * "Under 92 days" has two readings: the days from start to end (end − start) below 92, or the
 * calendar days covered (end − start + 1) below 92. We take the first, which serves the
 * cardholder better: start + 91 days is the latest allowed end (91 ok, 92 too long), so a full
 * quarter can be asked for in one request.
 *
 * A range that is both out of the window and too long is reported as invalid: the date itself
 * must be changed first.
 */
export function checkHistoryRange(
  start: HistoryDateInput,
  end: HistoryDateInput,
  today: CalendarDate,
): HistoryRangeError | null {
  const s = toCalendarDate(start);
  const e = toCalendarDate(end);
  if (!s || !e) return 'invalid';
  const { earliest, latest } = historyBounds(today);
  for (const d of [s, e]) {
    if (compareDates(d, earliest) < 0 || compareDates(d, latest) > 0) return 'invalid';
  }
  const span = toDayNumber(e) - toDayNumber(s);
  if (span < 0) return 'invalid';
  if (span >= HISTORY_MAX_RANGE_DAYS) return 'too_long';
  return null;
}

/**
 * The message the history range shows, word for word (spec §5), or null when the range is
 * fine: 'Please limit your request to a 3 month period' when it is too long, otherwise
 * 'Please set a valid date range'.
 */
export function historyRangeMessage(
  start: HistoryDateInput,
  end: HistoryDateInput,
  today: CalendarDate,
): string | null {
  const error = checkHistoryRange(start, end, today);
  if (error === 'too_long') return MESSAGES.historyRangeTooLong;
  if (error === 'invalid') return MESSAGES.historyRangeInvalid;
  return null;
}

/** Which of the two dates a range error belongs to: the start when it is itself out of the window. */
export function historyRangeErrorField(
  start: HistoryDateInput,
  today: CalendarDate,
): 'startDate' | 'endDate' {
  const s = toCalendarDate(start);
  if (!s) return 'startDate';
  const { earliest, latest } = historyBounds(today);
  return compareDates(s, earliest) < 0 || compareDates(s, latest) > 0 ? 'startDate' : 'endDate';
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

/**
 * Upper-case codes (REQUIRES_ACTIVATION, ACTIVATED, ISSUED) and the lower-case words the server
 * may send ('requires activation', 'activated', 'issued') map to a label; anything else is '---'
 * (spec §3, §4). Case, surrounding spaces and space-versus-underscore are ignored, so a variant
 * such as 'Requires Activation' does not hide the status from the cardholder.
 */
export function statusLabel(status: string | null | undefined): StatusLabel {
  if (typeof status !== 'string') return '---';
  switch (
    status
      .trim()
      .toUpperCase()
      .replace(/[\s_]+/g, '_')
  ) {
    case 'ACTIVATED':
      return 'Activated';
    case 'REQUIRES_ACTIVATION':
      return 'Requires activation';
    case 'ISSUED':
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
