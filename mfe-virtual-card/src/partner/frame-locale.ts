// The card frame's language: the partner's `locale` option, which the embed script
// (partner-embed.ts) puts in the frame's URL, so that the frame (frame-session.ts) speaks it from
// its first paint, its failures before the partner's init included. A module of its own: the
// embed script, the partner page's whole download, takes this and nothing of the frame.
import { isLanguage, localeOfTag, type Locale } from '@portal/contracts/i18n';

/** The query parameter of the frame's URL that carries the partner's `locale` option. */
export const FRAME_LOCALE_PARAM = 'locale';

/**
 * The frame's language: the partner's `locale` option ('en' or 'es', from the frame's URL), else
 * the language of the frame's page (`pageLang`, its `<html lang>`); any other value is not taken.
 */
export function frameLocale(href: string, pageLang: string | null | undefined): Locale {
  const asked = new URL(href).searchParams.get(FRAME_LOCALE_PARAM);
  return isLanguage(asked) ? asked : localeOfTag(pageLang);
}
