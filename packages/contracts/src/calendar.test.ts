import {
  addDays,
  compareDates,
  daysInMonth,
  formatIsoDate,
  formatUsDate,
  fromDayNumber,
  isLeapYear,
  isoToUs,
  parseIsoDate,
  parseUsDate,
  subtractYears,
  toDayNumber,
  usToIso,
  type CalendarDate,
} from './calendar';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe('calendar dates', () => {
  test.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('leap year %p is %p', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  test.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2023, 4, 30],
    [2023, 12, 31],
    [2023, 13, 0],
  ])('%p-%p has %p days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  test.each([
    ['02/29/2024', d(2024, 2, 29)],
    ['02/29/2000', d(2000, 2, 29)],
    ['12/31/1999', d(1999, 12, 31)],
    ['01/01/2026', d(2026, 1, 1)],
    [' 07/04/2026 ', d(2026, 7, 4)],
    ['02/29/2023', null],
    ['02/29/1900', null],
    ['02/30/2024', null],
    ['04/31/2024', null],
    ['13/01/2024', null],
    ['00/10/2024', null],
    ['12/00/2024', null],
    ['12/32/2024', null],
    ['1/5/2024', null],
    ['01/05/24', null],
    ['2024-01-05', null],
    ['', null],
    ['not a date', null],
  ])('MM/DD/YYYY %p parses to %p', (text, date) => {
    expect(parseUsDate(text)).toEqual(date);
  });

  test.each([
    ['2024-02-29', d(2024, 2, 29)],
    ['1999-12-31', d(1999, 12, 31)],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['02/29/2024', null],
    ['', null],
  ])('YYYY-MM-DD %p parses to %p', (text, date) => {
    expect(parseIsoDate(text)).toEqual(date);
  });

  test.each([
    ['02/29/2024', '2024-02-29'],
    ['12/31/1999', '1999-12-31'],
    ['01/02/2026', '2026-01-02'],
  ])('date %p is stored as %p and shown back unchanged', (us, iso) => {
    expect(usToIso(us)).toBe(iso);
    expect(isoToUs(iso)).toBe(us);
  });

  test.each(['02/29/2023', '2024-02-29', ''])('no stored form for the invalid MM/DD/YYYY %p', (text) => {
    expect(usToIso(text)).toBeNull();
  });

  test.each(['2023-02-29', '02/29/2024', ''])('no display form for the invalid YYYY-MM-DD %p', (text) => {
    expect(isoToUs(text)).toBeNull();
  });

  test('dates are zero-padded both ways', () => {
    expect(formatUsDate(d(987, 3, 4))).toBe('03/04/0987');
    expect(formatIsoDate(d(2026, 3, 4))).toBe('2026-03-04');
  });

  test.each([
    [d(2026, 11, 22), 1, d(2026, 11, 23)],
    [d(2026, 12, 31), 1, d(2027, 1, 1)],
    [d(2024, 2, 28), 1, d(2024, 2, 29)],
    [d(2023, 2, 28), 1, d(2023, 3, 1)],
    [d(2026, 11, 22), -30, d(2026, 10, 23)],
    [d(2026, 11, 22), -91, d(2026, 8, 23)],
  ])('%p plus %p days is %p', (start, days, end) => {
    expect(addDays(start, days)).toEqual(end);
    expect(toDayNumber(end) - toDayNumber(start)).toBe(days);
  });

  test('day numbers round-trip and order dates', () => {
    expect(fromDayNumber(toDayNumber(d(2024, 2, 29)))).toEqual(d(2024, 2, 29));
    expect(toDayNumber(d(1970, 1, 1))).toBe(0);
    expect(compareDates(d(2026, 1, 1), d(2025, 12, 31))).toBeGreaterThan(0);
    expect(compareDates(d(2026, 1, 1), d(2026, 1, 1))).toBe(0);
  });

  test('years back from Feb 29 land on Feb 28 in a common year', () => {
    expect(subtractYears(d(2024, 2, 29), 1)).toEqual(d(2023, 2, 28));
    expect(subtractYears(d(2024, 2, 29), 4)).toEqual(d(2020, 2, 29));
    expect(subtractYears(d(2026, 11, 22), 20)).toEqual(d(2006, 11, 22));
  });
});

test.each(['01/01/2000', '02/29/2024', '12/31/2026'])('MM/DD/YYYY %p formats back to itself', (text) => {
  const parsed = parseUsDate(text);
  expect(parsed).not.toBeNull();
  expect(parsed && formatUsDate(parsed)).toBe(text);
});
