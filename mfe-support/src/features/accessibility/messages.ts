// Accessibility statement copy, in the page's language (src/i18n). `{phone}` is the programme's
// support phone and `{product}` its product name (useProgram()), never written in a catalogue;
// `{agreements}` and `{contactForm}` become the router links of the page; `{days}` and `{date}` are
// the two constants below, so a new review or a new answer time is one edit.
import { currentLocale, languageTag } from '@portal/contracts/i18n';
import { SUPPORT_TEXTS } from '../../i18n';

/** Business days within which the support team answers accessibility feedback. */
export const ACCESSIBILITY_ANSWER_DAYS = 2;

/** The day the statement was last reviewed (YYYY-MM-DD). */
export const ACCESSIBILITY_REVIEWED_ON = '2026-11-28';

/** The review day as the page's language writes it: 'November 28, 2026', '28 de noviembre de 2026'. */
export function reviewedOn(): string {
  const [year, month, day] = ACCESSIBILITY_REVIEWED_ON.split('-').map(Number);
  return new Intl.DateTimeFormat(languageTag(currentLocale()), { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year!, month! - 1, day!),
  );
}

export const ACCESSIBILITY_TEXT = SUPPORT_TEXTS.accessibility;
