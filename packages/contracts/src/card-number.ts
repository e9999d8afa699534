// Card numbers: their wire form, the Luhn and Visa checks, the legacy BINs and the input and display masks.
import { digitsOnly } from './digits';

/** Card number as sent on the wire: digits only (spec §3). */
export function normaliseCardNumber(value: string): string {
  return digitsOnly(value);
}

/** Luhn (mod 10) check over a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits) || digits.length < 2) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** A Visa card number of this programme: 16 digits, prefix 4, Luhn valid (spec §5, §9). */
export function isVisaCardNumber(value: string): boolean {
  const digits = normaliseCardNumber(value);
  return digits.length === 16 && digits.startsWith('4') && luhnValid(digits);
}

/** Legacy gift-card BINs (spec §9). */
export const LEGACY_BINS = ['476897', '424136'] as const;
export function isLegacyBin(cardNumber: string): boolean {
  const digits = normaliseCardNumber(cardNumber);
  return LEGACY_BINS.some((bin) => digits.startsWith(bin));
}

/** Card number input mask '0000 0000 0000 0000'. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Masked card number: first 4 and last 4 digits (spec §1, §9). */
export function maskCardNumber(cardNumber: string): string {
  const d = normaliseCardNumber(cardNumber);
  if (d.length < 8) return '****';
  return `${d.slice(0, 4)} **** **** ${d.slice(-4)}`;
}
