// Report lost or stolen (the logged-in card) and replace an expired card with money on it (card
// number + CVV, as login): both go through replaceCard, one transaction. Each has its quote, what
// the replacement would do and where it goes, shown before the holder confirms.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoToUs, type ReplacementQuote } from '@portal/contracts';
import { DISPUTE_TERMS } from '@portal/legal';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import { balanceOf, type CardRow } from '../card/repository';
import { maskedEmail, replacementAllowed } from '../card/wire';
import { addDays } from '../disputes/calendar';
import { todayIso } from '../disputes/cases';
import { disputablePurchases } from '../disputes/repository';
import { holderOf } from './repository';
import { replaceCard } from './replace';
import { isExpired, maskedAddress, termsOf } from './terms';

/** the most purchases the lost-or-stolen dialog lists (the report disputes no more) */
const QUOTED_PURCHASES = 50;

export async function replacementRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const quoteOf = async (card: CardRow): Promise<ReplacementQuote> => {
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
  };

  route(app, 'replacementQuote', async ({ auth: { card } }) => {
    if (!replacementAllowed(ctx.program, card)) throw new ApiFailure('not_permitted');
    // the charges a thief may have made that the report can still dispute: inside the agreement's
    // notice window, with no open case (what the report would refuse is not offered)
    const since = addDays(todayIso(ctx), -DISPUTE_TERMS.noticeDays);
    const purchases = await disputablePurchases(ctx.db, card.id, since, QUOTED_PURCHASES);
    return {
      ...(await quoteOf(card)),
      purchases: purchases.map((t) => ({
        id: String(t.id),
        date: isoToUs(t.d) ?? t.d,
        merchant: t.merchant,
        amount: Math.round(t.cents) / 100,
      })),
    };
  });

  route(app, 'reportLost', async ({ req, body, auth: { card } }) => {
    if (!replacementAllowed(ctx.program, card)) {
      await req.audit('not_permitted', { detail: { reason: body.reason } });
      throw new ApiFailure('not_permitted');
    }
    return replaceCard(req, card, {
      reason: body.reason,
      idempotencyKey: body.idempotencyKey,
      ...(body.disputes ? { disputes: body.disputes } : {}),
    });
  });

  /**
   * The expired card's offer holds for a card past its expiry with money on it, not sanctioned;
   * a closed card answers what its replacement did (`closed`). Refusals audited with their reason.
   */
  const expiredOffer = async (req: FastifyRequest, card: CardRow): Promise<'open' | 'closed'> => {
    if (card.sanctioned) {
      await req.audit('sanctioned');
      throw new ApiFailure('sanctions');
    }
    if (card.closed_at) return 'closed';
    const balance = await balanceOf(ctx.db, card.id);
    if (!isExpired(card.expiry, ctx.today()) || balance <= 0) {
      await req.audit(balance <= 0 ? 'no_balance' : 'not_expired');
      throw new ApiFailure('not_permitted');
    }
    return 'open';
  };

  // An expired card has no session (login answers 409 card_expired with the offer), so these calls
  // prove the holder as login does: card number + CVV behind the login's captcha and lockout.
  // The offer is free, whatever the card's permission: the agreements say the funds do not expire.
  route(app, 'expiredReplacementQuote', async ({ req, auth: { card } }) => {
    // the card was replaced already (another tab, a retry): nothing more to confirm
    if ((await expiredOffer(req, card)) === 'closed') {
      await req.audit('closed');
      throw new ApiFailure('card_closed');
    }
    return quoteOf(card);
  });

  route(app, 'replaceExpired', async ({ req, body, auth: { card } }) => {
    // a closed card: the same request again answers its replacement, another is 409 card_closed
    await expiredOffer(req, card);
    return replaceCard(req, card, { reason: 'expired', idempotencyKey: body.idempotencyKey });
  });
}
