// Every text of the history remote (spec §2 Transaction history, §5, §8), in one place, ready
// for a second language. `{phone}` comes from the programme config (useProgram()), never from
// here. The range messages and the failure text are the contracts' (shared with the server).
import { ERROR_TEXTS, MESSAGES, TXN_TYPE_LABELS, type TxnType } from '@portal/contracts';

export const TEXTS = {
  panel: {
    heading: 'Transaction history',
    intro: 'Choose the dates, then get the transactions of your card for that period.',
    rangeLabel: 'Date range',
    startLabel: 'Start date',
    endLabel: 'End date',
    calendarButton: 'Choose dates',
    rangeFormat: 'MM/DD/YYYY',
    getHistory: 'Get history',
    rangeTooLong: MESSAGES.historyRangeTooLong,
    rangeInvalid: MESSAGES.historyRangeInvalid,
  },

  modal: {
    title: 'Transaction history',
    range: 'From {start} to {end}',
    exportCsv: 'Export to CSV',
    exporting: 'Downloading...',
    ok: 'OK',
    loading: 'Loading data...',
    empty: 'No transactions found',
    failed: ERROR_TEXTS.historyFailed,
    caption: 'Transactions from {start} to {end}',
    showing: 'Showing {from}–{to} of {total} transactions',
    note: 'Please note: Some recent transactions may not be visible instantly.',
    postedOnly:
      'Only posted transactions are listed. Pending transactions are available from customer service by phone at {phone}.',
    pagination: 'Transaction pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
  },

  // "Report a problem" on a posted purchase (its form's texts: dispute-messages.ts, fetched with it)
  report: {
    button: 'Report a problem',
    label: 'Report a problem with {merchant} on {date}',
  },

  columns: {
    date: 'Date',
    type: 'Type',
    merchant: 'Merchant',
    amount: 'Amount',
  },

  // one list for the table and the CSV export (contracts TXN_TYPE_LABELS)
  types: TXN_TYPE_LABELS satisfies Record<TxnType, string>,
} as const;
