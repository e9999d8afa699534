// The recent transactions as a table, for a wide panel (history.module.css shows it from 37.5em):
// fixed columns Date, Type, Merchant, Amount (spec §2) and "Report a problem"; the amount is
// right-aligned and never cut off, a long merchant wraps.
import { formatSignedAmount, type Transaction } from '@portal/contracts';
import { showDate, Table, visuallyHidden, type TableColumn } from '@portal/ui';
import { TEXTS } from './messages';
import { ReportAction, type Reports } from './report-action';
import styles from './history.module.css';

const C = TEXTS.columns;

export interface TransactionTableProps {
  caption: string;
  rows: readonly Transaction[];
  rowKey: (row: Transaction, index: number) => string;
  reports: Reports;
}

export function TransactionTable({ caption, rows, rowKey, reports }: TransactionTableProps) {
  const columns: TableColumn<Transaction>[] = [
    { key: 'date', header: C.date, cell: (t) => showDate(t.date) },
    { key: 'type', header: C.type, cell: (t) => TEXTS.types[t.type] },
    { key: 'merchant', header: C.merchant, cell: (t) => t.merchant, isRowHeader: true },
    {
      key: 'amount',
      header: C.amount,
      align: 'end',
      cell: (t) => (
        <span className={styles.amount} data-sign={t.amount < 0 ? 'debit' : 'credit'}>
          {formatSignedAmount(t.amount)}
        </span>
      ),
    },
    {
      key: 'report',
      // the column's name for screen readers; its buttons say it on screen
      header: <span className={visuallyHidden}>{C.report}</span>,
      cell: (t) => <ReportAction txn={t} reports={reports} compact />,
    },
  ];
  return (
    <Table
      caption={caption}
      hideCaption
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      className={styles.tableView}
    />
  );
}
