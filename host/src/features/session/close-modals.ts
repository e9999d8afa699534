// spec §4: on session timeout "close all modals". The host closes its own dialogs through its
// state; remotes' dialogs unmount with their page when the host goes home, and any modal that
// outlives a navigation can listen for this event.
export const CLOSE_MODALS_EVENT = 'portal:close-modals';

export function closeAllModals(): void {
  window.dispatchEvent(new CustomEvent(CLOSE_MODALS_EVENT));
}
