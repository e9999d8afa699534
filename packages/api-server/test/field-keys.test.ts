// A refused body's field errors are the keys of the rules' messages, never English: the browser
// words them in the page's language (the api-client). What a developer needs to know of any other
// refusal (a schema's text, what valibot expected) is in the English message beside the code.
import * as v from 'valibot';
import { LoginRequestSchema, RegisterRequestSchema } from '@portal/contracts';
import en from '@portal/contracts/messages.en';
import { ApiFailure, isMessageKey, parseWith } from '../src/errors';

const refusal = (schema: v.GenericSchema, body: unknown): ApiFailure => {
  try {
    parseWith(schema, body);
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
  throw new Error('the body was not refused');
};

test('a rule refused answers its message key', () => {
  const failure = refusal(LoginRequestSchema, { cardNumber: '4111', cardCvv: '', captchaResponse: 't' });
  expect(failure.toBody()).toEqual({
    code: 'invalid_request',
    message: 'The request is not valid',
    fields: { cardNumber: 'cardNumberInvalid', cardCvv: 'cvvRequired' },
  });
});

test('a missing field answers its rule\'s "is Required" key, or fieldRequired when it has none', () => {
  const { fields, message } = refusal(LoginRequestSchema, {}).toBody();
  expect(fields).toMatchObject({ cardNumber: 'cardNumberRequired', cardCvv: 'cvvRequired' });
  expect(fields?.captchaResponse).toBe('fieldRequired');
  expect(message).toContain('captchaResponse is required');
});

test('every field error of a whole refused registration is a key of the English catalogue', () => {
  const { fields } = refusal(RegisterRequestSchema, { cardNum: 'x', cvv: 1, firstName: 7 }).toBody();
  expect(Object.keys(fields ?? {}).length).toBeGreaterThan(5);
  for (const key of Object.values(fields ?? {})) expect(Object.keys(en.messages)).toContain(key);
});

test("a schema's text for developers answers fieldInvalid and moves to the message, never echoing a value", () => {
  const schema = v.object({
    txnId: v.pipe(v.string(), v.regex(/^\d+$/, 'Expected a transaction id')),
    n: v.number(),
  });
  const failure = refusal(schema, { txnId: 'abc', n: '4111111111111111' });
  expect(failure.fields).toEqual({ txnId: 'fieldInvalid', n: 'fieldInvalid' });
  expect(failure.message).toContain('txnId: Expected a transaction id');
  expect(failure.message).toContain('n: Invalid type: expected number');
  expect(failure.message).not.toContain('4111111111111111');
});

test("a handler's own field text is answered as fieldInvalid; a key stays", () => {
  const failure = new ApiFailure('invalid_request', undefined, {
    origin: 'Partner pages are served over https in production',
    email: 'emailInvalid',
  });
  expect(failure.toBody().fields).toEqual({ origin: 'fieldInvalid', email: 'emailInvalid' });
  expect(failure.message).toContain('origin: Partner pages are served over https in production');
  expect(isMessageKey('emailInvalid')).toBe(true);
  expect(isMessageKey('Please enter a valid email')).toBe(false);
});
