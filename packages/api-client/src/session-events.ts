// The session-ended event lives in @portal/session-store (the cross-app events, src/events.ts),
// which every app may import; the client emits it on a 403 (http.ts) and re-exports the listener.
export { emitSessionEnded, onSessionEnded } from '@portal/session-store';
