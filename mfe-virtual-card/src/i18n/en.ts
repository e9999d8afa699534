// The virtual-card remote's words in English (spec §2 'Card ready / card information screen' and
// 'Virtual agreement modal', §8), word for word where the spec gives them. The catalogue every
// other language is typed against (es.ts); loaded only on an English page (./index.ts).
// `{product}`, `{phone}`, `{balancePhone}` and `{website}` are filled from the programme config. A
// busy button reads @portal/ui's BUSY_LABEL and a failure @portal/contracts' ERROR_TEXTS, so none
// is kept here. `partner` holds the card screen's words inside a partner's site (the card frame),
// where 'this website' would be the partner's and the member may not know whose card this is.
import embed from './embed-en';

const en = {
  screen: {
    loading: 'Please, wait while data is loading…',
    heading: 'This is your Virtual Card',
    imageLoading: 'Please wait while data is loading...',
    /** the card image's accessible name until its details arrive */
    imageAlt: 'Your {product} Virtual Visa card',
    /** then, by its last four digits */
    imageAltEnding: 'Virtual Visa ending {last4}',
  },
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
  guide: {
    whatsNextHeading: "What's next",
    writeDown:
      'Write down the account number, expiration date and security code shown on your card, together with the customer service phone number {phone}.',
    keepSafe: 'Keep this information safe.',
    needed: 'You will need this information to make purchases.',
    notesHeading: 'Important notes',
    noPhotos: 'Do not post photos of your card or send the card number by email.',
    noWallets: 'Your Virtual card is not compatible with mobile wallets.',
    billing:
      'When you shop online or by phone, use the information you entered at registration as your billing information.',
    inStores: 'Using your Virtual card in stores is not recommended.',
    balance: 'You can check your balance on this website or by phone at {balancePhone}.',
  },
  expired: {
    heading: 'Your link has expired',
    text: 'We can send a fresh link to the email address you registered with.',
    call: 'Call customer support',
    resend: 'Resend my Virtual card',
  },
  agreement: {
    title: 'Welcome to the {product} Virtual Visa program',
    intro: 'accept the terms below and your card will then display!',
    region: 'Cardholder agreement and e-sign consent',
    /** not a spec text: the agreement to keep, as the agreements page offers it */
    pdf: 'Download the agreement (PDF)',
    newTab: '(opens in a new tab)',
    confirm: 'I confirm that I have read and agree',
    ok: 'Ok',
    checking: 'Checking the agreement',
    // the columns of the agreement's table of fees
    fee: 'Fee',
    amount: 'Amount',
    feeDetails: 'Details',
  },
  // the member's code in a partner's card frame (before the agreement): the sender is named, as
  // the partner's site around it did not send it
  verify: {
    heading: "Let's check it's you",
    sentEmail:
      'To keep your card safe, {product} sent a 6-digit code to {email}. Enter it below to see your card.',
    sentBoth:
      'To keep your card safe, {product} sent a 6-digit code to {email} and by text message to {phone}. Enter it below to see your card.',
    sentPhone:
      'To keep your card safe, {product} sent a 6-digit code by text message to {phone}. Enter it below to see your card.',
    codeLabel: 'Code',
    codeHint: 'The code is valid for 10 minutes.',
    verify: 'Verify',
    newCode: 'Send a new code',
    newCodeSent: 'We sent you a new code. Enter the latest code you received.',
    codeRequired: 'Enter the 6 digits of your code.',
    codeWrongOne: 'This code is not right. You have 1 more try.',
    codeWrongMany: 'This code is not right. You have {tries} more tries.',
    codeExpired: 'This code has expired. Send a new code and enter it.',
    locked: 'Too many wrong codes. Please reload the page to try again.',
    tooMany: 'You asked for several new codes. Please wait a few minutes, then try again.',
    failed: 'Oops, something went wrong. Please, try again later.',
    contactHold:
      "This card's contact details changed in the last 72 hours, so we can't send a new code yet. If you did not change them, call {product} customer service at {phone}.",
  },
  /**
   * The card screen inside a partner's site (the card frame, after the member's code): no portal
   * words ('this website' is the partner's there), the programme named, whom to call said. The
   * texts not here (the agreement, the card details, the guide's other lines) read the same.
   */
  partner: {
    heading: 'Your Virtual Card',
    lead: 'This card is part of the {product} program. Questions about it? Call {product} customer service.',
    /** the call button's word before the number: the sentence before it says whom it calls */
    call: 'Call',
    writeDown:
      'Write down the account number, expiration date and security code shown on your card, together with the {product} customer service number, {phone}.',
    balance: 'You can check your balance at {website} or by phone at {balancePhone}.',
    expiredHeading: "We can't show your card here right now",
    expiredText:
      '{product} can email you a new link to your Virtual card, at the email address you registered with.',
    resend: 'Email me a link to my card',
    expiredHelp: 'Need help? Call {product} customer service.',
  },
  embed,
};

export default en;
