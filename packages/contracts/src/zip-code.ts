// The zip code input mask, which is also its wire form.
import { digitsOnly } from './digits';

/** Zip: non-digits stripped, hyphen inserted after the fifth digit, at most 9 digits (spec §5). */
export function formatZip(value: string): string {
  const digits = digitsOnly(value).slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
