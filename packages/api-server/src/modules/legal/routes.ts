// The legal documents as PDFs, rendered from the programme's values when asked — a
// programme changed without rebuilding any remote serves PDFs that name its product and phone,
// as its HTML pages do. Rendered once per document, programme values and text version (the
// document's `effective` line), then served from memory with an ETag. Each in English and in
// Spanish (packages/legal).
//
// Screen readers: pdf-lib (pure JavaScript, no browser) writes no structure tree, so the PDFs are
// not tagged; they carry a title shown in the viewer's title bar and the document language. The
// HTML page of each document (/cardholder-agreement/…) is the accessible version, linked beside it.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { legalDocument, legalValues, pdfDocumentOf, pdfFileName, type LegalDocument } from '@portal/legal';
import { renderLegalPdf } from '@portal/legal/pdf';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';

interface Rendered {
  bytes: Buffer;
  etag: string;
}

export async function legalRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const cache = new Map<string, Promise<Rendered>>();

  const rendered = (doc: LegalDocument): Promise<Rendered> => {
    const values = legalValues(ctx.program);
    const key = JSON.stringify([doc.id, doc.language, doc.effective, values, ctx.program.governingLanguage]);
    let found = cache.get(key);
    if (!found) {
      found = renderLegalPdf(doc, values).then((pdf) => {
        const bytes = Buffer.from(pdf);
        return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
      });
      // a failed render is not kept: the next request tries again
      found.catch(() => cache.delete(key));
      cache.set(key, found);
    }
    return found;
  };

  route(app, 'legalPdf', async ({ req, reply, params }) => {
    // vv.pdf in English, vv-es.pdf in Spanish: the language the programme's agreement governs in
    // is said in the Spanish one (and in the English one when Spanish governs)
    const named = pdfDocumentOf(params.document);
    if (!named) throw new ApiFailure('not_found');
    const doc = legalDocument(named.id, named.language, { governingLanguage: ctx.program.governingLanguage });
    const { bytes, etag } = await rendered(doc);
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('ETag', etag)
      .header('Content-Disposition', `inline; filename="${pdfFileName(doc.id, named.language)}"`);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('Content-Type', 'application/pdf').send(bytes);
  });
}
