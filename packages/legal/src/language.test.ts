// The documents in US Spanish: every document has its Spanish version, sentence for sentence with
// the same numbers and programme values; each says which version governs as the programme decides;
// the PDFs draw Spanish, accents included.
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import {
  LEGAL_DOCUMENTS,
  fillLegalText,
  legalDocument,
  pdfDocumentOf,
  pdfFileName,
  type LegalBlock,
  type LegalDocument,
  type LegalDocumentId,
} from './index';
import { renderLegalPdf } from './pdf';

const IDS = Object.keys(LEGAL_DOCUMENTS) as LegalDocumentId[];
const VALUES = { product: 'Acme Rewards', phone: '1-800-555-0100', balancePhone: '1-800-555-0199' };

/** Each text of a block, as a reader sees them in order. */
const blockTexts = (block: LegalBlock): string[] =>
  block.kind === 'paragraph'
    ? [block.text]
    : block.kind === 'list'
      ? [...block.items]
      : block.rows.flatMap((row) => [row.fee, row.amount, row.details]);

/** All the words of a document, as a reader sees them. */
const fullText = (doc: LegalDocument): string =>
  [
    doc.title,
    doc.effective,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockTexts)]),
  ].join('\n');

const numbers = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).sort();
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('every document has its Spanish version', () => {
  it.each(IDS)('%s: Spanish, section for section, with the same numbers and programme values', (id) => {
    const en = LEGAL_DOCUMENTS[id];
    const es = legalDocument(id, 'es');
    expect([en.language, es.language]).toEqual(['en', 'es']);
    expect(es.title).not.toBe(en.title);
    expect(es.effective).toMatch(/^Vigente a partir de /);
    expect(numbers(es.effective)).toEqual(numbers(en.effective));
    // the Spanish opens with its governing-language section, then follows the English
    const [statement, ...sections] = es.sections;
    expect(statement!.heading).toBe('Idioma');
    expect(sections).toHaveLength(en.sections.length);
    en.sections.forEach((section, s) => {
      const spanish = sections[s]!;
      expect(spanish.heading).not.toBe(section.heading);
      expect(spanish.blocks.map((b) => b.kind)).toEqual(section.blocks.map((b) => b.kind));
      section.blocks.forEach((block, b) => {
        const english = blockTexts(block);
        const translated = blockTexts(spanish.blocks[b]!);
        expect(translated).toHaveLength(english.length);
        english.forEach((text, i) => {
          const text_es = translated[i]!;
          // an amount is written the same in both ($5.00: es-US writes dollars as en-US does)
          if (!/^\$[\d,.]+$/.test(text)) expect(text_es).not.toBe(text);
          expect(placeholders(text_es)).toEqual(placeholders(text));
          expect(numbers(text_es)).toEqual(numbers(text));
        });
      });
    });
  });

  it('speaks to the cardholder as usted, in the glossary’s words', () => {
    const text = IDS.map((id) => fullText(legalDocument(id, 'es'))).join('\n');
    expect(text).toContain('Contrato del titular de la tarjeta');
    expect(text).toContain('tarjeta prepagada');
    expect(text).toContain('historial de transacciones');
    expect(text).toContain('saldo');
    expect(text).toMatch(/\busted\b/);
    expect(text).not.toMatch(/\b(tú|tu|tus|puedes|debes)\b/);
  });

  it('keeps the windows every agreement shares', () => {
    for (const id of ['outside-ny', 'outside-ny-2-year', 'ny', 'vv'] as const) {
      const text = fullText(legalDocument(id, 'es'));
      for (const window of [
        'dentro de los 2 días hábiles',
        'dentro de los 60 días',
        'dentro de los 10 días hábiles',
        'hasta 120 días',
        'dentro de los 3 días hábiles',
        'dentro de los 30 días',
      ])
        expect(text).toContain(window);
    }
  });

  it('gives the 24-hour balance line, never the customer service line, where it promises balance at any hour', () => {
    for (const id of IDS)
      for (const sentence of fillLegalText(fullText(legalDocument(id, 'es')), VALUES).split(/(?<=\.)\s+/))
        if (/las 24 horas/.test(sentence)) {
          expect(sentence).toContain(VALUES.balancePhone);
          expect(sentence).not.toContain(VALUES.phone);
        }
  });
});

describe('which version governs follows the programme', () => {
  const statementOf = (doc: LegalDocument) => {
    const first = doc.sections[0]!.blocks[0]!;
    return first.kind === 'paragraph' ? first.text : '';
  };

  it('English governs by default: the Spanish says it is given for convenience', () => {
    for (const id of IDS) {
      const text = statementOf(legalDocument(id, 'es'));
      expect(text).toContain('se proporciona en español para su conveniencia');
      expect(text).toContain('prevalecerá la versión en inglés');
      expect(legalDocument(id, 'es', { governingLanguage: 'en' })).toBe(legalDocument(id, 'es'));
    }
    expect(statementOf(legalDocument('vv', 'es'))).toBe(
      'Este Contrato se proporciona en español para su conveniencia. En caso de discrepancia entre la versión en español y la versión en inglés, prevalecerá la versión en inglés.',
    );
    expect(statementOf(legalDocument('esign', 'es'))).toMatch(/^Este Consentimiento /);
  });

  it('where the programme makes Spanish govern, the Spanish says so and the English does too', () => {
    for (const id of IDS) {
      const es = legalDocument(id, 'es', { governingLanguage: 'es' });
      expect(statementOf(es)).toContain('prevalecerá la versión en español');
      expect(statementOf(es)).not.toContain('conveniencia');
      const en = legalDocument(id, 'en', { governingLanguage: 'es' });
      expect(en.sections[0]!.heading).toBe('Language');
      expect(statementOf(en)).toContain('the Spanish version governs');
      expect(en.sections.slice(1)).toEqual(LEGAL_DOCUMENTS[id].sections);
    }
  });

  it('the English as written when English governs: the documents every caller had', () => {
    for (const id of IDS) {
      expect(legalDocument(id)).toBe(LEGAL_DOCUMENTS[id]);
      expect(legalDocument(id, 'en', { governingLanguage: 'en' })).toBe(LEGAL_DOCUMENTS[id]);
    }
  });
});

describe('PDF file names by language', () => {
  it.each(IDS)('%s: English keeps its name, Spanish adds -es; both are names the route accepts', (id) => {
    expect(pdfFileName(id)).toBe(`${id}.pdf`);
    expect(pdfFileName(id, 'es')).toBe(`${id}-es.pdf`);
    for (const language of ['en', 'es'] as const) {
      expect(pdfFileName(id, language)).toMatch(/^[a-z0-9-]{1,40}\.pdf$/);
      expect(pdfDocumentOf(pdfFileName(id, language))).toEqual({ id, language });
    }
  });

  it('an unknown name names no document', () => {
    expect(pdfDocumentOf('secret.pdf')).toBeUndefined();
    expect(pdfDocumentOf('vv-fr.pdf')).toBeUndefined();
  });
});

/** The lines a PDF draws, joined: its content streams inflated, the hex strings decoded (WinAnsi). */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents()!;
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref) as PDFRawStream;
      const raw = Buffer.from(stream.getContents());
      const ops = (stream.dict.get(PDFName.of('Filter')) ? inflateSync(raw) : raw).toString('latin1');
      for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
        lines.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return lines.join(' ');
}

describe('the PDFs in Spanish', () => {
  it.each(IDS)('%s: titled and tagged in Spanish, every text drawn whole, accents included', async (id) => {
    const doc = legalDocument(id, 'es');
    const bytes = await renderLegalPdf(doc, VALUES);
    const parsed = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(parsed.getTitle()).toBe(fillLegalText(doc.title, VALUES));
    expect(parsed.getSubject()).toBe(doc.effective);
    expect(String(parsed.catalog.get(PDFName.of('Lang')))).toContain('es-US');
    const drawn = await drawnText(bytes);
    for (const section of doc.sections)
      for (const text of [section.heading, ...section.blocks.flatMap(blockTexts)])
        expect(drawn).toContain(fillLegalText(text, VALUES).replace(/\s+/g, ' '));
    expect(drawn).toMatch(/[áéíóúñ]/);
  });

  it('the standard font carries every Spanish letter and mark', async () => {
    const letters = 'á é í ó ú ü ñ Á É Í Ó Ú Ü Ñ ¿ ¡';
    const doc: LegalDocument = {
      ...legalDocument('vv', 'es'),
      sections: [{ heading: letters, blocks: [{ kind: 'paragraph', text: `¿Preguntas? ¡Llámenos!` }] }],
    };
    const drawn = await drawnText(await renderLegalPdf(doc, VALUES));
    expect(drawn).toContain(letters);
    expect(drawn).toContain('¿Preguntas? ¡Llámenos!');
  });

  it('a language asked of an English document gives its Spanish, with the programme’s statement', async () => {
    const bytes = await renderLegalPdf(LEGAL_DOCUMENTS.vv, VALUES, {
      language: 'es',
      governingLanguage: 'es',
    });
    const parsed = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(parsed.getTitle()).toBe('Contrato del titular de la tarjeta Visa virtual');
    expect(await drawnText(bytes)).toContain('prevalecerá la versión en español');
  });

  it('an English document without options stays English', async () => {
    const bytes = await renderLegalPdf(LEGAL_DOCUMENTS.vv, VALUES);
    const parsed = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(parsed.getTitle()).toBe('Virtual Visa Cardholder Agreement');
    expect(String(parsed.catalog.get(PDFName.of('Lang')))).toContain('en-US');
    expect(await drawnText(bytes)).not.toContain('Language');
  });
});
