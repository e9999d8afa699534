// The one way the portal pays for a server-rendered part's code when it is used, not when the page
// starts: the login form (features/login/deferred-login-form.tsx) and a public page's remote, the
// contact form (federation/remote-area.tsx), each wait here for the visitor's first act on the
// page or on that part (the pointer, a touch, a key, the focus), then fetch their code. The
// server's HTML paints and takes typing meanwhile; the code adopts what was typed when it runs.
// Heard on the window as the event captures, before React: React stops an event aimed at content
// it has not hydrated yet at its root, so a listener on the part itself would never hear it.

/** What the visitor does that says they are about to use a part of the page. */
export type IntentEvent = 'pointermove' | 'pointerdown' | 'touchstart' | 'keydown' | 'focusin';

/** Any act on the page: the sooner the code is fetched, the sooner a press noted meanwhile is done. */
export const PAGE_INTENT: readonly IntentEvent[] = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
];

/**
 * An act on the part itself: a tap, a key or the focus in it. A pointer passing over a page the
 * visitor only reads fetches nothing.
 */
export const PART_INTENT: readonly IntentEvent[] = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/**
 * Whether the visitor already acted on `element` while the page's code was arriving: typed into
 * one of its fields, put the focus in it, or has the pointer over its form.
 */
function alreadyActedOn(element: HTMLElement): boolean {
  const typed = [...element.querySelectorAll('input, textarea')].some(
    (field) => (field as HTMLInputElement).value !== '',
  );
  const hovered = element.querySelector('form')?.matches(':hover') ?? false;
  return typed || hovered || element.contains(document.activeElement);
}

/**
 * Calls `reached` once: at once when the visitor already acted on `element`, else at the first of
 * `events` heard on the page, or only inside `element` when `within` is set. Gives the function
 * that stops listening (an effect's cleanup).
 */
export function onFirstIntent(
  element: HTMLElement,
  reached: () => void,
  { events = PAGE_INTENT, within = false }: { events?: readonly IntentEvent[]; within?: boolean } = {},
): () => void {
  if (alreadyActedOn(element)) {
    reached();
    return () => undefined;
  }
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of events) window.removeEventListener(type, onEvent, options);
  };
  function onEvent(event: Event) {
    if (within && !(event.target instanceof Node && element.contains(event.target))) return;
    stop();
    reached();
  }
  for (const type of events) window.addEventListener(type, onEvent, options);
  return stop;
}

/** Settles at the visitor's next tap, click or key press: a failed download is tried again then. */
export const nextMove = () =>
  new Promise<void>((resolve) => {
    const moved = () => {
      window.removeEventListener('pointerdown', moved);
      window.removeEventListener('keydown', moved);
      resolve();
    };
    window.addEventListener('pointerdown', moved);
    window.addEventListener('keydown', moved);
  });
