import fc from 'fast-check';
import { MASKED_CVV, MASKED_PAN_PREFIX, maskCardData } from './card-data-mask';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));

/** The Luhn check digit of a body. */
function checkDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A Luhn-valid number of 13 to 19 digits, starting as card numbers do (2 to 6). */
const pan = fc
  .tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 13, max: 19 }))
  .chain(([first, length]) => digits(length - 2).map((rest) => `${first}${rest}`))
  .map((body) => body + checkDigit(body));

/**
 * The same number with its check digit changed: never Luhn-valid. 13 to 16 digits, so that in
 * fours no shorter run of whole groups has 13 digits (a 19-digit run in fours holds a 16-digit
 * one, which may pass the check: it is masked, as it should be).
 */
const notLuhn = fc
  .tuple(
    pan.filter((p) => p.length <= 16),
    fc.integer({ min: 1, max: 9 }),
  )
  .map(([p, k]) => p.slice(0, -1) + String((Number(p.slice(-1)) + k) % 10));

/**
 * How people write a card number: together, in fours or Amex's 4-6-5, with spaces, double spaces,
 * the no-break spaces phones paste, dashes with or without spaces around them, dots, slashes.
 */
const written = (number: string) =>
  fc
    .constantFrom(' ', '-', '  ', '\u00a0', ' - ', '.', '/', '_')
    .map((sep) => [
      number,
      number.replace(/(\d{4})(?=\d)/g, `$1${sep}`),
      number.length === 15
        ? `${number.slice(0, 4)}${sep}${number.slice(4, 10)}${sep}${number.slice(10)}`
        : number,
    ]);

/** Text around it, without digits or '+' (letters, spaces, punctuation, non-ASCII). */
const prose = fc
  .array(fc.constantFrom(...'abcxyz ÄéCARDcard:,.;!?()/#\n'.split('')), { maxLength: 20 })
  .map((c) => c.join(''));

describe('maskCardData: card numbers', () => {
  test('the example of the review: number and CVV masked, the rest kept', () => {
    expect(maskCardData('my card 4532 0147 9935 1200 exp 11/34 CVV 193')).toBe(
      'my card •••• 1200 exp 11/34 CVV •••',
    );
  });

  test('a Luhn-valid number of 13–19 digits, however written, becomes •••• and its last four', () => {
    fc.assert(
      fc.property(
        pan.chain((p) => fc.tuple(fc.constant(p), written(p), prose, prose)),
        ([number, forms, before, after]) => {
          for (const form of forms) {
            const out = maskCardData(`${before} ${form} ${after}`);
            expect(out).toBe(`${before} ${MASKED_PAN_PREFIX}${number.slice(-4)} ${after}`);
            expect(out.replace(/\D/g, '')).not.toContain(number.slice(0, 8));
          }
        },
      ),
    );
  });

  test('a long run after + is no phone number (E.164 has at most 15 digits): masked', () => {
    expect(maskCardData('+4532014799351200')).toBe(`+${MASKED_PAN_PREFIX}1200`);
  });

  test('a number followed by more digit groups (the expiry written after it) is still found', () => {
    const visa = digits(14)
      .map((rest) => `4${rest}`)
      .map((body) => body + checkDigit(body));
    fc.assert(
      fc.property(visa, digits(4), fc.constantFrom(' ', '-'), (number, expiry, sep) => {
        const grouped = number.replace(/(\d{4})(?=\d)/g, `$1${sep}`);
        expect(maskCardData(`${grouped}${sep}${expiry}`)).toBe(
          `${MASKED_PAN_PREFIX}${number.slice(-4)}${sep}${expiry}`,
        );
      }),
    );
  });

  test('a run that fails the Luhn check is left alone', () => {
    fc.assert(
      fc.property(
        notLuhn.chain((n) => fc.tuple(written(n), prose)),
        ([forms, before]) => {
          for (const form of forms) expect(maskCardData(`${before} ${form}.`)).toBe(`${before} ${form}.`);
        },
      ),
    );
    const long = fc
      .tuple(
        pan.filter((p) => p.length > 16),
        fc.integer({ min: 1, max: 9 }),
      )
      .map(([p, k]) => p.slice(0, -1) + String((Number(p.slice(-1)) + k) % 10));
    fc.assert(fc.property(long, (n) => expect(maskCardData(`no. ${n}`)).toBe(`no. ${n}`)));
  });

  test('too short, too long, or inside a longer unbroken run of digits: left alone', () => {
    expect(maskCardData('ref 424242424242')).toBe('ref 424242424242');
    expect(maskCardData('ref 4532015112830366123456')).toBe('ref 4532015112830366123456');
  });

  test('phone numbers are left alone', () => {
    const international = fc
      .tuple(fc.integer({ min: 1, max: 998 }), fc.array(digits(3), { minLength: 2, maxLength: 4 }))
      .map(([cc, groups]) => `+${cc} ${groups.join(' ')}`);
    const national = fc
      .tuple(digits(3), digits(3), digits(4), fc.integer({ min: 0, max: 3 }))
      .map(
        ([a, b, c, style]) =>
          [`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a} ${b} ${c}`, `1-${a}-${b}-${c}`][style]!,
      );
    fc.assert(
      fc.property(fc.oneof(international, national), prose, (phone, before) => {
        expect(maskCardData(`${before} call ${phone}`)).toBe(`${before} call ${phone}`);
      }),
    );
    expect(maskCardData('call +49 30 1234 5678 901')).toBe('call +49 30 1234 5678 901');
  });

  test('dates are left alone', () => {
    const day = fc.tuple(
      fc.integer({ min: 1900, max: 2099 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
    );
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = fc
      .tuple(day, fc.integer({ min: 0, max: 4 }))
      .map(
        ([[y, m, d], style]) =>
          [
            `${pad(m)}/${pad(d)}/${y}`,
            `${y}-${pad(m)}-${pad(d)}`,
            `${pad(d)}.${pad(m)}.${y}`,
            `${pad(m)}/${String(y).slice(2)}`,
            `${y}${pad(m)}${pad(d)}`,
          ][style]!,
      );
    fc.assert(
      fc.property(date, date, (a, b) => {
        const text = `from ${a} to ${b}, exp ${a}`;
        expect(maskCardData(text)).toBe(text);
      }),
    );
  });
});

describe('maskCardData: security codes', () => {
  test('3 or 4 digits after CVV, CVV2, CVC, CVC2, CID or security code are masked, any case, with : # = - is or spaces', () => {
    const label = fc
      .constantFrom(
        'CVV',
        'CVV2',
        'CVC',
        'CVC2',
        'CID',
        'security code',
        'Card Security Code',
        'Security code (CVV)',
      )
      .chain((l) => fc.constantFrom(l, l.toLowerCase(), l.toUpperCase()));
    const between = fc.constantFrom(
      '',
      ' ',
      ': ',
      ':',
      ' #',
      '#',
      ' is ',
      ' is: ',
      '  ',
      ' code ',
      ' number ',
      ' no. ',
      ' no ',
      ' - ',
      '=',
    );
    fc.assert(
      fc.property(label, between, fc.oneof(digits(3), digits(4)), prose, (l, b, code, before) => {
        // 'CVV2000' reads as CVV2 then 000: masked all the same, but not this test's expectation
        fc.pre(!(b === '' && /^cv[vc]$/i.test(l) && code.startsWith('2')));
        const out = maskCardData(`${before} ${l}${b}${code}!`);
        expect(out).toBe(`${before} ${l}${b}${MASKED_CVV}!`);
      }),
    );
  });

  test('a number after the label that is not 3 or 4 digits, or a label inside a word, is left alone', () => {
    expect(maskCardData('cvv 12345 and cvv 12')).toBe('cvv 12345 and cvv 12');
    expect(maskCardData('acid 123')).toBe('acid 123');
  });
});

test('masking twice changes nothing; text without card data comes back as it was', () => {
  const noisy = fc
    .array(fc.oneof(digit, fc.constantFrom(' ', '-', '+', 'a', 'CVV ', '/', '•')), { maxLength: 80 })
    .map((c) => c.join(''));
  fc.assert(
    fc.property(noisy, (text) => {
      const once = maskCardData(text);
      expect(maskCardData(once)).toBe(once);
    }),
  );
  fc.assert(
    fc.property(prose, (text) => {
      expect(maskCardData(text)).toBe(text);
    }),
  );
});
