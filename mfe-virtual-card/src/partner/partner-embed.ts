// The partner embed (mfe-virtual-card/PARTNERS.md): the one script a programme partner's page
// includes, built by this remote's webpack config as dist/partner/v1/partner-embed.js, a plain
// script at a URL stable for the major version (v1: a change that breaks a partner's mount call
// gets a v2 path). It holds no card and renders none: it puts an iframe of the portal's embed page
// (`/embed/virtual-card/v1?partner=…`, on the portal's origin, its frame-ancestors the partner's
// registered origins) in the partner's container and hands the frame the embed token by
// postMessage, the target origin pinned to the portal's. The card, its data and its calls stay
// inside the frame (frame.ts); the page only hears what contracts' partner-frame messages allow:
// hello, ready, height, agreement accepted, an error code. No framework, no validation library:
// this file is the partner page's whole download from the portal (budgets.json, ≤ 10 KB gzip).
//   PortalVirtualCard.mountVirtualCard({ portalUrl, partnerId, domElement, embedToken, theme?, locale? })
import {
  PAGE_SOURCE,
  embedFrameUrl,
  isPartnerId,
  parseFrameMessage,
  type InitMessage,
} from '@portal/contracts/partner-frame';
import { isLanguage, type Language } from '@portal/contracts/i18n';
import { embedTexts } from './embed-texts';
import { FRAME_LOCALE_PARAM } from './frame-locale';

export interface EmbedOptions {
  /** where the portal lives, e.g. https://cards.example.com (only its origin is used) */
  portalUrl: string;
  /** the partner's id (`ptn_…`, not secret): the portal's embed page for this partner */
  partnerId: string;
  domElement: HTMLElement;
  /** from the partner's server (POST /api/partner/v1/embed-sessions): single use, 5 minutes */
  embedToken: string;
  /** a few design tokens (brand colour, font family, radius), checked by the frame; texts stay the programme's */
  theme?: Record<string, unknown>;
  /**
   * the language of the card and of its messages, 'en' or 'es', when the partner knows the
   * member's; without it, English
   */
  locale?: Language;
  /** the member accepted the cardholder agreement in the frame */
  onAgreementAccepted?: () => void;
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

/**
 * How long a loaded frame may stay silent: a frame page the portal refuses to put on this page
 * (a partner it does not know or revoked, an origin the partner did not register: its
 * frame-ancestors) loads as the browser's error page, which never says hello.
 */
export const HELLO_GRACE_MS = 3000;

/** What the member reads in the container when the frame itself cannot be shown. */
function showFailure(container: HTMLElement, code: string, locale: Language): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.dataset.portalEmbedError = code;
  message.style.cssText =
    'margin:0;padding:12px 16px;border:1px solid #b42318;border-radius:8px;background:#fef3f2;color:#7a271a;font:inherit';
  const T = embedTexts(locale);
  message.textContent = code === 'frame_refused' ? T.notHere : T.unavailable;
  container.replaceChildren(message);
}

function refuse(container: HTMLElement, code: string, detail: string, locale: Language = 'en'): never {
  showFailure(container, code, locale);
  throw new EmbedError(code, detail);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function mountVirtualCard(options: EmbedOptions): Promise<{ unmount(): Promise<void> }> {
  const {
    domElement,
    partnerId,
    embedToken,
    theme,
    locale: asked,
    onAgreementAccepted,
  } = options ?? ({} as EmbedOptions);
  if (!(domElement instanceof HTMLElement))
    throw new EmbedError('invalid_options', 'domElement must be an element');
  let portalOrigin: string;
  try {
    portalOrigin = new URL(options.portalUrl).origin;
  } catch {
    refuse(domElement, 'invalid_options', 'portalUrl must be a URL, e.g. https://cards.example.com');
  }
  if (!isPartnerId(partnerId)) refuse(domElement, 'invalid_options', 'partnerId must be your ptn_… id');
  if (typeof embedToken !== 'string' || embedToken === '')
    refuse(domElement, 'invalid_options', 'embedToken must be the token your server asked for');
  if (asked !== undefined && !isLanguage(asked))
    refuse(domElement, 'invalid_options', "locale must be 'en' or 'es'");
  const locale: Language = asked ?? 'en';
  if (theme !== undefined && !isPlainObject(theme))
    refuse(domElement, 'invalid_theme', 'theme must be an object of design tokens', locale);

  const frame = document.createElement('iframe');
  frame.title = embedTexts(locale).frameTitle;
  // the one feature the frame is granted: writing its own card number, expiry or CVV to the
  // clipboard when the member presses Copy (a cross-origin frame cannot without it); nothing else
  frame.setAttribute('allow', 'clipboard-write');
  frame.style.cssText = 'border:0;width:100%;display:block';
  // the frame's language rides in its URL: the frame speaks it from its first paint, its
  // failures before the init included (frame-session.ts frameLocale)
  const src = new URL(embedFrameUrl(portalOrigin, partnerId));
  if (asked !== undefined) src.searchParams.set(FRAME_LOCALE_PARAM, locale);
  frame.src = src.href;

  let onMessage: (event: MessageEvent) => void = () => undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    window.removeEventListener('message', onMessage);
    clearTimeout(silence);
  };
  const mounted = new Promise<void>((resolve, reject) => {
    let greeted = false;
    let settled = false;
    const settle = (error?: EmbedError) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve();
    };
    onMessage = (event) => {
      // the frame's own window on the portal's origin, nothing else (another frame, the page's scripts)
      if (event.source !== frame.contentWindow || event.origin !== portalOrigin) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'hello': {
          if (greeted) return;
          greeted = true;
          clearTimeout(silence);
          const init: InitMessage = {
            source: PAGE_SOURCE,
            type: 'init',
            embedToken,
            ...(theme ? { theme } : {}),
          };
          try {
            frame.contentWindow?.postMessage(init, portalOrigin);
          } catch {
            // a theme that cannot be copied (a function in it): never reaches the frame
            stop();
            showFailure(domElement, 'invalid_theme', locale);
            settle(new EmbedError('invalid_theme', 'theme must hold plain values'));
          }
          return;
        }
        case 'height':
          frame.style.height = `${message.height}px`;
          return;
        case 'ready':
          settle();
          return;
        case 'agreement-accepted':
          onAgreementAccepted?.();
          return;
        case 'error':
          // the frame shows the member what went wrong, with the programme's phone
          settle(new EmbedError(message.code, `The virtual card cannot be shown (${message.code})`));
          return;
      }
    };
    window.addEventListener('message', onMessage);
    frame.addEventListener('load', () => {
      if (greeted) return;
      clearTimeout(silence);
      silence = setTimeout(() => {
        if (greeted) return;
        stop();
        showFailure(domElement, 'frame_refused', locale);
        settle(new EmbedError('frame_refused', 'The portal did not show its card frame on this page'));
      }, HELLO_GRACE_MS);
    });
  });
  domElement.replaceChildren(frame);
  await mounted;
  return {
    unmount: async () => {
      stop();
      frame.remove();
    },
  };
}

declare global {
  interface Window {
    PortalVirtualCard?: { mountVirtualCard: typeof mountVirtualCard };
  }
}

window.PortalVirtualCard = { mountVirtualCard };
