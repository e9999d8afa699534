// The partner frame's messages (mfe-virtual-card/PARTNERS.md 'How the frame talks to your page'):
// the partner's page (the embed script, partner-embed.ts) and the card's frame on the portal's
// origin (frame.ts) speak only through these, each side checking what it receives. No message
// carries card data: the page gives the frame an embed token and a theme; the frame tells the page
// that it is there, ready, how tall it is, that the agreement was accepted, or an error code.
// Dependency-free on purpose: the embed script is the partner page's whole download (≤ 10 KB gzip).

/** `source` of the frame's messages to the page */
export const FRAME_SOURCE = 'portal-virtual-card';
/** `source` of the page's message to the frame */
export const PAGE_SOURCE = 'portal-partner-page';
/** The frame page on the portal's origin, `?partner=<partnerId>` (its frame-ancestors: that partner's origins). */
export const EMBED_FRAME_PATH = '/embed/virtual-card/v1';

/** What the frame tells the partner's page (posted to the pinned parent origin, `hello` excepted). */
export type FrameMessage =
  /** the frame runs and waits for its init (posted with target '*': it carries nothing) */
  | { source: typeof FRAME_SOURCE; type: 'hello' }
  /** the member's code step, the agreement or the card is on screen */
  | { source: typeof FRAME_SOURCE; type: 'ready' }
  /** the frame's content height in CSS px: the page sizes the iframe to it */
  | { source: typeof FRAME_SOURCE; type: 'height'; height: number }
  /** the member accepted the cardholder agreement in the frame */
  | { source: typeof FRAME_SOURCE; type: 'agreement-accepted' }
  /** the card cannot be shown; the frame shows the member why */
  | { source: typeof FRAME_SOURCE; type: 'error'; code: string };

/** What the partner's page tells the frame, once, after its hello. */
export interface InitMessage {
  source: typeof PAGE_SOURCE;
  type: 'init';
  /** from the partner's server (POST /api/partner/v1/embed-sessions): single use, 5 minutes */
  embedToken: string;
  /** the partner's theme tokens, as given: the frame validates them (contracts parseEmbedTheme) */
  theme?: Record<string, unknown>;
}

const PARTNER_ID = /^ptn_[A-Za-z0-9_-]{16,40}$/;
const EMBED_TOKEN = /^pet_[A-Za-z0-9_-]{20,100}$/;
const ERROR_CODE = /^[a-z][a-z0-9_]{0,63}$/;
/** no content is taller than this: a larger or a negative height is refused */
const MAX_HEIGHT = 100_000;

/** A partner id as the portal hands it out (`ptn_…`): not secret, it names the frame page. */
export const isPartnerId = (value: unknown): value is string =>
  typeof value === 'string' && PARTNER_ID.test(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** the record's own keys are exactly `keys` (in any order): nothing else rides along */
function hasExactly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(value, k));
}

/** A message of the frame, or null when `data` is not exactly one. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data) || data.source !== FRAME_SOURCE) return null;
  switch (data.type) {
    case 'hello':
    case 'ready':
    case 'agreement-accepted':
      return hasExactly(data, ['source', 'type']) ? { source: FRAME_SOURCE, type: data.type } : null;
    case 'height': {
      const { height } = data;
      return hasExactly(data, ['source', 'type', 'height']) &&
        typeof height === 'number' &&
        Number.isFinite(height) &&
        height >= 0 &&
        height <= MAX_HEIGHT
        ? { source: FRAME_SOURCE, type: 'height', height: Math.ceil(height) }
        : null;
    }
    case 'error':
      return hasExactly(data, ['source', 'type', 'code']) &&
        typeof data.code === 'string' &&
        ERROR_CODE.test(data.code)
        ? { source: FRAME_SOURCE, type: 'error', code: data.code }
        : null;
    default:
      return null;
  }
}

/** The page's init, or null when `data` is not exactly one (theme is checked by the frame). */
export function parseInitMessage(data: unknown): InitMessage | null {
  if (!isRecord(data) || data.source !== PAGE_SOURCE || data.type !== 'init') return null;
  const { embedToken, theme } = data;
  const keys = Object.hasOwn(data, 'theme')
    ? ['source', 'type', 'embedToken', 'theme']
    : ['source', 'type', 'embedToken'];
  if (!hasExactly(data, keys) || typeof embedToken !== 'string' || !EMBED_TOKEN.test(embedToken)) return null;
  if (theme !== undefined && !isRecord(theme)) return null;
  return { source: PAGE_SOURCE, type: 'init', embedToken, ...(theme ? { theme } : {}) };
}

/** The frame page's URL for a partner on the portal at `portalUrl`. */
export function embedFrameUrl(portalUrl: string, partnerId: string): string {
  const url = new URL(EMBED_FRAME_PATH, portalUrl);
  url.searchParams.set('partner', partnerId);
  return url.href;
}
