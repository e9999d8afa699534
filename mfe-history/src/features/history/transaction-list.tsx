// The recent transactions as a list, for a narrow panel (history.module.css shows it under
// 37.5em): each row says the merchant, a signed amount never cut off, the date and the type, and
// opens its details, where "Report a problem" is (report-action.tsx).
import { useId, useState } from 'react';
import { fill, formatSignedAmount, type Transaction } from '@portal/contracts';
import { showDate } from '@portal/ui';
import { TEXTS } from './messages';
import { ReportAction, type Reports } from './report-action';
import styles from './history.module.css';

const T = TEXTS.row;

export interface TransactionListProps {
  caption: string;
  rows: readonly Transaction[];
  rowKey: (row: Transaction, index: number) => string;
  reports: Reports;
}

export function TransactionList({ caption, rows, rowKey, reports }: TransactionListProps) {
  // the rows whose details are open, by key: kept across pages, so coming back finds them as left
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <ul className={styles.list} aria-label={caption}>
      {rows.map((row, index) => {
        const key = rowKey(row, index);
        return (
          <Row
            key={key}
            row={row}
            isOpen={open.has(key)}
            onToggle={() => {
              reports.preload();
              toggle(key);
            }}
            reports={reports}
          />
        );
      })}
    </ul>
  );
}

function Row({
  row,
  isOpen,
  onToggle,
  reports,
}: {
  row: Transaction;
  isOpen: boolean;
  onToggle: () => void;
  reports: Reports;
}) {
  const detailsId = useId();
  const amount = formatSignedAmount(row.amount);
  const date = showDate(row.date);
  const type = TEXTS.types[row.type];
  return (
    <li className={styles.item}>
      {/* a disclosure: a plain button, since the whole row is its face (the portal's Button is an
          action's, with a busy label) */}
      <button
        type="button"
        className={styles.rowButton}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        aria-label={fill(T.label, { merchant: row.merchant, amount, date, type })}
        onClick={onToggle}
      >
        {/* its words in the order of its name (the grid places them), spaced, so the name holds
            the visible text as one run (WCAG 2.5.3: a speech user says what they see) */}
        <span className={styles.merchant}>{row.merchant}</span>{' '}
        <span className={styles.amount} data-sign={row.amount < 0 ? 'debit' : 'credit'}>
          {amount}
        </span>{' '}
        <span className={styles.meta}>
          {date} · {type}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={detailsId} className={styles.details} hidden={!isOpen}>
        {isOpen && (
          <>
            <dl className={styles.facts}>
              <dt>{T.merchant}</dt>
              <dd>{row.merchant}</dd>
              <dt>{T.date}</dt>
              <dd>{date}</dd>
              <dt>{T.type}</dt>
              <dd>{type}</dd>
              <dt>{T.amount}</dt>
              <dd className={styles.amount}>{amount}</dd>
            </dl>
            <ReportAction txn={row} reports={reports} />
          </>
        )}
      </div>
    </li>
  );
}
