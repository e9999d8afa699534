// The PDFs are generated at build time (scripts/build-pdfs.ts) into this remote's pdf/
// folder, so their URL follows wherever the remote is served from, e.g.
// /remotes/mfe-support/pdf/outside-ny.pdf under `pnpm start`, http://localhost:3005/pdf/… in dev.
import { remoteBasePath, remoteByName } from '@portal/contracts';
import { pdfFileName, type LegalDocumentId } from '@portal/legal';

function publicPath(): string {
  const fromWebpack = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return fromWebpack && fromWebpack !== 'auto' ? fromWebpack : remoteBasePath(remoteByName('support').folder);
}

export function pdfUrl(id: LegalDocumentId): string {
  return new URL(`pdf/${pdfFileName(id)}`, new URL(publicPath(), window.location.href)).href;
}
