// Report lost or stolen (the logged-in card) and replace an expired card with money on it (card
// number + CVV, as login): both go through replaceCard, one transaction.
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import { balanceOf } from '../card/repository';
import { maskedEmail, replacementAllowed } from '../card/wire';
import { holderOf } from './repository';
import { replaceCard } from './replace';
import { isExpired, maskedAddress, termsOf } from './terms';

export async function replacementRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(app, 'replacementQuote', async ({ auth: { card } }) => {
    if (!replacementAllowed(ctx.program, card)) throw new ApiFailure('not_permitted');
    const holder = await holderOf(ctx.db, card.id);
    const expired = isExpired(card.expiry, ctx.today());
    return {
      virtual: card.virtual,
      // the fee the agreement charges; the dialog says it even when the balance would not cover it
      fee: expired ? 0 : termsOf(card).feeCents / 100,
      mailingDays: termsOf(card).mailingDays,
      address: holder ? maskedAddress(holder) : null,
      email: holder ? maskedEmail(holder.email) : null,
    };
  });

  route(app, 'reportLost', async ({ req, body, auth: { card } }) => {
    if (!replacementAllowed(ctx.program, card)) {
      await req.audit('not_permitted', { detail: { reason: body.reason } });
      throw new ApiFailure('not_permitted');
    }
    return replaceCard(req, card, { reason: body.reason, idempotencyKey: body.idempotencyKey });
  });

  // An expired card has no session (login answers 409 card_expired with the offer), so this call
  // proves the holder as login does: card number + CVV behind the login's captcha and lockout.
  // The offer is free, whatever the card's permission: the agreements say the funds do not expire.
  route(app, 'replaceExpired', async ({ req, body, auth: { card } }) => {
    if (card.sanctioned) {
      await req.audit('sanctioned');
      throw new ApiFailure('sanctions');
    }
    // a closed card: the same request again answers its replacement, another is 409 card_closed
    if (card.closed_at)
      return replaceCard(req, card, { reason: 'expired', idempotencyKey: body.idempotencyKey });
    const balance = await balanceOf(ctx.db, card.id);
    if (!isExpired(card.expiry, ctx.today()) || balance <= 0) {
      await req.audit(balance <= 0 ? 'no_balance' : 'not_expired');
      throw new ApiFailure('not_permitted');
    }
    return replaceCard(req, card, { reason: 'expired', idempotencyKey: body.idempotencyKey });
  });
}
