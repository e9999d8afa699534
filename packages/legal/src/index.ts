// Public surface of @portal/legal: the agreements and the e-sign consent as data (spec §9), in
// English and US Spanish. The PDF generator is a separate export (`@portal/legal/pdf`) so browsers
// never bundle pdf-lib.
import type { LegalDocument, LegalDocumentId } from './types';
import { WRITTEN } from './language';
import { outsideNyAgreement, outsideNy2YearAgreement, nyAgreement } from './physical';
import { virtualAgreement, esignConsent } from './virtual';

export type {
  LegalBlock,
  LegalDocument,
  LegalDocumentId,
  LegalLanguage,
  LegalOptions,
  LegalSection,
  LegalValues,
} from './types';
export { fillLegalText, legalValues } from './fill';
export {
  PHYSICAL_REPLACEMENT,
  VIRTUAL_REPLACEMENT,
  dollars as formatCents,
  type ReplacementTerms,
} from './replacement';
export { DISPUTE_TERMS } from './common';
export { outsideNyAgreement, outsideNy2YearAgreement, nyAgreement, virtualAgreement, esignConsent };
export { LEGAL_LANGUAGES, governingStatement, legalDocument, pdfDocumentOf, pdfFileName } from './language';

/** The documents in English, as written (legalDocument gives them in a language, with its statement). */
export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentId, LegalDocument>> = WRITTEN.en;
