// A form's or a request body's messages from its schema: the first message of each field, by field name.
import * as v from 'valibot';

/** Validate one field; the first message, or null when valid. */
export function fieldError(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** The entries of an object schema, also when it is the first item of a pipe. */
function entriesOf(schema: v.GenericSchema): v.ObjectEntries | null {
  if ('entries' in schema) return schema.entries as v.ObjectEntries;
  if ('pipe' in schema && Array.isArray(schema.pipe)) {
    const first: unknown = schema.pipe[0];
    if (first && typeof first === 'object' && 'entries' in first) return first.entries as v.ObjectEntries;
  }
  return null;
}

/**
 * Validate a whole form or request body; a map of field name → first message. A missing
 * field gets the message a blank one gets (e.g. 'First Name is Required'), not valibot's
 * generic "Invalid key" text; an unknown body shape maps to the key ''.
 */
export function formErrors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return errors;
  const entries = entriesOf(schema);
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : '';
    if (field in errors) continue;
    const entry = entries?.[field];
    const missing = issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined;
    errors[field] = (missing && entry ? fieldError(entry, '') : null) ?? issue.message;
  }
  return errors;
}
