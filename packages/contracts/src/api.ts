// The wire contract of /api/ind/v1 (spec §7, plus the calls we add), shared by the
// api-client (browser) and the api-server. Every request body the server accepts is
// parsed with one of these schemas; every response the client reads is parsed with one.
//
// Wire formats (pinned):
// - dates are MM/DD/YYYY in every request and response (stored as SQL dates);
// - history `page` is 1-based, `txnCount` is the total in the range, rows newest first,
//   `amount` is a signed number of dollars (debits negative);
// - errors are `{ code, message, fields? }` with `code` from ERROR_CODES, `message` English for
//   developers, and `fields` the keys of the rules' messages (messages.ts), worded by the browser.
//
// One piece: the wire contract is read as one table of shapes, request beside answer; split by
// screen, the same field would be declared twice and drift.
import * as v from 'valibot';
import {
  cardNumberField,
  cvvField,
  holderFields,
  contactFields,
  historyRangeFields,
  historyRangeRule,
  utcToday,
} from './rules';
import type { CalendarDate } from './calendar';
import { LANGUAGES } from './i18n';

export const API_BASE_PATH = '/api/ind/v1';

/** Captcha actions of spec §7. */
export const CAPTCHA_ACTIONS = [
  'ind_login',
  'ind_card_registration',
  'card_resend',
  'ind_contact_form',
] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

// ---------------------------------------------------------------- errors

export const ERROR_CODES = [
  'invalid_request', // 400: body or query failed validation (fields carries per-field message keys)
  'captcha_failed', // 400: captcha failed on any call but login (login answers 403 sanctions)
  'sanctions', // 403 on login: sanctioned card or failed captcha (spec §8)
  'login_failed', // 401 on login/register: unknown card or wrong CVV (one identical answer; triesLeft from the third)
  'card_frozen', // 409: the action is not possible on a frozen card
  'locked', // 429: too many wrong CVVs for this card number (lockedUntil, or held), or too many attempts from this client
  'not_found', // 404
  'not_permitted', // 409: the card's permissions or status do not allow the action
  'already_registered', // 409: registration of a card that is already registered (contact details change through the call centre)
  'unauthorized', // 401: an operator (admin API) call without a valid operator token
  'link_expired', // 410: the emailed virtual-card link expired (offer resend)
  'session_ended', // 403: token missing, expired, revoked or for another card
  'unavailable', // 503: the database is unreachable
  'internal', // 500
  // programme partners: the partner API and the embed's token exchange
  'partner_revoked', // 403: the partner was revoked by the programme (its key and tokens no longer work)
  'origin_not_allowed', // 403: the page's origin is not one the partner registered
  'embed_token_expired', // 401: the embed token expired or is not one the portal issued (ask for a fresh one)
  'embed_token_used', // 401: the embed token was already exchanged (one token per mount)
  'cross_origin', // 403: a card-data call (exchange, agreement, sign, image token, image) from another origin or site
  'verification_required', // 403: a partner's embed session whose holder has not typed the code sent to their contact of record
  'code_invalid', // 400: a wrong one-time code (the answer says how many tries are left)
  'code_expired', // 410: the one-time code is older than its 10 minutes: ask for a new one
  'release_incompatible', // 409: an operator's remote release does not fit the host (publish, switch, canary)
  'release_has_link', // 409: a release's folder holds a symbolic or hard link (publish): its files must be its own
  'release_has_dev_page', // 409: a release carries a remote's standalone dev page (publish)
  'release_in_use', // 409: unpublish of a release a remote serves now or in its canary
  'release_integrity', // 409: a file of a release published by URL is not the one its file list names (publish)
  'release_version_taken', // 409: publish of a version once published with other files (a version never changes)
  'release_page_conflict', // 409: a release declares a page another remote or the host holds, or one it cannot show (publish)
  'forbidden_scope', // 403: an operator token without the scope the operation needs (admin API)
  'contact_recently_changed', // 409: a link resend, PIN reset, card replacement or partner embed code within 72 hours of a contact change (both addresses told)
  'dispute_window_passed', // 409: a dispute of a charge older than the agreement's notice window
  'dispute_not_purchase', // 409: a dispute of a load, fee, refund or adjustment (only purchases are disputed)
  'dispute_already_open', // 409: a second open case for the same charge
  'dispute_already_credited', // 409: a dispute of a charge its earlier cases credited in full (resolved in the holder's favour)
  'dispute_state', // 409: an operator's case action that the case's state does not allow
  'card_closed', // 409: the card was reported lost or stolen (or replaced): closed for good, its replacement is on its way
  'card_expired', // 409 on login: an expired card with money on it; the answer offers a replacement without fee
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorSchema = v.object({
  code: v.picklist(ERROR_CODES),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
  /**
   * Tries left before a pause: a card number + CVV refused (401 login_failed) from the third
   * wrong CVV on, or a wrong one-time code (400 code_invalid). The same for a card number that
   * is not a card, so it tells nothing about the card.
   */
  triesLeft: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** When the pause of a card number ends (429 locked after too many wrong CVVs), ISO 8601. */
  lockedUntil: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  /** 429 locked: the card number stays locked until the call centre unlocks it. */
  held: v.optional(v.boolean()),
});
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

// ---------------------------------------------------------------- shared pieces

/** MM/DD/YYYY, the only date format on the wire. */
export const WireDate = v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Expected MM/DD/YYYY'));

/** The upper-case codes; the server may also send the lower-case words (spec §3). */
export const CARD_STATUSES = ['REQUIRES_ACTIVATION', 'ACTIVATED', 'ISSUED'] as const;
export type CardStatusCode = (typeof CARD_STATUSES)[number];

export const AuthSchema = v.object({
  token: v.string(),
  /** expiry, epoch seconds */
  exp: v.number(),
});
export type Auth = v.InferOutput<typeof AuthSchema>;

export const CardInfoSchema = v.object({
  /** REQUIRES_ACTIVATION | ACTIVATED | ISSUED, or the lower-case words; anything else shows '---' */
  status: v.string(),
  virtual: v.boolean(),
  freezeInfo: v.object({ frozen: v.boolean() }),
  permissions: v.object({
    availableCardFreeze: v.boolean(),
    availablePinReset: v.boolean(),
    availableCardActivation: v.boolean(),
    /** report the card lost or stolen and get a replacement (absent from servers that predate it) */
    availableCardReplacement: v.optional(v.boolean()),
  }),
  cardRegistered: v.boolean(),
  /** first 4 and last 4 digits only, e.g. '4111 **** **** 1111' */
  maskedCardNumber: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  /** legacy BIN 476897 or 424136: the portal shows only the legacy notice */
  gift2GoBin: v.boolean(),
  /** MM/YY */
  expiry: v.optional(v.string()),
  /** the language the card's mail and SMS are written in (absent from servers that predate it) */
  language: v.optional(v.picklist(LANGUAGES)),
});
export type CardInfo = v.InferOutput<typeof CardInfoSchema>;

const linkClickParams = v.optional(v.nullable(v.record(v.string(), v.string())));
/** the captcha token of a body that carries one (the operation's `captcha`) */
export const CaptchaResponse = v.pipe(v.string(), v.maxLength(4096));
/** the opaque account id of an emailed virtual-card link (≥ 128 bits, url-safe) */
export const AccountId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid account id'));

// ---------------------------------------------------------------- calls of spec §7

/** POST /auth/card */
export const LoginRequestSchema = v.object({
  cardNumber: cardNumberField,
  cardCvv: cvvField,
  captchaResponse: CaptchaResponse,
});
export const LoginResponseSchema = v.object({
  card: CardInfoSchema,
  /** null for a frozen card: no session (spec §4, §8) */
  auth: v.nullable(AuthSchema),
});

/** GET /card/info (?refresh=true forces a refresh from the card ledger) */
export const CardInfoResponseSchema = CardInfoSchema;

/** GET /card/balance */
export const BalanceResponseSchema = v.object({ amount: v.number() });
export type CardBalance = v.InferOutput<typeof BalanceResponseSchema>;

/** POST /card/isRegistered — cardNum is the account id, as the guard sends it */
export const IsRegisteredRequestSchema = v.object({ cardNum: AccountId, linkClickParams });
export const IsRegisteredResponseSchema = v.object({
  registered: v.boolean(),
  /** the link expired or a fresher one superseded it (the page goes to the expired-link view) */
  expired: v.optional(v.boolean()),
});

/** POST /card/register (physical card) */
export const RegisterRequestSchema = v.object({
  cardNum: cardNumberField,
  cvv: cvvField,
  captchaResponse: CaptchaResponse,
  ...holderFields,
  linkClickParams,
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;
export const RegisterResponseSchema = v.object({ needToUpdateInfo: v.boolean() });

/** POST /card/registerVirtualCard (the emailed link's account id proves the holder) */
export const RegisterVirtualRequestSchema = v.object({
  accountId: AccountId,
  captchaResponse: CaptchaResponse,
  ...holderFields,
  linkClickParams,
});
export type RegisterVirtualRequest = v.InferOutput<typeof RegisterVirtualRequestSchema>;
export const RegisterVirtualResponseSchema = v.object({ needToUpdateInfo: v.boolean() });

/** POST /card/freeze */
export const FreezeRequestSchema = v.object({ frozen: v.boolean() });
export const FreezeResponseSchema = v.object({ frozen: v.boolean() });

/** POST /card/language — the language of the card's mail and SMS */
export const CardLanguageRequestSchema = v.object({ language: v.picklist(LANGUAGES) });

/** POST /card/pin/reset — the server sends the new PIN by SMS */
export const PinResetResponseSchema = v.object({ sent: v.boolean() });

/** POST /card/activate (added) → the refreshed card info */
export const ActivateResponseSchema = CardInfoSchema;

/** POST /card/email/resend */
export const EmailResendRequestSchema = v.object({ accountId: AccountId, captchaResponse: CaptchaResponse });
export const EmailResendResponseSchema = v.object({ sent: v.boolean() });

export const TXN_TYPES = ['purchase', 'load', 'fee', 'refund', 'adjustment'] as const;
export type TxnType = (typeof TXN_TYPES)[number];
/** What the history table shows for a type, and so what the CSV export writes. */
export const TXN_TYPE_LABELS: Record<TxnType, string> = {
  purchase: 'Purchase',
  load: 'Load',
  fee: 'Fee',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

export const TransactionSchema = v.object({
  /** what a dispute names the transaction by (POST /card/disputes) */
  id: v.optional(v.string()),
  date: WireDate,
  type: v.picklist(TXN_TYPES),
  merchant: v.string(),
  /** signed dollars, debits negative */
  amount: v.number(),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

/**
 * POST /card/txn/history (the client asks 50 per call: 5 pages of 10, spec §9). The range rule
 * of spec §5 holds on the server too, against the server's `today()` (UTC by default).
 */
export function historyRequestSchema(today: () => CalendarDate = utcToday) {
  return v.pipe(
    v.object({
      ...historyRangeFields,
      page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100000)),
      txnPerPage: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
    }),
    historyRangeRule(today),
  );
}
export const HistoryRequestSchema = historyRequestSchema();
export type HistoryRequest = v.InferOutput<typeof HistoryRequestSchema>;
export const HistoryResponseSchema = v.object({
  transactions: v.array(TransactionSchema),
  page: v.number(),
  txnCount: v.number(),
});
export type HistoryResponse = v.InferOutput<typeof HistoryResponseSchema>;

/** POST /card/txn/history/download — same range, Accept text/csv */
export function historyDownloadRequestSchema(today: () => CalendarDate = utcToday) {
  return v.pipe(v.object({ ...historyRangeFields }), historyRangeRule(today));
}
export const HistoryDownloadRequestSchema = historyDownloadRequestSchema();
export type HistoryDownloadRequest = v.InferOutput<typeof HistoryDownloadRequestSchema>;
export const CSV_COLUMNS = ['Date', 'Type', 'Merchant', 'Amount'] as const;
export const CSV_FALLBACK_FILENAME = 'transaction-history.csv';
export const CSV_FILENAME_HEADER = 'X-Content-Filename';

/** POST /card/vv/agreement */
export const AgreementRequestSchema = v.object({ accountId: AccountId });
export const AgreementResponseSchema = v.object({ acceptanceDate: v.nullable(WireDate) });

/** POST /card/vv/agreement/sign */
export const AgreementSignRequestSchema = v.object({
  accountId: AccountId,
  email: v.nullable(v.pipe(v.string(), v.maxLength(254))),
});
export const AgreementSignResponseSchema = v.object({ acceptanceDate: WireDate });

/** POST /card/vv/getToken → a short-lived token for the card image */
export const GetTokenRequestSchema = v.object({ accountId: AccountId });
export const GetTokenResponseSchema = v.object({ token: v.string() });

/** POST /card/vv/details → the card's number, expiry and CVV as text (one card-image token each) */
export const CardDetailsRequestSchema = v.object({
  cardImageId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'Invalid card image id')),
  token: v.pipe(v.string(), v.maxLength(2048), v.description('from getToken')),
});
export const CardDetailsResponseSchema = v.object({
  cardNumber: v.pipe(v.string(), v.regex(/^\d{16}$/)),
  /** MM/YY, as printed on the card */
  expiry: v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}$/)),
  cvv: v.pipe(v.string(), v.regex(/^\d{3}$/)),
});
export type CardDetails = v.InferOutput<typeof CardDetailsResponseSchema>;

/** POST /support/contact */
export const ContactRequestSchema = v.object({ ...contactFields, captchaResponse: CaptchaResponse });
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;
/**
 * Business days within which support answers a contact request, told on the confirmation and in the
 * acknowledgement email: the programme config names no reply time, so the portal's one value.
 */
export const CONTACT_REPLY_BUSINESS_DAYS = 2;
/** A contact request's reference, e.g. C-7F3K9Q: the cardholder quotes it when they write or call again. */
export const ContactReferenceSchema = v.pipe(
  v.string(),
  v.regex(/^C-[A-HJ-NP-Z2-9]{6,8}$/, 'Expected a contact reference such as C-7F3K9Q'),
);
export const ContactResponseSchema = v.object({ received: v.boolean(), reference: ContactReferenceSchema });
export type ContactResponse = v.InferOutput<typeof ContactResponseSchema>;

// ---------------------------------------------------------------- calls we add

/** POST /auth/refresh → a new token, up to 12 h from login */
export const RefreshResponseSchema = AuthSchema;
/** POST /auth/logout → 204 */

/** GET /captcha/challenge → an altcha proof-of-work challenge */
export const CaptchaChallengeSchema = v.object({
  algorithm: v.string(),
  challenge: v.string(),
  salt: v.string(),
  signature: v.string(),
  maxnumber: v.optional(v.number()),
});
export type CaptchaChallenge = v.InferOutput<typeof CaptchaChallengeSchema>;
