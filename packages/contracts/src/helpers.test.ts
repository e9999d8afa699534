import {
  addDays,
  ageOn,
  birthdayIn,
  checkHistoryRange,
  compareDates,
  dateOfBirthBounds,
  daysInMonth,
  decodeBase64Param,
  defaultHistoryRange,
  digitsOnly,
  encodeBase64Param,
  formatBalance,
  formatCardNumber,
  formatIsoDate,
  formatPhone,
  formatUsDate,
  formatZip,
  fromDayNumber,
  historyBounds,
  historyRangeErrorField,
  historyRangeMessage,
  HISTORY_PAGE_SIZE,
  HISTORY_PAGES_PER_CALL,
  HISTORY_TXN_PER_CALL,
  isAgeAllowed,
  isLeapYear,
  isLegacyBin,
  isoToUs,
  isVisaCardNumber,
  luhnValid,
  maskCardNumber,
  normaliseCardNumber,
  normalisePhone,
  parseIsoDate,
  parseUsDate,
  serverPageFor,
  statusCode,
  statusLabel,
  subtractYears,
  toDayNumber,
  usToIso,
  type CalendarDate,
  isTimeZone,
} from './helpers';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
/** A fixed "today" for every date rule: Sunday 22 Nov 2026. */
const TODAY = d(2026, 11, 22);
const TOO_LONG = 'Please limit your request to a 3 month period';
const INVALID_RANGE = 'Please set a valid date range';

describe('card numbers', () => {
  test.each([
    ['4111111111111111', true],
    ['4012888888881881', true],
    ['4222222222222', true], // 13-digit Visa test number, Luhn-valid
    ['5555555555554444', true],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['4111111111111112', false],
    ['4012888888881882', false],
    ['1234567812345678', false],
    ['', false],
    ['4', false],
    ['4111 1111 1111 1111', false], // the check takes digits only
    ['abcd', false],
  ])('Luhn check of the public test number %p is %p', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  test.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['4012888888881881', true],
    ['4000056655665556', true],
    ['4222222222222', false], // 13 digits: a real Visa length, but this programme's cards have 16
    ['5555555555554444', false], // Luhn-valid Mastercard, not Visa
    ['378282246310005', false],
    ['4111111111111112', false], // Visa prefix, Luhn fails
    ['41111111111111111', false], // 17 digits
    ['', false],
  ])('Visa check (16 digits, prefix 4, Luhn) of %p is %p', (number, valid) => {
    expect(isVisaCardNumber(number)).toBe(valid);
  });

  test('card numbers go on the wire as digits only', () => {
    expect(normaliseCardNumber('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(digitsOnly('(555) 123-4567')).toBe('5551234567');
  });

  test.each([
    ['4768970000000000', true],
    ['4768 9700 0000 0000', true],
    ['4241360000000000', true],
    ['4111111111111111', false],
    ['4768960000000000', false],
  ])('legacy gift-card BIN (476897, 424136) of %p is %p', (number, legacy) => {
    expect(isLegacyBin(number)).toBe(legacy);
  });

  test.each([
    ['4111111111111111', '4111 **** **** 1111'],
    ['4012 8888 8888 1881', '4012 **** **** 1881'],
    ['1234', '****'],
  ])('masked number %p shows only the first 4 and last 4 digits: %p', (number, masked) => {
    expect(maskCardNumber(number)).toBe(masked);
  });

  test('a masked number never shows the middle eight digits', () => {
    const masked = maskCardNumber('4111222233334444');
    expect(masked).not.toMatch(/2222|3333/);
    expect(masked.replace(/\D/g, '')).toBe('41114444');
  });

  test.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111 1111 11', '4111 1111 11'],
    ['41111111111111119999', '4111 1111 1111 1111'],
    ['', ''],
  ])('card number input mask 0000 0000 0000 0000 formats %p as %p', (input, shown) => {
    expect(formatCardNumber(input)).toBe(shown);
  });
});

describe('phone and zip normalisation', () => {
  test.each([
    ['5551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['+1 (555) 123-4567', '5551234567'],
    ['+15551234567', '5551234567'],
    ['15551234567', '5551234567'],
    ['  555 123 4567  ', '5551234567'],
    ['+1 555 123 456', '555123456'], // +1 is always the country code: 9 digits left
    ['1555123456', '555123456'], // a leading 1 too: no US area code starts with 1
    ['1-616-555-0184', '6165550184'],
    ['1.616.555.0184', '6165550184'],
    ['(1) 616 555 0184', '6165550184'],
    ['+1-616-555-0184', '6165550184'],
  ])('phone %p is sent as digits without a leading +1: %p', (input, wire) => {
    expect(normalisePhone(input)).toBe(wire);
  });

  test.each([
    ['5551234567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
    ['555', '(555'],
    ['55512', '(555) 12'],
    ['', ''],
  ])('phone input mask (000) 000-0000 formats %p as %p', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });

  test.each([
    ['12345', '12345'],
    ['123456789', '12345-6789'],
    ['12345-6789', '12345-6789'],
    ['12345 6789', '12345-6789'],
    ['1a2b3c4d5', '12345'],
    ['123456', '12345-6'],
    ['1234567890', '12345-6789'],
    ['1234', '1234'],
  ])('zip input strips non-digits and inserts the hyphen after the fifth digit: %p → %p', (input, shown) => {
    expect(formatZip(input)).toBe(shown);
  });
});

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

describe('history range (spec §5 transaction history dates)', () => {
  test.each([
    ['the same day', '11/22/2026', '11/22/2026', null],
    ['the default last 30 days', '10/23/2026', '11/22/2026', null],
    ['91 days', '08/23/2026', '11/22/2026', null],
    ['92 days', '08/22/2026', '11/22/2026', TOO_LONG],
    ['a year', '11/22/2025', '11/22/2026', TOO_LONG],
    ['end before start', '11/22/2026', '11/21/2026', INVALID_RANGE],
    ['end tomorrow (future)', '11/01/2026', '11/23/2026', INVALID_RANGE],
    ['start in the future', '11/23/2026', '11/23/2026', INVALID_RANGE],
    ['start exactly 20 years back', '11/22/2006', '12/22/2006', null],
    ['start exactly 20 years back, 91 days', '11/22/2006', '02/21/2007', null],
    ['start exactly 20 years back, 92 days', '11/22/2006', '02/22/2007', TOO_LONG],
    ['start one day more than 20 years back', '11/21/2006', '12/21/2006', INVALID_RANGE],
    ['start 21 years back and the range too long', '11/22/2005', '11/22/2026', INVALID_RANGE],
    ['91 days over a leap February', '01/01/2024', '04/01/2024', null],
    ['92 days over a leap February', '01/01/2024', '04/02/2024', TOO_LONG],
    ['91 days over a common February', '01/01/2023', '04/02/2023', null],
    ['empty start', '', '11/22/2026', INVALID_RANGE],
    ['empty end', '11/22/2026', '', INVALID_RANGE],
    ['unparseable start', 'yesterday', '11/22/2026', INVALID_RANGE],
    ['Feb 29 of a common year', '02/29/2023', '03/01/2023', INVALID_RANGE],
    ['Feb 29 of a leap year', '02/29/2024', '03/01/2024', null],
    ['ISO dates instead of MM/DD/YYYY', '2026-11-01', '2026-11-22', INVALID_RANGE],
  ])('%s (%s to %s) → %p', (_case, start, end, message) => {
    expect(historyRangeMessage(start, end, TODAY)).toBe(message);
  });

  test('the rule also takes calendar dates and null', () => {
    expect(historyRangeMessage(d(2026, 8, 23), TODAY, TODAY)).toBeNull();
    expect(historyRangeMessage(d(2026, 8, 22), TODAY, TODAY)).toBe(TOO_LONG);
    expect(historyRangeMessage(null, TODAY, TODAY)).toBe(INVALID_RANGE);
    expect(historyRangeMessage(TODAY, undefined, TODAY)).toBe(INVALID_RANGE);
    expect(historyRangeMessage(d(2023, 2, 29), TODAY, TODAY)).toBe(INVALID_RANGE);
  });

  test('the error kinds behind the messages', () => {
    expect(checkHistoryRange('08/22/2026', '11/22/2026', TODAY)).toBe('too_long');
    expect(checkHistoryRange('11/22/2026', '11/21/2026', TODAY)).toBe('invalid');
    expect(checkHistoryRange('08/23/2026', '11/22/2026', TODAY)).toBeNull();
  });

  test('earliest selectable date is 20 years ago, latest is today', () => {
    expect(historyBounds(TODAY)).toEqual({ earliest: d(2006, 11, 22), latest: TODAY });
    expect(historyBounds(d(2024, 2, 29))).toEqual({ earliest: d(2004, 2, 29), latest: d(2024, 2, 29) });
  });

  test('a range error belongs to the start only when the start itself is outside the window', () => {
    expect(historyRangeErrorField('11/21/2006', TODAY)).toBe('startDate');
    expect(historyRangeErrorField('11/23/2026', TODAY)).toBe('startDate');
    expect(historyRangeErrorField('garbage', TODAY)).toBe('startDate');
    expect(historyRangeErrorField('08/22/2026', TODAY)).toBe('endDate');
  });

  test('the panel loads a default range of the last 30 days to today, and it is valid', () => {
    const range = defaultHistoryRange(TODAY);
    expect(range).toEqual({ start: d(2026, 10, 23), end: TODAY });
    expect(historyRangeMessage(range.start, range.end, TODAY)).toBeNull();
  });

  test('10 items per page, 5 pages per call: 50 transactions per call', () => {
    expect(HISTORY_PAGE_SIZE).toBe(10);
    expect(HISTORY_PAGES_PER_CALL).toBe(5);
    expect(HISTORY_TXN_PER_CALL).toBe(50);
  });

  test.each([
    [1, 1],
    [5, 1],
    [6, 2],
    [10, 2],
    [11, 3],
  ])('UI page %p is fetched with server page ceil(page / 5) = %p', (uiPage, serverPage) => {
    expect(serverPageFor(uiPage)).toBe(serverPage);
  });
});

describe('card status labels (spec §4)', () => {
  test.each([
    ['ACTIVATED', 'Activated', 'ACTIVATED'],
    ['activated', 'Activated', 'ACTIVATED'],
    ['REQUIRES_ACTIVATION', 'Requires activation', 'REQUIRES_ACTIVATION'],
    ['requires activation', 'Requires activation', 'REQUIRES_ACTIVATION'],
    ['Requires Activation', 'Requires activation', 'REQUIRES_ACTIVATION'],
    ['ISSUED', 'Issued', 'ISSUED'],
    ['issued', 'Issued', 'ISSUED'],
    [' activated ', 'Activated', 'ACTIVATED'],
    ['BLOCKED', '---', null],
    ['', '---', null],
    [null, '---', null],
    [undefined, '---', null],
  ])('status %p shows %p (code %p)', (status, label, code) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusCode(status)).toBe(code);
  });
});

describe('balance and route parameters', () => {
  test.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234.567, '$1,234.57'],
    [-5, '-$5.00'],
    [null, '---'],
    [undefined, '---'],
    [Number.NaN, '---'],
  ])('balance %p is shown in dollars with 2 decimals: %p', (amount, shown) => {
    expect(formatBalance(amount)).toBe(shown);
  });

  test.each(['user@example.com', 'Zoë+tag@example.com', 'a/b?c=d', 'ä'])(
    'route parameter %p survives base64 encoding and decoding',
    (text) => {
      const encoded = encodeBase64Param(text);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(decodeBase64Param(encoded)).toBe(text);
    },
  );

  test('standard padded base64 decodes too, and garbage gives null', () => {
    expect(decodeBase64Param('dXNlckBleGFtcGxlLmNvbQ==')).toBe('user@example.com');
    expect(decodeBase64Param('%%%')).toBeNull();
    expect(decodeBase64Param('/w')).toBeNull(); // a lone 0xFF byte is not UTF-8
  });
});

test.each(['01/01/2000', '02/29/2024', '12/31/2026'])('MM/DD/YYYY %p formats back to itself', (text) => {
  const parsed = parseUsDate(text);
  expect(parsed).not.toBeNull();
  expect(parsed && formatUsDate(parsed)).toBe(text);
});

describe('isTimeZone', () => {
  test('IANA zones, UTC and the aliases a formatter takes; nothing else', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    // not in Intl.supportedValuesOf('timeZone'), which lists canonical names: the formatter decides
    expect(isTimeZone('US/Eastern')).toBe(true);
    expect(isTimeZone('america/new_york')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
