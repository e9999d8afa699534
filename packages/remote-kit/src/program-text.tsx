// A product text with the programme's values, read from the runtime config in the session store
// (so it lives here, not in @portal/ui, which holds components that read no store).
import { useProgram } from '@portal/session-store';
import { fillProgram } from '@portal/ui';

export interface ProgramTextProps {
  /** a product text with `{product}` / `{phone}` placeholders, e.g. ERROR_TEXTS.loginFrozen */
  text: string;
}

/** Renders a product text with the programme's values (never hard-coded in components). */
export function ProgramText({ text }: ProgramTextProps) {
  return <>{fillProgram(text, useProgram())}</>;
}
