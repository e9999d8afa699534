// The agreement PDFs are rendered from the programme's values when asked: a programme
// changed without a rebuild names its own product and phone; cached per programme and text version.
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { LEGAL_DOCUMENTS, legalDocument } from '@portal/legal';
import { defaultProgram } from '../src/config/program';
import { harness, type Harness } from './helpers';

let h: Harness;
afterEach(() => h?.close());

const pdfText = async (body: Buffer) => PDFDocument.load(body, { updateMetadata: false });

/** The words a PDF draws: its content streams inflated, the hex strings of its text decoded. */
async function drawnText(body: Buffer): Promise<string> {
  const pdf = await pdfText(body);
  const words: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref) as PDFRawStream;
      const raw = Buffer.from(stream.getContents());
      const ops = (stream.dict.get(PDFName.of('Filter')) ? inflateSync(raw) : raw).toString('latin1');
      for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
        words.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return words.join(' ');
}

test('every document is a PDF with its title and language, cacheable, with an ETag that answers 304', async () => {
  h = await harness();
  for (const doc of Object.values(LEGAL_DOCUMENTS)) {
    const res = await h.get(`/api/ind/v1/legal/${doc.id}.pdf`);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const pdf = await pdfText(res.rawPayload);
    expect(pdf.getTitle()).toBe(doc.title.replace(/\{product\}/g, 'Prime Rewards Visa Prepaid Card'));
    const again = await h.app.inject({
      method: 'GET',
      url: `/api/ind/v1/legal/${doc.id}.pdf`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  }
});

test("a programme's own product name and phone are in the PDF, without any rebuild", async () => {
  const program = {
    ...defaultProgram('/api/ind/v1'),
    productName: 'Acme Gift Card',
    supportPhone: '1-877-555-0111',
  };
  h = await harness({ program });
  const res = await h.get('/api/ind/v1/legal/vv.pdf');
  expect(res.statusCode).toBe(200);
  const text = await drawnText(res.rawPayload);
  expect(text).toContain('terms of your Acme Gift Card virtual card');
  expect(text).toContain('1-877-555-0111');
  expect(text).not.toContain('Prime Rewards');
});

test('each document in Spanish: its own file, Spanish title, language and words, and which language governs', async () => {
  h = await harness();
  for (const doc of Object.values(LEGAL_DOCUMENTS)) {
    const spanish = legalDocument(doc.id, 'es');
    const res = await h.get(`/api/ind/v1/legal/${doc.id}-es.pdf`);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${doc.id}-es.pdf"`);
    const pdf = await pdfText(res.rawPayload);
    expect(pdf.getTitle()).toBe(spanish.title.replace(/\{product\}/g, 'Prime Rewards Visa Prepaid Card'));
    expect(pdf.getTitle()).not.toBe(doc.title.replace(/\{product\}/g, 'Prime Rewards Visa Prepaid Card'));
  }
  const text = await drawnText((await h.get('/api/ind/v1/legal/vv-es.pdf')).rawPayload);
  // the programme's default: English governs, and the Spanish agreement says so
  expect(text).toContain('prevalecerá la versión en inglés');
});

test('a programme whose agreements Spanish governs says so in its Spanish PDF', async () => {
  h = await harness({ program: { ...defaultProgram('/api/ind/v1'), governingLanguage: 'es' } });
  const text = await drawnText((await h.get('/api/ind/v1/legal/vv-es.pdf')).rawPayload);
  expect(text).toContain('prevalecerá la versión en español');
});

test('an unknown document answers 404 not_found; a malformed name 400', async () => {
  h = await harness();
  const unknown = await h.get('/api/ind/v1/legal/secret.pdf');
  expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  const language = await h.get('/api/ind/v1/legal/vv-fr.pdf');
  expect([language.statusCode, language.json().code]).toEqual([404, 'not_found']);
  const malformed = await h.get('/api/ind/v1/legal/..%2Fetc%2Fpasswd');
  expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'invalid_request']);
});
