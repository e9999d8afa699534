// The registration remote's words in English (spec §2, §5, §8), word for word where the spec gives
// them: the physical card form, the cardholder fields both forms share, the virtual card stepper.
// The catalogue every other language is typed against (es.ts). Loaded only on an English page
// (./index.ts). A busy button reads @portal/ui's BUSY_LABEL and a failure @portal/contracts'
// ERROR_TEXTS, so neither is kept here.
const en = {
  fieldLabels: {
    cardNumber: 'Card number',
    cvv: 'CVV',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth (Optional)',
    address1: 'Address',
    address2: 'Address line 2 (Optional)',
    addressCity: 'City',
    addressState: 'State',
    addressZipCode: 'Zip code',
    email: 'Email',
    // spec §5: the label notes that a cell phone is required for SMS
    phone: 'Cell phone number (required for SMS)',
  },
  fieldHints: {
    // the order the field takes (spec §5): month, day, year
    dateOfBirth: 'MM/DD/YYYY',
    addressState: 'Two letters, e.g. NY',
    phone: 'Your new PIN is sent to this cell phone by SMS.',
  },
  registration: {
    title: 'Card Registration',
    intro: 'Register your card to protect it and to reset your PIN by SMS.',
    cardSection: 'Your card',
    holderSection: 'Cardholder information',
    submit: 'Register',
    success: 'Your card has been successfully registered',
    home: 'Home',
  },
  stepper: {
    navigation: 'Virtual card registration steps',
    title: 'Register your Virtual Card',
    register: 'Register',
    ready: 'Ready',
    next: 'Next',
    back: 'Back',
    checking: 'Please, wait while data is loading…',
    // not in the spec (a state the cardholder needs explained): a link whose signature does not verify
    invalidLinkHeading: 'This link is not valid',
    invalidLinkText:
      'Part of this link is missing or was changed. Please open the link exactly as it appears in your email, or call customer support for a new one.',
  },
};

export default en;
