// The words of every email and SMS the server sends a cardholder (and of the history CSV's header
// row), in English: the catalogue the Spanish one is typed against. Templates with `{name}` placeholders, filled by the sender
// (`fill` of contracts); the programme's values ({product}, {phone}) come from its config.
const en = {
  pinReset: {
    sms: '{product}: your new PIN is {pin}. Never share it with anyone.',
    redacted: '{product}: a new PIN was sent to ···{last4}',
  },
  virtualLink: {
    subject: 'Your {product} virtual card',
    redacted: 'Your {product} virtual card link (expires {expires}) was sent.',
    ready: 'Your {product} virtual card is ready.',
    open: 'Open this link to register it and see your card: {url}',
    expires: 'The link expires on {expires}. After that you can ask for a new one from the same page.',
  },
  embedCode: {
    subject: 'Your {product} code',
    text: 'Your code to see your {product} virtual card is {code}. It expires in {minutes} minutes. Type it only where your card is shown; nobody from the programme will ask you for it. If you did not ask to see your card, call {phone}.',
    redacted: 'A code to see the {product} virtual card was sent (expires in {minutes} minutes).',
  },
  locked: {
    subject: '{product}: your card is locked',
    body: 'Your {product} card ending {last4} is locked after too many wrong security codes. Call {phone} to unlock it.',
  },
  contactChanged: {
    subject: '{product}: your contact details changed',
    body: 'The contact details of your {product} card ending {last4} were changed by customer service ({changed}). For {hours} hours no new PIN, card link, replacement card or code to see the card will be sent. If you did not ask for this, call {phone} now.',
    email: 'email',
    phone: 'phone',
    and: ' and ',
    none: 'no change',
  },
  contactHold: {
    askedSubject: '{product}: {what} was asked',
    askedBody:
      'Someone asked for {what} for your {product} card ending {last4}. Its contact details were changed recently, so {held} before {until}. If you did not change them, call {phone} now.',
    frozenSubject: '{product}: your card is frozen',
    frozenBody:
      'Your {product} card ending {last4} is frozen because it was reported {reason}: no one can use it. Its contact details were changed recently, so its replacement cannot be sent before {until}. Please call {phone}, at once if you did not report it or change them.',
    lost: 'lost',
    stolen: 'stolen',
  },
  contactHoldAsked: {
    link: { what: 'a new virtual-card link', held: 'it cannot be sent' },
    pin: { what: 'a new PIN', held: 'it cannot be sent' },
    embed: { what: 'a code to see your virtual card', held: 'it cannot be sent' },
    replacement: { what: 'a replacement card', held: 'the card cannot be replaced' },
  },
  replacement: {
    subject: '{product}: your replacement card',
    expired: 'Your card ending {last4} has expired, so we closed it.',
    reported: 'Your card ending {last4} was reported {reason}, so we closed it.',
    lost: 'lost',
    stolen: 'stolen',
    nextVirtual: 'Your new virtual card ends in {last4}. A separate email has the link to see it.',
    nextPhysical: 'Your new card ends in {last4}. We mail it to the address on file within {days} days.',
    balanceAfterFee: 'Your new balance is {balance}, after the {fee} replacement fee.',
    balance: 'Your new balance is {balance}.',
    oneCase:
      'We opened a dispute case for the charge you did not make: a separate email gives its reference.',
    cases:
      'We opened {n} dispute cases for the charges you did not make: a separate email gives each reference.',
    notYou: 'Not you? Call {phone}.',
  },
  dispute: {
    subject: '{product}: {what} ({reference})',
    greeting: 'Dear cardholder,',
    reference: 'Your case reference is {reference}. For anything urgent, call {phone}.',
    signOff: '{product} customer service',
    receivedSubject: 'we received your dispute',
    received: 'We received your report about the charge of {amount} at {merchant} on {date}: "{reason}".',
    resultBy: 'We will investigate it and tell you the result by {date}.',
    followUpSubject: 'please confirm your dispute in writing',
    reviewing: 'We are reviewing your dispute of the charge of {amount} at {merchant}.',
    inWriting:
      'Please send us your complaint in writing by {date}, quoting your case reference, to: {address}.',
    creditSubject: 'a provisional credit while we investigate',
    credited:
      'We credited {amount} to your card provisionally while we investigate your dispute of the charge at {merchant}.',
    mayReverse: 'If we find there was no error, we will reverse this credit and tell you why.',
    resultSubject: 'the result of your dispute',
    inFavour: 'Your dispute of the charge at {merchant} is resolved in your favor.',
    noError: 'We investigated your dispute of the charge at {merchant} and found no error.',
    reversed: 'The provisional credit of {amount} is reversed.',
    documents: 'You may ask us for copies of the documents we used.',
    foundCredited: 'We found the error you reported and credited {amount} to your card.',
    foundAlreadyCredited: 'We found the error you reported; the charge was already credited to your card.',
  },
  disputeReasons: {
    not_recognised: 'I don’t recognize it',
    charged_twice: 'I was charged more than once',
    wrong_amount: 'The amount is wrong',
    not_received: 'I paid but did not receive it',
    not_credited: 'I returned or canceled it but was not credited',
  },
  contactAck: {
    subject: '{product}: we received your request',
    body: 'Dear {name},\n\nWe received your request {reference} about "{inquiry}" and will reply by email within {days} business days. For anything urgent, call {phone}.\n\n{product} customer service',
  },
  inquiryTypes: {
    cardBalance: 'Card Balance',
    cardUse: 'Card Use',
    technical: 'Technical problems',
  },
  csv: {
    date: 'Date',
    type: 'Type',
    merchant: 'Merchant',
    amount: 'Amount',
  },
};
export default en;
