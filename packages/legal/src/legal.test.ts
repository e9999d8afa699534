import { PDFDocument } from 'pdf-lib';
import { LEGAL_DOCUMENTS, fillLegalText, legalValues, type LegalDocument } from './index';
import { renderLegalPdf } from './pdf';

/** All the words of a document, as a reader sees them. */
function fullText(doc: LegalDocument): string {
  const parts: string[] = [doc.title, doc.effective];
  for (const section of doc.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) {
      if (block.kind === 'paragraph') parts.push(block.text);
      else if (block.kind === 'list') parts.push(...block.items);
      else for (const row of block.rows) parts.push(row.fee, row.amount, row.details);
    }
  }
  return parts.join('\n');
}

const SHARED_WINDOWS = [
  'within 2 business days',
  'within 60 days',
  'within 10 business days',
  'up to 120 days',
  'within 3 business days',
  'within 30 days',
];

describe('physical card agreements are effective 02/2024 with the terms of spec §9', () => {
  it.each(['outside-ny', 'outside-ny-2-year', 'ny'] as const)('%s', (id) => {
    const doc = LEGAL_DOCUMENTS[id];
    const text = fullText(doc);
    expect(doc.effective).toBe('Effective 02/2024');
    expect(text).toContain('The initial load is from $5.00 to $1,000.00.');
    expect(text).toContain('The maximum card value is $1,000.');
    expect(text).toMatch(/Card replacement fee\n\$5\.00\n.*except when the Card has expired/);
    expect(text).toContain('up to 30 days');
    for (const window of SHARED_WINDOWS) expect(text).toContain(window);
  });

  it('the standard outside-NY card charges $2.50 monthly from month 13 and expires after 8 years, funds do not expire', () => {
    const text = fullText(LEGAL_DOCUMENTS['outside-ny']);
    expect(text).toMatch(/Monthly maintenance fee\n\$2\.50\n.*month 13/);
    expect(text).toContain('expires 8 years after purchase');
    expect(text).toContain('The funds on the Card do not expire');
  });

  it('the NY card charges $2.50 monthly from month 25 and expires after 8 years', () => {
    const text = fullText(LEGAL_DOCUMENTS.ny);
    expect(text).toMatch(/Monthly maintenance fee\n\$2\.50\n.*month 25/);
    expect(text).toContain('expires 8 years after purchase');
  });

  it('the 2-year card charges from month 6, expires after 2 years with the value lost, PIN = last 4 digits', () => {
    const text = fullText(LEGAL_DOCUMENTS['outside-ny-2-year']);
    expect(text).toMatch(/Monthly maintenance fee\n\$2\.50\n.*month 6/);
    expect(text).toContain('expires 2 years after purchase');
    expect(text).toContain('remaining on the Card when it expires is lost');
    expect(text).toContain('last 4 digits of your card number');
    expect(text).toContain('Fee schedule effective August 2024.');
  });
});

describe('the virtual card agreement is effective August 2023 with the terms of spec §9', () => {
  const doc = LEGAL_DOCUMENTS.vv;
  const text = fullText(doc);
  it('has its effective date', () => expect(doc.effective).toBe('Effective August 2023'));
  it.each([
    'The initial load is from $5.00 to $1,000.00.',
    'non-reloadable',
    'maximum card value is $1,000',
    'up to 20 online or phone purchases per day',
    '$3.50',
    'month 13',
    'month 25 for New York virtual cards',
    '$2.50',
    'No fee when the Card has expired.',
    'expires 5 years after purchase',
    'The funds do not expire',
    'cannot be used to get cash, for foreign transactions, or for gambling',
    'United States and the District of Columbia',
    'last 90 days',
    'updated in January 2020',
    'twice in any 12-month period',
    'within 45 days',
    'up to 90 days',
    ...SHARED_WINDOWS,
  ])('mentions "%s"', (term) => expect(text).toContain(term));
});

describe('the e-sign consent', () => {
  it('asks for consent to electronic records and says how to withdraw it', () => {
    const text = fullText(LEGAL_DOCUMENTS.esign);
    expect(text).toContain('consent to receive them electronically');
    expect(text).toContain('withdraw your consent');
  });
});

describe('programme values fill the placeholders', () => {
  it('replaces {product}, {phone} and {balancePhone} and leaves no placeholder behind', () => {
    const values = legalValues({
      productName: 'Acme Rewards',
      supportPhone: '1-800-555-0100',
      balancePhone: '1-800-555-0199',
    });
    for (const doc of Object.values(LEGAL_DOCUMENTS)) {
      const filled = fillLegalText(fullText(doc), values);
      expect(filled).not.toMatch(/\{\w+\}/);
    }
    expect(fillLegalText('Call {phone} about your {product} card', values)).toBe(
      'Call 1-800-555-0100 about your Acme Rewards card',
    );
  });

  it('gives the 24-hour balance line, never the customer service line, where an agreement promises balance at any hour', () => {
    const values = legalValues({
      productName: 'Acme Rewards',
      supportPhone: '1-800-555-0100',
      balancePhone: '1-800-555-0199',
    });
    for (const doc of Object.values(LEGAL_DOCUMENTS)) {
      for (const sentence of fillLegalText(fullText(doc), values).split(/(?<=\.)\s+/)) {
        if (/24 hours a day|24\/7/.test(sentence)) {
          expect(sentence).toContain('1-800-555-0199');
          expect(sentence).not.toContain('1-800-555-0100');
        }
      }
    }
  });
});

describe('PDF rendering', () => {
  it('produces a real PDF titled after the document, on as many pages as the text needs', async () => {
    const bytes = await renderLegalPdf(LEGAL_DOCUMENTS.vv, {
      product: 'Acme Rewards',
      phone: '1-800-555-0100',
      balancePhone: '1-800-555-0199',
    });
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getTitle()).toBe('Virtual Visa Cardholder Agreement');
    expect(parsed.getSubject()).toBe('Effective August 2023');
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(2);
  });
});
