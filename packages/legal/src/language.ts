// Each document in the language a cardholder reads, with the programme's word on which version
// governs. A translation given "for your convenience" is only safe to publish with that statement,
// and whether English or Spanish governs is the programme's decision (its issuer's counsel), so
// the caller passes it (LegalOptions.governingLanguage); this package reads no configuration.
import type { LegalDocument, LegalDocumentId, LegalLanguage, LegalOptions, LegalSection } from './types';
import { outsideNyAgreement, outsideNy2YearAgreement, nyAgreement } from './physical';
import { virtualAgreement, esignConsent } from './virtual';
import { outsideNyAgreementEs, outsideNy2YearAgreementEs, nyAgreementEs } from './physical.es';
import { virtualAgreementEs, esignConsentEs } from './virtual.es';

export const LEGAL_LANGUAGES: readonly LegalLanguage[] = ['en', 'es'];

/** The documents as written, by language; legalDocument adds the governing-language statement. */
export const WRITTEN: Readonly<Record<LegalLanguage, Readonly<Record<LegalDocumentId, LegalDocument>>>> = {
  en: {
    'outside-ny': outsideNyAgreement,
    'outside-ny-2-year': outsideNy2YearAgreement,
    ny: nyAgreement,
    vv: virtualAgreement,
    esign: esignConsent,
  },
  es: {
    'outside-ny': outsideNyAgreementEs,
    'outside-ny-2-year': outsideNy2YearAgreementEs,
    ny: nyAgreementEs,
    vv: virtualAgreementEs,
    esign: esignConsentEs,
  },
};

/** How each document names itself in the statement. */
const SELF: Record<LegalDocumentId, Record<LegalLanguage, string>> = {
  'outside-ny': { en: 'This Agreement', es: 'Este Contrato' },
  'outside-ny-2-year': { en: 'This Agreement', es: 'Este Contrato' },
  ny: { en: 'This Agreement', es: 'Este Contrato' },
  vv: { en: 'This Agreement', es: 'Este Contrato' },
  esign: { en: 'This Consent', es: 'Este Consentimiento' },
};

/**
 * Which version governs, as the version in `language` says it; none for an English version when
 * English governs (it is the only version that binds, and says nothing of translations).
 */
export function governingStatement(
  id: LegalDocumentId,
  language: LegalLanguage,
  governingLanguage: LegalLanguage = 'en',
): string | null {
  const self = SELF[id][language];
  if (language === 'es')
    return governingLanguage === 'en'
      ? `${self} se proporciona en español para su conveniencia. En caso de discrepancia entre la versión en español y la versión en inglés, prevalecerá la versión en inglés.`
      : `${self} se proporciona en español y en inglés. En caso de discrepancia entre ambas versiones, prevalecerá la versión en español.`;
  return governingLanguage === 'es'
    ? `${self} is also provided in Spanish. If the English and Spanish versions differ, the Spanish version governs.`
    : null;
}

const HEADING: Record<LegalLanguage, string> = { en: 'Language', es: 'Idioma' };

// one object per document, language and setting: a page re-rendering or a server caching by
// identity gets the same document each time
const MADE = new Map<string, LegalDocument>();

/**
 * A document in `language` (default English), opening with which version governs when it says so:
 * every Spanish version, and an English one when the programme makes Spanish govern.
 */
export function legalDocument(
  id: LegalDocumentId,
  language: LegalLanguage = 'en',
  { governingLanguage = 'en' }: LegalOptions = {},
): LegalDocument {
  const key = `${id}:${language}:${governingLanguage}`;
  let made = MADE.get(key);
  if (!made) {
    const written = WRITTEN[language][id];
    const statement = governingStatement(id, language, governingLanguage);
    const section: LegalSection | null = statement
      ? { heading: HEADING[language], blocks: [{ kind: 'paragraph', text: statement }] }
      : null;
    made = section ? { ...written, sections: [section, ...written.sections] } : written;
    MADE.set(key, made);
  }
  return made;
}

/**
 * File name of a document's PDF in a language (GET /legal/{file} of the API): English keeps the
 * name it has always had, Spanish adds `-es` (the route's names are `[a-z0-9-]+.pdf`).
 */
export function pdfFileName(id: LegalDocumentId, language: LegalLanguage = 'en'): string {
  return language === 'en' ? `${id}.pdf` : `${id}-${language}.pdf`;
}

/** The document and language a PDF file name names (pdfFileName's inverse), or undefined. */
export function pdfDocumentOf(
  fileName: string,
): { id: LegalDocumentId; language: LegalLanguage } | undefined {
  for (const language of LEGAL_LANGUAGES)
    for (const id of Object.keys(WRITTEN.en) as LegalDocumentId[])
      if (pdfFileName(id, language) === fileName) return { id, language };
  return undefined;
}
