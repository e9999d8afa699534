// The PDFs are rendered by the API server from the programme's current values (GET /legal/{file}),
// so a programme changed without rebuilding this remote still gets PDFs naming its
// product and phone; the link follows the API base of the runtime config. Each language has its
// own file (`vv.pdf`, `vv-es.pdf`).
import { api } from '@portal/api-client';
import { pdfFileName, type LegalDocumentId, type LegalLanguage } from '@portal/legal';

export function pdfUrl(id: LegalDocumentId, language: LegalLanguage = 'en'): string {
  return api.legalPdfUrl(pdfFileName(id, language));
}
