// A date the server answers (MM/DD/YYYY, the spec's wire format) as the page's language writes it
// where it is shown, not typed. English keeps the spec's MM/DD/YYYY. Spanish names the month
// ("4 mar 2026", Intl in es-US; docs/i18n.md's glossary): a reader of Spanish takes 03/04 for the
// 3rd of April, and the date fields beside these dates keep MM/DD/YYYY, so a numeric Spanish order
// would contradict them on the same page.
import { currentLocale, languageTag } from '@portal/contracts/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

export function showDate(wire: string): string {
  const locale = currentLocale();
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(wire);
  if (locale !== 'es' || !match) return wire;
  const [, month, day, year] = match;
  const tag = languageTag(locale);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(tag, format);
  }
  return format.format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}
