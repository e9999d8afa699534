// The transaction history's date range rule, its messages and its paging; `today` is passed in.
import {
  addDays,
  compareDates,
  parseUsDate,
  subtractYears,
  toDayNumber,
  validDate,
  type CalendarDate,
} from './calendar';
import { MESSAGES, type MessageKey } from './messages';

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
 * The key of the message the history range shows (spec §5), or null when the range is fine:
 * historyRangeTooLong ('Please limit your request to a 3 month period') when it is too long,
 * otherwise historyRangeInvalid ('Please set a valid date range').
 */
export function historyRangeMessageKey(
  start: HistoryDateInput,
  end: HistoryDateInput,
  today: CalendarDate,
): Extract<MessageKey, 'historyRangeTooLong' | 'historyRangeInvalid'> | null {
  const error = checkHistoryRange(start, end, today);
  if (error === 'too_long') return 'historyRangeTooLong';
  if (error === 'invalid') return 'historyRangeInvalid';
  return null;
}

/** The message the history range shows, in the page's language, or null when the range is fine. */
export function historyRangeMessage(
  start: HistoryDateInput,
  end: HistoryDateInput,
  today: CalendarDate,
): string | null {
  const key = historyRangeMessageKey(start, end, today);
  return key === null ? null : MESSAGES[key];
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
