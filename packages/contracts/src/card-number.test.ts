import { digitsOnly } from './digits';
import {
  formatCardNumber,
  isLegacyBin,
  isVisaCardNumber,
  luhnValid,
  maskCardNumber,
  normaliseCardNumber,
} from './card-number';

describe('card numbers', () => {
  test.each([
    ['4111111111111111', true],
    ['4012888888881881', true],
    ['4222222222222', true], // 13-digit Visa test number, Luhn-valid
    ['5555555555554444', true],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['4111111111111112', false],
    ['4012888888881882', false],
    ['1234567812345678', false],
    ['', false],
    ['4', false],
    ['4111 1111 1111 1111', false], // the check takes digits only
    ['abcd', false],
  ])('Luhn check of the public test number %p is %p', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  test.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['4012888888881881', true],
    ['4000056655665556', true],
    ['4222222222222', false], // 13 digits: a real Visa length, but this programme's cards have 16
    ['5555555555554444', false], // Luhn-valid Mastercard, not Visa
    ['378282246310005', false],
    ['4111111111111112', false], // Visa prefix, Luhn fails
    ['41111111111111111', false], // 17 digits
    ['', false],
  ])('Visa check (16 digits, prefix 4, Luhn) of %p is %p', (number, valid) => {
    expect(isVisaCardNumber(number)).toBe(valid);
  });

  test('card numbers go on the wire as digits only', () => {
    expect(normaliseCardNumber('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(digitsOnly('(555) 123-4567')).toBe('5551234567');
  });

  test.each([
    ['4768970000000000', true],
    ['4768 9700 0000 0000', true],
    ['4241360000000000', true],
    ['4111111111111111', false],
    ['4768960000000000', false],
  ])('legacy gift-card BIN (476897, 424136) of %p is %p', (number, legacy) => {
    expect(isLegacyBin(number)).toBe(legacy);
  });

  test.each([
    ['4111111111111111', '4111 **** **** 1111'],
    ['4012 8888 8888 1881', '4012 **** **** 1881'],
    ['1234', '****'],
  ])('masked number %p shows only the first 4 and last 4 digits: %p', (number, masked) => {
    expect(maskCardNumber(number)).toBe(masked);
  });

  test('a masked number never shows the middle eight digits', () => {
    const masked = maskCardNumber('4111222233334444');
    expect(masked).not.toMatch(/2222|3333/);
    expect(masked.replace(/\D/g, '')).toBe('41114444');
  });

  test.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111 1111 11', '4111 1111 11'],
    ['41111111111111119999', '4111 1111 1111 1111'],
    ['', ''],
  ])('card number input mask 0000 0000 0000 0000 formats %p as %p', (input, shown) => {
    expect(formatCardNumber(input)).toBe(shown);
  });
});
