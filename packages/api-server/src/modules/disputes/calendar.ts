// Business days of the programme's calendar: Monday to Friday, less the programme's holidays
// (program.holidays, the US federal holidays by default). The agreement's clocks that count in
// business days (written follow-up, the result after the investigation) are counted here; days
// are YYYY-MM-DD strings of the programme's calendar, so no time zone enters the count.

const DAY_MS = 86_400_000;

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function toIso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The day `days` calendar days after `iso`. */
export function addDays(iso: string, days: number): string {
  return toIso(new Date(toUtc(iso).getTime() + days * DAY_MS));
}

export function isBusinessDay(iso: string, holidays: ReadonlySet<string>): boolean {
  const weekday = toUtc(iso).getUTCDay();
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

function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return toIso(new Date(Date.UTC(year, month, 1 + offset + (n - 1) * 7)));
}

function lastWeekday(year: number, month: number, weekday: number): string {
  const last = new Date(Date.UTC(year, month + 1, 0));
  const offset = (last.getUTCDay() - weekday + 7) % 7;
  return toIso(new Date(Date.UTC(year, month + 1, -offset)));
}

/** A fixed-date holiday as observed: on a Saturday the Friday before, on a Sunday the Monday after. */
function observed(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month, day));
  const shift = d.getUTCDay() === 6 ? -1 : d.getUTCDay() === 0 ? 1 : 0;
  return toIso(new Date(d.getTime() + shift * DAY_MS));
}

/** The eleven US federal holidays of a year, as observed (5 U.S.C. 6103). */
export function usFederalHolidays(year: number): string[] {
  const [MON, THU] = [1, 4];
  return [
    observed(year, 0, 1), // New Year's Day
    nthWeekday(year, 0, MON, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, MON, 3), // Washington's Birthday
    lastWeekday(year, 4, MON), // Memorial Day
    observed(year, 5, 19), // Juneteenth National Independence Day
    observed(year, 6, 4), // Independence Day
    nthWeekday(year, 8, MON, 1), // Labor Day
    nthWeekday(year, 9, MON, 2), // Columbus Day
    observed(year, 10, 11), // Veterans Day
    nthWeekday(year, 10, THU, 4), // Thanksgiving Day
    observed(year, 11, 25), // Christmas Day
  ];
}

/** The US federal holidays of the years around `year` (a case opened now ends within them). */
export function usFederalHolidaysAround(year: number): string[] {
  return [year - 1, year, year + 1, year + 2].flatMap(usFederalHolidays);
}
