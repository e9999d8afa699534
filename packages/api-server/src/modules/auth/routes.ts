// Login, refresh, logout (spec §7 POST /auth/card and the calls we add).
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import { toCardInfo } from '../card/wire';
import { balanceOf } from '../card/repository';
import { isExpired } from '../replacement/terms';
import { createSession, refreshSession, revokeSession } from './sessions';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(app, 'login', async ({ req, auth: { card } }) => {
    if (card.sanctioned) {
      await req.audit('sanctioned');
      throw new ApiFailure('sanctions');
    }
    // a card reported lost or stolen is closed for good: its replacement is the card to use
    if (card.closed_at) {
      await req.audit('closed');
      throw new ApiFailure('card_closed');
    }
    // a frozen card gets its card info and no session (spec §4, §8)
    if (card.frozen) {
      await req.audit('frozen');
      return { card: toCardInfo(card, ctx.program), auth: null };
    }
    // An expired card with money on it gets no session but an offer: 409 card_expired, which the
    // login form shows with a button to replace it without fee (POST /card/replacement/expired,
    // proved again by number + CVV). Not a session limited to one call: a session of a card that
    // cannot be used would show a card page where nothing works, and 409 (not 403) keeps the
    // client's "403 ends the session" rule and the sanctions block out of it. An expired card
    // with nothing on it logs in as before: its history is still worth reading.
    if (isExpired(card.expiry, ctx.today()) && (await balanceOf(ctx.db, card.id)) > 0) {
      await req.audit('expired');
      throw new ApiFailure('card_expired');
    }
    const { sid, auth } = await createSession(ctx, card.id, req.ip);
    // the login's row (route()) names the session it opened
    req.auth.session = { sid };
    return { card: toCardInfo(card, ctx.program), auth };
  });

  // a refresh extends the login's session and leaves no audit row of its own
  route(app, 'refresh', async ({ auth, skipAudit }) => {
    skipAudit();
    return refreshSession(ctx, { sid: auth.session.sid, cardId: auth.card.id });
  });

  route(app, 'logout', async ({ reply, auth }) => {
    await revokeSession(ctx, { sid: auth.session.sid, cardId: auth.card.id });
    return reply.code(204).send();
  });
}
