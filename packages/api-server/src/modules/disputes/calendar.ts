// Business days of the programme's calendar: Monday to Friday, less the programme's holidays
// (program.holidays, the US federal holidays by default). The agreement's clocks that count in
// business days (written follow-up, the result after the investigation) are counted here; days
// are YYYY-MM-DD strings of the programme's calendar, so no time zone enters the count.
import {
  addDays as addCalendarDays,
  daysInMonth,
  formatIsoDate,
  parseIsoDate,
  toDayNumber,
  type CalendarDate,
} from '@portal/contracts';

function parseDay(iso: string): CalendarDate {
  const d = parseIsoDate(iso);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD day: ${iso}`);
  return d;
}

/** 0 for Sunday to 6 for Saturday (day 0, 1970-01-01, is a Thursday). */
function weekdayOf(d: CalendarDate): number {
  return (((toDayNumber(d) + 4) % 7) + 7) % 7;
}

/** The day `days` calendar days after `iso`. */
export function addDays(iso: string, days: number): string {
  return formatIsoDate(addCalendarDays(parseDay(iso), days));
}

export function isBusinessDay(iso: string, holidays: ReadonlySet<string>): boolean {
  const weekday = weekdayOf(parseDay(iso));
  return weekday !== 0 && weekday !== 6 && !holidays.has(iso);
}

/** The day that is `count` business days after `iso` (the start day itself is not counted). */
export function addBusinessDays(iso: string, count: number, holidays: ReadonlySet<string>): string {
  let day = iso;
  let left = count;
  while (left > 0) {
    day = addDays(day, 1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}

/** The `n`th `weekday` of a month (1 to 12). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = { year, month, day: 1 };
  const offset = (weekday - weekdayOf(first) + 7) % 7;
  return formatIsoDate(addCalendarDays(first, offset + (n - 1) * 7));
}

/** The last `weekday` of a month (1 to 12). */
function lastWeekday(year: number, month: number, weekday: number): string {
  const last = { year, month, day: daysInMonth(year, month) };
  const offset = (weekdayOf(last) - weekday + 7) % 7;
  return formatIsoDate(addCalendarDays(last, -offset));
}

/** A fixed-date holiday as observed: on a Saturday the Friday before, on a Sunday the Monday after. */
function observed(year: number, month: number, day: number): string {
  const d = { year, month, day };
  const weekday = weekdayOf(d);
  const shift = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
  return formatIsoDate(addCalendarDays(d, shift));
}

/** The eleven US federal holidays of a year, as observed (5 U.S.C. 6103). */
export function usFederalHolidays(year: number): string[] {
  const [MON, THU] = [1, 4];
  return [
    observed(year, 1, 1), // New Year's Day
    nthWeekday(year, 1, MON, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, MON, 3), // Washington's Birthday
    lastWeekday(year, 5, MON), // Memorial Day
    observed(year, 6, 19), // Juneteenth National Independence Day
    observed(year, 7, 4), // Independence Day
    nthWeekday(year, 9, MON, 1), // Labor Day
    nthWeekday(year, 10, MON, 2), // Columbus Day
    observed(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, THU, 4), // Thanksgiving Day
    observed(year, 12, 25), // Christmas Day
  ];
}

/** The US federal holidays of the years around `year` (a case opened now ends within them). */
export function usFederalHolidaysAround(year: number): string[] {
  return [year - 1, year, year + 1, year + 2].flatMap(usFederalHolidays);
}
