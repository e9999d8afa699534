import { ageOn, birthdayIn, dateOfBirthBounds, isAgeAllowed } from './age';
import { addDays, fromDayNumber, toDayNumber, type CalendarDate } from './calendar';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
/** A fixed "today" for every date rule: Sunday 22 Nov 2026. */
const TODAY = d(2026, 11, 22);

describe('age 18 to 120 years (spec §5 date of birth)', () => {
  test.each([
    ['18th birthday today', d(2008, 11, 22), true],
    ['18th birthday tomorrow', d(2008, 11, 23), false],
    ['18th birthday yesterday', d(2008, 11, 21), true],
    ['120th birthday today', d(1906, 11, 22), true],
    ['120 years old, 121st birthday tomorrow', d(1905, 11, 23), true],
    ['121st birthday today', d(1905, 11, 22), false],
    ['born today', d(2026, 11, 22), false],
    ['born tomorrow (future)', d(2026, 11, 23), false],
    ['born next year (future)', d(2027, 1, 1), false],
  ])('%s → allowed %p', (_case, birth, allowed) => {
    expect(isAgeAllowed(birth, TODAY)).toBe(allowed);
  });

  test.each([
    ['Feb 29 birthday, 18 on Feb 28 of a common year', d(2008, 2, 29), d(2026, 2, 28), true],
    ['Feb 29 birthday, the day before Feb 28 of a common year', d(2008, 2, 29), d(2026, 2, 27), false],
    ['Feb 29 birthday, Mar 1 of a common year', d(2008, 2, 29), d(2026, 3, 1), true],
    ['Feb 28 birthday, 18 on Feb 29 of a leap year', d(2006, 2, 28), d(2024, 2, 29), true],
    ['leap-year Feb 29 birthday, 18 on Feb 28 of a common year', d(2004, 2, 29), d(2022, 2, 28), true],
    ['Feb 29 birthday, Feb 28 of a leap year (17 until tomorrow)', d(2008, 2, 29), d(2024, 2, 28), false],
    ['Mar 1 birthday on Feb 29 of a leap year (17)', d(2010, 3, 1), d(2028, 2, 29), false],
    ['Feb 28 birthday on Feb 29 of a leap year (18)', d(2010, 2, 28), d(2028, 2, 29), true],
    ['Feb 29 birthday, 121 on Feb 28 of a common year', d(1904, 2, 29), d(2025, 2, 28), false],
    ['Feb 29 birthday, still 120 on Feb 27 of a common year', d(1904, 2, 29), d(2025, 2, 27), true],
  ])('%s → allowed %p', (_case, birth, today, allowed) => {
    expect(isAgeAllowed(birth, today)).toBe(allowed);
  });

  test('a Feb 29 birthday falls on Feb 28 in a common year and on Feb 29 in a leap year', () => {
    expect(birthdayIn(d(2008, 2, 29), 2026)).toEqual(d(2026, 2, 28));
    expect(birthdayIn(d(2008, 2, 29), 2028)).toEqual(d(2028, 2, 29));
    expect(ageOn(d(2008, 2, 29), d(2026, 2, 28))).toBe(18);
    expect(ageOn(d(2008, 2, 29), d(2026, 2, 27))).toBe(17);
  });

  test('the date picker bounds are the first and last allowed birth dates', () => {
    expect(dateOfBirthBounds(TODAY)).toEqual({ earliest: d(1905, 11, 23), latest: d(2008, 11, 22) });
    expect(dateOfBirthBounds(d(2026, 2, 28)).latest).toEqual(d(2008, 2, 29));
    expect(dateOfBirthBounds(d(2028, 2, 29)).latest).toEqual(d(2010, 2, 28));
  });

  test('the date picker bounds agree with the age rule on every day of two years, leap day included', () => {
    for (let n = toDayNumber(d(2027, 1, 1)); n <= toDayNumber(d(2028, 12, 31)); n++) {
      const today = fromDayNumber(n);
      const { earliest, latest } = dateOfBirthBounds(today);
      expect([
        isAgeAllowed(earliest, today),
        isAgeAllowed(addDays(earliest, -1), today),
        isAgeAllowed(latest, today),
        isAgeAllowed(addDays(latest, 1), today),
      ]).toEqual([true, false, true, false]);
    }
  });
});
