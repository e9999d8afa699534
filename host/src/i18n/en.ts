// The host's words in English (spec §2): the shell, home, login, the session dialogs, remote
// areas' states, page titles. The catalogue every other language is typed against (es.ts); a
// text with values is a template filled with fill() ({n}, {seconds}, and the programme's {phone}).
// Loaded only on an English page (./index.ts).
const en = {
  shell: {
    nav: {
      label: 'Main',
      menu: 'Menu',
      checkBalance: 'CHECK BALANCE',
      registerCard: 'Register Card',
      logout: 'Log out',
      home: 'home',
      skip: 'Skip to main content',
    },
    footer: {
      label: 'Footer',
      contactUs: 'Contact Us',
      cardholderAgreement: 'Cardholder Agreement',
      privacyPolicy: 'Privacy Policy',
      californiaChoices: 'California privacy choices',
      californiaNotice: 'California privacy notice',
      newWindow: '(opens in a new tab)',
    },
    /** the language control: it names the other language, in that language */
    language: {
      switchTo: 'Español',
    },
  },
  startup: {
    failed: 'The portal is not available right now. Please try again in a few minutes.',
    retry: 'Try again',
  },
  /** Page titles (route data); the product name is appended (spec §2). */
  pageTitles: {
    home: 'Prepaid Cards',
    account: 'My card',
    login: 'Individual account login',
    cardInfo: 'Your Virtual Card',
    virtualRegistration: 'Virtual card registration',
    registration: 'Card Registration',
    agreements: 'Cardholder Agreement',
    agreementNy: 'Cardholder Agreement - Inside New York',
    agreementOutsideNy: 'Cardholder Agreement - Outside New York',
    agreementOutsideNy2: 'Cardholder Agreement - Outside New York, 2-year expiration',
    agreementVv: 'Virtual Visa Cardholder Agreement',
    contact: 'Contact Us',
    notFound: 'Page not found',
  },
  home: {
    home: {
      heading: 'Prepaid Cards',
      intro:
        'Visa prepaid reward and gift cards for your program. Check your balance, register your card and see your transactions online.',
      orderCards: 'Order cards',
      orderCardsNote: 'Need cards for your team or customers?',
      checkBalanceHeading: 'Already have a card? Check your balance',
      registrationHeading: 'Card registration',
      registrationBenefits: [
        'Protect your balance: a registered card can be replaced if it is lost or stolen.',
        'Reset your PIN by SMS and receive important card notices.',
        'Use your card online and by phone with your billing address on file.',
      ],
      zeroLiability:
        "Visa's Zero Liability Policy covers registered cards: you are not responsible for unauthorized purchases that you report promptly.",
      registrationButton: 'Card registration',
      carouselHeading: 'Popular types of cards',
    },
    carousel: {
      previous: 'Previous card',
      next: 'Next card',
      slide: '{n} of {total}',
      goTo: 'Show card {n}',
    },
  },
  login: {
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
  },
  /**
   * The login's texts for a card that cannot log in any more: closed after a report of loss or
   * theft, or expired with money on it (the offer of a replacement without fee).
   */
  replacement: {
    closed:
      'This card was reported lost or stolen and is closed. Please log in with your replacement card, or call customer service at {phone}.',
    offerHeading: 'Your card has expired.',
    offer:
      'The money on it does not expire: we can send you a new card without fee, with your balance on it, to the address on file.',
    button: 'Get a replacement card',
    confirmHeading: 'Confirm your replacement card',
    back: 'Back',
    confirm: 'Send my new card',
    loadFailed:
      'Sorry, we could not load your replacement. Please try again, or call customer service at {phone}.',
    failed: 'Sorry, something went wrong. Please try again, or call customer service at {phone}.',
    held: "Your card's contact details changed in the last 72 hours, so we cannot send a replacement yet. Please call customer service at {phone}.",
  },
  notFound: {
    notFound: {
      text: "Sorry, we couldn't find that page",
      image: 'A card with a question mark',
      home: 'Home',
    },
  },
  session: {
    session: {
      ok: 'OK',
      expiringTitle: 'Your session is about to end',
      expiringText:
        'For your security you will be logged out in {seconds} seconds. Do you want to stay signed in?',
      staySignedIn: 'Stay signed in',
      logout: 'Log out',
      refreshFailed: 'We could not extend your session. Please log in again.',
      /** said by the shell's live region as it lands on the home page after a timeout or a 403 */
      ended: 'Your session has ended.',
    },
  },
  remote: {
    remote: {
      loading: 'Loading…',
      failedTitle: 'This part of the page is not available right now',
      failedText: 'It could not be loaded. Check your connection and try again.',
      /** a remote that crashed while rendering (spec §9's wording for a failed screen) */
      crashedText: 'Something went wrong. Please try again later.',
      retry: 'Try again',
      home: 'Go to the home page',
    },
  },
};

export default en;
