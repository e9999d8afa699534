import { formatBalance } from './money';

describe('balance', () => {
  test.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234.567, '$1,234.57'],
    [-5, '-$5.00'],
    [null, '---'],
    [undefined, '---'],
    [Number.NaN, '---'],
  ])('balance %p is shown in dollars with 2 decimals: %p', (amount, shown) => {
    expect(formatBalance(amount)).toBe(shown);
  });
});
