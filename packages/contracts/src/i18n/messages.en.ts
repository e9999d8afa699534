// The words @portal/contracts owns, in English (spec §5, §8 word for word): the rules' messages by
// key, the error texts, the card statuses. The catalogue every other language is typed against
// (messages.es.ts); a text with values is a template filled with fill() ({phone}, {time}, …).
// Loaded only on an English page (../messages.ts); the server reads it directly for its English
// developer messages and to tell a message key from any other text.
const en = {
  /**
   * The rules' messages, by the key a rule names (rules.ts): a form words the key where it shows
   * it (form-errors.ts), the server answers the key in its field errors.
   */
  messages: {
    // login form; the registration form's CVV shows these too (spec §5 gives it no messages of its own)
    cardNumberRequired: 'Card Number is Required',
    cardNumberInvalid: 'Please enter a valid card number',
    cvvRequired: 'CVV is Required',
    cvvInvalid: 'Please enter a valid CVV',
    // cardholder information
    firstNameRequired: 'First Name is Required',
    firstNameInvalid: 'Please enter a valid first name.',
    lastNameRequired: 'Last Name is Required',
    lastNameInvalid: 'Please enter a valid last name.',
    lastNameTooShort: 'Please, review. Last name should include at least 2 letters.',
    dateOfBirthInvalid: 'Please, select a valid Date of Birth',
    addressRequired: 'Address is Required',
    addressInvalid: 'Please enter a valid address',
    cityRequired: 'City is Required',
    cityInvalid: 'Please enter a valid city',
    stateRequired: 'State is Required',
    stateInvalid: 'Please enter a valid state',
    zipRequired: 'Zip code is Required',
    zipInvalid: 'Please enter a valid zip code',
    emailRequired: 'Email is Required',
    emailInvalid: 'Please enter a valid email',
    phoneRequired: 'Phone number is Required',
    phoneInvalid: 'Please provide a 10-digit phone number',
    // contact form
    contactNameInvalid: 'Please enter a valid name',
    contactEmailInvalid: 'Please enter a valid email',
    inquiryRequired: 'Please choose a nature of inquiry',
    /** Not in the spec (its message field has no limit): the bound the server needs on free text. */
    contactMessageTooLong: 'Please keep your message under 2000 characters',
    // history
    historyRangeTooLong: 'Please limit your request to a 3 month period',
    historyRangeInvalid: 'Please set a valid date range',
    // a dispute of a charge (not in the spec: disputes are the portal's own); the limit is
    // DISPUTE_LIMITS.description
    disputeReasonRequired: 'Choose what is wrong with this charge',
    disputeDescriptionRequired: 'Tell us what happened',
    disputeDescriptionTooLong: 'Use at most 1000 characters',
    disputeContactRequired: 'Give an email address or a phone number to reach you',
    disputeContactInvalid: 'Enter a valid email address or a 10-digit phone number',
    // a lost or stolen card's replacement
    replacementReasonRequired: 'Choose lost or stolen',
    /** a virtual card's link whose parameters were changed or lost their signature */
    linkInvalid: 'This link is not valid',
    /** a field with no message of its own: missing, or not of the kind expected */
    fieldRequired: 'This field is required',
    fieldInvalid: 'Please check this field',
  },
  /** Error texts of spec §8. */
  errors: {
    loginSanctions:
      'In order to continue using your card we need additional information. Please contact us via our form or call us.',
    /** spec §8 "any other failure": a failure that is none of those below (the server down, say) */
    loginFailed: 'Please contact customer service for account information',
    // Not spec texts: spec §8 answers every refused card number + CVV (login and registration) with
    // loginFailed. Each refusal says what to do instead, and none tells whether a card exists (an
    // unknown card number gets the answers of a wrong CVV). {time} is the pause's end in the
    // programme's time zone ('10:42 PM ET'); a call button with the hours follows paused and
    // locked. {triesWord} is oneTry or manyTries.
    holderMismatch: "The card number and CVV don't match our records. Check both and try again.",
    loginTriesLeft: 'You have {tries} more {triesWord} before logging in with this card is paused.',
    loginPaused: 'Logging in with this card is paused until {time}. To get in sooner, call us.',
    loginHeld: 'Logging in with this card is locked after too many tries. Call us to unlock it.',
    registrationTriesLeft: 'You have {tries} more {triesWord} before registering this card is paused.',
    registrationPaused: 'Registering this card is paused until {time}. To register sooner, call us.',
    registrationHeld: 'Registering this card is locked after too many tries. Call us to unlock it.',
    oneTry: 'try',
    manyTries: 'tries',
    /** too many tries from one connection (any card numbers): the pause is short and needs no call */
    holderTooManyTries: 'Too many tries from this device. Wait a few minutes, then try again.',
    /** only after the card number and CVV proved the holder: it tells nothing to anyone else */
    alreadyRegistered: 'This card is already registered. {login} to see it.',
    alreadyRegisteredLogin: 'Log in',
    loginFrozen: 'The Card is in "Frozen" Status. Please, contact the Call Center at {phone}',
    freezeFailed: 'Something went wrong, please try again later',
    activationFailed: "Sorry, it seems we couldn't activate this card. Please contact Customer support.",
    activationSucceeded: "Card was successfully activated! Now it's ready for use.",
    pinResetSucceeded:
      'PIN was reset successfully! An SMS was sent to your mobile phone number with your new PIN.',
    pinResetFailed: 'An error occurred, please try again later',
    historyFailed: 'Failed to get transaction history. Please try again later.',
    /** spec §8: a registration failure that is none of the holder refusals above */
    registrationFailed: 'Please contact customer service for account information',
    stepperFailed: 'Something went wrong. Please try again later.',
    /**
     * Spec §2 and §8 give two readings ('Please contact Customer Service for account information.'
     * is the other). We keep this one: a failed signature is usually passing, and the cardholder
     * can fix it by trying again instead of having to phone.
     */
    agreementSignFailed: 'Something went wrong. Please try again later.',
    cardImageFailed: 'Oops, something went wrong. Please, try again later.',
    resendFailed: 'Sorry, it seems like something went wrong. Please contact Customer support.',
    resendSucceeded: 'Virtual card info has been resent to your email!',
    contactFailed:
      'An error occurred while trying to send this request. Please contact customer service by phone',
    contactSucceeded: 'Your request has been sent. Thank you!',
    sessionTimeoutTitle: 'Session Timeout',
    sessionTimeout: 'Your session has timed out. Please login again.',
  },
  /** The card's status as the cardholder reads it (spec §4), by its code (card-status.ts). */
  statuses: {
    ACTIVATED: 'Activated',
    REQUIRES_ACTIVATION: 'Requires activation',
    ISSUED: 'Issued',
  },
};
export default en;
