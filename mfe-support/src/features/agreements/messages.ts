// Agreement index and pages copy (spec §2), in the page's language (src/i18n); the documents'
// own text is @portal/legal's, in the same language (./language.ts).
import { SUPPORT_TEXTS } from '../../i18n';

export const AGREEMENTS_TEXT = SUPPORT_TEXTS.agreements;
