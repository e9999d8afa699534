// The dates of the recent transactions (spec §2 Transaction history, §5 Transaction history
// dates): by default the last 30 days to today. The picker is a filter: a whole, valid range is
// applied at once; an invalid one shows its message and asks the server nothing, while the list
// keeps the dates it shows (named in its caption).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  compareDates,
  defaultHistoryRange,
  formatUsDate,
  historyBounds,
  historyRangeMessage,
  parseUsDate,
  type CalendarDate,
} from '@portal/contracts';
import type { DateRangeValue } from '@portal/ui';
import { useHistoryServices } from './history-api';
import type { HistoryRange } from './use-history-pages';

const wire = (r: { start: CalendarDate; end: CalendarDate }): HistoryRange => ({
  startDate: formatUsDate(r.start),
  endDate: formatUsDate(r.end),
});

export interface HistoryRangeState {
  /** what the picker holds */
  value: DateRangeValue;
  /** the dates the list shows */
  applied: HistoryRange;
  choose: (value: DateRangeValue) => void;
  /** the calendar has closed: a half-chosen range now says it is unfinished */
  leaveCalendar: () => void;
  /** the range's message, once it is due */
  message: string | null;
  earliest: CalendarDate;
  latest: CalendarDate;
}

export function useHistoryRange(): HistoryRangeState {
  const services = useHistoryServices();
  const [today, setToday] = useState(() => services.today());
  const [value, setValue] = useState<DateRangeValue>(() => defaultHistoryRange(today));
  const [applied, setApplied] = useState<HistoryRange>(() => wire(defaultHistoryRange(today)));
  const chosen = useRef(false);

  // the server checks ranges against its own day: once it is known, the picker's latest day, its
  // 20 years and (unless the cardholder chose a range) the default range follow it, so a phone
  // whose clock is wrong offers no date the server refuses; unanswered, the browser's day stands
  useEffect(() => {
    let live = true;
    services
      .serverDate()
      .then(({ today: answered }) => {
        const day = parseUsDate(answered);
        if (!live || !day) return;
        setToday((current) => (compareDates(current, day) === 0 ? current : day));
        if (chosen.current) return;
        const range = defaultHistoryRange(day);
        setValue(range);
        const next = wire(range);
        setApplied((current) =>
          current.startDate === next.startDate && current.endDate === next.endDate ? current : next,
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [services]);

  // a half-chosen range (the start picked, the end not yet) is no error while the calendar is open:
  // its message waits until the calendar has closed
  const [halfLeft, setHalfLeft] = useState(false);
  const complete = value.start !== null && value.end !== null;
  // read by leaveCalendar, which the picker's closing calls right after React applies this render
  const half = useRef(false);
  useLayoutEffect(() => {
    half.current = !complete;
  }, [complete]);
  const leaveCalendar = useCallback(() => {
    if (half.current) setHalfLeft(true);
  }, []);
  const message = historyRangeMessage(value.start, value.end, today);

  const choose = (next: DateRangeValue) => {
    chosen.current = true;
    setHalfLeft(false);
    setValue(next);
    if (next.start && next.end && historyRangeMessage(next.start, next.end, today) === null) {
      setApplied(wire({ start: next.start, end: next.end }));
    }
  };

  return {
    value,
    applied,
    choose,
    leaveCalendar,
    message: complete || halfLeft ? message : null,
    ...historyBounds(today),
  };
}
