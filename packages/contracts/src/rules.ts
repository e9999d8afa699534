// Every form rule of spec §5 with its exact message. The same schemas validate the forms
// (browser) and the request bodies (server): one validation source.
import * as v from 'valibot';
import {
  isVisaCardNumber,
  luhnValid,
  normaliseCardNumber,
  normalisePhone,
  parseUsDate,
  isAgeAllowed,
  localCalendarDateOf,
  type CalendarDate,
} from './helpers';
import { MESSAGES } from './messages';

const M = MESSAGES;

/** Trim text inputs (spec §5: "Text inputs are trimmed"). */
const trimmed = v.pipe(v.string(), v.trim());

/** Required: a blank value gives the "is Required" message, checked before any other rule. */
function required(message: string) {
  return v.pipe(trimmed, v.nonEmpty(message));
}

// ---------------------------------------------------------------- login form (spec §5)

/** Four groups of four digits, spaces optional, max 19, Luhn, starts with 4. */
export const loginCardNumberField = v.pipe(
  required(M.cardNumberRequired),
  v.maxLength(19, M.cardNumberInvalid),
  v.regex(/^\d{4} ?\d{4} ?\d{4} ?\d{4}$/, M.cardNumberInvalid),
  v.check((s) => normaliseCardNumber(s).startsWith('4'), M.cardNumberInvalid),
  v.check((s) => luhnValid(normaliseCardNumber(s)), M.cardNumberInvalid),
);

/** Exactly 3 digits. */
export const cvvField = v.pipe(
  required(M.cvvRequired),
  v.maxLength(3, M.cvvInvalid),
  v.regex(/^\d{3}$/, M.cvvInvalid),
);

/** Registration card number: 16 digits, optional groups of four separated by spaces, max 19, Visa check. */
export const registrationCardNumberField = v.pipe(
  required(M.cardNumberRequired),
  v.maxLength(19, M.cardNumberInvalid),
  v.regex(/^\d{4}( ?\d{4}){3}$/, M.cardNumberInvalid),
  v.check(isVisaCardNumber, M.cardNumberInvalid),
);

/** On the wire the card number is digits only; the login and registration rules agree on it. */
export const cardNumberField = v.pipe(loginCardNumberField, v.transform(normaliseCardNumber));

// ---------------------------------------------------------------- cardholder information (spec §5)

/** Letters with one optional hyphenated part, surrounding spaces allowed. */
const NAME_PATTERN = /^\s*[A-Za-z]+(-[A-Za-z]+)?\s*$/;

export const firstNameField = v.pipe(
  required(M.firstNameRequired),
  v.maxLength(30, M.firstNameInvalid),
  v.regex(NAME_PATTERN, M.firstNameInvalid),
);

export const lastNameField = v.pipe(
  required(M.lastNameRequired),
  v.maxLength(30, M.lastNameInvalid),
  v.regex(NAME_PATTERN, M.lastNameInvalid),
  v.minLength(2, M.lastNameTooShort),
);

/**
 * Optional date of birth, MM/DD/YYYY, age 18..120 on `today`. `today` defaults to the
 * local calendar date at validation time; tests and the server pass their own.
 */
export function dateOfBirthField(today?: () => CalendarDate) {
  return v.optional(
    v.nullable(
      v.union(
        [
          v.literal(''),
          v.pipe(
            trimmed,
            v.check((s) => {
              const birth = parseUsDate(s);
              return birth !== null && isAgeAllowed(birth, today ? today() : localCalendarDateOf(new Date()));
            }, M.dateOfBirthInvalid),
          ),
        ],
        M.dateOfBirthInvalid,
      ),
    ),
  );
}

export const address1Field = v.pipe(
  required(M.addressRequired),
  v.regex(/^\d/, M.addressInvalid),
  v.minLength(4, M.addressInvalid),
  v.maxLength(30, M.addressInvalid),
);

export const address2Field = v.optional(v.nullable(v.pipe(trimmed, v.maxLength(30, M.addressInvalid))));

/**
 * City: letters and spaces, 2 to 20 characters. The spec gives a second reading (starts with
 * a letter, 3 to 21); we take the first, which accepts more real city names ("Ada", "Ely").
 */
export const cityField = v.pipe(
  required(M.cityRequired),
  v.regex(/^[A-Za-z ]+$/, M.cityInvalid),
  v.minLength(2, M.cityInvalid),
  v.maxLength(20, M.cityInvalid),
);

/** Two upper-case letters; the input forces upper case, so the rule upper-cases too. */
export const stateField = v.pipe(
  required(M.stateRequired),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, M.stateInvalid),
);

export const zipCodeField = v.pipe(
  required(M.zipRequired),
  v.maxLength(10, M.zipInvalid),
  v.regex(/^\d{5}(-\d{4})?$/, M.zipInvalid),
);

/** text, @, text, dot, text */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = v.pipe(
  required(M.emailRequired),
  v.maxLength(254, M.emailInvalid),
  v.regex(EMAIL_PATTERN, M.emailInvalid),
);

/** 10 digits once normalised (mask (000) 000-0000, a leading +1 removed). */
export const phoneField = v.pipe(
  required(M.phoneRequired),
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

export const contactNameField = v.pipe(
  required(M.contactNameInvalid),
  v.maxLength(60, M.contactNameInvalid),
  v.regex(/^[A-Za-z]+( [A-Za-z]+)*(-[A-Za-z]+)?( [A-Za-z]+)*$/, M.contactNameInvalid),
);

export const contactEmailField = v.pipe(
  required(M.contactEmailInvalid),
  v.maxLength(254, M.contactEmailInvalid),
  v.regex(EMAIL_PATTERN, M.contactEmailInvalid),
);

/** Optional; digits only (mask 0000 0000 0000 0000), max 19. */
export const contactCardNumberField = v.nullable(
  v.union(
    [
      v.literal(''),
      v.pipe(
        trimmed,
        v.maxLength(19, M.cardNumberInvalid),
        v.regex(/^\d{1,4}( ?\d{1,4}){0,3}$/, M.cardNumberInvalid),
        v.check((s) => normaliseCardNumber(s).length === 16, M.cardNumberInvalid),
      ),
    ],
    M.cardNumberInvalid,
  ),
);

export const inquiryTypeField = v.picklist(INQUIRY_TYPES, M.inquiryRequired);

export const messageField = v.optional(
  v.pipe(v.string(), v.maxLength(2000, 'Please keep your message under 2000 characters')),
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

export const historyRangeFields = {
  startDate: v.pipe(
    v.string(),
    v.check((s) => parseUsDate(s) !== null, M.historyRangeInvalid),
  ),
  endDate: v.pipe(
    v.string(),
    v.check((s) => parseUsDate(s) !== null, M.historyRangeInvalid),
  ),
};

// ---------------------------------------------------------------- form-level schemas

export const LoginFormSchema = v.object({ cardNumber: loginCardNumberField, cardCvv: cvvField });

/** Validate one field; the first message, or null when valid. */
export function fieldError(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** Validate a whole form; a map of field name → first message. */
export function formErrors(
  schema: v.ObjectSchema<v.ObjectEntries, undefined>,
  value: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
    }
  }
  return errors;
}
