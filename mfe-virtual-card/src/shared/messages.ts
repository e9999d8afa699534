// The virtual-card remote's texts (spec §2 'Card ready / card information screen' and
// 'Virtual agreement modal', §8), word for word where the spec gives them, in one place.
// `{product}`, `{phone}`, `{balancePhone}` and `{website}` are filled from the programme config.
// A busy button reads @portal/ui's BUSY_LABEL, the one busy text of the portal: none is kept here.
// `PARTNER_TEXTS` are the card screen's words inside a partner's site (the card frame), where
// 'this website' would be the partner's and the member may not know whose card this is.
import { ERROR_TEXTS } from '@portal/contracts';

export const TEXTS = {
  loading: 'Please, wait while data is loading…',
  heading: 'This is your Virtual Card',
  imageLoading: 'Please wait while data is loading...',
  imageFailed: ERROR_TEXTS.cardImageFailed,
  imageAlt: 'Your {product} Virtual Visa card',
  imageAltEnding: 'Virtual Visa ending {last4}',
  // the card's details as text under its image
  details: {
    heading: 'Card details',
    loading: "Loading your card's details…",
    failed: "We couldn't show your card's details as text.",
    retry: 'Try again',
    number: 'Card number',
    expiry: 'Expiration date',
    cvv: 'Security code (CVV)',
    cvvHidden: 'hidden',
    showCvv: 'Show',
    hideCvv: 'Hide',
    showCvvName: 'Show security code',
    hideCvvName: 'Hide security code',
    copy: 'Copy',
    copyNumber: 'Copy card number',
    copyExpiry: 'Copy expiration date',
    copyCvv: 'Copy security code',
    copiedNumber: 'Card number copied.',
    copiedExpiry: 'Expiration date copied.',
    copiedCvv: 'Security code copied.',
    copyUnavailable: 'Copying is not available here: select the text to copy it.',
  },
  whatsNextHeading: "What's next",
  whatsNext: [
    'Write down the account number, expiration date and security code shown on your card, together with the customer service phone number {phone}.',
    'Keep this information safe.',
    'You will need this information to make purchases.',
  ],
  notesHeading: 'Important notes',
  notes: [
    'Do not post photos of your card or send the card number by email.',
    'Your Virtual card is not compatible with mobile wallets.',
    'When you shop online or by phone, use the information you entered at registration as your billing information.',
    'Using your Virtual card in stores is not recommended.',
    'You can check your balance on this website or by phone at {balancePhone}.',
  ],
  expiredHeading: 'Your link has expired',
  expiredText: 'We can send a fresh link to the email address you registered with.',
  expiredCall: 'Call customer support',
  resend: 'Resend my Virtual card',
  resendSucceeded: ERROR_TEXTS.resendSucceeded,
  resendFailed: ERROR_TEXTS.resendFailed,
  // the agreement modal
  agreementTitle: 'Welcome to the {product} Virtual Visa program',
  agreementIntro: 'accept the terms below and your card will then display!',
  agreementRegion: 'Cardholder agreement and e-sign consent',
  /** not a spec text: the agreement to keep, as the agreements page offers it */
  agreementPdf: 'Download the agreement (PDF)',
  newTab: '(opens in a new tab)',
  agreementConfirm: 'I confirm that I have read and agree',
  agreementOk: 'Ok',
  agreementChecking: 'Checking the agreement',
  agreementFailed: ERROR_TEXTS.agreementSignFailed,
  // the member's code in a partner's card frame (before the agreement): the sender is named, as
  // the partner's site around it did not send it
  verifyHeading: "Let's check it's you",
  verifySentEmail:
    'To keep your card safe, {product} sent a 6-digit code to {email}. Enter it below to see your card.',
  verifySentBoth:
    'To keep your card safe, {product} sent a 6-digit code to {email} and by text message to {phone}. Enter it below to see your card.',
  verifySentPhone:
    'To keep your card safe, {product} sent a 6-digit code by text message to {phone}. Enter it below to see your card.',
  verifyCodeLabel: 'Code',
  verifyCodeHint: 'The code is valid for 10 minutes.',
  verify: 'Verify',
  verifyNewCode: 'Send a new code',
  verifyNewCodeSent: 'We sent you a new code. Enter the latest code you received.',
  verifyCodeRequired: 'Enter the 6 digits of your code.',
  verifyCodeWrong: 'This code is not right. You have {tries} more {triesWord}.',
  verifyCodeExpired: 'This code has expired. Send a new code and enter it.',
  verifyLocked: 'Too many wrong codes. Please reload the page to try again.',
  verifyTooMany: 'You asked for several new codes. Please wait a few minutes, then try again.',
  verifyFailed: 'Oops, something went wrong. Please, try again later.',
  verifyContactHold:
    "This card's contact details changed in the last 72 hours, so we can't send a new code yet. If you did not change them, call {product} customer service at {phone}.",
} as const;

/**
 * The card screen inside a partner's site (the card frame, after the member's code): no portal
 * words ('this website' is the partner's there), the programme named, whom to call said. The
 * texts not listed here (the agreement, the card details, the notes but the last) read the same.
 */
export const PARTNER_TEXTS = {
  heading: 'Your Virtual Card',
  lead: 'This card is part of the {product} program. Questions about it? Call {product} customer service.',
  /** the call button's word before the number: the sentence before it says whom it calls */
  call: 'Call',
  whatsNext: [
    'Write down the account number, expiration date and security code shown on your card, together with the {product} customer service number, {phone}.',
    TEXTS.whatsNext[1],
    TEXTS.whatsNext[2],
  ],
  notes: [
    ...TEXTS.notes.slice(0, 4),
    'You can check your balance at {website} or by phone at {balancePhone}.',
  ],
  expiredHeading: "We can't show your card here right now",
  expiredText:
    '{product} can email you a new link to your Virtual card, at the email address you registered with.',
  resend: 'Email me a link to my card',
  expiredHelp: 'Need help? Call {product} customer service.',
} as const;
