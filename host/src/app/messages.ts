// The shell's own copy: start-up failure and the page titles of the route table.
export const STARTUP_TEXT = {
  failed: 'The portal is not available right now. Please try again in a few minutes.',
  retry: 'Try again',
} as const;

/** Page titles (route data); the product name is appended (spec §2). */
export const PAGE_TITLES = {
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
} as const;
