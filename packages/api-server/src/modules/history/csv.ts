// The CSV export: spreadsheet-safe cells, one line per transaction.
import { CSV_COLUMNS, TXN_TYPE_LABELS, isoToUs } from '@portal/contracts';
import type { TxnRow } from './repository';

// a formula may hide behind leading whitespace: ' =1+1' is a formula to some spreadsheets
const CSV_DANGEROUS = /^[\s]*[=+\-@]|^[\t\r]/;

/** One CSV cell: formula-looking text neutralised with a leading apostrophe, then quoted if needed. */
export function csvCell(value: string): string {
  const safe = CSV_DANGEROUS.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER = `${CSV_COLUMNS.join(',')}\r\n`;

/** The Type column carries the label the history table shows ('Purchase', not 'purchase'). */
export function csvLines(rows: TxnRow[]): string {
  let chunk = '';
  for (const r of rows) {
    chunk += `${[isoToUs(r.d) ?? r.d, csvCell(TXN_TYPE_LABELS[r.type]), csvCell(r.merchant), (r.cents / 100).toFixed(2)].join(',')}\r\n`;
  }
  return chunk;
}
