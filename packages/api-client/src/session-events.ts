// The session-ended event the host listens to (ARCHITECTURE.md: 403 handling).
type Listener = () => void;
const listeners = new Set<Listener>();

/** Called on any 403 except the login call's, after the session has been cleared. Returns an unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEnded(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      // one failing listener must not keep the others from hearing it
      console.error('session-ended listener failed', error);
    }
  }
}
