// Calendar dates without a time zone: parsing and formatting MM/DD/YYYY and YYYY-MM-DD, and day arithmetic.

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

/** The calendar date of these parts, or null when it is not a real date between the years 1000 and 9999. */
export function validDate(year: number, month: number, day: number): CalendarDate | null {
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
