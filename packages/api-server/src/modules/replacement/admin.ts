// `card replacement` (test data): the replacement of a closed card as the card plant prints it.
// A physical replacement's number and CVV never travel by email or SMS; a test journey reads them
// here, as it reads a new card's from `card issue`. Refused in production like all test data.
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { adminRoute } from '../admin/route';
import { cardOf } from '../admin/card-of';
import { cardById } from '../card/repository';
import { replacementCardId } from './repository';

export async function adminReplacementRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  adminRoute(app, 'cardReplacementOf', async ({ req, body }) => {
    const old = await cardOf(ctx, body.card);
    const id = await replacementCardId(ctx.db, old.id);
    const card = id === null ? null : await cardById(ctx.db, id);
    if (!card) throw new ApiFailure('not_found', 'The card has no replacement');
    const pan = ctx.cardCrypto.decryptPan(card.pan_enc, card.id);
    await req.audit('success', { cardId: card.id });
    return {
      cardNumber: pan,
      cvv: ctx.cardCrypto.cvvFor(pan, card.expiry),
      expiry: card.expiry,
      virtual: card.virtual,
    };
  });
}
