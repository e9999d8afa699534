// A two-month range calendar on react-aria with the portal's picking rule (spec §2 Transaction
// history): the first click sets the start; a second click on or after the start sets the end;
// a click before the start restarts the range from that day.
//
// react-aria's own RangeCalendar would instead swap the two clicks into a range, and its state
// cannot be configured to restart. So this composes the same parts react-aria-components uses
// (useRangeCalendarState + useRangeCalendar + the RAC grid and cell components, which read the
// state from RangeCalendarStateContext) around a state whose selectDate applies the rule.
// Everything else — keyboard navigation, focus, ARIA grid semantics, announcements — is
// react-aria's, in the locale of the I18nProvider around it: the month and day names, the
// first day of the week (Sunday in en-US and es-US) and the labels of its buttons.
import { useRef } from 'react';
import {
  Button,
  ButtonContext,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  HeadingContext,
  Provider,
  RangeCalendarStateContext,
  useLocale,
} from 'react-aria-components';
import { useRangeCalendar } from 'react-aria/useRangeCalendar';
import { useDateFormatter } from 'react-aria/useDateFormatter';
import { useRangeCalendarState, type RangeCalendarState } from 'react-stately/useRangeCalendarState';
import { createCalendar, type CalendarDate, type DateValue } from '@internationalized/date';
import styles from './date-range-picker.module.css';

export interface CalendarRange {
  start: CalendarDate;
  end: CalendarDate;
}

type DateRangeState = RangeCalendarState<DateValue>;

/**
 * The state react-aria builds, with the spec's picking rule in place of its own: a date
 * before the anchor (the start picked first) becomes the new anchor instead of closing the
 * range. While the user is between the two clicks, the highlighted range runs from the
 * anchor to the focused/hovered day only when that day is on or after the anchor.
 */
export function withRestartRule(
  base: DateRangeState,
  onStart: (date: CalendarDate) => void = () => {},
): DateRangeState {
  const anchor = base.anchorDate;
  const startAt = (date: CalendarDate) => {
    base.setAnchorDate(date);
    onStart(date);
  };
  // react-aria sets the anchor itself when a press begins on an end of the current range (the
  // opposite end becomes a provisional anchor so the pressed end can be dragged); the press
  // then ends with the pressed day as anchor. Only that second, real, start is reported.
  const setAnchorDate = (date: CalendarDate | null) => {
    const value = base.value;
    const provisional =
      date !== null &&
      anchor === null &&
      value !== null &&
      (date.compare(value.start) === 0 || date.compare(value.end) === 0);
    if (date === null || provisional) base.setAnchorDate(date);
    else startAt(date);
  };
  const select = (date: CalendarDate) => {
    if (anchor && date.compare(anchor) >= 0) {
      base.selectDate(date);
      return;
    }
    // no start yet, or a day before the start: this day is the (new) start
    if (!base.isInvalid(date) && !base.isCellUnavailable(date)) startAt(date);
  };
  const highlightedRange = anchor
    ? base.focusedDate.compare(anchor) >= 0
      ? { start: anchor, end: base.focusedDate }
      : { start: anchor, end: anchor }
    : base.highlightedRange;
  return {
    ...base,
    highlightedRange,
    setAnchorDate,
    selectDate: select,
    selectFocusedDate() {
      if (!base.isCellUnavailable(base.focusedDate)) select(base.focusedDate);
    },
    commitSelection() {
      select(base.focusedDate);
    },
    isSelected(date: CalendarDate) {
      return Boolean(
        highlightedRange &&
        date.compare(highlightedRange.start) >= 0 &&
        date.compare(highlightedRange.end) <= 0 &&
        !base.isCellDisabled(date) &&
        !base.isCellUnavailable(date),
      );
    },
  };
}

export interface RangeCalendarProps {
  value: CalendarRange | null;
  onChange: (value: CalendarRange) => void;
  /** the first click (or a click before the start) picked the start of a new range */
  onStart?: (date: CalendarDate) => void;
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  autoFocus?: boolean;
  'aria-label': string;
}

const VISIBLE = { months: 2 } as const;

export function RangeCalendar(props: RangeCalendarProps) {
  const { locale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const base = useRangeCalendarState<DateValue>({
    value: props.value,
    onChange: (range) => {
      if (range) props.onChange({ start: toDate(range.start), end: toDate(range.end) });
    },
    minValue: props.minValue,
    maxValue: props.maxValue,
    autoFocus: props.autoFocus,
    visibleDuration: VISIBLE,
    locale,
    createCalendar,
  });
  const state = withRestartRule(base, props.onStart);
  // 'reset': leaving the calendar between the two clicks drops the half-made range instead of
  // committing anchor-to-focused (react-aria's default), which the user did not choose.
  const { calendarProps, prevButtonProps, nextButtonProps } = useRangeCalendar(
    {
      'aria-label': props['aria-label'],
      commitBehavior: 'reset',
      minValue: props.minValue,
      maxValue: props.maxValue,
    },
    state,
    ref,
  );
  const monthFormatter = useDateFormatter({ month: 'long', year: 'numeric', timeZone: state.timeZone });
  const months = [0, 1].map((offset) => state.visibleRange.start.add({ months: offset }));

  return (
    <div {...calendarProps} ref={ref} className={styles.calendar}>
      <Provider
        values={[
          [ButtonContext, { slots: { previous: prevButtonProps, next: nextButtonProps } }],
          [HeadingContext, { 'aria-hidden': true, level: 2 }],
          [RangeCalendarStateContext, state],
        ]}
      >
        <div className={styles.months}>
          {months.map((month, i) => (
            <div className={styles.month} key={month.toString()}>
              <div className={styles.monthHeader}>
                {i === 0 ? (
                  <Button slot="previous" className={styles.navButton}>
                    <span aria-hidden="true">‹</span>
                  </Button>
                ) : (
                  <span className={styles.navSpacer} />
                )}
                <span className={styles.monthTitle} aria-hidden="true">
                  {monthFormatter.format(month.toDate(state.timeZone))}
                </span>
                {i === 1 ? (
                  <Button slot="next" className={styles.navButton}>
                    <span aria-hidden="true">›</span>
                  </Button>
                ) : (
                  <span className={styles.navSpacer} />
                )}
              </div>
              <CalendarGrid offset={{ months: i }} className={styles.grid} weekdayStyle="short">
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <CalendarCell date={date} className={styles.cell} />}
                </CalendarGridBody>
              </CalendarGrid>
            </div>
          ))}
        </div>
      </Provider>
    </div>
  );
}

function toDate(value: DateValue): CalendarDate {
  // the calendar works in plain dates: a DateValue here is always a CalendarDate
  return value as CalendarDate;
}
