// The history modal (spec §2 Transaction history, §4 History, §8): the range, 'Export to CSV'
// (a downloading flag; a failed export only clears it, no message), the table of 10 rows per
// page with pagination, and the notes; states 'Loading data...', 'No transactions found' and
// the failure text. Its content mounts when it opens, so every opening starts a fresh cache.
import { lazy, Suspense, useRef, useState } from 'react';
import { fill, type Transaction } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { Alert, Button, Modal, Pagination, Table, withPhoneLink, type TableColumn } from '@portal/ui';
import { useHistoryServices } from './history-api';
import { formatAmount } from './format';
import { TEXTS } from './messages';
import { rowRange } from './paging';

import { useHistoryPages, type HistoryRange } from './use-history-pages';
import styles from './history.module.css';

const T = TEXTS.modal;

// the form is fetched when a cardholder reports a problem, not with the history
const DisputeForm = lazy(() => import('./dispute-form'));

type Disputable = Transaction & { id: string };
/** A posted purchase (a debit) that the server can name: what "Report a problem" is offered on. */
const isDisputable = (t: Transaction): t is Disputable =>
  t.type === 'purchase' && t.amount < 0 && typeof t.id === 'string';

const COLUMNS: TableColumn<Transaction>[] = [
  { key: 'date', header: TEXTS.columns.date, cell: (t) => t.date, isRowHeader: true },
  { key: 'type', header: TEXTS.columns.type, cell: (t) => TEXTS.types[t.type] },
  { key: 'merchant', header: TEXTS.columns.merchant, cell: (t) => t.merchant },
  {
    key: 'amount',
    header: TEXTS.columns.amount,
    align: 'end',
    cell: (t) => <span data-sign={t.amount < 0 ? 'debit' : 'credit'}>{formatAmount(t.amount)}</span>,
  },
];

/** The columns with a last one offering "Report a problem" on each posted purchase. */
function columnsWithReport(report: (t: Disputable) => void): TableColumn<Transaction>[] {
  return [
    ...COLUMNS,
    {
      key: 'report',
      header: <span className={styles.visuallyHidden}>{TEXTS.report.button}</span>,
      cell: (t) =>
        isDisputable(t) ? (
          <span data-report={t.id}>
            <Button
              variant="secondary"
              className={styles.report}
              aria-label={fill(TEXTS.report.label, { merchant: t.merchant, date: t.date })}
              onPress={() => report(t)}
            >
              {TEXTS.report.button}
            </Button>
          </span>
        ) : null,
    },
  ];
}

export interface HistoryModalProps {
  /** the range to show; null: closed */
  range: HistoryRange | null;
  onClose: () => void;
}

export function HistoryModal({ range, onClose }: HistoryModalProps) {
  return (
    <Modal
      isOpen={range !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={T.title}
      size="xl"
      actions={
        <Button variant="primary" onPress={onClose}>
          {T.ok}
        </Button>
      }
    >
      {range ? <HistoryContent range={range} onClose={onClose} /> : null}
    </Modal>
  );
}

function HistoryContent({ range, onClose }: { range: HistoryRange; onClose: () => void }) {
  const { page, setPage, txnCount, pageCount, state } = useHistoryPages(range);
  const [reporting, setReporting] = useState<Disputable | null>(null);
  const reportFrom = useRef<string | null>(null);
  const report = (t: Disputable) => {
    reportFrom.current = t.id;
    setReporting(t);
  };
  // back from the form: focus returns to the row's own "Report a problem"
  const back = () => {
    setReporting(null);
    setTimeout(() => {
      const id = reportFrom.current;
      results.current?.querySelector<HTMLElement>(`[data-report="${id}"] button`)?.focus();
    }, 0);
  };
  const program = useProgram();
  const dates = { start: range.startDate, end: range.endDate };
  const showing =
    state.status === 'ready' && state.rows.length > 0 && txnCount
      ? fill(T.showing, {
          from: String(rowRange(page, txnCount).from),
          to: String(rowRange(page, txnCount).to),
          total: String(txnCount),
        })
      : null;
  const results = useRef<HTMLDivElement>(null);
  const turnPage = (next: number) => {
    setPage(next);
    results.current?.scrollTo?.({ top: 0 });
  };

  if (reporting) {
    return (
      <div className={styles.content}>
        <Suspense
          fallback={
            <p role="status" className={styles.state}>
              <span className={styles.spinner} aria-hidden="true" />
              {T.loading}
            </p>
          }
        >
          <DisputeForm txn={reporting} onBack={back} onCloseDialog={onClose} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className={styles.content}>
      <div className={styles.toolbar}>
        <p className={styles.range}>{fill(T.range, dates)}</p>
        <ExportButton range={range} isEmpty={txnCount === 0} />
      </div>

      {/* a region of its own height: the pages below it (Previous, Next) stay where they are and
          in view on a phone; the rows scroll inside it, reachable by keyboard */}
      <div
        ref={results}
        className={styles.results}
        role="region"
        aria-label={fill(T.caption, dates)}
        tabIndex={0}
      >
        {state.status === 'loading' ? (
          <p role="status" className={styles.state}>
            <span className={styles.spinner} aria-hidden="true" />
            {T.loading}
          </p>
        ) : state.status === 'error' ? (
          <Alert tone="error">{T.failed}</Alert>
        ) : txnCount === 0 || state.rows.length === 0 ? (
          <p role="status" className={styles.state}>
            {T.empty}
          </p>
        ) : (
          <Table
            caption={fill(T.caption, dates)}
            hideCaption
            columns={columnsWithReport(report)}
            rows={state.rows}
            rowKey={(row, i) => `${page}-${i}-${row.date}`}
          />
        )}
      </div>
      {/* below the rows, not scrolled with them: always in view, and its line is kept (empty) while
          a page loads, so the pages below do not move */}
      <p className={styles.showing} role={showing ? 'status' : undefined}>
        {showing}
      </p>

      <Pagination
        page={page}
        totalPages={pageCount}
        onPageChange={turnPage}
        label={T.pagination}
        previousLabel={T.previous}
        nextLabel={T.next}
        pageLabel={(n) => fill(T.page, { page: String(n) })}
      />

      <div className={styles.notes}>
        <p>{T.note}</p>
        <p>{withPhoneLink(T.postedOnly, program.supportPhone)}</p>
      </div>
    </div>
  );
}

/** `isEmpty`: the range is known to hold no transaction, so there is nothing to export. */
function ExportButton({ range, isEmpty }: { range: HistoryRange; isEmpty: boolean }) {
  const services = useHistoryServices();
  const [downloading, setDownloading] = useState(false);

  const exportCsv = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await services.historyDownload(range);
      services.saveFile(blob, fileName);
    } catch {
      // spec §8: a failed export clears the downloading flag and shows no message
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button
      variant="secondary"
      isBusy={downloading}
      busyLabel={T.exporting}
      isDisabled={isEmpty}
      onPress={() => void exportCsv()}
    >
      {T.exportCsv}
    </Button>
  );
}
