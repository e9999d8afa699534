// The texts of "Report a problem" (a dispute of a posted purchase), in its sheet. The agreement's
// figures (the notice window) come from packages/legal, the phone from the programme. None is in
// the spec (disputes are the portal's own).
import { DISPUTE_MESSAGES, DISPUTE_REASON_LABELS } from '@portal/contracts';
import { DISPUTE_TERMS } from '@portal/legal';

export const DISPUTE_TEXTS = {
  /** the sheet's title: the transaction it is about */
  title: 'Report a problem with {merchant}',
  charge: '{type} on {date}, {amount}',
  reasonLegend: 'What is wrong with this charge?',
  reasons: DISPUTE_REASON_LABELS,
  lostStolen:
    'If you do not recognize this charge, your card may have been lost or stolen. You can report it now and get a replacement card.',
  lostStolenButton: 'Report my card lost or stolen',
  description: 'What happened?',
  descriptionHint: 'For example the date you returned the item, or the amount you expected.',
  contact: 'How can we reach you?',
  contactHint: 'An email address or a phone number',
  submit: 'Send report',
  back: 'Back',
  window: `You can report a charge up to ${DISPUTE_TERMS.noticeDays} days after it appears in your history.`,
  discard: {
    title: 'Discard your report?',
    text: 'What you typed will not be sent.',
    keep: 'Keep editing',
    discard: 'Discard',
  },
  errors: {
    ...DISPUTE_MESSAGES,
    dispute_window_passed: `This charge is more than ${DISPUTE_TERMS.noticeDays} days old and can no longer be reported here. Please call customer service at {phone}.`,
    dispute_not_purchase: 'Only a purchase can be reported here. Please call customer service at {phone}.',
    dispute_already_open:
      'You have already reported this charge and the case is open. You can follow it on your card page.',
    dispute_already_credited:
      'This charge has already been credited back to your card. If something is still wrong, please call customer service at {phone}.',
    failed: 'Something went wrong, please try again later',
  },
} as const;
