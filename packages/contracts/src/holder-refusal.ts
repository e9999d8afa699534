// What a refused card number + CVV (login, physical registration: the server's proof of the
// holder) tells the cardholder, read from the answer's typed facts. The server gives an unknown
// card number the answers of a wrong CVV on a real card, so none of these tells whether a card
// exists; each says what to do next instead of spec §8's one "contact customer service".
import type { ApiError } from './api';
import { ERROR_TEXTS, fill } from './messages';
import { formatTimeIn } from './time-zone';

export type HolderRefusal =
  /** 401 login_failed: check both and try again; tries left from the third wrong CVV on */
  | { kind: 'mismatch'; triesLeft: number | null }
  /** 429 locked with lockedUntil: too many wrong CVVs, paused until then */
  | { kind: 'paused'; until: Date }
  /** 429 locked and held: locked until the call centre unlocks the card number */
  | { kind: 'held' }
  /** 429 locked with neither: too many tries from this connection, whatever the card numbers */
  | { kind: 'tooManyTries' };

/** The refusal an error answer carries, or null for any other answer. */
export function holderRefusalOf(body: ApiError | null): HolderRefusal | null {
  if (body?.code === 'login_failed') return { kind: 'mismatch', triesLeft: body.triesLeft ?? null };
  if (body?.code !== 'locked') return null;
  if (body.held) return { kind: 'held' };
  if (body.lockedUntil) return { kind: 'paused', until: new Date(body.lockedUntil) };
  return { kind: 'tooManyTries' };
}

/** The texts of where the holder was refused, read when worded (the page's language). */
function textsOf(where: 'login' | 'registration') {
  return where === 'login'
    ? { triesLeft: ERROR_TEXTS.loginTriesLeft, paused: ERROR_TEXTS.loginPaused, held: ERROR_TEXTS.loginHeld }
    : {
        triesLeft: ERROR_TEXTS.registrationTriesLeft,
        paused: ERROR_TEXTS.registrationPaused,
        held: ERROR_TEXTS.registrationHeld,
      };
}

/**
 * The refusal's sentences where the cardholder logs in or registers, the pause's end in the
 * programme's time zone; `call`: calling customer service is the next step (a call button follows).
 */
export function holderRefusalText(
  refusal: HolderRefusal,
  where: 'login' | 'registration',
  timeZone: string,
): { text: string; call: boolean } {
  const texts = textsOf(where);
  switch (refusal.kind) {
    case 'mismatch': {
      const { triesLeft } = refusal;
      if (triesLeft === null) return { text: ERROR_TEXTS.holderMismatch, call: false };
      const tries = fill(texts.triesLeft, {
        tries: String(triesLeft),
        triesWord: triesLeft === 1 ? ERROR_TEXTS.oneTry : ERROR_TEXTS.manyTries,
      });
      return { text: `${ERROR_TEXTS.holderMismatch} ${tries}`, call: false };
    }
    case 'paused':
      return { text: fill(texts.paused, { time: formatTimeIn(refusal.until, timeZone) }), call: true };
    case 'held':
      return { text: texts.held, call: true };
    case 'tooManyTries':
      return { text: ERROR_TEXTS.holderTooManyTries, call: false };
  }
}
