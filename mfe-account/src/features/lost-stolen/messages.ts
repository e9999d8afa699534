// The texts of reporting a card lost or stolen, and of what comes next. `{…}` are filled from the
// server's answer (the fee and the mailing days come from the programme's agreements) and from the
// programme config (`{phone}`), never written here.
export const LOST_STOLEN_TEXT = {
  panel: {
    heading: 'Report lost or stolen',
    description:
      'Lost your card, or think someone took it? Report it here: we close it and send you a replacement with your balance on it.',
    button: 'Report lost or stolen',
  },
  dialog: {
    title: 'Report your card lost or stolen',
    loading: 'Please wait while data is loading...',
    loadFailed: 'Something went wrong. Please try again later.',
    whatHappens: 'What happens',
    closed: 'Your card is closed for good. It cannot be used again, even if you find it.',
    replacementPhysical: 'We send you a replacement card with a new number, within {days} days.',
    replacementVirtual:
      'We email you a link to a replacement virtual card with a new number. You can use it at once.',
    balance: 'Your balance moves to the replacement card.',
    fee: 'A replacement fee of {fee} is taken from your balance.',
    noFee: 'There is no replacement fee: your card has expired.',
    loggedOut: 'You are logged out when it is done.',
    reasonLegend: 'What happened to your card?',
    lost: 'I lost it',
    stolen: 'It was stolen',
    reasonRequired: 'Please choose what happened to your card',
    addressHeading: 'We mail it to the address on file',
    emailHeading: 'We email it to the address on file',
    differentAddress: 'To send it somewhere else, please call customer service at {phone}.',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Close card and send replacement',
    processing: 'Processing...',
    failed: 'Sorry, it seems like something went wrong. Please contact Customer support.',
    heldFrozen:
      'We froze your card so no one can use it. Its contact details changed in the last 72 hours, so we cannot send a replacement yet. Please call customer service at {phone}.',
  },
  done: {
    heading: 'Your card is closed',
    closed: 'Your card ending {closed} is closed for good and you are logged out.',
    physical: 'Your replacement card ending {next} will be mailed to the address on file within {days} days.',
    virtual:
      'Your replacement virtual card ending {next} is ready: we emailed you a link to see it. Open the link to see its number, expiration date and security code.',
    moved: 'Your balance of {amount} has moved to it.',
    feeCharged: 'A replacement fee of {fee} was taken from it.',
    noFee: 'There was no replacement fee.',
    arrives: 'When it arrives, log in with the new card number and CVV.',
    notices: 'We also sent you an email and a text message about it.',
    questions: 'Questions? Call customer service at {phone}.',
    home: 'Home',
  },
} as const;
