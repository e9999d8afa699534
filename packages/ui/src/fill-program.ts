import { fill, type Program } from '@portal/contracts';

/** The spec's `{product}` and `{phone}` placeholders filled from programme values. */
export function fillProgram(text: string, program: Program): string {
  return fill(text, {
    product: program.productName,
    phone: program.supportPhone,
    supportPhone: program.supportPhone,
    balancePhone: program.balancePhone,
  });
}
