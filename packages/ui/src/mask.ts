// Input masks: '0' is a digit slot, anything else a literal that appears once a digit follows it.

export const CARD_NUMBER_MASK = '0000 0000 0000 0000';
export const PHONE_MASK = '(000) 000-0000';
export type InputMask = typeof CARD_NUMBER_MASK | typeof PHONE_MASK;

function slots(mask: string): number {
  return [...mask].filter((c) => c === '0').length;
}

/** Lay digits into the mask, stopping after the last digit. */
export function applyMask(mask: string, digits: string): string {
  let out = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= digits.length) break;
    if (slot === '0') out += digits[i++];
    else out += slot;
  }
  return out;
}

/** Caret index just after the n-th digit of a masked value (0 → before the first digit). */
export function caretAfterDigits(masked: string, n: number): number {
  if (n <= 0) {
    const first = masked.search(/\d/);
    return first < 0 ? masked.length : first;
  }
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked.charAt(i)) && ++seen === n) return i + 1;
  }
  return masked.length;
}

/** Count of digits before an index. */
export function digitsBefore(value: string, index: number): number {
  return value.slice(0, index).replace(/\D/g, '').length;
}

export interface MaskedEdit {
  value: string;
  caret: number;
}

/**
 * Re-mask after an edit. `previous` is the masked value before the edit; `raw` and `caret`
 * are the input's value and caret right after it. Deleting only a literal (a space, ')' or
 * '-') removes the digit before it instead, so Backspace never gets stuck on a separator.
 */
export function remask(mask: InputMask, previous: string, raw: string, caret: number): MaskedEdit {
  let rawDigits = raw.replace(/\D/g, '');
  let digitsLeft = digitsBefore(raw, caret);
  const previousDigits = previous.replace(/\D/g, '');
  // one character gone and the digits unchanged: a literal was deleted (a paste of the same
  // number over a selection also leaves the digits unchanged, and must keep them all)
  if (raw.length === previous.length - 1 && rawDigits === previousDigits && digitsLeft > 0) {
    rawDigits = rawDigits.slice(0, digitsLeft - 1) + rawDigits.slice(digitsLeft);
    digitsLeft -= 1;
  }
  // a phone's leading 1 is the country code, typed or pasted (contracts normalisePhone)
  if (mask === PHONE_MASK && rawDigits.startsWith('1')) {
    rawDigits = rawDigits.slice(1);
    digitsLeft = Math.max(0, digitsLeft - 1);
  }
  const digits = rawDigits.slice(0, slots(mask));
  const value = applyMask(mask, digits);
  return { value, caret: caretAfterDigits(value, Math.min(digitsLeft, digits.length)) };
}
