// Card data that people type into free text (a contact message, an operator's reason or note):
// "my card 4532 0147 9935 1200 exp 11/34 CVV 193". The server runs every free-text field through
// maskCardData before it stores, sends or logs it, so the text keeps its meaning (which card: the
// last four) without the number or the security code.
//
// What counts as a card number: 13 to 19 digits, written together or with up to three separators
// between digits (spaces, no-break spaces as phones paste them, dashes, dots, slashes,
// underscores: 4-4-4-4, 4 - 6 - 5, 4.4.4.4, …), that pass the Luhn check. A run of digit groups
// is searched on group boundaries, so a number followed by more digits ("… 1200 1134") is still
// found, while a number inside a longer unbroken run of digits (a reference) is not a card
// number. A run right after `+` of at most 15 digits is a phone number in international form
// (E.164 allows no more) and is left alone; dates and shorter numbers have too few digits.
import { luhnValid } from './card-number';

/** What replaces a card number: this, then its last four digits (`•••• 1200`). */
export const MASKED_PAN_PREFIX = '•••• ';
/** What replaces a security code (the same for 3 and 4 digits). */
export const MASKED_CVV = '•••';

const PAN_MIN = 13;
const PAN_MAX = 19;

/** Digits with at most three separators between two of them. */
const DIGIT_RUN = /\d(?:[\s\u00a0._/-]{0,3}\d)*/g;
/** the longest international phone number (E.164) */
const PHONE_MAX = 15;

/**
 * A security code: CVV, CVV2, CVC, CVC2, CID or "(card) security code (CVV)", any case, then
 * optional "code", "number", "no.", "is", `:`, `#`, `=`, `-` and spaces, then 3 or 4 digits not
 * followed by another digit.
 */
const SECURITY_CODE =
  /\b(cvv2|cvc2|cvv|cvc|cid|(?:card\s+)?security\s+code(?:\s*\((?:cvv2?|cvc2?|cid)\))?)((?:\s*(?:code|number|no\b\.?))?(?:\s*is\b)?\s*[:#=-]?\s*(?:is\s+)?)(\d{3,4})(?!\d)/gi;

interface Group {
  start: number;
  end: number;
  digits: string;
}

function groupsOf(run: string): Group[] {
  return [...run.matchAll(/\d+/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    digits: m[0],
  }));
}

/** One run of digit groups with each card number in it (group-aligned, longest first) masked. */
function maskRun(run: string): string {
  const groups = groupsOf(run);
  let out = '';
  let cursor = 0;
  let i = 0;
  while (i < groups.length) {
    let digits = '';
    let found = -1;
    for (let j = i; j < groups.length; j++) {
      digits += groups[j]!.digits;
      if (digits.length > PAN_MAX) break;
      if (digits.length >= PAN_MIN && luhnValid(digits)) found = j;
    }
    if (found < 0) {
      i++;
      continue;
    }
    const pan = groups
      .slice(i, found + 1)
      .map((g) => g.digits)
      .join('');
    out += `${run.slice(cursor, groups[i]!.start)}${MASKED_PAN_PREFIX}${pan.slice(-4)}`;
    cursor = groups[found]!.end;
    i = found + 1;
  }
  return out + run.slice(cursor);
}

/**
 * The text with every card number replaced by `•••• <last four>` and every security code after
 * its label by `•••`. Idempotent; text without card data comes back unchanged.
 */
export function maskCardData(text: string): string {
  const panless = text.replace(DIGIT_RUN, (run: string, offset: number) => {
    if (text[offset - 1] === '+' && run.replace(/\D/g, '').length <= PHONE_MAX) return run;
    // the last four of a masked number are not the start of another one (masking twice changes nothing)
    if (text.slice(offset - MASKED_PAN_PREFIX.length, offset) === MASKED_PAN_PREFIX) {
      const first = /^\d+/.exec(run)![0].length;
      return run.slice(0, first) + maskRun(run.slice(first));
    }
    return maskRun(run);
  });
  return panless.replace(
    SECURITY_CODE,
    (_all, label: string, between: string) => `${label}${between}${MASKED_CVV}`,
  );
}
