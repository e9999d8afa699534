// The legal texts as data: rendered as HTML pages (mfe-support), inside the virtual agreement
// modal (mfe-virtual-card) and as PDFs generated at build time (./pdf). `{product}` and
// `{phone}` are placeholders filled from the programme config at render time. Each document is
// written in English and in US Spanish (./language.ts chooses one).

/**
 * The languages the documents are written in. This package imports no workspace package, so the
 * caller passes the page's language (a remote: 'es' when currentLocale() is 'es', else 'en').
 */
export type LegalLanguage = 'en' | 'es';

/** What the programme decides about a document, passed in by the caller. */
export interface LegalOptions {
  /**
   * The language whose version governs where the two differ (default 'en'): the Spanish version
   * says so, and, when Spanish governs, the English version says so too.
   */
  governingLanguage?: LegalLanguage;
}

export type LegalDocumentId = 'outside-ny' | 'outside-ny-2-year' | 'ny' | 'vv' | 'esign';

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** a two-column fee schedule */
  | {
      kind: 'fees';
      rows: readonly { readonly fee: string; readonly amount: string; readonly details: string }[];
    };

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  id: LegalDocumentId;
  /** the language it is written in (a PDF's language, `<html lang>` of a page showing it alone) */
  language: LegalLanguage;
  title: string;
  /** e.g. 'Effective 02/2024' */
  effective: string;
  sections: readonly LegalSection[];
}

/** The programme values a legal text mentions. */
export interface LegalValues {
  product: string;
  /** {phone}: customer service, during its hours */
  phone: string;
  /** {balancePhone}: the card balance line, 24 hours a day */
  balancePhone: string;
}

/** The programme config's fields the values come from (the runtime config's `program`). */
export interface LegalProgram {
  productName: string;
  supportPhone: string;
  balancePhone: string;
}
