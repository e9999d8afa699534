import { ERROR_TEXTS, fill, MESSAGE_KEYS, MESSAGES, STATUS_TEXTS, wordMessage } from './messages';
import { fieldError, formErrors } from './form-errors';
import { holderRefusalText } from './holder-refusal';
import { cvvField, LoginFormSchema } from './rules';
import { statusLabel } from './card-status';
import en from './i18n/messages.en';
import es from './i18n/messages.es';
import { loadAllTexts, setLocale } from './i18n';

// the rules' messages are worded from the catalogue: English, as a form shows it by default
beforeAll(() => loadAllTexts('en'));

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

describe('a rule names its message by key, worded where a person reads it', () => {
  test('a key reads no catalogue: a schema built at module load names it', () => {
    expect(MESSAGE_KEYS.cvvRequired).toBe('cvvRequired');
    expect(Object.keys(en.messages)).toContain(MESSAGE_KEYS.historyRangeInvalid);
  });

  test('a key is worded in the page language; any other text stays as it is', () => {
    expect(wordMessage('cvvRequired')).toBe('CVV is Required');
    expect(wordMessage('Expected a transaction id')).toBe('Expected a transaction id');
  });

  test('every text has a Spanish, none left in English', () => {
    for (const section of ['messages', 'errors', 'statuses'] as const) {
      expect(Object.keys(es[section]).sort()).toEqual(Object.keys(en[section]).sort());
      for (const [key, text] of Object.entries(es[section])) {
        expect([key, text.trim()]).not.toEqual([key, '']);
        // the same texts may share a translation; an English one left in place may not
        if (!/^(CVV|PIN)\b/.test(text)) expect([key, text]).not.toEqual([key, en[section][key as never]]);
      }
    }
  });
});

describe('in Spanish', () => {
  beforeAll(async () => {
    setLocale('es');
    await loadAllTexts('es');
  });
  afterAll(() => setLocale('en'));

  test("a form words its rules' keys in Spanish", () => {
    expect(fieldError(cvvField, '')).toBe('El CVV es obligatorio');
    expect(formErrors(LoginFormSchema, { cardNumber: '4111', cardCvv: '12' })).toEqual({
      cardNumber: 'Ingrese un número de tarjeta válido',
      cardCvv: 'Ingrese un CVV válido',
    });
    expect(formErrors(LoginFormSchema, {}).cardNumber).toBe('El número de tarjeta es obligatorio');
  });

  test('the error texts, the statuses and a refusal read in Spanish', () => {
    expect(MESSAGES.historyRangeTooLong).toBe('Limite su solicitud a un período de 3 meses');
    expect(ERROR_TEXTS.sessionTimeout).toBe('Su sesión expiró. Vuelva a iniciar sesión.');
    expect(STATUS_TEXTS.ACTIVATED).toBe('Activada');
    expect(statusLabel('requires activation')).toBe('Requiere activación');
    expect(statusLabel('BLOCKED')).toBe('---');
    expect(holderRefusalText({ kind: 'mismatch', triesLeft: 1 }, 'login', 'America/New_York').text).toBe(
      'El número de tarjeta y el CVV no coinciden con nuestros registros. Revise ambos y vuelva a intentar. ' +
        'Tiene 1 intento más antes de que se pause el inicio de sesión con esta tarjeta.',
    );
  });
});
