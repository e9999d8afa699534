// The phone rule (spec §3: the leading +1 removed, ten digits) over the ways people write a US
// number, browser and server alike: both validate with phoneField and store its output.
import fc from 'fast-check';
import * as v from 'valibot';
import { formatPhone, normalisePhone } from './phone';
import { MESSAGE_KEYS } from './messages';
import { phoneField } from './rules';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const lead = fc.integer({ min: 2, max: 9 }).map(String);
/** a North American number: area code and exchange never start with 0 or 1 */
const national = fc
  .tuple(lead, digit, digit, lead, digit, digit, fc.array(digit, { minLength: 4, maxLength: 4 }))
  .map(([a, b, c, d, e, f, line]) => ({ area: a + b + c, exchange: d + e + f, line: line.join('') }));
const separator = fc.constantFrom('', ' ', '-', '.', ' - ');
const countryCode = fc.constantFrom('', '1', '+1', '(1)', '+ 1', '+(1)');

/** how people write it: 616 555 0184, (616) 555-0184, +1.616.555.0184, 1 (616) 555 0184, … */
const written = fc
  .tuple(national, countryCode, separator, separator, fc.boolean(), fc.constantFrom('', ' ', '  '))
  .map(([n, code, sep1, sep2, parens, pad]) => {
    const area = parens ? `(${n.area})` : n.area;
    const body = `${area}${parens && sep1 === '' ? ' ' : sep1}${n.exchange}${sep2}${n.line}`;
    return {
      text: `${pad}${code}${code ? sep1 || ' ' : ''}${body}${pad}`,
      digits: n.area + n.exchange + n.line,
    };
  });

describe('a US phone number, however it is written', () => {
  it('is sent and stored as its ten national digits', () => {
    fc.assert(
      fc.property(written, ({ text, digits }) => {
        expect(normalisePhone(text)).toBe(digits);
        const parsed = v.safeParse(phoneField, text);
        expect(parsed.success && parsed.output).toBe(digits);
      }),
    );
  });

  it('with a digit missing or one too many is refused with the spec message', () => {
    fc.assert(
      fc.property(written, digit, fc.boolean(), ({ text, digits }, extra, add) => {
        const wrong = add ? `${text}${extra}` : text.replace(/\d(?=\D*$)/, '');
        const parsed = v.safeParse(phoneField, wrong);
        expect(parsed.success).toBe(false);
        if (!parsed.success) expect(parsed.issues[0].message).toBe(MESSAGE_KEYS.phoneInvalid);
        expect(digits).toHaveLength(10);
      }),
    );
  });

  it('a leading 1 is the country code even without a +: "1 555 123 456" is nine digits, refused', () => {
    const parsed = v.safeParse(phoneField, '1 555 123 456');
    expect(parsed.success).toBe(false);
  });
});

describe('phone wire form and input mask', () => {
  test.each([
    ['5551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['+1 (555) 123-4567', '5551234567'],
    ['+15551234567', '5551234567'],
    ['15551234567', '5551234567'],
    ['  555 123 4567  ', '5551234567'],
    ['+1 555 123 456', '555123456'], // +1 is always the country code: 9 digits left
    ['1555123456', '555123456'], // a leading 1 too: no US area code starts with 1
    ['1-616-555-0184', '6165550184'],
    ['1.616.555.0184', '6165550184'],
    ['(1) 616 555 0184', '6165550184'],
    ['+1-616-555-0184', '6165550184'],
  ])('phone %p is sent as digits without a leading +1: %p', (input, wire) => {
    expect(normalisePhone(input)).toBe(wire);
  });

  test.each([
    ['5551234567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
    ['555', '(555'],
    ['55512', '(555) 12'],
    ['', ''],
  ])('phone input mask (000) 000-0000 formats %p as %p', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });
});
