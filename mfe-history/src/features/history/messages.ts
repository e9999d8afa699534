// Every text of the history remote (spec §2 Transaction history, §5, §8), in one place, ready
// for a second language. `{phone}` comes from the programme config (useProgram()), never from
// here. The range messages are the contracts' (shared with the server). Texts marked "not in the
// spec" are the portal's own: the recent list shows at once on the card page instead of behind
// 'Get history' and a modal (docs/product.md, Transaction history).
import { MESSAGES, TXN_TYPE_LABELS, type TxnType } from '@portal/contracts';

export const TEXTS = {
  panel: {
    heading: 'Recent transactions', // not in the spec
    rangeLabel: 'Dates', // not in the spec
    startLabel: 'Start date',
    endLabel: 'End date',
    calendarButton: 'Choose dates',
    rangeFormat: 'MM/DD/YYYY',
    rangeTooLong: MESSAGES.historyRangeTooLong,
    rangeInvalid: MESSAGES.historyRangeInvalid,
  },

  list: {
    /** the list's and the table's accessible name: the dates it shows */
    caption: 'Transactions from {start} to {end}',
    exportCsv: 'Export to CSV',
    loading: 'Loading data...',
    empty: 'No transactions in these dates', // not in the spec
    failed: "We couldn't load your transactions", // not in the spec
    retry: 'Try again', // not in the spec
    showing: 'Showing {from}–{to} of {total} transactions',
    note: 'Please note: Some recent transactions may not be visible instantly.',
    postedOnly:
      'Only posted transactions are listed. Pending transactions are available from customer service by phone at {phone}.',
    pagination: 'Transaction pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
  },

  // a row of the list (narrow screens) and its details; all not in the spec
  row: {
    /** the row's button: what a screen reader hears before opening it */
    label: '{merchant}, {amount}, {date}, {type}',
    merchant: 'Merchant',
    date: 'Date',
    type: 'Type',
    amount: 'Amount',
  },

  // "Report a problem" on a posted purchase (its sheet's texts: dispute-messages.ts, fetched with it)
  report: {
    button: 'Report a problem',
    label: 'Report a problem with {merchant} on {date}',
  },

  // the lasting confirmation a reported row carries; not in the spec
  reported: {
    short: 'Report sent',
    full: 'We received your report. Your case reference is {reference}.',
    next: 'We have sent it to you by email too. We will tell you the result by {date}. You can follow the case on your card page.',
  },

  columns: {
    date: 'Date',
    merchant: 'Merchant',
    type: 'Type',
    amount: 'Amount',
    report: 'Report a problem',
  },

  // one list for the list, the table and the CSV export (contracts TXN_TYPE_LABELS)
  types: TXN_TYPE_LABELS satisfies Record<TxnType, string>,
} as const;
