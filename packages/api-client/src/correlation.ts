// spec §7: every request carries X-Correlation-Id = a per-session unique id plus an
// incrementing counter. Both live in sessionStorage, so a reload continues the sequence
// instead of repeating ids, and a new tab (a new session) gets a new id.
const ID_KEY = 'portal-correlation-id';
const COUNTER_KEY = 'portal-correlation-counter';

let memoryId: string | null = null;
let memoryCounter = 0;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings): fall back to memory
  }
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The id of this browser session (random, 128 bits). */
export function sessionCorrelationId(): string {
  const store = storage();
  const stored = store?.getItem(ID_KEY);
  if (stored) return stored;
  const id = memoryId ?? randomId();
  memoryId = id;
  store?.setItem(ID_KEY, id);
  return id;
}

/** `${sessionId}-${n}`, n = 1, 2, 3, … for this session. */
export function nextCorrelationId(): string {
  const store = storage();
  const previous = Number(store?.getItem(COUNTER_KEY) ?? memoryCounter);
  const next = (Number.isSafeInteger(previous) && previous >= 0 ? previous : 0) + 1;
  memoryCounter = next;
  store?.setItem(COUNTER_KEY, String(next));
  return `${sessionCorrelationId()}-${next}`;
}
