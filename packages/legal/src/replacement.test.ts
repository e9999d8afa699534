import { PHYSICAL_REPLACEMENT, VIRTUAL_REPLACEMENT, dollars } from './replacement';

describe('a sum in a sentence', () => {
  test.each([
    [500, '$5.00'],
    [250, '$2.50'],
    [0, '$0.00'],
    [123450, '$1,234.50'],
    // a purchase is stored negative: "the charge of $23.45", never "$-23.45"
    [-2345, '$23.45'],
  ])('%p cents read %p', (cents, shown) => {
    expect(dollars(cents)).toBe(shown);
  });

  test('the replacement fees as the agreements write them', () => {
    expect(dollars(PHYSICAL_REPLACEMENT.feeCents)).toBe('$5.00');
    expect(dollars(VIRTUAL_REPLACEMENT.feeCents)).toBe('$2.50');
  });
});
