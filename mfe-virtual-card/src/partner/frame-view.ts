// What the card's frame (frame-session.ts) shows and measures besides the card: its base styles,
// the member's message when the card cannot be shown (in the frame's language: its `locale`, set
// by frame.ts), and the content height the partner's page sizes the iframe to.
import type { Program } from '@portal/contracts';
import { currentLocale, type Locale } from '@portal/contracts/i18n';
import { embedTexts } from './embed-texts';

/** What of the programme the member's message names: whose customer service, at which number. */
export type FailureProgram = Pick<Program, 'productName' | 'supportPhone'>;

/** The frame's own styles (the server's embed page links none; the card brings its own). */
const FRAME_CSS = `html,body{margin:0;padding:0;background:transparent}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5}
#portal-virtual-card{display:block}
[data-portal-embed-error]{margin:0;padding:12px 16px;border:1px solid #b42318;border-radius:8px;background:#fef3f2;color:#7a271a}
[data-portal-embed-error] a{color:inherit;white-space:nowrap}`;

export function injectFrameStyles(doc: Document): void {
  const style = doc.createElement('style');
  style.dataset.portalFrame = '';
  style.textContent = FRAME_CSS;
  doc.head.append(style);
}

/** `tel:` href of a displayed phone number ('1-800-555-0100' → 'tel:+18005550100'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits.length === 11 ? `+${digits}` : digits}`;
}

/**
 * The words for an error code, without the phone: spent or expired token, not on this site, the
 * card's contact just changed, or not now.
 */
export function failureText(code: string, locale: Locale = currentLocale()): string {
  const T = embedTexts(locale);
  if (code === 'embed_token_expired' || code === 'embed_token_used') return T.expired;
  if (code === 'partner_revoked' || code === 'origin_not_allowed' || code === 'not_framed') return T.notHere;
  if (code === 'contact_recently_changed') return T.contactHoldNoPhone;
  return T.unavailable;
}

/**
 * The words for an error code with the programme named and `{phone}` where its phone goes.
 * (`{product}` is filled here; a programme name holds no placeholder.)
 */
function failureTextWithPhone(code: string, productName: string, locale: Locale): string {
  const T = embedTexts(locale);
  const text =
    code === 'contact_recently_changed' ? T.contactHold : `${failureText(code, locale)} ${T.callUs}`;
  return text.replaceAll('{product}', productName);
}

/**
 * The member's message in the frame, replacing the card: the words for `code` and, when the
 * portal's config is at hand, the programme's name and support phone (a tel: link kept on one line).
 */
export function showFailure(
  root: HTMLElement,
  code: string,
  program: FailureProgram | undefined,
  locale: Locale = currentLocale(),
): void {
  const doc = root.ownerDocument;
  const message = doc.createElement('p');
  message.setAttribute('role', 'alert');
  message.dataset.portalEmbedError = code;
  if (program?.supportPhone) {
    const phone = program.supportPhone;
    const link = doc.createElement('a');
    link.href = telHref(phone);
    // the number on one line: a narrow frame would otherwise break it at a hyphen
    link.style.whiteSpace = 'nowrap';
    link.textContent = phone;
    const [before = '', after = ''] = failureTextWithPhone(code, program.productName, locale).split(
      '{phone}',
    );
    message.append(before, link, after);
  } else {
    message.textContent = failureText(code, locale);
  }
  root.replaceChildren(message);
}

/**
 * The height the frame's content needs, in CSS px: the card screen in the page's flow, or an open
 * dialog (the agreement: a fixed overlay, out of the flow) at its full height with the overlay's
 * padding, so that the iframe grows to show it whole rather than squeezing it.
 */
export function contentHeight(root: HTMLElement): number {
  const doc = root.ownerDocument;
  const win = doc.defaultView;
  const flow = root.getBoundingClientRect().bottom + (win?.scrollY ?? 0);
  let dialogs = 0;
  for (const dialog of doc.querySelectorAll<HTMLElement>('[role="dialog"],[role="alertdialog"]')) {
    let natural = 0;
    for (const part of dialog.children) natural += (part as HTMLElement).scrollHeight;
    // the overlay's padding above and below and the modal's border
    dialogs = Math.max(dialogs, natural + 48);
  }
  return Math.ceil(Math.max(flow, dialogs));
}

/**
 * Calls `report` with the content height whenever it changes: the card's size (ResizeObserver),
 * dialogs opening and closing (MutationObserver) and the frame's own size (a taller frame lets the
 * agreement's text box grow).
 */
export function watchHeight(root: HTMLElement, report: (height: number) => void): () => void {
  const doc = root.ownerDocument;
  const win = doc.defaultView;
  let last = -1;
  let queued = false;
  const measure = () => {
    queued = false;
    const height = contentHeight(root);
    if (height !== last) {
      last = height;
      report(height);
    }
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    if (win?.requestAnimationFrame) win.requestAnimationFrame(measure);
    else setTimeout(measure);
  };
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  resize?.observe(doc.documentElement);
  resize?.observe(root);
  const mutations = new MutationObserver(schedule);
  mutations.observe(doc.body, { childList: true, subtree: true, attributes: true, characterData: true });
  win?.addEventListener('resize', schedule);
  schedule();
  return () => {
    resize?.disconnect();
    mutations.disconnect();
    win?.removeEventListener('resize', schedule);
  };
}
