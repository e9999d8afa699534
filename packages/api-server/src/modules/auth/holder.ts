// Proving a card holder by card number + CVV (login and physical registration). Unknown card and
// wrong CVV take the same path (same queries, same CVV derivation, same answer); failures are
// counted per fingerprint whether or not a card has it, so the tries left and the locks an answer
// names are the same for a number that is no card.
import type { FastifyRequest } from 'fastify';
import { fill, type ApiError } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { enqueue } from '../../notify/outbox';
import { notifyTexts } from '../../notify/texts';
import { cardByFingerprint, type CardRow } from '../card/repository';
import { maskedNumber } from '../card/wire';
import { clearFailures, countFailure, lockOf, type Lock } from './lockout.repository';

/**
 * The answer names the tries left from this wrong CVV on: sooner, it would worry a cardholder who
 * mistyped once; later, the pause would come without a warning.
 */
const TRIES_LEFT_FROM_FAILURE = 3;

/** A refused proof with the facts the cardholder is told (contracts ApiError: triesLeft, lockedUntil, held). */
class HolderRefusal extends ApiFailure {
  constructor(
    code: 'login_failed' | 'locked',
    message: string | undefined,
    readonly facts: Pick<ApiError, 'triesLeft' | 'lockedUntil' | 'held'>,
  ) {
    super(code, message);
  }
  override toBody(): ApiError {
    return { ...super.toBody(), ...this.facts };
  }
}

/** 429 locked with the lock's end, or held (a lock that ended meanwhile: the bare 429). */
function lockedAnswer(lock: Lock | null): ApiFailure {
  if (!lock) return new ApiFailure('locked');
  if (lock.held)
    return new HolderRefusal(
      'locked',
      'Too many wrong tries: call customer service to unlock this card number',
      {
        held: true,
      },
    );
  return new HolderRefusal('locked', undefined, { lockedUntil: lock.until.toISOString() });
}

export async function proveHolder(
  req: FastifyRequest,
  input: { pan: string; cvv: string },
): Promise<CardRow> {
  const { ctx } = req.server;
  const { db, cardCrypto } = ctx;
  const now = ctx.now();
  const fp = cardCrypto.fingerprint(input.pan);
  const masked = maskedNumber({ bin: input.pan.slice(0, 6), last4: input.pan.slice(-4) });
  const refuseLocked = async (cardId: number | null, lock: Lock | null): Promise<never> => {
    await req.audit('locked', { cardId, detail: { card: masked } });
    throw lockedAnswer(lock);
  };
  const lock = await lockOf(db, fp, now);
  if (lock) return refuseLocked(null, lock);
  const card = await cardByFingerprint(db, fp, cardCrypto.previousFingerprints(input.pan));
  const cvvOk = cardCrypto.cvvMatches(input.pan, card?.expiry ?? '01/00', input.cvv);
  if (!card || !cvvOk) {
    const { lockout } = ctx.settings;
    const counted = await countFailure(db, lockout, fp, now);
    // a parallel attempt locked the number first
    if (!counted) return refuseLocked(card?.id ?? null, await lockOf(db, fp, now));
    const held = counted.lock?.held ?? false;
    if (held && card?.registered && card.email && card.phone) {
      // the number is now locked until the call centre unlocks it: the holder is told
      const { productName: product, supportPhone: phone } = ctx.program;
      const words = notifyTexts(card.language).locked;
      const body = fill(words.body, { product, last4: card.last4, phone });
      await enqueue(
        db,
        { channel: 'email', recipient: card.email, subject: fill(words.subject, { product }), body },
        now,
      );
      await enqueue(db, { channel: 'sms', recipient: card.phone, body }, now);
    }
    await req.audit(held ? 'held' : counted.lock ? 'lockout' : 'failed', {
      cardId: card?.id ?? null,
      detail: { card: masked, failures: counted.failures },
    });
    if (counted.lock) throw lockedAnswer(counted.lock);
    const warn = counted.failures >= TRIES_LEFT_FROM_FAILURE;
    throw new HolderRefusal(
      'login_failed',
      undefined,
      warn ? { triesLeft: Math.max(lockout.maxFailures - counted.failures, 0) } : {},
    );
  }
  if (await clearFailures(db, fp, now)) return refuseLocked(card.id, await lockOf(db, fp, now));
  return card;
}
