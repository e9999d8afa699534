// Programme partners (docs/architecture.md#the-partner-embed): the partner API, the embed token
// exchange and the embed's theme. A partner's own server asks `POST /api/partner/v1/embed-sessions`
// with its API key for a short-lived, single-card embed token; the partner's page hands it by
// `postMessage` to the card's frame on the portal's own origin (/embed/virtual-card/v1), which
// exchanges it once (the framing page's origin checked against the partner's registered origins)
// for a short cardholder-view session: a link of the card that lives a few minutes and that
// exactly the virtual-card screen's link operations accept (EMBED_SESSION_OPERATIONS).
import * as v from 'valibot';
import type { OperationName } from './operations';

export const PARTNER_BASE_PATH = '/api/partner/v1';

/** An embed token lives this long (the issue: ≤ 5 minutes) and is exchanged once. */
export const EMBED_TOKEN_TTL_SECONDS = 300;
/** The cardholder-view session the exchange gives the embed. */
export const EMBED_SESSION_TTL_SECONDS = 900;

/**
 * The one-time code of an embed session: the partner's server and page hold the embed token, so
 * what proves the member is there is a code sent to the holder's contact of record and typed
 * inside the frame. Six digits, good for 10 minutes; 5 wrong tries end the embed session.
 */
export const EMBED_CODE_DIGITS = 6;
export const EMBED_CODE_TTL_SECONDS = 600;
export const EMBED_CODE_MAX_TRIES = 5;
/** New codes a session may ask for (besides the first) in EMBED_CODE_TTL_SECONDS */
export const EMBED_CODE_RESENDS_PER_SESSION = 3;
/**
 * Codes sent for one card in an hour, by exchanges and resends together: with 5 tries each, at most
 * 50 guesses an hour at a million codes, whoever opens the sessions.
 */
export const EMBED_CODES_PER_CARD_HOUR = 10;

/**
 * The operations of the cardholder API an embed session may make: what the virtual-card screen
 * needs (agreement status and signing, the card-image token, the image and its text, resend) and nothing
 * else. Every other link operation refuses an embed session (404 `not_found`), and the session
 * operations (freeze, history, PIN, …) never accept it: it is not a session token.
 */
export const EMBED_SESSION_OPERATIONS = [
  'agreement',
  'agreementSign',
  'getToken',
  'cardImage',
  'cardDetails',
  'emailResend',
] as const satisfies readonly OperationName[];

export function isEmbedSessionOperation(name: string | undefined): boolean {
  return (EMBED_SESSION_OPERATIONS as readonly string[]).includes(name ?? '');
}

/** A partner id as the portal hands it out: `ptn_` and 16 to 40 letters, digits, _ or -. */
export const PartnerIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^ptn_[A-Za-z0-9_-]{16,40}$/, 'Expected a partner id (ptn_…)'),
);

/** The partner's own reference of a card (its member or account number). */
export const ExternalRefSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z0-9._:-]{1,128}$/, 'Expected 1 to 128 letters, digits or . _ : -'),
);

/** A web origin (scheme, host, optional port; no path), as browsers send it in `Origin`. */
export function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

export const OriginSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check(isWebOrigin, 'Expected an origin such as https://partner.example (no path, no trailing slash)'),
);

const AccountIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'Invalid account id'));
const EmbedTokenSchema = v.pipe(
  v.string(),
  v.regex(/^pet_[A-Za-z0-9_-]{20,100}$/, 'Expected an embed token (pet_…)'),
);

/** `{ externalRef }` (the partner's reference of the card) or `{ accountId }` (the card's), not both. */
export const EmbedSessionRequestSchema = v.pipe(
  v.object({ externalRef: v.optional(ExternalRefSchema), accountId: v.optional(AccountIdSchema) }),
  v.check(
    (b) => (b.externalRef === undefined) !== (b.accountId === undefined),
    'Give externalRef or accountId (one of them)',
  ),
);

export const EmbedSessionResponseSchema = v.object({
  /** single use, single card, bound to the partner's registered origins */
  embedToken: v.string(),
  /** ISO 8601, at most EMBED_TOKEN_TTL_SECONDS ahead */
  expiresAt: v.string(),
});

/**
 * The frame on the portal's origin exchanges the token it was handed by `postMessage`;
 * `parentOrigin` is the origin of the page that framed it (the message's `event.origin`), which
 * must be one the token's partner registered. Unknown keys are refused.
 */
export const EmbedExchangeRequestSchema = v.strictObject({
  embedToken: EmbedTokenSchema,
  parentOrigin: OriginSchema,
});

/**
 * Where the session's one-time code went, masked (`a•••@example.com`, `•••• 0142`): the member
 * recognises their own address; nobody learns it.
 */
export const CodeSentToSchema = v.object({
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
});
export type CodeSentTo = v.InferOutput<typeof CodeSentToSchema>;

/**
 * What the virtual-card screen needs to run: the ids its link operations take, and where the code
 * the member types before anything of the card is shown went.
 */
export const EmbedExchangeResponseSchema = v.object({
  accountId: v.string(),
  cardImageId: v.string(),
  expiresAt: v.string(),
  codeSentTo: CodeSentToSchema,
});
export type EmbedExchangeResponse = v.InferOutput<typeof EmbedExchangeResponseSchema>;

/** The member's code for the embed session `accountId`, typed inside the frame. */
export const EmbedVerifyRequestSchema = v.strictObject({
  accountId: AccountIdSchema,
  code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(new RegExp(`^\\d{${EMBED_CODE_DIGITS}}$`), `Enter the ${EMBED_CODE_DIGITS} digits of the code`),
  ),
});
export const EmbedVerifyResponseSchema = v.object({ verified: v.literal(true) });

/** A new code for the embed session `accountId` (the earlier one stops working). */
export const EmbedCodeRequestSchema = v.strictObject({ accountId: AccountIdSchema });
export const EmbedCodeResponseSchema = v.object({ codeSentTo: CodeSentToSchema });

/**
 * A partner's theme for the embed: a few validated design tokens, never texts (the card, its
 * texts and its legal wording stay the programme's). Unknown keys are refused.
 */
export const EmbedThemeSchema = v.strictObject({
  /** the buttons' and links' colour, #RRGGBB */
  brandColor: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'brandColor: a colour as #RRGGBB'))),
  /** a CSS font-family list: font names, spaces, commas, quotes and hyphens only */
  fontFamily: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(120, 'fontFamily: at most 120 characters'),
      v.regex(/^[A-Za-z0-9 ,'"-]+$/, 'fontFamily: font names separated by commas'),
    ),
  ),
  /**
   * the frame's page behind the card screen: the programme's surface colour, or transparent so the
   * partner's own background shows through (panels and fields keep their surface for contrast)
   */
  background: v.optional(v.picklist(['surface', 'transparent'], "background: 'surface' or 'transparent'")),
  /** corner radius of the embed's buttons and panels, in px */
  radius: v.optional(
    v.pipe(
      v.number('radius: a number of pixels'),
      v.integer('radius: a whole number of pixels'),
      v.minValue(0, 'radius: 0 to 24'),
      v.maxValue(24, 'radius: 0 to 24'),
    ),
  ),
});
export type EmbedTheme = v.InferOutput<typeof EmbedThemeSchema>;

/** The theme a partner passed, or the messages of what is wrong with it (for the embed script). */
export function parseEmbedTheme(input: unknown): { theme: EmbedTheme } | { errors: string[] } {
  const result = v.safeParse(EmbedThemeSchema, input ?? {});
  return result.success ? { theme: result.output } : { errors: result.issues.map((i) => i.message) };
}

/** The exchange's answer, or null when it is not one. */
export function parseEmbedExchange(input: unknown): EmbedExchangeResponse | null {
  const result = v.safeParse(EmbedExchangeResponseSchema, input);
  return result.success ? result.output : null;
}

/**
 * How a partner call proves who makes it:
 * - partnerKey: `Authorization: Bearer <apiKey>` of a partner that is not revoked (the partner's server)
 * - embedToken: the embed token in the body, presented by the card's frame on the portal's origin for a page origin the partner registered
 * - embedSession: the account id of a live embed session in the body, presented by the card's frame
 */
export type PartnerAuthKind = 'partnerKey' | 'embedToken' | 'embedSession';

export interface PartnerOperation {
  method: 'post';
  /** relative to PARTNER_BASE_PATH */
  path: string;
  summary: string;
  auth: PartnerAuthKind;
  audit: string;
  request: v.GenericSchema;
  response: v.GenericSchema;
  /** error statuses besides 400/500/503 */
  errors: number[];
}

/** The partner API, separate from the cardholders' (/api/ind/v1); in the OpenAPI document too. */
export const PARTNER_OPERATIONS = {
  createEmbedSession: {
    method: 'post',
    path: '/embed-sessions',
    summary:
      "From the partner's server, with its API key: an embed token for one of its own cards (by its externalRef or accountId), single use, valid 5 minutes, usable only from the partner's registered origins.",
    auth: 'partnerKey',
    audit: 'partner_embed_session',
    request: EmbedSessionRequestSchema,
    response: EmbedSessionResponseSchema,
    errors: [401, 403, 404, 409, 429],
  },
  exchangeEmbedSession: {
    method: 'post',
    path: '/embed-sessions/exchange',
    summary:
      "From the card's frame on the portal's own origin (a request from another origin or site is refused 403 cross_origin): exchanges an embed token once, for the partner page origin `parentOrigin` it registered (else 403 origin_not_allowed), for a short cardholder-view session of its card, accepted only by the virtual-card screen's operations. Within 72 hours of a call-centre contact change: 409 contact_recently_changed (no code sent; every contact of the window told).",
    auth: 'embedToken',
    audit: 'partner_embed_exchange',
    request: EmbedExchangeRequestSchema,
    response: EmbedExchangeResponseSchema,
    errors: [401, 403, 409, 429],
  },
  verifyEmbedSession: {
    method: 'post',
    path: '/embed-sessions/verify',
    summary:
      "From the card's frame: the one-time code the member received at the card's contact of record. Until it is given, the agreement, its signing, the image token and the image refuse the embed session (403 verification_required). A wrong code: 400 code_invalid with triesLeft; an expired one: 410 code_expired; the fifth wrong one ends the session (429 locked).",
    auth: 'embedSession',
    audit: 'partner_embed_verify',
    request: EmbedVerifyRequestSchema,
    response: EmbedVerifyResponseSchema,
    errors: [403, 404, 410, 429],
  },
  resendEmbedCode: {
    method: 'post',
    path: '/embed-sessions/code',
    summary:
      "From the card's frame: a new one-time code to the card's contact of record (the earlier code stops working). Limited per session and per card (429 locked). Within 72 hours of a call-centre contact change: 409 contact_recently_changed (no code sent; every contact of the window told).",
    auth: 'embedSession',
    audit: 'partner_embed_code',
    request: EmbedCodeRequestSchema,
    response: EmbedCodeResponseSchema,
    errors: [403, 404, 409, 410, 429],
  },
} as const satisfies Record<string, PartnerOperation>;

export type PartnerOperations = typeof PARTNER_OPERATIONS;
export type PartnerOperationName = keyof PartnerOperations;
export const PARTNER_OPERATION_NAMES = Object.keys(PARTNER_OPERATIONS) as PartnerOperationName[];
