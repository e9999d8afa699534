// Login, refresh, logout (spec §7 POST /auth/card and the calls we add).
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { route } from '../../plugins/operations';
import { toCardInfo } from '../card/wire';
import { createSession, refreshSession, revokeSession } from './sessions';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(app, 'login', async ({ req, auth: { card } }) => {
    if (card.sanctioned) {
      await req.audit('sanctioned');
      throw new ApiFailure('sanctions');
    }
    // a frozen card gets its card info and no session (spec §4, §8)
    if (card.frozen) {
      await req.audit('frozen');
      return { card: toCardInfo(card), auth: null };
    }
    const { sid, auth } = await createSession(ctx, card.id, req.ip);
    req.auth.session = { sid };
    await req.audit('success');
    return { card: toCardInfo(card), auth };
  });

  route(app, 'refresh', async ({ auth }) =>
    refreshSession(ctx, { sid: auth.session.sid, cardId: auth.card.id }),
  );

  route(app, 'logout', async ({ req, reply, auth }) => {
    await revokeSession(ctx, { sid: auth.session.sid, cardId: auth.card.id });
    await req.audit('success');
    return reply.code(204).send();
  });
}
