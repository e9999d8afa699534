// The CSV export: spreadsheet-safe cells, one line per transaction.
import { CSV_COLUMNS, TXN_TYPE_LABELS, isoToUs } from '@portal/contracts';
import type { Language } from '@portal/contracts/i18n';
import { notifyTexts } from '../../notify/texts';
import type { TxnRow } from './repository';

// A formula may start a cell, hide behind leading whitespace (' =1+1' is a formula to some
// spreadsheets), or start a piece of it: a spreadsheet that splits on ';' or ',' (a locale's list
// separator, or a user's import choice) reads 'ACME;=1+2' as two cells, the second a formula.
// Each such start gets an apostrophe, which the spreadsheet shows as text.
const FORMULA_START = /(^|[;,])(?=\s*[=+\-@]|[\t\r])/g;

/**
 * One CSV cell: every formula start neutralised with an apostrophe, then quoted (every cell is,
 * so that a separator inside it never splits it, whichever separator the reader uses).
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "$1'");
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The header line in `language`: the spec's column names (CSV_COLUMNS) in English, the server's
 * catalogue's in Spanish; none holds a separator, quote or formula character.
 */
export function csvHeader(language: Language = 'en'): string {
  const words = notifyTexts(language).csv;
  const names: Record<(typeof CSV_COLUMNS)[number], string> = {
    Date: words.date,
    Type: words.type,
    Merchant: words.merchant,
    Amount: words.amount,
  };
  return `${CSV_COLUMNS.map((column) => names[column]).join(',')}\r\n`;
}

/**
 * The Type column carries the label the history table shows ('Purchase', not 'purchase'). The
 * date and the amount are the server's own text and are quoted only: '-4.50' is a number, not a
 * formula.
 */
export function csvLines(rows: TxnRow[]): string {
  const quoted = (s: string) => `"${s}"`;
  let chunk = '';
  for (const r of rows) {
    chunk += `${[quoted(isoToUs(r.d) ?? r.d), csvCell(TXN_TYPE_LABELS[r.type]), csvCell(r.merchant), quoted((r.cents / 100).toFixed(2))].join(',')}\r\n`;
  }
  return chunk;
}
