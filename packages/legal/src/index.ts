// Public surface of @portal/legal: the agreements and the e-sign consent as data (spec §9).
// The PDF generator is a separate export (`@portal/legal/pdf`) so browsers never bundle pdf-lib.
import type { LegalDocument, LegalDocumentId } from './types';
import { outsideNyAgreement, outsideNy2YearAgreement, nyAgreement } from './physical';
import { virtualAgreement, esignConsent } from './virtual';

export type { LegalBlock, LegalDocument, LegalDocumentId, LegalSection, LegalValues } from './types';
export { fillLegalText, legalValues } from './fill';
export {
  PHYSICAL_REPLACEMENT,
  VIRTUAL_REPLACEMENT,
  dollars as formatCents,
  type ReplacementTerms,
} from './replacement';
export { DISPUTE_TERMS } from './common';
export { outsideNyAgreement, outsideNy2YearAgreement, nyAgreement, virtualAgreement, esignConsent };

export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  'outside-ny': outsideNyAgreement,
  'outside-ny-2-year': outsideNy2YearAgreement,
  ny: nyAgreement,
  vv: virtualAgreement,
  esign: esignConsent,
};

/** File name of each document's PDF (GET /legal/{file} of the API). */
export function pdfFileName(id: LegalDocumentId): string {
  return `${id}.pdf`;
}
