// The server's error answers: a code from the closed list, an English message for developers
// (the code is what a client words for a person), and for a refused body its field errors as the
// keys of the rules' messages (@portal/contracts MESSAGE_KEYS), which the browser words in the
// page's language.
import * as v from 'valibot';
import { type ApiError, type ErrorCode, type MessageKey } from '@portal/contracts';
import en from '@portal/contracts/messages.en';

/** Whether a text is a key of the rules' messages (what a field error may answer). */
export const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(en.messages, text);

export const STATUS_OF: Record<ErrorCode, number> = {
  invalid_request: 400,
  captcha_failed: 400,
  sanctions: 403,
  login_failed: 401,
  card_frozen: 409,
  locked: 429,
  not_found: 404,
  not_permitted: 409,
  already_registered: 409,
  unauthorized: 401,
  link_expired: 410,
  session_ended: 403,
  unavailable: 503,
  internal: 500,
  partner_revoked: 403,
  origin_not_allowed: 403,
  embed_token_expired: 401,
  embed_token_used: 401,
  cross_origin: 403,
  verification_required: 403,
  code_invalid: 400,
  code_expired: 410,
  release_incompatible: 409,
  release_has_link: 409,
  release_has_dev_page: 409,
  release_in_use: 409,
  release_integrity: 409,
  release_version_taken: 409,
  release_page_conflict: 409,
  forbidden_scope: 403,
  contact_recently_changed: 409,
  card_closed: 409,
  card_expired: 409,
  dispute_window_passed: 409,
  dispute_not_purchase: 409,
  dispute_already_open: 409,
  dispute_already_credited: 409,
  dispute_state: 409,
};

export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  invalid_request: 'The request is not valid',
  captcha_failed: 'The captcha check failed. Please try again.',
  sanctions: en.errors.loginSanctions,
  login_failed: en.errors.holderMismatch,
  card_frozen: 'This action is not possible on a frozen card',
  locked: 'Too many attempts. Please try again later.',
  not_found: 'Not found',
  not_permitted: 'This action is not available for this card',
  already_registered:
    'This card is already registered. To change its contact details, please contact customer service.',
  unauthorized: 'A valid operator token is required',
  link_expired: 'Your link has expired',
  session_ended: en.errors.sessionTimeout,
  unavailable: 'The service is temporarily unavailable. Please try again later.',
  internal: 'Something went wrong. Please try again later.',
  partner_revoked: 'This partner has been revoked by the programme',
  origin_not_allowed: 'This page is not allowed to show the card',
  embed_token_expired: 'The embed token has expired or is not valid: ask for a fresh one',
  embed_token_used: 'The embed token was already used: ask for a fresh one for each mount',
  cross_origin: 'The card is shown only on the portal itself',
  verification_required: 'Enter the code sent to the card holder before the card is shown',
  code_invalid: 'The code is not right',
  code_expired: 'The code has expired: ask for a new one',
  release_incompatible: 'The release does not fit the host',
  release_has_link: 'The release holds a link: its files must be its own',
  release_has_dev_page: 'The release carries its standalone dev page, which a release must not serve',
  release_in_use: 'The release is served now or in a canary: switch away from it first',
  release_integrity: 'A file of the release is not the one its file list names',
  release_version_taken: 'This version was published before with other files: a version never changes',
  release_page_conflict: 'The release declares a page it cannot have',
  forbidden_scope: 'This operator token does not have the scope this operation needs',
  contact_recently_changed:
    'The contact details of this card changed in the last 72 hours: this is not possible yet, and the previous and current contacts were told',
  card_closed:
    'This card was reported lost or stolen and is closed. Please use its replacement, or contact customer service.',
  card_expired:
    'This card has expired and still has money on it. You can get a replacement card, without fee, with the balance moved to it.',
  dispute_window_passed: 'This charge is too old to dispute here',
  dispute_not_purchase: 'Only a purchase can be disputed',
  dispute_already_open: 'A case for this charge is already open',
  dispute_already_credited: 'This charge was already credited to your card',
  dispute_state: 'The case is not in a state that allows this',
};

/**
 * A field error as answered: a message key stays; any other text (a schema's message for
 * developers, an operator's rule) is answered as fieldInvalid, its text kept for the message.
 */
function answerFields(fields: Record<string, string>): {
  fields: Record<string, MessageKey>;
  notes: string[];
} {
  const answered: Record<string, MessageKey> = {};
  const notes: string[] = [];
  for (const [name, text] of Object.entries(fields)) {
    if (isMessageKey(text)) answered[name] = text;
    else {
      answered[name] = 'fieldInvalid';
      notes.push(`${name}: ${text}`);
    }
  }
  return { fields: answered, notes };
}

/**
 * An expected failure with its wire answer `{code, message, fields?}`: `fields` holds message
 * keys only (answerFields); the English of any other field text is added to the message.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly fields?: Record<string, MessageKey>;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    fields?: Record<string, string>,
  ) {
    const answered = fields && answerFields(fields);
    const base = message ?? DEFAULT_MESSAGES[code];
    super(answered?.notes.length ? `${base} (${answered.notes.join('; ')})` : base);
    this.status = STATUS_OF[code];
    if (answered) this.fields = answered.fields;
  }
  toBody(): ApiError {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }
}

export function errorBody(code: ErrorCode, message?: string): ApiError {
  return { code, message: message ?? DEFAULT_MESSAGES[code] };
}

/** A missing field gets its rule's "is Required" key when it has one, else fieldRequired. */
function missingKey(entry: v.GenericSchema): MessageKey {
  const probe = v.safeParse(entry, '', { abortPipeEarly: true });
  const message = probe.success ? undefined : probe.issues[0]?.message;
  return message !== undefined && isMessageKey(message) ? message : 'fieldRequired';
}

/**
 * A rule's message key; for any other message (valibot's generic ones: 'Invalid type: Expected …
 * but received "4111…"', a schema's text for developers) fieldInvalid, and only what was
 * expected for the developer's message: an error never echoes the received value.
 */
function issueAnswer(issue: v.BaseIssue<unknown>): { key: MessageKey; note?: string } {
  if (isMessageKey(issue.message)) return { key: issue.message };
  // a schema's own text, unless it repeats what was received (a message function could)
  const echoes = issue.received.length > 2 && issue.message.includes(issue.received);
  if (!issue.message.startsWith('Invalid ') && !echoes) return { key: 'fieldInvalid', note: issue.message };
  const rule = issue.message.startsWith('Invalid ') ? issue.message.split(':')[0] : 'Invalid value';
  return { key: 'fieldInvalid', note: `${rule}: expected ${issue.expected ?? 'another value'}` };
}

/**
 * Parse a body with a contracts schema; a 400 `invalid_request` with the first message key per
 * field (and what was expected of the others in its English message, for developers).
 */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? null, { abortPipeEarly: true });
  if (result.success) return result.output;
  const fields: Record<string, MessageKey> = {};
  const notes: string[] = [];
  const entries = 'entries' in schema ? (schema.entries as Record<string, v.GenericSchema>) : {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const name = typeof key === 'string' ? key : 'body';
    if (name in fields) continue;
    const entry = typeof key === 'string' ? entries[key] : undefined;
    const missing =
      entry !== undefined &&
      typeof key === 'string' &&
      typeof input === 'object' &&
      input !== null &&
      !(key in input);
    if (missing) {
      fields[name] = missingKey(entry);
      if (fields[name] === 'fieldRequired') notes.push(`${name} is required`);
      continue;
    }
    const answer = issueAnswer(issue);
    fields[name] = answer.key;
    if (answer.note) notes.push(`${name}: ${answer.note}`);
  }
  const message = notes.length ? `${DEFAULT_MESSAGES.invalid_request} (${notes.join('; ')})` : undefined;
  throw new ApiFailure('invalid_request', message, fields);
}
