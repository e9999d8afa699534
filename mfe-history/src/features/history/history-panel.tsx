// The history panel on the card page (spec §2 Transaction history, §5 Transaction history dates):
// "Recent transactions", shown at once for the last 30 days to today, with the dates as a filter
// on the list and 'Export to CSV' of the dates shown; the notes of spec §2 below the list. The
// list and the filter live in one component, so applying new dates never takes the focus from
// the picker. The portal's Panel draws it, as every block of the card page.
import { useEffect, useRef } from 'react';
import type { HistoryPanelProps } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { DateRangePicker, Panel, withPhoneLink } from '@portal/ui';
import { ExportButton } from './export-button';
import { TEXTS } from './messages';
import { RecentTransactions } from './recent-transactions';
import { useHistoryPages } from './use-history-pages';
import { useHistoryRange } from './use-history-range';
import styles from './history.module.css';

const T = TEXTS.panel;

export function HistoryPanel(_props: HistoryPanelProps) {
  const program = useProgram();
  const range = useHistoryRange();
  const pages = useHistoryPages(range.applied);
  const filter = useRef<HTMLDivElement>(null);
  const { leaveCalendar } = range;

  // the calendar has closed when its button says it is no longer expanded (however it was closed:
  // a pick, Escape, a tap outside); the picker's calendar renders elsewhere in the page
  useEffect(() => {
    const el = filter.current;
    if (!el) return;
    const observer = new MutationObserver((changes) => {
      if (changes.some((c) => (c.target as Element).getAttribute('aria-expanded') === 'false'))
        leaveCalendar();
    });
    observer.observe(el, { attributes: true, attributeFilter: ['aria-expanded'], subtree: true });
    return () => observer.disconnect();
  }, [leaveCalendar]);

  return (
    <Panel heading={T.heading} headingId="history-panel-heading" className={styles.panel}>
      <div className={styles.toolbar}>
        <div ref={filter} className={styles.filter}>
          <DateRangePicker
            label={T.rangeLabel}
            startLabel={T.startLabel}
            endLabel={T.endLabel}
            calendarButtonLabel={T.calendarButton}
            description={T.rangeFormat}
            value={range.value}
            onChange={range.choose}
            minValue={range.earliest}
            maxValue={range.latest}
            isInvalid={range.message !== null}
            errorMessage={range.message}
          />
        </div>
        <ExportButton range={range.applied} isEmpty={pages.txnCount === 0} />
      </div>
      <RecentTransactions range={range.applied} pages={pages} />
      <div className={styles.notes}>
        <p>{TEXTS.list.note}</p>
        <p>{withPhoneLink(TEXTS.list.postedOnly, program.supportPhone)}</p>
      </div>
    </Panel>
  );
}
