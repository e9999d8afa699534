// The language of the agreements this remote shows: the page's. @portal/legal writes them in
// English and Spanish and imports no workspace package, so the remote passes it; any other locale
// (the pseudo-language of development) reads the English.
import { currentLocale } from '@portal/contracts/i18n';
import type { LegalLanguage } from '@portal/legal';

export const legalLanguage = (): LegalLanguage => (currentLocale() === 'es' ? 'es' : 'en');
