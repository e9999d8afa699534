import fc from 'fast-check';
import { applyMask, caretAfterDigits, CARD_NUMBER_MASK, PHONE_MASK, remask } from './mask';

describe('input masks', () => {
  it("card number mask '0000 0000 0000 0000' groups digits by four", () => {
    expect(applyMask(CARD_NUMBER_MASK, '4111111111111111')).toBe('4111 1111 1111 1111');
    expect(applyMask(CARD_NUMBER_MASK, '41111')).toBe('4111 1');
    expect(applyMask(CARD_NUMBER_MASK, '4111')).toBe('4111');
  });

  it("phone mask '(000) 000-0000' adds its literals as digits arrive", () => {
    expect(applyMask(PHONE_MASK, '')).toBe('');
    expect(applyMask(PHONE_MASK, '5')).toBe('(5');
    expect(applyMask(PHONE_MASK, '5551')).toBe('(555) 1');
    expect(applyMask(PHONE_MASK, '5551234567')).toBe('(555) 123-4567');
  });

  it('keeps only as many digits as the mask has slots', () => {
    expect(remask(CARD_NUMBER_MASK, '', '4111 1111 1111 1111 99', 22).value).toBe('4111 1111 1111 1111');
    expect(remask(PHONE_MASK, '', '555-123-4567-89', 15).value).toBe('(555) 123-4567');
  });

  it('a pasted phone with +1 keeps the ten national digits', () => {
    expect(remask(PHONE_MASK, '', '+1 (555) 123-4567', 17)).toEqual({ value: '(555) 123-4567', caret: 14 });
  });

  it('typing a digit in the middle keeps the caret after that digit', () => {
    // '4111 1111' with the caret after '41', then '9' typed
    expect(remask(CARD_NUMBER_MASK, '4111 1111', '41911 1111', 3)).toEqual({
      value: '4191 1111 1',
      caret: 3,
    });
    // caret moves over the inserted space: after '4111' + '9'
    expect(remask(CARD_NUMBER_MASK, '4111 1111', '41119 1111', 5)).toEqual({
      value: '4111 9111 1',
      caret: 6,
    });
  });

  it('Backspace on a separator deletes the digit before it', () => {
    expect(remask(CARD_NUMBER_MASK, '4111 1', '41111', 4)).toEqual({ value: '4111', caret: 3 });
    expect(remask(PHONE_MASK, '(555) 1', '(555 1', 4)).toEqual({ value: '(551', caret: 3 });
  });

  it('a typed letter changes nothing', () => {
    expect(remask(CARD_NUMBER_MASK, '4111', '41a11', 3)).toEqual({ value: '4111', caret: 2 });
  });

  it('caret positions count digits, not literals', () => {
    expect(caretAfterDigits('(555) 123-4567', 3)).toBe(4);
    expect(caretAfterDigits('(555) 123-4567', 4)).toBe(7);
    expect(caretAfterDigits('(555) 123-4567', 0)).toBe(1);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});

describe('a phone typed or pasted as people write it (spec §3: the leading +1 removed)', () => {
  const digit = fc.integer({ min: 0, max: 9 }).map(String);
  const lead = fc.integer({ min: 2, max: 9 }).map(String);
  const national = fc
    .tuple(
      lead,
      fc.array(digit, { minLength: 2, maxLength: 2 }),
      lead,
      fc.array(digit, { minLength: 6, maxLength: 6 }),
    )
    .map(([a, b, c, d]) => a + b.join('') + c + d.join(''));
  const written = fc
    .tuple(
      national,
      fc.constantFrom('', '1', '+1', '+1 ', '1-', '(1) ', '+1.'),
      fc.constantFrom('', ' ', '-', '.'),
    )
    .map(([n, code, sep]) => ({
      text: `${code}${n.slice(0, 3)}${sep}${n.slice(3, 6)}${sep}${n.slice(6)}`,
      shown: `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`,
    }));

  /** what the field shows after each key, as the browser hands the input's value to remask */
  function type(text: string): string {
    let value = '';
    for (const key of text) value = remask(PHONE_MASK, value, value + key, value.length + 1).value;
    return value;
  }

  it('typed key by key, it shows the ten national digits in the mask', () => {
    fc.assert(fc.property(written, ({ text, shown }) => expect(type(text)).toBe(shown)));
  });

  it('pasted over the whole of another number, it replaces it without losing a digit', () => {
    fc.assert(
      fc.property(written, written, (before, pasted) => {
        expect(remask(PHONE_MASK, before.shown, pasted.text, pasted.text.length).value).toBe(pasted.shown);
      }),
    );
  });

  it('pasted over the same number, every digit stays', () => {
    expect(remask(PHONE_MASK, '(616) 555-0184', '616-555-0184', 12).value).toBe('(616) 555-0184');
  });

  it('"+1 616 555 0184" typed shows (616) 555-0184', () => {
    expect(type('+1 616 555 0184')).toBe('(616) 555-0184');
  });
});
