// The recent transactions of the dates applied (spec §2 Transaction history, §4 History, §7):
// 'Loading data...', "No transactions in these dates", or "We couldn't load your transactions"
// with Try again; the rows as a list and as a table, one of which the panel's width shows
// (history.module.css); 10 rows a page with pagination. A posted purchase opens "Report a problem"
// in a sheet of its own; a sent report stays on its row with its case reference, and takes the focus.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DISPUTE_OPENED_EVENT, fill, type DisputeCase, type Transaction } from '@portal/contracts';
import { Alert, Button, Pagination, showDate } from '@portal/ui';
import { TEXTS } from './messages';
import { rowRange } from './paging';
import type { Disputable, Reports } from './report-action';
import { TransactionList } from './transaction-list';
import { TransactionTable } from './transaction-table';
import type { HistoryPages, HistoryRange } from './use-history-pages';
import styles from './history.module.css';

const T = TEXTS.list;

// the sheet is fetched when a report becomes likely (a row opened, its button reached), not with the list
const loadSheet = () => import('./dispute-sheet');
const DisputeSheet = lazy(loadSheet);
const preloadSheet = () => void loadSheet().catch(() => undefined);

/** The first of `elements` on screen (the list or the table shows it), else the first. */
function shown(elements: Iterable<HTMLElement>): HTMLElement | undefined {
  const all = Array.from(elements);
  return all.find((el) => el.getClientRects().length > 0) ?? all[0];
}

export function RecentTransactions({ range, pages }: { range: HistoryRange; pages: HistoryPages }) {
  const { page, setPage, retry, txnCount, pageCount, state } = pages;
  const results = useRef<HTMLDivElement>(null);
  const [reporting, setReporting] = useState<Disputable | null>(null);
  const [sent, setSent] = useState<ReadonlyMap<string, DisputeCase>>(() => new Map());
  const [focusSent, setFocusSent] = useState<string | null>(null);
  const pager = useRef<HTMLDivElement>(null);
  // where the page buttons were on screen when one was pressed, until the new page shows
  const pagerTop = useRef<number | null>(null);

  // the rows above the page buttons change height from page to page: the page scrolls by as much,
  // so the button pressed stays under the finger (and on screen) to be pressed again
  useLayoutEffect(() => {
    const before = pagerTop.current;
    const el = pager.current;
    if (before === null || !el) return;
    const moved = el.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy(0, moved);
    if (state.status !== 'loading') pagerTop.current = null;
  }, [page, state]);

  const turnPage = (next: number) => {
    pagerTop.current = pager.current?.getBoundingClientRect().top ?? null;
    setPage(next);
  };

  const reports: Reports = { sent, open: setReporting, preload: preloadSheet };

  const onSent = (txn: Disputable, created: DisputeCase) => {
    setSent((prev) => new Map(prev).set(txn.id, created));
    setReporting(null);
    setFocusSent(txn.id);
    window.dispatchEvent(new CustomEvent(DISPUTE_OPENED_EVENT));
  };

  // the sheet's focus scope gives the focus back to its trigger, which the confirmation replaces:
  // the confirmation takes it once the sheet has gone (two frames)
  useEffect(() => {
    if (focusSent === null) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const targets = results.current?.querySelectorAll<HTMLElement>(`[data-reported="${focusSent}"]`);
        if (targets) shown(targets)?.focus();
        setFocusSent(null);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [focusSent]);

  const dates = { start: showDate(range.startDate), end: showDate(range.endDate) };
  const caption = fill(T.caption, dates);
  const rowKey = (row: Transaction, i: number) => row.id ?? `${page}-${i}-${row.date}`;
  const showing =
    state.status === 'ready' && state.rows.length > 0 && txnCount
      ? fill(T.showing, {
          from: String(rowRange(page, txnCount).from),
          to: String(rowRange(page, txnCount).to),
          total: String(txnCount),
        })
      : null;

  return (
    <>
      {/* focused when the cardholder tries again: the button goes, the answer comes here */}
      <div ref={results} className={styles.results} tabIndex={-1}>
        {state.status === 'loading' ? (
          <p role="status" className={styles.state}>
            <span className={styles.spinner} aria-hidden="true" />
            {T.loading}
          </p>
        ) : state.status === 'error' ? (
          <div className={styles.failed}>
            <Alert tone="error">{T.failed}</Alert>
            <Button
              variant="secondary"
              onPress={() => {
                results.current?.focus();
                retry();
              }}
            >
              {T.retry}
            </Button>
          </div>
        ) : txnCount === 0 || state.rows.length === 0 ? (
          <p role="status" className={styles.state}>
            {T.empty}
          </p>
        ) : (
          <>
            <TransactionList caption={caption} rows={state.rows} rowKey={rowKey} reports={reports} />
            <TransactionTable caption={caption} rows={state.rows} rowKey={rowKey} reports={reports} />
          </>
        )}
      </div>
      {showing && (
        <p className={styles.showing} role="status">
          {showing}
        </p>
      )}
      {pageCount > 1 && (
        <div ref={pager}>
          <Pagination
            page={page}
            totalPages={pageCount}
            onPageChange={turnPage}
            label={T.pagination}
            previousLabel={T.previous}
            nextLabel={T.next}
            pageLabel={(n) => fill(T.page, { page: String(n) })}
          />
        </div>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <DisputeSheet
            txn={reporting}
            onClose={() => setReporting(null)}
            onSent={(created) => onSent(reporting, created)}
          />
        </Suspense>
      )}
    </>
  );
}
