// A Modal whose code loads when it first opens: the host's dialogs (the CVV help, the
// session ones) keep the modal's code (focus trapping, inert background, scroll lock: about 9 KB
// gzip) out of a first visit. Call preloadModal() when a dialog becomes likely (the host: when the
// cardholder starts on the login form, when a session starts), so a dialog that must show (the
// session timeout) does not wait on the network. In a bundle that uses Modal itself it costs nothing.
import { Suspense, lazy, useRef } from 'react';
import type { ModalProps } from './modal';

const loadModal = () => import('./modal');
const Modal = lazy(async () => ({ default: (await loadModal()).Modal }));

/** Fetch the modal's code now (it is cached: one request per page). */
export function preloadModal(): void {
  void loadModal().catch(() => undefined); // a failure is retried when a dialog opens
}

/** The ui Modal, rendered from the first time it opens (then kept, so it can close as it does). */
export function LazyModal(props: ModalProps) {
  const opened = useRef(false);
  if (props.isOpen) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
