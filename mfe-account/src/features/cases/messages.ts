// The texts of the card's cases (disputes) on the card page. The agreement's figures come from
// packages/legal; the states' names are the contracts' (shared with the server's emails).
import { DISPUTE_REASON_LABELS, DISPUTE_STATE_LABELS } from '@portal/contracts';

export const CASES_TEXTS = {
  heading: 'Your reported problems',
  failed: 'Your cases could not be loaded. Please try again later.',
  retry: 'Try again',
  list: 'Cases',
  charge: '{merchant}, {date}, {amount}',
  reference: 'Reference',
  state: 'Status',
  reason: 'Reason',
  openedOn: 'Reported on',
  followUpDue: 'Please confirm in writing by',
  investigationDue: 'Investigation ends by',
  resultDue: 'Result by',
  resolvedOn: 'Resolved on',
  credited: 'Credited to your card',
  explanation: 'Our explanation',
  card: 'Card',
  oldCard: 'Old card ending {ending}',
  states: DISPUTE_STATE_LABELS,
  reasons: DISPUTE_REASON_LABELS,
} as const;
