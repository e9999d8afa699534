// US phone numbers: the wire form without the country code, and the input mask.
import { digitsOnly } from './digits';

/**
 * Phone as sent on the wire: the ten digits of a US number, its leading country code 1 removed
 * (spec §3), whether written +1, 1, (1) or with spaces, dashes or dots. A leading 1 is always the
 * country code: a North American area code never starts with 0 or 1, so '1 555 123 456' is a
 * nine-digit number that fails the ten-digit rule rather than a number the PIN SMS would miss.
 */
export function normalisePhone(value: string): string {
  const digits = digitsOnly(value);
  return digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Phone input mask '(000) 000-0000'. */
export function formatPhone(value: string): string {
  const d = normalisePhone(value).slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
