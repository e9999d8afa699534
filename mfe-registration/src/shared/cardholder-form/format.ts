// Input formatting of spec §5 (the rules themselves live in contracts).
import { digitsOnly, formatZip } from '@portal/contracts';

/** State: input forced to upper case (what is not a letter stays, so the rule can say so). */
export function formatState(value: string): string {
  return value.toUpperCase().slice(0, 2);
}

/** Zip: non-digits stripped, hyphen inserted after the fifth digit. */
export const formatZipInput = formatZip;

/** Date of birth typed as digits: MM/DD/YYYY with the slashes put in as the digits arrive. */
export function formatDateOfBirth(value: string): string {
  const d = digitsOnly(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}
