// A form's messages from its schema: the first message of each field, by field name, worded in
// the page's language (a rule names its message by key: messages.ts). The server answers the keys
// themselves (api-server errors.ts parseWith).
import * as v from 'valibot';
import { wordMessage } from './messages';

/** Validate one field; the first message in the page's language, or null when valid. */
export function fieldError(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  const message = result.success ? undefined : result.issues[0]?.message;
  return message === undefined ? null : wordMessage(message);
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
 * Validate a whole form; a map of field name → first message, in the page's language. A missing
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
    errors[field] = (missing && entry ? fieldError(entry, '') : null) ?? wordMessage(issue.message);
  }
  return errors;
}
