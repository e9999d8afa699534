// The partner embed (ARCHITECTURE.md §1, §3; mfe-virtual-card/PARTNERS.md): a page with no React
// of its own mounts the virtual-card remote's card screen with single-spa, passing the portal's
// runtime config as props (there is no host). Built by this remote's webpack config as
// dist/partner/v1/partner-embed.js, a plain script; its URL is stable for the major version (v1):
// a change that breaks a partner's mount call gets a v2 path.
// The card screen comes from the release of the remote that the portal's /config.json names: its
// partner/v1/card.js (partner-card.ts), the ./parcel lifecycles built on preact/compat, so that a
// partner page downloads the card in about 66 KB gzip rather than React's 68 plus the Module
// Federation runtime's 21 plus the rest (issue 10). A release or a rollback of the remote reaches
// partner pages with the next mount, as it reaches the portal's.
//
// A programme partner mounts with an embed token its own server asked for
// (POST /api/partner/v1/embed-sessions): the script exchanges it once for an embed session (the
// portal checks the page's origin) and mounts the card screen on it, unchanged: the session is a
// short-lived link the screen's own operations accept. The emailed-link mount (accountId +
// cardImageId) keeps working for the portal's own pages.
//   PortalVirtualCard.mountVirtualCard({ portalUrl, domElement, embedToken, theme? })
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import {
  PARTNER_BASE_PATH,
  parseEmbedExchange,
  parseEmbedTheme,
  type EmbedTheme,
} from '@portal/contracts/partner';
import { defaultRemoteManifests } from '@portal/contracts/remotes';
import { PARTNER_CARD_SCRIPT } from '@portal/contracts/remotes-data';
import { loadRuntimeConfig } from '@portal/session-store';
import { EMBED_TEXTS } from './embed-texts';
import { PARTNER_CARDS_GLOBAL, type PartnerCards, type PartnerParcelProps } from './partner-card-registry';

export interface EmbedOptions {
  /** where the portal lives, e.g. https://cards.example.com (its /config.json is read) */
  portalUrl: string;
  domElement: HTMLElement;
  /** from the partner's server (POST /api/partner/v1/embed-sessions): single use, 5 minutes */
  embedToken?: string;
  /** a few design tokens (brand colour, font family, radius); texts stay the programme's */
  theme?: EmbedTheme;
  /** the emailed link's ids, decoded (the portal's own emailed-link embed) */
  accountId?: string;
  cardImageId?: string;
}

/** A failed mount: `code` is the portal's error code (embed_token_expired, origin_not_allowed, …). */
export class EmbedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EmbedError';
  }
}

/** What the member reads in the partner's container when the card cannot be shown. */
function showFailure(container: HTMLElement, code: string, phone: string | undefined): void {
  const text =
    code === 'embed_token_expired' || code === 'embed_token_used'
      ? EMBED_TEXTS.expired
      : code === 'partner_revoked' || code === 'origin_not_allowed'
        ? EMBED_TEXTS.notHere
        : EMBED_TEXTS.unavailable;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.dataset.portalEmbedError = code;
  message.style.cssText =
    'margin:0;padding:12px 16px;border:1px solid #b42318;border-radius:8px;background:#fef3f2;color:#7a271a;font:inherit';
  message.textContent = text;
  if (phone) {
    // the number on one line: a narrow container would otherwise break it at a hyphen
    const number = document.createElement('span');
    number.style.whiteSpace = 'nowrap';
    number.textContent = phone;
    const [before = '', after = ''] = EMBED_TEXTS.callUs.split('{phone}');
    message.append(` ${before}`, number, after);
  }
  container.replaceChildren(message);
}

/** The card scripts being loaded, by URL: two mounts at once (two cards on a page) share one. */
const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loaded = loading.get(src);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = () => resolve();
      script.onerror = () => reject(new EmbedError('unavailable', 'The virtual card could not be loaded'));
      document.head.append(script);
    });
    loading.set(src, loaded);
  }
  return loaded;
}

/**
 * The card's parcel from its script (`src`), loaded once per page and URL. A load that gave no
 * card (a failed download, an answer that was not the card) is forgotten: the next mount tries again.
 */
async function loadParcel(src: string): Promise<ParcelConfig<PartnerParcelProps>> {
  const cards = () =>
    (window as unknown as Record<string, PartnerCards | undefined>)[PARTNER_CARDS_GLOBAL]?.[src];
  if (!cards()) await loadScript(src).catch(() => undefined);
  const parcel = cards();
  if (!parcel) {
    loading.delete(src);
    document.head.querySelector(`script[src="${CSS.escape(src)}"]`)?.remove();
    throw new EmbedError('unavailable', 'The virtual card could not be loaded');
  }
  return parcel;
}

/**
 * The card of the release the config names (`manifest`: its mf-manifest.json, or its
 * remoteEntry.js; the card script sits beside it) or, when that release has none (one switched on
 * before releases carried it, rolled back to), the card of the portal's own build of this remote.
 */
async function loadCard(manifest: string, portalUrl: string): Promise<ParcelConfig<PartnerParcelProps>> {
  const release = new URL(PARTNER_CARD_SCRIPT, manifest).href;
  const own = new URL(PARTNER_CARD_SCRIPT, new URL(defaultRemoteManifests().virtualCard, portalUrl)).href;
  try {
    return await loadParcel(release);
  } catch (error) {
    if (release === own) throw error;
    return loadParcel(own);
  }
}

/** The embed session of a token: the ids the card screen runs on. */
async function exchange(portalUrl: string, embedToken: string) {
  let res: Response;
  try {
    res = await fetch(new URL(`${PARTNER_BASE_PATH}/embed-sessions/exchange`, portalUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ embedToken }),
      credentials: 'omit',
    });
  } catch {
    throw new EmbedError('unavailable', 'The portal could not be reached');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = (body ?? {}) as { code?: unknown; message?: unknown };
    throw new EmbedError(
      typeof error.code === 'string' ? error.code : 'unavailable',
      typeof error.message === 'string' ? error.message : `The portal answered ${res.status}`,
    );
  }
  const parsed = parseEmbedExchange(body);
  if (!parsed) throw new EmbedError('unavailable', 'The portal gave an unexpected answer');
  return parsed;
}

export async function mountVirtualCard(options: EmbedOptions): Promise<{ unmount(): Promise<unknown> }> {
  const { domElement, portalUrl } = options;
  if (!(domElement instanceof HTMLElement))
    throw new EmbedError('invalid_options', 'domElement must be an element');
  const theme = parseEmbedTheme(options.theme);
  if ('errors' in theme) {
    showFailure(domElement, 'invalid_theme', undefined);
    throw new EmbedError('invalid_theme', theme.errors.join('; '));
  }
  // Three loads at once, so that the card shows after the slowest of them rather than after their
  // sum: the token's exchange; the portal's config, with every URL absolute against it (on the
  // partner's page relative ones would point at the partner; the one loader: ok answer,
  // RuntimeConfigSchema, absolute URLs), and after it the card script of the release it names.
  // Nothing renders before the token is accepted; the card script, run, files the card's
  // lifecycles and adds its styles to the page (a refused mount may have fetched it).
  const configLoad = loadRuntimeConfig(new URL('/config.json', portalUrl));
  const parcelLoad = configLoad.then((config) => {
    const entry = config.remotes.virtualCard;
    if (!entry) throw new EmbedError('unavailable', 'The portal config names no virtualCard remote');
    return loadCard(entry, portalUrl);
  });
  // their failures are reported below, in order: the token's first
  configLoad.catch(() => undefined);
  parcelLoad.catch(() => undefined);
  try {
    // the token first: a page the partner did not register, a revoked partner or a spent token
    // is told so whatever else failed
    const ids = options.embedToken
      ? await exchange(portalUrl, options.embedToken)
      : { accountId: options.accountId ?? '', cardImageId: options.cardImageId ?? '' };
    const config = await configLoad;
    const parcel = mountRootParcel<PartnerParcelProps>(await parcelLoad, {
      domElement,
      config,
      accountId: ids.accountId,
      cardImageId: ids.cardImageId,
      ...(options.theme ? { theme: theme.theme } : {}),
    });
    await parcel.mountPromise;
    return { unmount: () => parcel.unmount() };
  } catch (error) {
    const code = error instanceof EmbedError ? error.code : 'unavailable';
    // the programme's support phone when the portal lets this page read its config
    const config = await configLoad.catch(() => undefined);
    showFailure(domElement, code, config?.program.supportPhone);
    throw error instanceof EmbedError ? error : new EmbedError(code, String(error));
  }
}

declare global {
  interface Window {
    PortalVirtualCard?: { mountVirtualCard: typeof mountVirtualCard };
  }
}

window.PortalVirtualCard = { mountVirtualCard };
