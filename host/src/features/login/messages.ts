// Login copy (spec §2 Login); error texts come from @portal/contracts ERROR_TEXTS.
export const LOGIN_TEXT = {
  login: {
    pageTitle: 'Individual account login',
    formTitle: 'Check your balance',
    cardNumber: 'Card number',
    cvv: 'CVV',
    submit: 'Log in',
    busy: 'Processing...',
    cvvHelp: 'What is CVV?',
    cvvHelpTitle: 'What is CVV?',
    cvvHelpText:
      'The CVV is the 3-digit security code printed on the back of your card, to the right of the signature panel.',
    ok: 'OK',
    sanctionsForm: 'form',
    sanctionsCall: 'call',
    /** not a spec text: the browser's security check failed before any request; retryable */
    captchaFailed:
      "We couldn't complete the security check. Please check your connection and press Log in again.",
  },
} as const;
