// The registration remote's texts (spec §2, §5, §8), word for word where the spec gives them;
// one module, ready for a second language. A busy button reads @portal/ui's BUSY_LABEL, the one
// busy text of the portal, so none is kept here.
import { ERROR_TEXTS } from '@portal/contracts';

export const OPTIONAL = '(Optional)';

export const FIELD_LABELS = {
  cardNumber: 'Card number',
  cvv: 'CVV',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: `Date of birth ${OPTIONAL}`,
  address1: 'Address',
  address2: `Address line 2 ${OPTIONAL}`,
  addressCity: 'City',
  addressState: 'State',
  addressZipCode: 'Zip code',
  email: 'Email',
  // spec §5: the label notes that a cell phone is required for SMS
  phone: 'Cell phone number (required for SMS)',
} as const;

export const FIELD_HINTS = {
  dateOfBirth: 'MM/DD/YYYY',
  addressState: 'Two letters, e.g. NY',
  phone: 'Your new PIN is sent to this cell phone by SMS.',
} as const;

export const REGISTRATION_TEXT = {
  title: 'Card Registration',
  intro: 'Register your card to protect it and to reset your PIN by SMS.',
  cardSection: 'Your card',
  holderSection: 'Cardholder information',
  submit: 'Register',
  success: 'Your card has been successfully registered',
  home: 'Home',
  failed: ERROR_TEXTS.registrationFailed,
} as const;

export const STEPPER_TEXT = {
  navigation: 'Virtual card registration steps',
  title: 'Register your Virtual Card',
  register: 'Register',
  ready: 'Ready',
  next: 'Next',
  back: 'Back',
  failed: ERROR_TEXTS.stepperFailed,
  checking: 'Please, wait while data is loading…',
  // not in the spec (a state the cardholder needs explained): a link whose signature does not verify
  invalidLinkHeading: 'This link is not valid',
  invalidLinkText:
    'Part of this link is missing or was changed. Please open the link exactly as it appears in your email, or call customer support for a new one.',
} as const;
