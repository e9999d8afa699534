import { formatZip } from './zip-code';

describe('zip input mask', () => {
  test.each([
    ['12345', '12345'],
    ['123456789', '12345-6789'],
    ['12345-6789', '12345-6789'],
    ['12345 6789', '12345-6789'],
    ['1a2b3c4d5', '12345'],
    ['123456', '12345-6'],
    ['1234567890', '12345-6789'],
    ['1234', '1234'],
  ])('zip input strips non-digits and inserts the hyphen after the fifth digit: %p → %p', (input, shown) => {
    expect(formatZip(input)).toBe(shown);
  });
});
