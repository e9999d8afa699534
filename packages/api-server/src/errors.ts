import * as v from 'valibot';
import { ERROR_TEXTS, type ApiError, type ErrorCode } from '@portal/contracts';

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
  sanctions: ERROR_TEXTS.loginSanctions,
  login_failed: ERROR_TEXTS.holderMismatch,
  card_frozen: 'This action is not possible on a frozen card',
  locked: 'Too many attempts. Please try again later.',
  not_found: 'Not found',
  not_permitted: 'This action is not available for this card',
  already_registered:
    'This card is already registered. To change its contact details, please contact customer service.',
  unauthorized: 'A valid operator token is required',
  link_expired: 'Your link has expired',
  session_ended: ERROR_TEXTS.sessionTimeout,
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

/** An expected failure with its wire answer `{code, message, fields?}`. */
export class ApiFailure extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.status = STATUS_OF[code];
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

/** A missing field gets its rule's "is Required" message when it has one. */
function missingMessage(name: string, entry: v.GenericSchema): string {
  const probe = v.safeParse(entry, '', { abortPipeEarly: true });
  const message = probe.success ? undefined : probe.issues[0]?.message;
  return message && !message.startsWith('Invalid ') ? message : `${name} is required`;
}

/**
 * A rule's own message, or for valibot's generic ones ('Invalid type: Expected … but received
 * "4111…"') only what was expected: an error never echoes the received value.
 */
function safeMessage(issue: v.BaseIssue<unknown>): string {
  // a rule's own message, unless it repeats what was received (a message function could)
  const echoes = issue.received.length > 2 && issue.message.includes(issue.received);
  if (!issue.message.startsWith('Invalid ') && !echoes) return issue.message;
  const rule = issue.message.startsWith('Invalid ') ? issue.message.split(':')[0] : 'Invalid value';
  return `${rule}: expected ${issue.expected ?? 'another value'}`;
}

/** Parse a body with a contracts schema; a 400 `invalid_request` with the first message per field. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? null, { abortPipeEarly: true });
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
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
    fields[name] = missing ? missingMessage(name, entry) : safeMessage(issue);
  }
  throw new ApiFailure('invalid_request', undefined, fields);
}
