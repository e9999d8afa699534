// The history panel on the card page (spec §2 Transaction history, §5 Transaction history
// dates): a date range, by default the last 30 days to today, and 'Get history', which opens
// the modal. An invalid range shows its message and disables the button, so no request is made
// (spec §4 History).
import { useState } from 'react';
import {
  defaultHistoryRange,
  formatUsDate,
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
  const [today] = useState(() => services.today());
  const [range, setRange] = useState<DateRangeValue>(() => defaultHistoryRange(today));
  const [openRange, setOpenRange] = useState<HistoryRange | null>(null);
  const message = historyRangeMessage(range.start, range.end, today);
  const { earliest, latest } = historyBounds(today);

  const getHistory = () => {
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
          onChange={setRange}
          minValue={earliest}
          maxValue={latest}
          isInvalid={message !== null}
          errorMessage={message}
          className={styles.picker}
        />
        <Button
          variant="primary"
          isDisabled={message !== null}
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
