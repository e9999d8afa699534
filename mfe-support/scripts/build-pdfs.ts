// Build step: render every legal document of @portal/legal to a PDF in pure JavaScript
// (no browser), into the folder given (dist/pdf after webpack, public/pdf for the dev server).
// The programme values are the server's demo defaults, or PROGRAM_CONFIG_FILE's (the same
// override file the api-server reads), so PDFs and HTML pages name the same product and phone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LEGAL_DOCUMENTS, pdfFileName, type LegalValues } from '@portal/legal';
import { renderLegalPdf } from '@portal/legal/pdf';

const DEFAULTS: LegalValues = { product: 'Prime Rewards Visa Prepaid Card', phone: '1-800-555-0142' };

function programValues(): LegalValues {
  const file = process.env.PROGRAM_CONFIG_FILE;
  if (!file) return DEFAULTS;
  const program = JSON.parse(
    readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'),
  ) as {
    productName?: string;
    supportPhone?: string;
  };
  return { product: program.productName ?? DEFAULTS.product, phone: program.supportPhone ?? DEFAULTS.phone };
}

const outDir = path.resolve(process.argv[2] ?? 'dist/pdf');
mkdirSync(outDir, { recursive: true });
const values = programValues();
for (const doc of Object.values(LEGAL_DOCUMENTS)) {
  const bytes = await renderLegalPdf(doc, values);
  writeFileSync(path.join(outDir, pdfFileName(doc.id)), bytes);
}
console.log(
  `PDFs: ${Object.keys(LEGAL_DOCUMENTS).length} written to ${path.relative(process.cwd(), outDir)}`,
);
