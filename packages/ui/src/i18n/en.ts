// The words @portal/ui's components say themselves, in English: the catalogue the other languages
// are typed against (docs/i18n.md). A caller's own label (a prop) replaces most of them; these are
// what shows when it gives none. `{…}` are filled from the caller's values, the server's answer
// and the programme config (`{phone}`), never written here.
const en = {
  button: {
    /**
     * what every busy button across the portal reads: the one busy label the spec gives (§2 Freeze),
     * so a cardholder meets one word for "wait" whatever remote they are on
     */
    busy: 'Processing...',
  },
  callButton: {
    /** the words before the number */
    call: 'Call',
  },
  maskedNumber: {
    /** what a screen reader says instead of the dots ('ending 4532') */
    ending: 'ending',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
  },
  stepper: {
    back: 'Back',
    next: 'Next',
    optional: '(Optional)',
    completed: 'completed',
    /** a step header's accessible name, before its optional and completed marks */
    step: 'Step {n}: {label}',
  },
  dateRangePicker: {
    start: 'Start date',
    end: 'End date',
    calendarButton: 'Choose dates',
    /** the fields' hint and placeholder: the fields write MM/DD/YYYY in every language (spec §5) */
    format: 'MM/DD/YYYY',
  },

  // a card replacement, for a card reported lost or stolen (the card page) and an expired one (the
  // login): one set, so the two read the same
  replacementSummary: {
    heading: 'What happens',
    closed: 'We close this card so no one can use it, even if you find it.',
    closedExpired: 'We close your expired card.',
    physical: 'We mail you a new card with a new number, within {days} days.',
    virtual: 'We email you a link to a new virtual card with a new number. You can use it at once.',
    balance: 'Your balance moves to the new card.',
    fee: 'A replacement fee of {fee} is taken from your balance.',
    noFee: 'There is no replacement fee.',
    loggedOut: 'You are logged out when it is done.',
  },
  replacementAddress: {
    mailHeading: 'We mail it to the address on file',
    emailHeading: 'We email it to the address on file',
    elsewhere: 'To send it somewhere else, please call customer service at {phone}.',
  },
  replacementDone: {
    heading: 'Your money is safe',
    balance: 'Your new balance',
    feeTaken: 'After the {fee} replacement fee.',
    noFee: 'No replacement fee was taken.',
    newCard: 'Your new card',
    arrivesBy: 'Arrives by {date}.',
    arrivesWithin: 'Arrives within {days} days.',
    mailedTo: 'We mail it to:',
    virtualReady: 'Ready now: we emailed a link to {email}.',
    cases: 'Charges you reported',
    caseCharge: '{merchant}, {date}, {amount}',
    caseReference: 'Reference {reference}. We will tell you the result by {date}.',
    next: 'What to do now',
    nextLogIn: 'When the new card arrives, log in with its number and security code (CVV).',
    nextOpenLink:
      "Open the link we emailed you to see the new card's number, expiration date and security code.",
    nextUpdate:
      'Give the new number to anyone who charges your card regularly, like subscriptions and online stores.',
    nextCases: 'We will email you about each case. You can follow them on your card page.',
    call: 'Call customer service',
    closed: 'Your old card ending {closed} is closed, so no one can use it. You are logged out.',
    closedExpired: 'Your expired card ending {closed} is closed.',
  },
};

export default en;
