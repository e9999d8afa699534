// The card status: its code, from the codes and words the server may send, and its label as the
// cardholder reads it, in the page's language (messages.ts STATUS_TEXTS).
import { STATUS_TEXTS } from './messages';

export const STATUS_CODES = ['ACTIVATED', 'REQUIRES_ACTIVATION', 'ISSUED'] as const;
export type StatusCode = (typeof STATUS_CODES)[number];
/** A status's label: a catalogue's text, or '---' for an unknown status. */
export type StatusLabel = string;

/**
 * The status as its upper-case code, or null when unknown. Upper-case codes (REQUIRES_ACTIVATION,
 * ACTIVATED, ISSUED) and the lower-case words the server may send ('requires activation',
 * 'activated', 'issued') give a code (spec §3, §4). Case, surrounding spaces and
 * space-versus-underscore are ignored, so a variant such as 'Requires Activation' does not hide
 * the status from the cardholder.
 */
export function statusCode(status: string | null | undefined): StatusCode | null {
  if (typeof status !== 'string') return null;
  const code = status
    .trim()
    .toUpperCase()
    .replace(/[\s_]+/g, '_');
  return (STATUS_CODES as readonly string[]).includes(code) ? (code as StatusCode) : null;
}

/** The status as the cardholder reads it, in the page's language; '---' when unknown (spec §4). */
export function statusLabel(status: string | null | undefined): StatusLabel {
  const code = statusCode(status);
  return code === null ? '---' : STATUS_TEXTS[code];
}
