import { fill, type Program } from '@portal/contracts';
import { useProgram } from '@portal/session-store';

/** The spec's `{product}` and `{phone}` placeholders filled from programme values. */
export function fillProgram(text: string, program: Program): string {
  return fill(text, {
    product: program.productName,
    phone: program.supportPhone,
    supportPhone: program.supportPhone,
    balancePhone: program.balancePhone,
  });
}

export interface ProgramTextProps {
  /** a product text with `{product}` / `{phone}` placeholders, e.g. ERROR_TEXTS.loginFrozen */
  text: string;
}

/** Renders a product text with the programme's values (never hard-coded in components). */
export function ProgramText({ text }: ProgramTextProps) {
  return <>{fillProgram(text, useProgram())}</>;
}
