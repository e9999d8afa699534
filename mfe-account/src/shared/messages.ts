// Every text of the account remote (spec §1, §2, §8), in one place, ready for a second
// language. `{phone}` and `{product}` are filled from the program config (useProgram()),
// never written here. Error and result texts of spec §8 come from packages/contracts.
import { ERROR_TEXTS } from '@portal/contracts';

export const TEXTS = {
  page: {
    heading: 'My card',
    loading: 'Loading card information…',
    manage: 'Manage card',
  },

  // spec §2 Individual home: the balance first, the card's state beside it, then its facts
  overview: {
    brand: 'Visa',
    ending: 'ending',
    balance: 'Balance',
    balanceLoading: 'Loading…',
    balanceFailed: "We couldn't load your balance.",
    balanceStillFailing: "We still couldn't load your balance. Please try again in a few minutes.",
    balanceRetry: 'Try again',
    balanceRetrying: 'Loading…',
    balanceByPhone: 'You can also hear your balance by phone.',
    activateToSee: 'Activate your card to see its balance and transactions.',
    status: 'Status',
    // the chip: the card's state as the cardholder reads it (a frozen card says Frozen)
    states: {
      activated: 'Activated',
      frozen: 'Frozen',
      notActivated: 'Not activated',
      issued: 'Issued',
      closed: 'Closed',
      unknown: 'Status unknown',
    },
    name: 'Name',
    expires: 'Expires',
    type: 'Type',
    virtual: 'Virtual card',
    physical: 'Physical card',
    notRegistered: 'Card is not registered',
    notRegisteredHint: 'Register your card to use all of its services.',
    registerCard: 'Register card',
  },

  // card info that failed to load: what failed and what to do (the spec shows the legacy notice
  // here; see load-failed.tsx for why the portal does not)
  loadFailed: {
    heading: "We couldn't load your card",
    reason: 'Something went wrong on our side while loading your card information.',
    stillFailing: 'We still could not load your card information. Please try again in a few minutes.',
    safe: 'Your card and the money on it are not affected.',
    retry: 'Try again',
    retrying: 'Loading…',
    balanceLine: 'You can also hear your balance by phone.',
  },

  // spec §1: cards on a legacy bank-identification range (gift2GoBin) only; the dates are past,
  // so the notice speaks of them in the past tense
  legacy: {
    heading: 'Important information about your card',
    servicingEnds: 'Servicing of this card program ended on October 31, 2020.',
    useUntil: 'Cards of this program could be used until October 30, 2020.',
    remainingFunds:
      'Funds left on a card after that date are sent to its holder by paper check. To receive yours, make sure your card is registered; once your check has arrived, destroy your card.',
    support: 'Questions? Call our support line.',
    registerCard: 'Register card',
  },

  // spec §2 Freeze panel, §4 Freezing, §8
  freeze: {
    heading: 'Freeze card temporarily',
    description:
      'Lost your card or noticed something unusual? Freeze it so that no one can use it. Only the call center can unfreeze it.',
    button: 'Freeze card',
    confirmTitle: 'Are you sure you want to freeze your card?',
    confirmBody: 'While your card is frozen it cannot be used. To unfreeze it you will have to call {phone}.',
    cancel: 'Cancel',
    confirm: 'Freeze',
    processing: 'Processing...',
    failed: ERROR_TEXTS.freezeFailed,
    // a frozen card: the heading says what the card is, the action is the call that unfreezes it
    frozenHeading: 'Card frozen',
    frozenText: 'No one can use your card while it is frozen.',
    unfreezeText: 'To unfreeze your card you will have to contact the call center.',
    unfreeze: 'Call to unfreeze',
    justFrozen: 'Your card is frozen.',
  },

  // spec §2 PIN reset, §8
  pinReset: {
    heading: 'Reset PIN',
    description:
      'We will send a new PIN by SMS to the mobile phone number you gave when you registered your card.',
    button: 'Reset PIN',
    // why the button is disabled, shown as text beside it (a phone cannot hover a tooltip)
    unavailableUnregistered: 'Register your card to reset your PIN.',
    unavailableFrozen: "You can't reset your PIN while your card is frozen.",
    confirmTitle: 'Reset PIN',
    confirmBody: 'Are you sure you want to reset your PIN? Your current PIN will stop working.',
    cancel: 'Cancel',
    confirm: 'Reset PIN',
    processing: 'Processing...',
    successTitle: 'PIN reset',
    succeeded: ERROR_TEXTS.pinResetSucceeded,
    errorTitle: 'PIN reset failed',
    failed: ERROR_TEXTS.pinResetFailed,
    ok: 'OK',
  },

  // spec §2 Activation panel, §8
  activation: {
    heading: 'Card activation',
    available: 'Please, activate your card in order to start using it',
    unavailable: 'You are almost there! To activate your card please call customer support',
    call: 'Call customer support',
    button: 'Activate',
    processing: 'Processing...',
    succeeded: ERROR_TEXTS.activationSucceeded,
    failed: ERROR_TEXTS.activationFailed,
  },
} as const;
