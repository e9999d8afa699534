// The legal texts as data: rendered as HTML pages (mfe-support), inside the virtual agreement
// modal (mfe-virtual-card) and as PDFs generated at build time (./pdf). `{product}` and
// `{phone}` are placeholders filled from the programme config at render time.

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
