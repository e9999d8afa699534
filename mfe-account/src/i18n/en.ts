// The account remote's words in English (spec §1, §2, §8): the card page, its panels and dialogs,
// the card's cases and reporting a card lost or stolen. The catalogue every other language is typed
// against (es.ts); a text with values is a template filled with fill() or fillNodes(), and the
// programme's values ({phone}, {product}) come from the programme config, never from here. The
// result texts of spec §8 are @portal/contracts' ERROR_TEXTS, read where they are shown.
// Loaded only on an English page (./index.ts).
import type { DisputeReason, DisputeState } from '@portal/contracts';

const en = {
  page: {
    heading: 'My card',
    loading: 'Loading card information…',
    manage: 'Manage card',
  },

  /** spec §2 Individual home: the balance first, the card's state beside it, then its facts */
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
    /** the chip: the card's state as the cardholder reads it (a frozen card says Frozen) */
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

  /**
   * card info that failed to load: what failed and what to do (the spec shows the legacy notice
   * here; load-failed.tsx says why the portal does not)
   */
  loadFailed: {
    heading: "We couldn't load your card",
    reason: 'Something went wrong on our side while loading your card information.',
    stillFailing: 'We still could not load your card information. Please try again in a few minutes.',
    safe: 'Your card and the money on it are not affected.',
    retry: 'Try again',
    retrying: 'Loading…',
    balanceLine: 'You can also hear your balance by phone.',
  },

  /**
   * spec §1: cards on a legacy bank-identification range (gift2GoBin) only; the dates are past,
   * so the notice speaks of them in the past tense
   */
  legacy: {
    heading: 'Important information about your card',
    servicingEnds: 'Servicing of this card program ended on October 31, 2020.',
    useUntil: 'Cards of this program could be used until October 30, 2020.',
    remainingFunds:
      'Funds left on a card after that date are sent to its holder by paper check. To receive yours, make sure your card is registered; once your check has arrived, destroy your card.',
    support: 'Questions? Call our support line.',
    registerCard: 'Register card',
  },

  /** spec §2 Freeze panel, §4 Freezing, §8 (its failure: ERROR_TEXTS.freezeFailed) */
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
    /** a frozen card: the heading says what the card is, the action is the call that unfreezes it */
    frozenHeading: 'Card frozen',
    frozenText: 'No one can use your card while it is frozen.',
    unfreezeText: 'To unfreeze your card you will have to contact the call center.',
    unfreeze: 'Call to unfreeze',
    justFrozen: 'Your card is frozen.',
  },

  /** spec §2 PIN reset, §8 (its results: ERROR_TEXTS.pinResetSucceeded, pinResetFailed) */
  pinReset: {
    heading: 'Reset PIN',
    description:
      'We will send a new PIN by SMS to the mobile phone number you gave when you registered your card.',
    button: 'Reset PIN',
    /** why the button is disabled, shown as text beside it (a phone cannot hover a tooltip) */
    unavailableUnregistered: 'Register your card to reset your PIN.',
    unavailableFrozen: "You can't reset your PIN while your card is frozen.",
    confirmTitle: 'Reset PIN',
    confirmBody: 'Are you sure you want to reset your PIN? Your current PIN will stop working.',
    cancel: 'Cancel',
    confirm: 'Reset PIN',
    processing: 'Processing...',
    successTitle: 'PIN reset',
    errorTitle: 'PIN reset failed',
    ok: 'OK',
  },

  /** spec §2 Activation panel, §8 (its results: ERROR_TEXTS.activationSucceeded, activationFailed) */
  activation: {
    heading: 'Card activation',
    available: 'Please, activate your card in order to start using it',
    unavailable: 'You are almost there! To activate your card please call customer support',
    call: 'Call customer support',
    button: 'Activate',
    processing: 'Processing...',
  },

  /**
   * The card's cases (disputes of a charge). The states and reasons are named by the codes the
   * server answers; the server's emails name them in the same words (docs/i18n.md's glossary).
   */
  cases: {
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
    states: {
      received: 'Received',
      under_review: 'Under review',
      provisionally_credited: 'Provisionally credited',
      resolved_in_favour: 'Resolved in your favor',
      resolved_not_in_favour: 'Resolved: not in your favor',
    } satisfies Record<DisputeState, string>,
    reasons: {
      not_recognised: 'I don’t recognize it',
      charged_twice: 'I was charged more than once',
      wrong_amount: 'The amount is wrong',
      not_received: 'I paid but did not receive it',
      not_credited: 'I returned or canceled it but was not credited',
    } satisfies Record<DisputeReason, string>,
  },

  /**
   * Reporting a card lost or stolen. What happens, where the new card goes and what comes next
   * are @portal/ui's replacement pieces (the expired card's offer shows the same). `{days}`,
   * `{purchase}` and the purchase's parts come from the server's answer.
   */
  lostStolen: {
    panel: {
      heading: 'Report lost or stolen',
      description:
        'Lost your card, or think someone took it? Report it here: we close it and send you a new card with your balance on it.',
      button: 'Report lost or stolen',
    },
    dialog: {
      title: 'Report your card lost or stolen',
      loading: 'Loading...',
      loadFailed: 'Something went wrong. Please try again later.',
      reasonLegend: 'What happened to your card?',
      lost: 'I lost it',
      stolen: 'It was stolen',
      reasonRequired: 'Please choose what happened to your card',
      purchasesLegend: 'Your purchases in the last {days} days',
      purchasesHint:
        "Check each purchase you didn't make. We open a dispute case for each one with this report, and email you its reference.",
      noPurchases: 'There are no purchases in the last {days} days.',
      notMine: "I didn't make this",
      notMineLabel: "I didn't make this: {purchase}",
      purchase: '{merchant}, {date}, {amount}',
      cancel: 'Cancel',
      close: 'Close',
      confirm: 'Close card and send replacement',
      failed: 'Sorry, something went wrong. Please try again, or call customer service at {phone}.',
      disputeRefused:
        'We could not open a case for a purchase you checked: it may have been reported already. We updated the list. Please check it and confirm again.',
      heldFrozen:
        'We froze your card so no one can use it. Its contact details changed in the last 72 hours, so we cannot send a replacement yet. Please call customer service at {phone}.',
    },
    done: {
      home: 'Home',
    },
  },
};

export default en;
