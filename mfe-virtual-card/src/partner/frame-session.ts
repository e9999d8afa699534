// The card's frame (mfe-virtual-card/PARTNERS.md 'How the frame talks to your page'): runs in the
// portal's embed page (/embed/virtual-card/v1?partner=…) on the portal's own origin, framed by a
// partner's page. It greets its parent, takes exactly one init from it (the embed token and the
// theme; contracts partner-frame), pins the parent's origin, exchanges the token for an embed
// session on the portal (same origin: the page's scripts never see the session, the card's calls
// or their answers), then mounts the card screen of the active release (card-loader.ts) with the
// member's code step first: the session opens nothing of the card until the member types the code
// the portal sent to their contact of record (verify and new code are this frame's calls, handed
// to the screen as functions). To the parent it posts only ready, height, agreement accepted and
// error codes, to the pinned origin: never where the code went.
// Failures are shown to the member inside the frame, with the programme's phone. The frame speaks
// the partner's `locale` option (partner-embed.ts puts it in the frame's URL), else its page's
// language; the card is mounted in it (the parcel loads its words before its first render).
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { RuntimeConfig } from '@portal/contracts';
import { languageTag, setLocale } from '@portal/contracts/i18n';
import {
  PARTNER_BASE_PATH,
  isWebOrigin,
  parseEmbedExchange,
  parseEmbedTheme,
  type CodeSentTo,
} from '@portal/contracts/partner';
import {
  FRAME_SOURCE,
  parseInitMessage,
  type FrameMessage,
  type InitMessage,
} from '@portal/contracts/partner-frame';
import { loadRuntimeConfig } from '@portal/session-store';
import { loadCard } from './card-loader';
import { embedTexts } from './embed-texts';
import { frameLocale } from './frame-locale';
import { showFailure, watchHeight } from './frame-view';
import type {
  EmbedVerification,
  NewCodeOutcome,
  PartnerParcelProps,
  VerifyOutcome,
} from './partner-card-registry';

/** Why the card is not shown: the portal's error code (embed_token_expired, origin_not_allowed, …). */
export class FrameError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'FrameError';
  }
}

/** What the frame needs from the outside world; the tests give their own. */
export interface FrameDeps {
  /** the frame's window (its parent is the partner's page) */
  win: Window;
  /** where the card mounts: the embed page's <main id="portal-virtual-card"> */
  root: HTMLElement;
  loadConfig?: () => Promise<RuntimeConfig>;
  loadParcel?: (config: RuntimeConfig) => Promise<ParcelConfig<PartnerParcelProps>>;
}

type Outgoing = FrameMessage extends infer M
  ? M extends { source: string }
    ? Omit<M, 'source'>
    : never
  : never;

/** The embed session of a token, for a page on `parentOrigin` (the portal checks it is the partner's). */
async function exchange(embedToken: string, parentOrigin: string) {
  let res: Response;
  try {
    res = await fetch(`${PARTNER_BASE_PATH}/embed-sessions/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ embedToken, parentOrigin }),
      credentials: 'same-origin',
    });
  } catch {
    throw new FrameError('unavailable');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const code = (body as { code?: unknown } | null)?.code;
    throw new FrameError(
      typeof code === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(code) ? code : 'unavailable',
    );
  }
  const ids = parseEmbedExchange(body);
  if (!ids) throw new FrameError('unavailable');
  return ids;
}

/** A call of the embed session to the portal (same origin): its status and JSON answer, or null. */
async function sessionCall(path: string, body: object): Promise<{ status: number; body: unknown } | null> {
  try {
    const res = await fetch(`${PARTNER_BASE_PATH}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return null;
  }
}

const errorCode = (body: unknown): string => {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(code) ? code : 'unavailable';
};

const isSentTo = (value: unknown): value is CodeSentTo => {
  const v = value as Partial<CodeSentTo> | null;
  const ok = (x: unknown) => x === null || typeof x === 'string';
  return typeof v === 'object' && v !== null && ok(v.email) && ok(v.phone);
};

/** The member's code step of the embed session `accountId`: the portal's verify and new-code calls. */
export function embedVerification(accountId: string, sentTo: CodeSentTo): EmbedVerification {
  return {
    sentTo,
    async verify(code): Promise<VerifyOutcome> {
      const res = await sessionCall('/embed-sessions/verify', { accountId, code });
      if (!res) return { ok: false, code: 'unavailable' };
      if (res.status === 200) return { ok: true };
      const code_ = errorCode(res.body);
      const triesLeft = (res.body as { triesLeft?: unknown } | null)?.triesLeft;
      return code_ === 'code_invalid' && typeof triesLeft === 'number'
        ? { ok: false, code: 'code_invalid', triesLeft }
        : { ok: false, code: code_ };
    },
    async newCode(): Promise<NewCodeOutcome> {
      const res = await sessionCall('/embed-sessions/code', { accountId });
      if (!res) return { ok: false, code: 'unavailable' };
      const sent = (res.body as { codeSentTo?: unknown } | null)?.codeSentTo;
      if (res.status === 200 && isSentTo(sent)) return { ok: true, sentTo: sent };
      return { ok: false, code: res.status === 200 ? 'unavailable' : errorCode(res.body) };
    },
  };
}

/**
 * Whether the card screen shows the member something: the code step's or the card's heading, the
 * agreement, or the screen's own error message.
 */
const onScreen = (root: HTMLElement) =>
  root.querySelector('h1, [role="alert"]') !== null ||
  root.ownerDocument.querySelector('[role="dialog"]') !== null;

export function startFrame({ win, root, loadConfig, loadParcel }: FrameDeps): void {
  // the page's language before anything shows: its failures, its title, the card's words
  const doc = root.ownerDocument;
  const locale = frameLocale(win.location.href, doc.documentElement.lang);
  setLocale(locale);
  doc.documentElement.lang = languageTag(locale);
  doc.title = embedTexts(locale).frameTitle;
  const parent = win.parent;
  if (parent === win) {
    // opened on its own rather than framed: there is no page to talk to
    showFailure(root, 'not_framed', undefined, locale);
    return;
  }
  // the config and the card script load while the page answers the hello
  const configLoad = (loadConfig ?? (() => loadRuntimeConfig(new URL('/config.json', win.location.href))))();
  const parcelLoad = configLoad.then(
    loadParcel ??
      ((config) => {
        const manifest = config.remotes.virtualCard;
        if (!manifest) throw new FrameError('unavailable');
        return loadCard(manifest, win.location.origin);
      }),
  );
  configLoad.catch(() => undefined);
  parcelLoad.catch(() => undefined);

  let parentOrigin: string | null = null;
  const post = (message: Outgoing) => {
    if (parentOrigin) parent.postMessage({ source: FRAME_SOURCE, ...message }, parentOrigin);
  };

  const fail = async (code: string) => {
    const config = await configLoad.catch(() => undefined);
    showFailure(root, code, config?.program, locale);
    post({ type: 'error', code });
  };

  const run = async (init: InitMessage, origin: string) => {
    const theme = parseEmbedTheme(init.theme);
    if ('errors' in theme) throw new FrameError('invalid_theme');
    const ids = await exchange(init.embedToken, origin);
    const config = await configLoad.catch(() => {
      throw new FrameError('unavailable');
    });
    const parcel = await parcelLoad.catch(() => {
      throw new FrameError('unavailable');
    });
    root.replaceChildren();
    const mounted = mountRootParcel<PartnerParcelProps>(parcel, {
      domElement: root,
      config,
      accountId: ids.accountId,
      cardImageId: ids.cardImageId,
      locale,
      verification: embedVerification(ids.accountId, ids.codeSentTo),
      ...(init.theme ? { theme: theme.theme } : {}),
      onAgreementAccepted: () => post({ type: 'agreement-accepted' }),
    });
    await mounted.mountPromise.catch(() => {
      throw new FrameError('unavailable');
    });
    // ready once the member has something to act on (the agreement's check takes a round trip)
    await new Promise<void>((resolve) => {
      if (onScreen(root)) return resolve();
      const watch = new MutationObserver(() => {
        if (!onScreen(root)) return;
        watch.disconnect();
        resolve();
      });
      watch.observe(root.ownerDocument.body, { childList: true, subtree: true });
    });
    post({ type: 'ready' });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    const init = parseInitMessage(event.data);
    if (!init) return;
    // exactly one init: a second one, whoever sends it, changes nothing
    win.removeEventListener('message', onMessage);
    if (!isWebOrigin(event.origin)) {
      // an opaque parent (a sandboxed page) cannot be pinned: nothing is posted to it
      void fail('origin_not_allowed');
      return;
    }
    parentOrigin = event.origin;
    watchHeight(root, (height) => post({ type: 'height', height }));
    run(init, event.origin).catch((error: unknown) =>
      fail(error instanceof FrameError ? error.code : 'unavailable'),
    );
  };
  win.addEventListener('message', onMessage);
  // the hello carries nothing: any parent may hear it, only the parent's init is taken
  parent.postMessage({ source: FRAME_SOURCE, type: 'hello' }, '*');
}
