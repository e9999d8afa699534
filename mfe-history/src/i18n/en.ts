// The history remote's words in English (spec §2 Transaction history, §5, §8): the catalogue the
// other languages are typed against (docs/i18n.md). `{phone}` and `{days}` are filled from the
// programme config and packages/legal where shown, never written here. Texts marked "not in the
// spec" are the portal's own: the recent list shows at once on the card page instead of behind
// 'Get history' and a modal (docs/product.md, Transaction history). The range messages are the
// contracts' (MESSAGES, shared with the server).
const en = {
  panel: {
    heading: 'Recent transactions', // not in the spec
    rangeLabel: 'Dates', // not in the spec
    startLabel: 'Start date',
    endLabel: 'End date',
    calendarButton: 'Choose dates',
    /** the fields' format hint: the fields write MM/DD/YYYY in every language (spec §5) */
    rangeFormat: 'MM/DD/YYYY',
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

  // "Report a problem" on a posted purchase (its sheet's texts: the dispute section)
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

  /**
   * A transaction's type as the list, the table and the sheet show it. In English the words of
   * contracts TXN_TYPE_LABELS, which the CSV export writes (a test holds them equal).
   */
  types: {
    purchase: 'Purchase',
    load: 'Load',
    fee: 'Fee',
    refund: 'Refund',
    adjustment: 'Adjustment',
  },

  // "Report a problem" (a dispute of a posted purchase), in its sheet; none is in the spec
  // (disputes are the portal's own)
  dispute: {
    /** the sheet's title: the transaction it is about */
    title: 'Report a problem with {merchant}',
    charge: '{type} on {date}, {amount}',
    reasonLegend: 'What is wrong with this charge?',
    /** in English the words of contracts DISPUTE_REASON_LABELS, which the case mail quotes */
    reasons: {
      not_recognised: 'I don’t recognize it',
      charged_twice: 'I was charged more than once',
      wrong_amount: 'The amount is wrong',
      not_received: 'I paid but did not receive it',
      not_credited: 'I returned or canceled it but was not credited',
    },
    lostStolen:
      'If you do not recognize this charge, your card may have been lost or stolen. You can report it now and get a replacement card.',
    lostStolenButton: 'Report my card lost or stolen',
    description: 'What happened?',
    descriptionHint: 'For example the date you returned the item, or the amount you expected.',
    contact: 'How can we reach you?',
    contactHint: 'An email address or a phone number',
    submit: 'Send report',
    back: 'Back',
    /** `{days}`: the agreement's notice window (packages/legal DISPUTE_TERMS) */
    window: 'You can report a charge up to {days} days after it appears in your history.',
    discard: {
      title: 'Discard your report?',
      text: 'What you typed will not be sent.',
      keep: 'Keep editing',
      discard: 'Discard',
    },
    /** the server's refusals of a report, by its error code; the field messages are the contracts' */
    errors: {
      dispute_window_passed:
        'This charge is more than {days} days old and can no longer be reported here. Please call customer service at {phone}.',
      dispute_not_purchase: 'Only a purchase can be reported here. Please call customer service at {phone}.',
      dispute_already_open:
        'You have already reported this charge and the case is open. You can follow it on your card page.',
      dispute_already_credited:
        'This charge has already been credited back to your card. If something is still wrong, please call customer service at {phone}.',
      failed: 'Something went wrong, please try again later',
    },
  },
};

export default en;
