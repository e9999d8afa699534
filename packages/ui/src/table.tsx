// A data table (spec §2 Transaction history): a semantic <table> with a caption, column headers
// and an optional row-header column. Read-only data needs no grid keyboard model, so this is
// plain HTML rather than react-aria's interactive Table. Wide tables scroll inside a focusable,
// labelled region, so keyboard users can scroll them too (WCAG 2.1.1).
import { useId, type ReactNode } from 'react';
import styles from './table.module.css';
import { visuallyHidden } from './visually-hidden';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** 'end' for numbers (amounts) */
  align?: 'start' | 'end';
  /** this column's cells name their row (a <th scope="row">) */
  isRowHeader?: boolean;
}

export interface TableProps<Row> {
  caption: ReactNode;
  /** keep the caption for assistive tech only (a visible heading already says it) */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** aria-busy while the rows are being replaced */
  isBusy?: boolean;
  className?: string;
}

export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  isBusy = false,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  return (
    <div
      className={[styles.scroll, className].filter(Boolean).join(' ')}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className={styles.table} aria-busy={isBusy || undefined}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.header} data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={styles.row}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={styles.cell}
                    data-align={column.align ?? 'start'}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={styles.cell} data-align={column.align ?? 'start'}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
