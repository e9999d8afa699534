// Navigation bar and footer copy (spec §2).
export const SHELL_TEXT = {
  nav: {
    label: 'Main',
    menu: 'Menu',
    checkBalance: 'CHECK BALANCE',
    registerCard: 'Register Card',
    logout: 'Log out',
    home: 'home',
  },
  footer: {
    contactUs: 'Contact Us',
    cardholderAgreement: 'Cardholder Agreement',
    privacyPolicy: 'Privacy Policy',
    californiaChoices: 'California privacy choices',
    californiaNotice: 'California privacy notice',
    newWindow: '(opens in a new tab)',
  },
} as const;
