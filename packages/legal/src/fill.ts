import type { LegalValues } from './types';

/** Fill `{product}` and `{phone}` from the programme values. */
export function fillLegalText(text: string, values: LegalValues): string {
  return text.replace(/\{(product|phone)\}/g, (_whole, key: 'product' | 'phone') => values[key]);
}
