import { MINUS_SIGN, formatBalance, formatMoney, formatSignedAmount } from './money';

describe('a balance', () => {
  test.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234.567, '$1,234.57'],
    [-5, '\u2212$5.00'],
    [-0.004, '$0.00'],
    [null, '---'],
    [undefined, '---'],
    [Number.NaN, '---'],
    [Number.POSITIVE_INFINITY, '---'],
  ])('%p is shown as %p', (amount, shown) => {
    expect(formatBalance(amount)).toBe(shown);
  });
});

describe('a transaction amount (spec §9: dollars with 2 decimals; debits negative)', () => {
  test.each([
    [-12.5, '\u2212$12.50'],
    [-1234.5, '\u2212$1,234.50'],
    [20, '+$20.00'],
    [0.005, '+$0.01'],
    [1234.5, '+$1,234.50'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [-0.001, '$0.00'],
    [-0.05, '\u2212$0.05'],
  ])('%p is shown as %p', (amount, shown) => {
    expect(formatSignedAmount(amount)).toBe(shown);
  });
});

describe('the minus sign', () => {
  test('is U+2212 (read "minus"), never the hyphen a screen reader drops', () => {
    expect(MINUS_SIGN).toBe('\u2212');
    for (const shown of [formatMoney(-3), formatBalance(-3), formatSignedAmount(-3)]) {
      expect(shown).toBe(`${MINUS_SIGN}$3.00`);
      expect(shown).not.toContain('-');
    }
  });
});
