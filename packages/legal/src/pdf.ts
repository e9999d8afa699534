// Renders a legal document to PDF in pure JavaScript (pdf-lib, standard fonts): run by the API
// server when a PDF is asked for (GET /legal/{file}), so no browser is needed anywhere. pdf-lib
// writes no structure tree (the PDF is not tagged): it carries its title, shown by viewers, and
// its language; the HTML page of each document is the accessible version.
//
// Spanish fits the standard fonts: their WinAnsi encoding holds á é í ó ú ü ñ, their capitals,
// ¿ and ¡ (legal.test.ts draws every Spanish document and reads each character back).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fillLegalText } from './fill';
import { legalDocument } from './language';
import type { LegalDocument, LegalLanguage, LegalOptions, LegalValues } from './types';

const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter, points
const SIZE = { title: 17, heading: 12.5, body: 10.5 } as const;

/** The standard fonts encode WinAnsi only: map the typographic characters we may meet. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const LANGUAGE_TAG: Record<LegalLanguage, string> = { en: 'en-US', es: 'es-US' };

/**
 * A document as a PDF, with the programme's values. `language` (default: the document's own,
 * English for LEGAL_DOCUMENTS) and `governingLanguage` give the document in that language with the
 * programme's governing-language statement (legalDocument); without them, `doc` as it is.
 */
export async function renderLegalPdf(
  doc: LegalDocument,
  values: LegalValues,
  { language = doc.language, governingLanguage }: LegalOptions & { language?: LegalLanguage } = {},
): Promise<Uint8Array> {
  if (language !== doc.language || governingLanguage !== undefined)
    doc = legalDocument(doc.id, language, { governingLanguage });
  const pdf = await PDFDocument.create();
  const title = winAnsi(`${fillLegalText(doc.title, values)}`);
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setLanguage(LANGUAGE_TAG[doc.language]);
  pdf.setSubject(doc.effective);
  pdf.setProducer('@portal/legal');
  pdf.setCreationDate(new Date(0)); // reproducible builds
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * PAGE.margin;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, font: PDFFont, size: number, indent = 0, gapAfter = 4) => {
    for (const line of wrap(winAnsi(fillLegalText(text, values)), font, size, textWidth - indent)) {
      if (y - size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size * 1.35;
      page.drawText(line, { x: PAGE.margin + indent, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    }
    y -= gapAfter;
  };

  write(doc.title, bold, SIZE.title, 0, 2);
  write(doc.effective, regular, SIZE.body, 0, 12);
  for (const section of doc.sections) {
    y -= 6;
    write(section.heading, bold, SIZE.heading, 0, 4);
    for (const block of section.blocks) {
      if (block.kind === 'paragraph') write(block.text, regular, SIZE.body, 0, 6);
      else if (block.kind === 'list')
        for (const item of block.items) write(`- ${item}`, regular, SIZE.body, 12, 3);
      else
        for (const row of block.rows) {
          write(`${row.fee}: ${row.amount}`, bold, SIZE.body, 0, 1);
          write(row.details, regular, SIZE.body, 12, 5);
        }
    }
  }
  return pdf.save();
}
