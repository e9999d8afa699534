import { type CalendarDate } from './calendar';
import {
  checkHistoryRange,
  defaultHistoryRange,
  historyBounds,
  historyRangeErrorField,
  historyRangeMessage,
  HISTORY_PAGE_SIZE,
  HISTORY_PAGES_PER_CALL,
  HISTORY_TXN_PER_CALL,
  serverPageFor,
} from './history-range';
import { loadAllTexts } from './i18n';

// the rules' messages are worded from the catalogue: English, as a form shows it by default
beforeAll(() => loadAllTexts('en'));

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
/** A fixed "today" for every date rule: Sunday 22 Nov 2026. */
const TODAY = d(2026, 11, 22);
const TOO_LONG = 'Please limit your request to a 3 month period';
const INVALID_RANGE = 'Please set a valid date range';

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
