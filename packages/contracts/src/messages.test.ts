import { ERROR_TEXTS, fill, MESSAGES } from './messages';

// Every text of spec §5 and §8, copied from the spec word for word.
const SPEC_5 = [
  'Card Number is Required',
  'Please enter a valid card number',
  'CVV is Required',
  'Please enter a valid CVV',
  'First Name is Required',
  'Please enter a valid first name.',
  'Last Name is Required',
  'Please enter a valid last name.',
  'Please, review. Last name should include at least 2 letters.',
  'Please, select a valid Date of Birth',
  'Address is Required',
  'Please enter a valid address',
  'City is Required',
  'Please enter a valid city',
  'State is Required',
  'Please enter a valid state',
  'Zip code is Required',
  'Please enter a valid zip code',
  'Email is Required',
  'Please enter a valid email',
  'Phone number is Required',
  'Please provide a 10-digit phone number',
  'Please limit your request to a 3 month period',
  'Please set a valid date range',
  'Please enter a valid name',
  'Please choose a nature of inquiry',
];

const SPEC_8 = [
  'In order to continue using your card we need additional information. Please contact us via our form or call us.',
  'Please contact customer service for account information',
  'The Card is in "Frozen" Status. Please, contact the Call Center at {phone}',
  'Something went wrong, please try again later',
  "Sorry, it seems we couldn't activate this card. Please contact Customer support.",
  "Card was successfully activated! Now it's ready for use.",
  'PIN was reset successfully! An SMS was sent to your mobile phone number with your new PIN.',
  'An error occurred, please try again later',
  'Failed to get transaction history. Please try again later.',
  'Something went wrong. Please try again later.',
  'Oops, something went wrong. Please, try again later.',
  'Sorry, it seems like something went wrong. Please contact Customer support.',
  'An error occurred while trying to send this request. Please contact customer service by phone',
  'Your request has been sent. Thank you!',
  'Your session has timed out. Please login again.',
];

test.each(SPEC_5)('spec §5 message %p is a rule message, word for word', (text) => {
  expect(Object.values(MESSAGES)).toContain(text);
});

test.each(SPEC_8)('spec §8 text %p is in the error texts, word for word', (text) => {
  expect(Object.values(ERROR_TEXTS)).toContain(text);
});

test('the physical registration failure and the login failure read the same', () => {
  expect(ERROR_TEXTS.registrationFailed).toBe(ERROR_TEXTS.loginFailed);
});

test('the stepper and the agreement sign failure show the same text', () => {
  expect(ERROR_TEXTS.stepperFailed).toBe('Something went wrong. Please try again later.');
  expect(ERROR_TEXTS.agreementSignFailed).toBe(ERROR_TEXTS.stepperFailed);
});

test('the frozen-card message is filled with the programme phone', () => {
  expect(fill(ERROR_TEXTS.loginFrozen, { phone: '1-800-555-0100' })).toBe(
    'The Card is in "Frozen" Status. Please, contact the Call Center at 1-800-555-0100',
  );
});

test('an unknown placeholder stays as it is', () => {
  expect(fill('Welcome to the {product} Virtual Visa program {x}', { product: 'Acme' })).toBe(
    'Welcome to the Acme Virtual Visa program {x}',
  );
});

test.each([
  'holderMismatch',
  'loginTriesLeft',
  'loginPaused',
  'loginHeld',
  'registrationTriesLeft',
  'registrationPaused',
  'registrationHeld',
  'holderTooManyTries',
  'alreadyRegistered',
] as const)("a refused card number + CVV says what to do: %s is not spec §8's one text", (key) => {
  expect(ERROR_TEXTS[key]).not.toBe(ERROR_TEXTS.loginFailed);
  expect(ERROR_TEXTS[key]).not.toMatch(/contact customer service/i);
});
