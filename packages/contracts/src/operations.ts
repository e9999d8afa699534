// The one table of the API's operations: everything a route, the api-client and the OpenAPI
// document need to know about a call, in one entry. The server registers each route from it
// (packages/api-server/src/http/route.ts), the api-client derives its calls from it
// (packages/api-client/src/calls.ts), the OpenAPI document is built from it (./openapi.ts), and
// packages/api-server/test/operations.test.ts fails when any of the three disagrees with it.
// One file past 300 lines: the table is the one list the three are checked against; split by
// domain it would be several lists to keep in step.
//
// Adding a call: one entry here (schemas beside it in ./api.ts), one handler in the server module
// of its domain, and the remote that uses it (its seam is a Pick of the client's `Api`).
import * as v from 'valibot';
import * as api from './api';
import type { CalendarDate } from './calendar';
import { ClientFailureSchema } from './telemetry';
import { DisputeCaseSchema, DisputeListResponseSchema, DisputeOpenRequestSchema } from './disputes';
import {
  ExpiredQuoteRequestSchema,
  ReplaceExpiredRequestSchema,
  ReplacementQuoteSchema,
  ReplacementResultSchema,
  ReportLostRequestSchema,
} from './replacement';

/**
 * How a call proves who may make it; the server's auth plugin does it before the handler runs.
 * - none: anyone (still rate-limited and captcha-checked where the entry says so)
 * - session: `Authorization: Bearer <session token>`; the handler gets the session's own card
 * - holder: card number + CVV in the body prove the holder (lockout per number, timing floor)
 * - link: the emailed virtual-card link's account id in the body (`link.field`)
 * - image: the short-lived card-image token (in the query, or in the body with the image id), bound
 *   to its link; each token is spent by one read
 */
export type AuthKind = 'none' | 'session' | 'holder' | 'link' | 'image';

/**
 * Per-client (and per-card or per-link) counters of the server's rate-limit plugin, 429 `locked`:
 * - holderProof: login and physical registration share one bucket because both prove the holder
 *   by card number + CVV; alternating the two calls must not give a guesser twice the attempts
 * - pinReset: each reset is an SMS and a new PIN: per client per hour, per card per day
 * - linkUse: signing the agreement and card-image tokens: per client and per link, per hour
 * - resend: fresh links sent for one card, per hour
 * - contact: support requests per client per hour
 * - telemetry: failure reports from browsers per client per hour (a counter, not a flood)
 */
export type RateLimitBucket = 'holderProof' | 'pinReset' | 'linkUse' | 'resend' | 'contact' | 'telemetry';

export interface Operation {
  method: 'get' | 'post';
  /** relative to API_BASE_PATH; `:name` segments are path parameters */
  path: string;
  summary: string;
  auth: AuthKind;
  /** auth 'link': the body field holding the account id, and whether an expired or retired link is refused (410) */
  link?: { field: 'accountId' | 'cardNum'; live: boolean };
  /** the captcha action whose token the body carries in `captchaResponse` (checked before auth) */
  captcha?: api.CaptchaAction;
  rateLimit?: RateLimitBucket;
  /**
   * the audit action of the rows this call writes: the server's route() writes one by default (the
   * success, or the error code the handler throws); a handler adds detail with `request.audit`
   */
  audit?: string;
  /** JSON body schema */
  request?: v.GenericSchema;
  /** the body schema against the server's clock (the history range rule knows "today") */
  requestAt?: (today: () => CalendarDate) => v.GenericSchema;
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  params?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** JSON response schema; absent for 204 or non-JSON answers */
  response?: v.GenericSchema;
  /** success status, 200 unless told */
  status?: 200 | 204;
  /** a non-JSON success body */
  produces?: 'text/csv' | 'image/svg+xml' | 'application/pdf';
  /** error statuses this call may answer, besides 400/500/503 which every call may */
  errors: number[];
}

const queryFlag = (description: string) =>
  v.optional(v.pipe(v.picklist(['true', 'false']), v.description(description)));

/** Every call of spec §7 and the calls we add. The key is the client's method name and the operationId. */
export const OPERATIONS = {
  login: {
    method: 'post',
    path: '/auth/card',
    summary: 'Log in with card number and CVV (spec §7 POST /auth/card). A frozen card gets auth null.',
    auth: 'holder',
    captcha: 'ind_login',
    rateLimit: 'holderProof',
    audit: 'login',
    request: api.LoginRequestSchema,
    response: api.LoginResponseSchema,
    errors: [401, 403, 429],
  },
  refresh: {
    method: 'post',
    path: '/auth/refresh',
    summary: 'A new token, up to 12 hours from login.',
    auth: 'session',
    audit: 'refresh',
    response: api.RefreshResponseSchema,
    errors: [403],
  },
  logout: {
    method: 'post',
    path: '/auth/logout',
    summary: 'Revoke the session.',
    auth: 'session',
    audit: 'logout',
    status: 204,
    errors: [403],
  },
  cardInfo: {
    method: 'get',
    path: '/card/info',
    summary: 'Card info of the logged-in card.',
    auth: 'session',
    audit: 'card_info_read',
    query: v.object({ refresh: queryFlag('true forces a refresh from the card ledger') }),
    response: api.CardInfoResponseSchema,
    errors: [403],
  },
  balance: {
    method: 'get',
    path: '/card/balance',
    summary: 'Balance of the logged-in card.',
    auth: 'session',
    audit: 'balance_read',
    response: api.BalanceResponseSchema,
    errors: [403],
  },
  isRegistered: {
    method: 'post',
    path: '/card/isRegistered',
    summary: 'Whether the card of an emailed link is registered.',
    auth: 'link',
    link: { field: 'cardNum', live: false },
    request: api.IsRegisteredRequestSchema,
    response: api.IsRegisteredResponseSchema,
    errors: [404],
  },
  register: {
    method: 'post',
    path: '/card/register',
    summary: 'Register a physical card. Card number Luhn + Visa, age 18..120 are checked too.',
    auth: 'holder',
    captcha: 'ind_card_registration',
    rateLimit: 'holderProof',
    audit: 'registration',
    request: api.RegisterRequestSchema,
    response: api.RegisterResponseSchema,
    errors: [401, 409, 429],
  },
  registerVirtualCard: {
    method: 'post',
    path: '/card/registerVirtualCard',
    summary: 'Register a virtual card from its emailed link.',
    auth: 'link',
    link: { field: 'accountId', live: true },
    captcha: 'ind_card_registration',
    rateLimit: 'linkUse',
    audit: 'registration',
    request: api.RegisterVirtualRequestSchema,
    response: api.RegisterVirtualResponseSchema,
    errors: [404, 409, 410, 429],
  },
  freeze: {
    method: 'post',
    path: '/card/freeze',
    summary: 'Freeze the card (unfreezing is only by phone).',
    auth: 'session',
    audit: 'freeze',
    request: api.FreezeRequestSchema,
    response: api.FreezeResponseSchema,
    errors: [403, 409],
  },
  pinReset: {
    method: 'post',
    path: '/card/pin/reset',
    summary: 'Reset the PIN; the new PIN goes by SMS to the registered mobile number.',
    auth: 'session',
    rateLimit: 'pinReset',
    audit: 'pin_reset',
    response: api.PinResetResponseSchema,
    errors: [403, 409, 429],
  },
  cardLanguage: {
    method: 'post',
    path: '/card/language',
    summary:
      "Save the language of the card's mail and SMS (en or es), the one its holder chose on the portal.",
    auth: 'session',
    audit: 'card_language',
    request: api.CardLanguageRequestSchema,
    status: 204,
    errors: [403],
  },
  activate: {
    method: 'post',
    path: '/card/activate',
    summary: 'Activate the card when its permissions allow it.',
    auth: 'session',
    audit: 'activation',
    response: api.ActivateResponseSchema,
    errors: [403, 409],
  },
  replacementQuote: {
    method: 'get',
    path: '/card/replacement',
    summary:
      'What reporting the card lost or stolen would do: the fee (none for an expired card), the mailing promise, the masked address and email of record.',
    auth: 'session',
    audit: 'replacement_quote',
    response: ReplacementQuoteSchema,
    errors: [403, 409],
  },
  reportLost: {
    method: 'post',
    path: '/card/replacement',
    summary:
      'Report the card lost or stolen: in one transaction it is closed for good, a replacement issued, the balance moved, the fee charged and the session ended. The same idempotency key answers the same replacement.',
    auth: 'session',
    audit: 'card_replacement',
    request: ReportLostRequestSchema,
    response: ReplacementResultSchema,
    errors: [403, 404, 409],
  },
  expiredReplacementQuote: {
    method: 'post',
    path: '/card/replacement/expired/quote',
    summary:
      'What replacing an expired card with money on it would do (no fee, the mailing promise, the masked address and email of record), shown before the holder confirms: card number + CVV prove the holder, as for the replacement.',
    auth: 'holder',
    captcha: 'ind_login',
    rateLimit: 'holderProof',
    audit: 'replacement_quote',
    request: ExpiredQuoteRequestSchema,
    response: ReplacementQuoteSchema,
    errors: [401, 403, 409, 429],
  },
  replaceExpired: {
    method: 'post',
    path: '/card/replacement/expired',
    summary:
      'Replace an expired card with money on it, without fee: card number + CVV prove the holder (login answers 409 card_expired for such a card).',
    auth: 'holder',
    captcha: 'ind_login',
    rateLimit: 'holderProof',
    audit: 'card_replacement',
    request: ReplaceExpiredRequestSchema,
    response: ReplacementResultSchema,
    errors: [401, 403, 409, 429],
  },
  emailResend: {
    method: 'post',
    path: '/card/email/resend',
    summary: 'Resend the virtual card link to the registered email.',
    auth: 'link',
    link: { field: 'accountId', live: false },
    captcha: 'card_resend',
    rateLimit: 'resend',
    audit: 'email_resend',
    request: api.EmailResendRequestSchema,
    response: api.EmailResendResponseSchema,
    errors: [404, 409, 429],
  },
  history: {
    method: 'post',
    path: '/card/txn/history',
    summary:
      'Posted transactions in a range: MM/DD/YYYY, end not before start, under 92 days, 20 years back to today.',
    auth: 'session',
    audit: 'history_read',
    request: api.HistoryRequestSchema,
    requestAt: api.historyRequestSchema,
    response: api.HistoryResponseSchema,
    errors: [403],
  },
  historyDownload: {
    method: 'post',
    path: '/card/txn/history/download',
    summary: 'The same range as CSV; the file name is in the X-Content-Filename header.',
    auth: 'session',
    audit: 'history_download',
    request: api.HistoryDownloadRequestSchema,
    requestAt: api.historyDownloadRequestSchema,
    produces: 'text/csv',
    errors: [403],
  },
  disputeOpen: {
    method: 'post',
    path: '/card/disputes',
    summary:
      "Dispute a posted purchase of the session's card, or of a card it replaced, within the agreement's notice window: the case, with its reference (also emailed). A charge its earlier cases credited in full is refused (409 dispute_already_credited).",
    auth: 'session',
    audit: 'dispute_open',
    request: DisputeOpenRequestSchema,
    response: DisputeCaseSchema,
    errors: [403, 404, 409],
  },
  disputes: {
    method: 'get',
    path: '/card/disputes',
    summary: "The session's card's cases, newest first, with their state and the agreement's dates.",
    auth: 'session',
    audit: 'disputes_read',
    response: DisputeListResponseSchema,
    errors: [403],
  },
  serverDate: {
    method: 'get',
    path: '/calendar/today',
    summary:
      "The cardholder's calendar day (MM/DD/YYYY, in the programme's time zone), the day history ranges are checked against: the history picker's latest day and the base of its 20 years, whatever the phone's clock says.",
    auth: 'none',
    response: v.object({ today: api.WireDate }),
    errors: [],
  },
  agreement: {
    method: 'post',
    path: '/card/vv/agreement',
    summary:
      'Acceptance date of the virtual card agreement (null when not accepted); 410 for an expired or superseded link.',
    auth: 'link',
    link: { field: 'accountId', live: true },
    request: api.AgreementRequestSchema,
    response: api.AgreementResponseSchema,
    errors: [403, 404, 410],
  },
  agreementSign: {
    method: 'post',
    path: '/card/vv/agreement/sign',
    summary: 'Accept the virtual card agreement and e-sign consent.',
    auth: 'link',
    link: { field: 'accountId', live: true },
    rateLimit: 'linkUse',
    audit: 'agreement_sign',
    request: api.AgreementSignRequestSchema,
    response: api.AgreementSignResponseSchema,
    errors: [403, 404, 409, 410, 429],
  },
  getToken: {
    method: 'post',
    path: '/card/vv/getToken',
    summary: 'A short-lived token for the virtual card image.',
    auth: 'link',
    link: { field: 'accountId', live: true },
    rateLimit: 'linkUse',
    audit: 'card_image_token',
    request: api.GetTokenRequestSchema,
    response: api.GetTokenResponseSchema,
    errors: [403, 404, 409, 410, 429],
  },
  cardImage: {
    method: 'get',
    path: '/card/vv/image/:cardImageId',
    summary: 'The rendered virtual card image.',
    auth: 'image',
    audit: 'card_image_read',
    params: v.object({
      cardImageId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'Invalid card image id')),
    }),
    query: v.object({
      token: v.pipe(v.string(), v.maxLength(2048), v.description('from getToken')),
    }),
    produces: 'image/svg+xml',
    errors: [403, 404, 409, 410],
  },
  cardDetails: {
    method: 'post',
    path: '/card/vv/details',
    summary:
      "The virtual card's number, expiry and security code as text, for a screen reader and for copying; spends a card-image token as the image does. In the body, so the token never sits in a URL.",
    auth: 'image',
    audit: 'card_details_read',
    request: api.CardDetailsRequestSchema,
    response: api.CardDetailsResponseSchema,
    errors: [403, 404, 409, 410],
  },
  legalPdf: {
    method: 'get',
    path: '/legal/:document',
    summary:
      "A cardholder agreement or the e-sign consent as a PDF, rendered from the programme's current values (product name, phone) when asked and cached per programme and text version.",
    auth: 'none',
    params: v.object({
      document: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}\.pdf$/, 'Invalid document name')),
    }),
    produces: 'application/pdf',
    errors: [404],
  },
  contact: {
    method: 'post',
    path: '/support/contact',
    summary: 'Send a support request.',
    auth: 'none',
    captcha: 'ind_contact_form',
    rateLimit: 'contact',
    audit: 'support_request',
    request: api.ContactRequestSchema,
    response: api.ContactResponseSchema,
    errors: [429],
  },
  captchaChallenge: {
    method: 'get',
    path: '/captcha/challenge',
    summary: 'An altcha proof-of-work challenge.',
    auth: 'none',
    query: v.object({
      action: v.optional(
        v.pipe(
          v.picklist(api.CAPTCHA_ACTIONS, 'Unknown captcha action'),
          v.description('the captcha action'),
        ),
      ),
    }),
    response: api.CaptchaChallengeSchema,
    errors: [404],
  },
  clientFailure: {
    method: 'post',
    path: '/telemetry/client-failure',
    summary:
      'A browser reports a remote that could not be loaded or an area that crashed (counted in the metrics, no card data).',
    auth: 'none',
    rateLimit: 'telemetry',
    request: ClientFailureSchema,
    status: 204,
    errors: [429],
  },
} as const satisfies Record<string, Operation>;

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;
export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** The operation of a name, typed as the general shape (for code that walks the table). */
export function operation(name: OperationName): Operation {
  return OPERATIONS[name];
}

type SchemaOf<O, K extends string> = O extends Record<K, infer S extends v.GenericSchema> ? S : never;
/** One part of an operation: what a caller sends ('in') or what a parse gives ('out'); `None` when absent. */
type PartOf<N extends OperationName, K extends string, M extends 'in' | 'out', None> = [
  SchemaOf<Operations[N], K>,
] extends [never]
  ? None
  : M extends 'in'
    ? v.InferInput<SchemaOf<Operations[N], K>>
    : v.InferOutput<SchemaOf<Operations[N], K>>;

/** The JSON body an operation accepts (what the client sends), or undefined. */
export type RequestOf<N extends OperationName> = PartOf<N, 'request', 'in', undefined>;
/** The parsed JSON answer of an operation, or void when it has none. */
export type ResponseOf<N extends OperationName> = PartOf<N, 'response', 'out', void>;
/** The body after the server's parse (transforms applied). */
export type ParsedRequestOf<N extends OperationName> = PartOf<N, 'request', 'out', undefined>;
/** The query a caller sends (before the server's parse). */
export type QueryInputOf<N extends OperationName> = PartOf<N, 'query', 'in', undefined>;
/** The query after the server's parse. */
export type QueryOf<N extends OperationName> = PartOf<N, 'query', 'out', undefined>;
/** The path parameters after the server's parse. */
export type ParamsOf<N extends OperationName> = PartOf<N, 'params', 'out', undefined>;

/** A path with its `:name` segments filled (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Every path, relative to API_BASE_PATH, by operation name. */
export const PATHS = Object.fromEntries(OPERATION_NAMES.map((name) => [name, OPERATIONS[name].path])) as {
  readonly [N in OperationName]: Operations[N]['path'];
};

/** GET /card/vv/image/{cardImageId}?token=… : the rendered virtual card (SVG) */
export function cardImagePath(cardImageId: string, token: string): string {
  return `${fillPath(OPERATIONS.cardImage.path, { cardImageId })}?token=${encodeURIComponent(token)}`;
}
