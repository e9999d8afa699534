import * as v from 'valibot';
import {
  address1Field,
  address2Field,
  cardholderInfoFormSchema,
  cardNumberField,
  cityField,
  contactCardNumberField,
  contactEmailField,
  ContactFormSchema,
  contactNameField,
  cvvField,
  dateOfBirthField,
  emailField,
  firstNameField,
  historyRangeSchema,
  inquiryTypeField,
  INQUIRY_TYPES,
  lastNameField,
  LoginFormSchema,
  loginCardNumberField,
  MASKS,
  MAX_LENGTHS,
  messageField,
  phoneField,
  registrationCardNumberField,
  registrationCvvField,
  registrationFormSchema,
  stateField,
  utcToday,
  zipCodeField,
} from './rules';
import { fieldError, formErrors } from './form-errors';
import { wordMessage } from './messages';
import { calendarDateOf, type CalendarDate } from './calendar';
import { loadAllTexts } from './i18n';

// the rules' messages are worded from the catalogue: English, as a form shows it by default
beforeAll(() => loadAllTexts('en'));

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const TODAY = d(2026, 11, 22);
const today = () => TODAY;
const letters = (n: number) => 'Abcdefghij'.repeat(4).slice(0, n);
const address = (n: number) => `1${' Elm Street Springfield Apartment 4B Main'.repeat(2)}`.slice(0, n);

/** The value a field sends on the wire, or its first message. */
function outputOf(schema: v.GenericSchema, value: unknown): unknown {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : result.issues[0]?.message;
}

describe('login form card number: required; max 19; four groups of four digits; Luhn; starts with 4', () => {
  test.each([
    ['', 'Card Number is Required'],
    ['   ', 'Card Number is Required'],
    [null, 'Card Number is Required'],
    [undefined, 'Card Number is Required'],
    ['4111111111111111', null],
    ['4111 1111 1111 1111', null],
    ['4111 11111111 1111', null],
    [' 4111 1111 1111 1111 ', null], // trimmed
    ['4012888888881881', null],
    ['4111-1111-1111-1111', 'Please enter a valid card number'],
    ['4111  1111 1111 1111', 'Please enter a valid card number'], // 20 characters
    ['5555555555554444', 'Please enter a valid card number'], // Luhn-valid, does not start with 4
    ['4111111111111112', 'Please enter a valid card number'], // fails Luhn
    ['4222222222222', 'Please enter a valid card number'], // 13 digits
    ['41111111111111111', 'Please enter a valid card number'], // 17 digits
    ['4111 1111 1111 111a', 'Please enter a valid card number'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(loginCardNumberField, value)).toBe(message);
  });

  test('the required message comes before any other rule', () => {
    const result = v.safeParse(loginCardNumberField, '');
    expect(result.issues?.[0]?.message).toBe('cardNumberRequired');
  });

  test('the card number goes on the wire as digits only', () => {
    expect(outputOf(cardNumberField, '4111 1111 1111 1111')).toBe('4111111111111111');
  });
});

describe('CVV: required; max 3; exactly 3 digits (login and registration share the messages)', () => {
  test.each([
    ['', 'CVV is Required'],
    [null, 'CVV is Required'],
    ['123', null],
    [' 123 ', null],
    ['000', null],
    ['12', 'Please enter a valid CVV'],
    ['1234', 'Please enter a valid CVV'],
    ['12a', 'Please enter a valid CVV'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(cvvField, value)).toBe(message);
    expect(fieldError(registrationCvvField, value)).toBe(message);
  });
});

describe('registration card number: required; 16 digits in optional groups of four; max 19; Visa check', () => {
  test.each([
    ['', 'Card Number is Required'],
    ['4111111111111111', null],
    ['4111 1111 1111 1111', null],
    ['4000056655665556', null],
    ['5555555555554444', 'Please enter a valid card number'],
    ['4111111111111112', 'Please enter a valid card number'],
    ['4222222222222', 'Please enter a valid card number'],
    ['4111 1111 1111 1111 1', 'Please enter a valid card number'],
    ['4111.1111.1111.1111', 'Please enter a valid card number'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(registrationCardNumberField, value)).toBe(message);
  });

  test.each([
    '4111111111111111',
    '4012888888881881',
    '5555555555554444',
    '4111111111111112',
    '4222222222222',
  ])('login and registration accept the same card numbers: %p', (value) => {
    expect(fieldError(registrationCardNumberField, value)).toBe(fieldError(loginCardNumberField, value));
  });
});

// Names people carry: letters, spaces, apostrophes (' and ’), hyphens and periods, starting
// with a letter, with no doubled separator (spec §5 allows one hyphenated part; we widen it).
const REAL_NAMES = [
  "O'Neil",
  'Dana',
  "O'Reilly",
  'De la Cruz',
  'St. John',
  'Jean-Luc',
  'O’Brien',
  'José',
  'Zoë',
];
const NOT_NAMES = [
  'J0hn',
  '<script>',
  "'",
  '-',
  '.',
  "'-.",
  '-John',
  "O'",
  'Jane--Doe',
  "O''Neil",
  'St..John',
  'Ann_Lee',
];

describe('first name: required; letters, spaces, apostrophes, hyphens, periods; max 30', () => {
  test.each([
    ['', 'First Name is Required'],
    ['  ', 'First Name is Required'],
    ['John', null],
    ['Mary-Jane', null],
    ['Mary-Jane-Ann', null],
    ['Mary Jane', null],
    [' John ', null],
    [letters(29), null],
    [letters(30), null],
    [` ${letters(30)} `, null], // spaces are trimmed before the length counts
    [letters(31), 'Please enter a valid first name.'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(firstNameField, value)).toBe(message);
  });

  test.each(REAL_NAMES)('a real name is accepted: %p', (value) => {
    expect(fieldError(firstNameField, value)).toBeNull();
  });

  test.each(NOT_NAMES)('not a name is refused: %p', (value) => {
    expect(fieldError(firstNameField, value)).toBe('Please enter a valid first name.');
  });

  test.each([
    [' John ', 'John'],
    ['Mary - Jane', 'Mary-Jane'],
    ['Jean - Luc  Marie', 'Jean-Luc Marie'],
    ["O'Neil", "O'Neil"],
    ['O’Brien', 'O’Brien'],
    ['St. John', 'St. John'],
  ])('first name %p is sent as %p', (value, wire) => {
    expect(outputOf(firstNameField, value)).toBe(wire);
  });
});

describe('last name: required; same pattern; at least 2 letters; max 30', () => {
  test.each(REAL_NAMES)('a real name is accepted: %p', (value) => {
    expect(fieldError(lastNameField, value)).toBeNull();
  });

  test.each(NOT_NAMES)('not a name is refused: %p', (value) => {
    expect(fieldError(lastNameField, value)).toBe('Please enter a valid last name.');
  });

  test.each([
    ['', 'Last Name is Required'],
    ['A', 'Please, review. Last name should include at least 2 letters.'],
    [' B ', 'Please, review. Last name should include at least 2 letters.'],
    ['J.', 'Please, review. Last name should include at least 2 letters.'],
    ["O'Neil", null],
    ['Li', null],
    ['O-B', null],
    ['Smith-Jones', null],
    ['Smith - Jones', null],
    [letters(29), null],
    [letters(30), null],
    [letters(31), 'Please enter a valid last name.'],
    ['Smith1', 'Please enter a valid last name.'],
    ['1', 'Please enter a valid last name.'],
    ['A-', 'Please enter a valid last name.'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(lastNameField, value)).toBe(message);
  });
});

describe('date of birth: optional; MM/DD/YYYY; age 18 to 120 on today', () => {
  const dob = dateOfBirthField(today);
  test.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['  ', null],
    ['01/15/1990', null],
    ['11/22/2008', null], // 18th birthday today
    ['11/23/2008', 'Please, select a valid Date of Birth'], // 18th birthday tomorrow
    ['11/22/1906', null], // 120th birthday today
    ['11/23/1905', null], // 120, turns 121 tomorrow
    ['11/22/1905', 'Please, select a valid Date of Birth'], // 121st birthday today
    ['11/23/2026', 'Please, select a valid Date of Birth'], // future
    ['02/29/2001', 'Please, select a valid Date of Birth'], // no such day
    ['02/29/2000', null],
    ['1990-01-15', 'Please, select a valid Date of Birth'],
    ['15/01/1990', 'Please, select a valid Date of Birth'],
    [19900115, 'Please, select a valid Date of Birth'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(dob, value)).toBe(message);
  });

  test('a Feb 29 birthday reaches 18 on Feb 28 of a common year', () => {
    expect(
      fieldError(
        dateOfBirthField(() => d(2026, 2, 28)),
        '02/29/2008',
      ),
    ).toBeNull();
    expect(
      fieldError(
        dateOfBirthField(() => d(2026, 2, 27)),
        '02/29/2008',
      ),
    ).toBe('Please, select a valid Date of Birth');
  });

  test('without a given today the rule uses the current date', () => {
    const current = dateOfBirthField();
    expect(fieldError(current, '01/01/1990')).toBeNull();
    expect(fieldError(current, `01/01/${calendarDateOf(new Date()).year + 1}`)).toBe(
      'Please, select a valid Date of Birth',
    );
  });
});

describe('address: address1 required, starts with a digit, 4 to 40; address2 optional, max 30', () => {
  test.each([
    ['', 'Address is Required'],
    ['   ', 'Address is Required'],
    ['123 Main St', null],
    ['1234', null],
    ['123', 'Please enter a valid address'],
    ['12 ', 'Please enter a valid address'], // trimmed to 2 characters
    ['Main St 12', 'Please enter a valid address'],
    [address(30), null],
    [address(31), null],
    [address(39), null],
    [address(40), null],
    [address(41), 'Please enter a valid address'],
  ])('address1 %p → %p', (value, message) => {
    expect(fieldError(address1Field, value)).toBe(message);
  });

  test.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['Apt 4B', null],
    [letters(29), null],
    [letters(30), null],
    [letters(31), 'Please enter a valid address'],
  ])('address2 %p → %p', (value, message) => {
    expect(fieldError(address2Field, value)).toBe(message);
  });
});

describe('city: required; letters and spaces; 2 to 20', () => {
  test.each([
    ['', 'City is Required'],
    ['Ai', null],
    ['Ely', null],
    ['New York', null],
    ['San José', null],
    [letters(19), null],
    [letters(20), null],
    [letters(21), 'Please enter a valid city'],
    ['A', 'Please enter a valid city'],
    ['St. Louis', 'Please enter a valid city'],
    ['Area 51', 'Please enter a valid city'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(cityField, value)).toBe(message);
  });
});

describe('state: required; two upper-case letters; input forced to upper case', () => {
  test.each([
    ['', 'State is Required'],
    ['CA', null],
    ['ca', null],
    ['Ny', null],
    ['C', 'Please enter a valid state'],
    ['CAL', 'Please enter a valid state'],
    ['C1', 'Please enter a valid state'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(stateField, value)).toBe(message);
  });

  test('state is sent upper-cased', () => {
    expect(outputOf(stateField, ' ny ')).toBe('NY');
  });
});

describe('zip code: required; 5 digits or 5-4; max 10; hyphen inserted after the fifth digit', () => {
  test.each([
    ['', 'Zip code is Required'],
    ['12345', null],
    ['12345-6789', null],
    ['123456789', null],
    ['1234', 'Please enter a valid zip code'],
    ['123456', 'Please enter a valid zip code'],
    ['12345-678', 'Please enter a valid zip code'],
    ['1234567890', 'Please enter a valid zip code'],
    ['ABCDE', 'Please enter a valid zip code'],
    ['1234A', 'Please enter a valid zip code'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(zipCodeField, value)).toBe(message);
  });

  test.each([
    ['12345', '12345'],
    ['123456789', '12345-6789'],
    ['12345 6789', '12345-6789'],
    [' 12345-6789 ', '12345-6789'],
  ])('zip %p is sent as %p', (value, wire) => {
    expect(outputOf(zipCodeField, value)).toBe(wire);
    expect(String(outputOf(zipCodeField, value)).length).toBeLessThanOrEqual(MAX_LENGTHS.zipCode);
  });
});

describe('email: required; text, @, text, dot, text', () => {
  test.each([
    ['', 'Email is Required'],
    ['a@b.co', null],
    [' jane.doe@example.com ', null],
    ['a@b', 'Please enter a valid email'],
    ['@b.co', 'Please enter a valid email'],
    ['a b@c.de', 'Please enter a valid email'],
    ['a@b.', 'Please enter a valid email'],
    [`${'a'.repeat(250)}@b.co`, 'Please enter a valid email'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(emailField, value)).toBe(message);
  });
});

describe('phone: required; mask (000) 000-0000; 10 digits; sent as digits without +1', () => {
  test.each([
    ['', 'Phone number is Required'],
    ['(555) 123-4567', null],
    ['+1 (555) 123-4567', null],
    ['15551234567', null],
    ['555-1234', 'Please provide a 10-digit phone number'],
    ['(555) 123-45678', 'Please provide a 10-digit phone number'],
    ['+44 20 7946 0958', 'Please provide a 10-digit phone number'],
    ['+1 555 123 456', 'Please provide a 10-digit phone number'],
    ['call 5551234567', 'Please provide a 10-digit phone number'],
  ])('%p → %p', (value, message) => {
    expect(fieldError(phoneField, value)).toBe(message);
  });

  test.each([
    ['(555) 123-4567', '5551234567'],
    ['+1 (555) 123-4567', '5551234567'],
    ['15551234567', '5551234567'],
  ])('phone %p is sent as %p', (value, wire) => {
    expect(outputOf(phoneField, value)).toBe(wire);
  });

  test('masks and max lengths match spec §9', () => {
    expect(MASKS).toEqual({ cardNumber: '0000 0000 0000 0000', phone: '(000) 000-0000' });
    expect(MAX_LENGTHS).toMatchObject({
      cardNumber: 19,
      cvv: 3,
      firstName: 30,
      lastName: 30,
      address1: 40,
      address2: 30,
      city: 20,
      state: 2,
      zipCode: 10,
    });
  });
});

describe('contact form', () => {
  test.each([
    ['', 'Please enter a valid name'],
    ['Jane', null],
    ['Jane Doe', null],
    ['Jean-Luc Picard', null],
    ["Dana O'Reilly", null],
    ['Maria de la Cruz', null],
    ['Sam St. John', null],
    ['Liam O’Brien', null],
    ['J4ne', 'Please enter a valid name'],
    ['Jane--Doe', 'Please enter a valid name'],
    ['<script>', 'Please enter a valid name'],
    ["'-.", 'Please enter a valid name'],
  ])('name %p → %p', (value, message) => {
    expect(fieldError(contactNameField, value)).toBe(message);
  });

  test.each([
    ['', 'Please enter a valid email'],
    ['jane@example.com', null],
    ['jane@example', 'Please enter a valid email'],
  ])('email %p → %p', (value, message) => {
    expect(fieldError(contactEmailField, value)).toBe(message);
  });

  test.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['4111 1111 1111 1111', null],
    ['1234567812345678', null], // digits only: no Luhn rule on the contact form
    ['4111', 'Please enter a valid card number'],
    ['4111 1111 1111 111a', 'Please enter a valid card number'],
    ['4111 1111 1111 1111 1', 'Please enter a valid card number'],
  ])('optional card number %p → %p', (value, message) => {
    expect(fieldError(contactCardNumberField, value)).toBe(message);
  });

  test.each([
    [undefined, null],
    ['', null],
    ['4111 1111 1111 1111', '4111111111111111'],
  ])('contact card number %p is sent as %p', (value, wire) => {
    expect(outputOf(contactCardNumberField, value)).toBe(wire);
  });

  test.each([...INQUIRY_TYPES])('nature of inquiry %p is an option', (value) => {
    expect(fieldError(inquiryTypeField, value)).toBeNull();
  });

  test.each(['', 'Other', undefined])('nature of inquiry %p → Please choose a nature of inquiry', (value) => {
    expect(fieldError(inquiryTypeField, value)).toBe('Please choose a nature of inquiry');
  });

  test('the options are Card Balance, Card Use, Technical problems', () => {
    expect(INQUIRY_TYPES).toEqual(['Card Balance', 'Card Use', 'Technical problems']);
  });

  test('the message is optional, with a bound for the server', () => {
    expect(outputOf(messageField, undefined)).toBe('');
    expect(fieldError(messageField, 'x'.repeat(2000))).toBeNull();
    expect(fieldError(messageField, 'x'.repeat(2001))).toBe('Please keep your message under 2000 characters');
  });

  test('name and email are trimmed', () => {
    const result = v.safeParse(ContactFormSchema, {
      name: ' Jane Doe ',
      email: ' jane@example.com ',
      cardNumber: '',
      inquiryType: 'Card Use',
      message: 'Hello',
    });
    expect(result.success && result.output).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      cardNumber: null,
      inquiryType: 'Card Use',
      message: 'Hello',
    });
  });
});

describe('whole forms', () => {
  test('an empty login form shows the two required messages', () => {
    expect(formErrors(LoginFormSchema, { cardNumber: '', cardCvv: '' })).toEqual({
      cardNumber: 'Card Number is Required',
      cardCvv: 'CVV is Required',
    });
  });

  test('an empty registration form shows every required message and nothing for optional fields', () => {
    const schema = registrationFormSchema(today);
    const empty = Object.fromEntries(Object.keys(schema.entries).map((k) => [k, '']));
    expect(formErrors(schema, empty)).toEqual({
      cardNumber: 'Card Number is Required',
      cvv: 'CVV is Required',
      firstName: 'First Name is Required',
      lastName: 'Last Name is Required',
      email: 'Email is Required',
      phone: 'Phone number is Required',
      address1: 'Address is Required',
      addressCity: 'City is Required',
      addressState: 'State is Required',
      addressZipCode: 'Zip code is Required',
    });
  });

  test('a missing field shows the message of a blank one', () => {
    expect(formErrors(cardholderInfoFormSchema(today), {})).toMatchObject({
      firstName: 'First Name is Required',
      addressZipCode: 'Zip code is Required',
    });
    expect(formErrors(ContactFormSchema, {})).toEqual({
      name: 'Please enter a valid name',
      email: 'Please enter a valid email',
      inquiryType: 'Please choose a nature of inquiry',
    });
  });

  test('a filled cardholder information form is valid and gives the wire values', () => {
    const result = v.safeParse(cardholderInfoFormSchema(today), {
      firstName: ' Jane ',
      lastName: 'Doe',
      dateOfBirth: '04/01/1990',
      email: 'jane@example.com',
      phone: '(555) 123-4567',
      address1: '12 Main St',
      address2: '',
      addressCity: 'Austin',
      addressState: 'tx',
      addressZipCode: '787011234',
    });
    expect(result.success && result.output).toMatchObject({
      firstName: 'Jane',
      phone: '5551234567',
      addressState: 'TX',
      addressZipCode: '78701-1234',
    });
  });

  test('a form that is not an object maps to the empty key', () => {
    expect(Object.keys(formErrors(LoginFormSchema, 'nope'))).toEqual(['']);
  });
});

describe('history range schema (server side)', () => {
  const schema = historyRangeSchema(today);
  test.each([
    [{ startDate: '08/23/2026', endDate: '11/22/2026' }, {}],
    [
      { startDate: '08/22/2026', endDate: '11/22/2026' },
      { endDate: 'Please limit your request to a 3 month period' },
    ],
    [{ startDate: '11/22/2026', endDate: '11/21/2026' }, { endDate: 'Please set a valid date range' }],
    [{ startDate: '11/01/2026', endDate: '11/23/2026' }, { endDate: 'Please set a valid date range' }],
    [{ startDate: '11/21/2006', endDate: '12/01/2006' }, { startDate: 'Please set a valid date range' }],
    [{ startDate: '02/29/2023', endDate: '11/22/2026' }, { startDate: 'Please set a valid date range' }],
    [
      { startDate: '', endDate: '' },
      { startDate: 'Please set a valid date range', endDate: 'Please set a valid date range' },
    ],
    [{ startDate: '2026-11-01', endDate: '11/22/2026' }, { startDate: 'Please set a valid date range' }],
    [{ endDate: '11/22/2026' }, { startDate: 'Please set a valid date range' }],
  ])('%p → %p', (body, errors) => {
    expect(formErrors(schema, body)).toEqual(errors);
  });

  test('by default the server checks against the current UTC date', () => {
    const now = utcToday();
    expect(now).toEqual(calendarDateOf(new Date()));
    const fmt = (x: CalendarDate) =>
      `${String(x.month).padStart(2, '0')}/${String(x.day).padStart(2, '0')}/${x.year}`;
    const tomorrow = calendarDateOf(new Date(Date.UTC(now.year, now.month - 1, now.day + 1)));
    expect(v.safeParse(historyRangeSchema(), { startDate: fmt(now), endDate: fmt(now) }).success).toBe(true);
    expect(v.safeParse(historyRangeSchema(), { startDate: fmt(now), endDate: fmt(tomorrow) }).success).toBe(
      false,
    );
  });
});

describe('required before other rules: a blank, null or missing value shows only the required message', () => {
  test.each([
    ['login card number', loginCardNumberField, 'Card Number is Required'],
    ['registration card number', registrationCardNumberField, 'Card Number is Required'],
    ['CVV', cvvField, 'CVV is Required'],
    ['first name', firstNameField, 'First Name is Required'],
    ['last name', lastNameField, 'Last Name is Required'],
    ['address', address1Field, 'Address is Required'],
    ['city', cityField, 'City is Required'],
    ['state', stateField, 'State is Required'],
    ['zip code', zipCodeField, 'Zip code is Required'],
    ['email', emailField, 'Email is Required'],
    ['phone', phoneField, 'Phone number is Required'],
    ['contact name', contactNameField, 'Please enter a valid name'],
    ['contact email', contactEmailField, 'Please enter a valid email'],
  ])('%s', (_name, schema, message) => {
    const blank = v.safeParse(schema, '  ');
    expect(wordMessage(blank.issues?.[0]?.message ?? '')).toBe(message);
    expect(fieldError(schema, null)).toBe(message);
    expect(fieldError(schema, undefined)).toBe(message);
  });
});
