import type { Ctx } from '../../context';
import { ApiFailure } from '../../errors';
import { cardByFingerprint, type CardRow } from '../card/repository';

/** The card of a full number (current or previous fingerprint key), or 404. */
export async function cardOf(ctx: Ctx, pan: string): Promise<CardRow> {
  const card = await cardByFingerprint(
    ctx.db,
    ctx.cardCrypto.fingerprint(pan),
    ctx.cardCrypto.previousFingerprints(pan),
  );
  if (!card) throw new ApiFailure('not_found', 'No such card');
  return card;
}
