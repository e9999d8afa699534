// The portal's cross-app events. They live here because every app may import this package and it
// is shared as a Module Federation singleton: a remote that listens and the host that emits hear
// the same bus (a remote never imports another remote, nor the host:
// docs/architecture.md#units-and-what-they-own).

/**
 * spec §4: on session timeout "close all modals". The host closes its own dialogs through its
 * state; remotes' dialogs unmount with their page when the host goes home, and any modal that
 * outlives a navigation listens for this window event (onCloseModals).
 */
export const CLOSE_MODALS_EVENT = 'portal:close-modals';

export function closeAllModals(): void {
  window.dispatchEvent(new CustomEvent(CLOSE_MODALS_EVENT));
}

/** Calls `listener` when the host asks every modal to close. Returns an unsubscribe. */
export function onCloseModals(listener: () => void): () => void {
  window.addEventListener(CLOSE_MODALS_EVENT, listener);
  return () => window.removeEventListener(CLOSE_MODALS_EVENT, listener);
}

/**
 * "Report my card lost or stolen" offered outside the card page's lost-or-stolen panel (the
 * history remote's dispute form): the panel that owns the dialog opens it, so no app reaches
 * into another's DOM.
 */
export const REPORT_LOST_STOLEN_EVENT = 'portal:report-lost-stolen';

export function requestLostStolenReport(): void {
  window.dispatchEvent(new CustomEvent(REPORT_LOST_STOLEN_EVENT));
}

/** Calls `listener` when another app asks to report the card lost or stolen. Returns an unsubscribe. */
export function onLostStolenReport(listener: () => void): () => void {
  window.addEventListener(REPORT_LOST_STOLEN_EVENT, listener);
  return () => window.removeEventListener(REPORT_LOST_STOLEN_EVENT, listener);
}

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();

/**
 * The session-ended event (docs/architecture.md#the-session): emitted by the api-client on
 * any 403 except the login call's, after the session has been cleared; the host goes home.
 * Returns an unsubscribe.
 */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

export function emitSessionEnded(): void {
  for (const listener of [...sessionEndedListeners]) {
    try {
      listener();
    } catch (error) {
      // one failing listener must not keep the others from hearing it
      console.error('session-ended listener failed', error);
    }
  }
}
