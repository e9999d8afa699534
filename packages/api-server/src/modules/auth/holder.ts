// Proving a card holder by card number + CVV (login and physical registration). Unknown card and
// wrong CVV take the same path (same queries, same CVV derivation, same answer); failures are
// counted per fingerprint whether or not a card has it.
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../errors';
import { enqueue } from '../../notify/outbox';
import { cardByFingerprint, type CardRow } from '../card/repository';
import { maskedNumber } from '../card/wire';
import { clearFailures, countFailure, isLocked } from './lockout.repository';

export async function proveHolder(
  req: FastifyRequest,
  input: { pan: string; cvv: string },
): Promise<CardRow> {
  const { ctx } = req.server;
  const { db, cardCrypto } = ctx;
  const now = ctx.now();
  const fp = cardCrypto.fingerprint(input.pan);
  const masked = maskedNumber({ bin: input.pan.slice(0, 6), last4: input.pan.slice(-4) });
  const refuseLocked = async (cardId: number | null): Promise<never> => {
    await req.audit('locked', { cardId, detail: { card: masked } });
    throw new ApiFailure('locked');
  };
  if (await isLocked(db, fp, now)) return refuseLocked(null);
  const card = await cardByFingerprint(db, fp, cardCrypto.previousFingerprints(input.pan));
  const cvvOk = cardCrypto.cvvMatches(input.pan, card?.expiry ?? '01/00', input.cvv);
  if (!card || !cvvOk) {
    const counted = await countFailure(db, ctx.settings.lockout, fp, now);
    if (!counted) return refuseLocked(card?.id ?? null);
    if (counted.held && card?.registered && card.email && card.phone) {
      // the number is now locked until the call centre unlocks it: the holder is told
      const { productName, supportPhone } = ctx.program;
      const body = `Your ${productName} card ending ${card.last4} is locked after too many wrong security codes. Call ${supportPhone} to unlock it.`;
      await enqueue(
        db,
        { channel: 'email', recipient: card.email, subject: `${productName}: your card is locked`, body },
        now,
      );
      await enqueue(db, { channel: 'sms', recipient: card.phone, body }, now);
    }
    await req.audit(counted.held ? 'held' : counted.lockedNow ? 'lockout' : 'failed', {
      cardId: card?.id ?? null,
      detail: { card: masked, failures: counted.failures },
    });
    throw new ApiFailure('login_failed');
  }
  if (await clearFailures(db, fp, now)) return refuseLocked(card.id);
  return card;
}
