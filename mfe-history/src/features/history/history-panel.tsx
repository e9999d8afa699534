// The history panel on the card page (spec §2 Transaction history, §5 Transaction history
// dates): a date range, by default the last 30 days to today, and 'Get history', which opens
// the modal. An invalid range shows its message and disables the button, so no request is made
// (spec §4 History).
import { useEffect, useRef, useState } from 'react';
import {
  compareDates,
  defaultHistoryRange,
  formatUsDate,
  parseUsDate,
  historyBounds,
  historyRangeMessage,
  type HistoryPanelProps,
} from '@portal/contracts';
import { Button, DateRangePicker, type DateRangeValue } from '@portal/ui';
import { useHistoryServices } from './history-api';
import { HistoryModal } from './history-modal';
import { TEXTS } from './messages';
import type { HistoryRange } from './use-history-pages';
import styles from './history.module.css';

const T = TEXTS.panel;

export function HistoryPanel(_props: HistoryPanelProps) {
  const services = useHistoryServices();
  const [today, setToday] = useState(() => services.today());
  const [range, setRange] = useState<DateRangeValue>(() => defaultHistoryRange(today));
  const rangeChosen = useRef(false);
  // the server checks ranges against its own day: once it is known, the picker's latest day, its
  // 20 years and (unless the cardholder chose a range) the default range follow it, so a phone
  // whose clock is wrong, or a day west of UTC, offers no date the server refuses; unanswered,
  // the browser's day stands
  useEffect(() => {
    let live = true;
    services
      .serverDate()
      .then(({ today: wire }) => {
        const day = parseUsDate(wire);
        if (!live || !day) return;
        setToday((current) => (compareDates(current, day) === 0 ? current : day));
        if (!rangeChosen.current) setRange(defaultHistoryRange(day));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [services]);
  // a half-chosen range (the start picked, the end not yet) is not an error until the cardholder
  // asks for the history with it: the message waits for a complete range or for 'Get history'
  const [asked, setAsked] = useState(false);
  const chooseRange = (value: DateRangeValue) => {
    rangeChosen.current = true;
    setAsked(false);
    setRange(value);
  };
  const [openRange, setOpenRange] = useState<HistoryRange | null>(null);
  const message = historyRangeMessage(range.start, range.end, today);
  const complete = range.start !== null && range.end !== null;
  const shownMessage = complete || asked ? message : null;
  const { earliest, latest } = historyBounds(today);

  const getHistory = () => {
    setAsked(true);
    if (message !== null || !range.start || !range.end) return;
    setOpenRange({ startDate: formatUsDate(range.start), endDate: formatUsDate(range.end) });
  };

  return (
    <section className={styles.panel} aria-labelledby="history-panel-heading">
      <h2 id="history-panel-heading" className={styles.heading}>
        {T.heading}
      </h2>
      <p className={styles.text}>{T.intro}</p>
      <div className={styles.form}>
        <DateRangePicker
          label={T.rangeLabel}
          startLabel={T.startLabel}
          endLabel={T.endLabel}
          calendarButtonLabel={T.calendarButton}
          description={T.rangeFormat}
          value={range}
          onChange={chooseRange}
          minValue={earliest}
          maxValue={latest}
          isInvalid={shownMessage !== null}
          errorMessage={shownMessage}
          className={styles.picker}
        />
        <Button
          variant="primary"
          isDisabled={shownMessage !== null}
          onPress={getHistory}
          className={styles.getHistory}
        >
          {T.getHistory}
        </Button>
      </div>
      <HistoryModal range={openRange} onClose={() => setOpenRange(null)} />
    </section>
  );
}
