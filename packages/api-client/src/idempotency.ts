// The Idempotency-Key of a call that must happen once (a card replacement): a second press or a
// retry of the same request sends the same key, and the server answers the first result.

/** A new random key: a UUID, or a time-and-random one where the browser has no randomUUID. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}
