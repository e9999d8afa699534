// The words of the server's mail and SMS in the card's language (cards.language, saved by the
// holder's choice on the portal): one catalogue per language beside this file. Both are plain
// modules, loaded with the server: it writes in either language at any time.
import { INQUIRY_TYPES } from '@portal/contracts';
import { isLanguage, languageTag, type Language } from '@portal/contracts/i18n';
import en from './en';
import es from './es';

export type NotifyTexts = typeof en;

/** A stored or asked language as one the server writes in: an unknown or missing one is English. */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : 'en';
}

/** The catalogue of `language` (English for an unknown one). */
export function notifyTexts(language: unknown): NotifyTexts {
  return languageOf(language) === 'es' ? (es as NotifyTexts) : en;
}

/**
 * A moment as a message names it, in UTC: English keeps the RFC 7231 form it has always had;
 * Spanish spells the date out in its own words ("28 de noviembre de 2026 a las 20:53 UTC").
 */
export function momentIn(language: unknown, at: Date): string {
  if (languageOf(language) === 'en') return at.toUTCString();
  return new Intl.DateTimeFormat(languageTag('es'), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: 'h23',
  })
    .format(at)
    .concat(' UTC');
}

const INQUIRY_KEYS: Record<(typeof INQUIRY_TYPES)[number], keyof NotifyTexts['inquiryTypes']> = {
  'Card Balance': 'cardBalance',
  'Card Use': 'cardUse',
  'Technical problems': 'technical',
};

/** The contact form's nature of inquiry as `texts` words it (a value it does not know, as sent). */
export function inquiryLabel(texts: NotifyTexts, inquiryType: string): string {
  const key = INQUIRY_KEYS[inquiryType as keyof typeof INQUIRY_KEYS];
  return key ? texts.inquiryTypes[key] : inquiryType;
}
