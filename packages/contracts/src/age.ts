// The date of birth rule (age 18 to 120, Feb 29 birthdays) and its picker's bounds; `today` is passed in.
import { addDays, compareDates, daysInMonth, subtractYears, type CalendarDate } from './calendar';

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
