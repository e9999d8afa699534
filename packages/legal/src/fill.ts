import type { LegalProgram, LegalValues } from './types';

/** The values of a programme's legal texts: the browser, the server and the PDFs take them here. */
export const legalValues = (program: LegalProgram): LegalValues => ({
  product: program.productName,
  phone: program.supportPhone,
  balancePhone: program.balancePhone,
});

/** Fill `{product}`, `{phone}` and `{balancePhone}` from the programme values. */
export function fillLegalText(text: string, values: LegalValues): string {
  return text.replace(/\{(product|phone|balancePhone)\}/g, (_whole, key: keyof LegalValues) => values[key]);
}
