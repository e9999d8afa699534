// What a member reads when the card cannot be shown (src/i18n/embed-en.ts), in a language chosen
// by the caller: the partner's `locale` option on the partner's page, the frame's language in the
// frame. Read at once from the two small modules, not from the catalogue's loader: these plain
// scripts show them when nothing else of the portal loads.
import { pseudoCatalogue, type Locale } from '@portal/contracts/i18n';
import embedEn from '../i18n/embed-en';
import embedEs from '../i18n/embed-es';

export type EmbedTexts = typeof embedEn;

export function embedTexts(locale: Locale): EmbedTexts {
  if (locale === 'es') return embedEs;
  return locale === 'en-XA' ? pseudoCatalogue(embedEn) : embedEn;
}
