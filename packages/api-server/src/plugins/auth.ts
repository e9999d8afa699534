// Who may make a call, as the operation table says (contracts AuthKind), put on `request.auth`
// before the handler runs: the session and its own card, the holder proved by number + CVV, the
// emailed link, or the card-image token bound to its link.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isEmbedSessionOperation, type Operation } from '@portal/contracts';
import { ApiFailure } from '../errors';
import { cardById, cardBySession } from '../modules/card/repository';
import { sessionClaims, verifyImageToken } from '../modules/auth/sessions';
import { proveHolder } from '../modules/auth/holder';
import { verifyLinkParams } from '../modules/virtual-card/link-params';
import { linkByAccountId, spendImageToken } from '../modules/virtual-card/repository';

/** auth 'session': the session's own card (session and card in one query), else 403 session_ended. */
export async function authenticateSession(req: FastifyRequest): Promise<void> {
  const { ctx } = req.server;
  const { sid, sub, jti } = await sessionClaims(ctx, req);
  const card = await cardBySession(ctx.db, sid, jti, ctx.now());
  if (!card || String(card.id) !== sub) throw new ApiFailure('session_ended');
  req.auth = { session: { sid }, card };
}

/**
 * The link of an account id: 404 unknown; 410 when `live` and it expired or a fresher one retired
 * it. A partner's embed session (a link with partner_id, modules/partner/routes.ts) is good only for
 * the virtual-card screen's operations (contracts EMBED_SESSION_OPERATIONS): 404 for any other.
 */
export async function linkFor(req: FastifyRequest, accountId: string, live: boolean) {
  const { ctx } = req.server;
  const link = await linkByAccountId(ctx.db, accountId, ctx.now());
  if (!link) throw new ApiFailure('not_found', 'Unknown link');
  if (link.partner_id !== null && !isEmbedSessionOperation(req.routeOptions.config.operation)) {
    await req.audit('embed_session_refused', { cardId: link.card_id });
    throw new ApiFailure('not_found', 'Unknown link');
  }
  if (live && (link.expired || link.retired)) throw new ApiFailure('link_expired');
  // an embed session ended by its partner's revocation opens nothing more, not even what an
  // expired link may still ask (a resend): the partner's embed is gone
  if (link.partner_id !== null && link.retired) {
    await req.audit('embed_session_ended', { cardId: link.card_id });
    throw new ApiFailure('not_found', 'Unknown link');
  }
  return link;
}

/** auth 'link': the account id of the body names a link; signed link parameters must verify. */
async function authenticateLink(req: FastifyRequest, op: Operation): Promise<void> {
  const spec = op.link ?? { field: 'accountId', live: true };
  const body = req.input.body as Record<string, unknown>;
  const accountId = String(body[spec.field]);
  const params = body.linkClickParams as Record<string, string> | null | undefined;
  if (!verifyLinkParams(req.server.ctx.keys.link, accountId, params)) {
    throw new ApiFailure('invalid_request', undefined, { linkClickParams: 'linkInvalid' });
  }
  req.auth = { link: await linkFor(req, accountId, spec.live) };
}

/**
 * auth 'image': a live token for this image id, its link still live and still the card's, and
 * never fetched before (a second fetch: 410 link_expired, audited).
 */
async function authenticateImage(req: FastifyRequest): Promise<void> {
  const { ctx } = req.server;
  // the image names them in its path and query, the card's text in its body
  const { cardImageId } = (req.input.params ?? req.input.body) as { cardImageId: string };
  const { token } = (req.input.query ?? req.input.body) as { token: string };
  const grant = await verifyImageToken(ctx, token, cardImageId);
  if (!grant) throw new ApiFailure('link_expired');
  const link = await linkFor(req, grant.accountId, true);
  const card = link.card_id === grant.cardId ? await cardById(ctx.db, grant.cardId) : null;
  if (!card || card.card_image_id !== cardImageId) throw new ApiFailure('link_expired');
  const spent = { tokenId: grant.tokenId, accountId: link.account_id, expiresAt: grant.expiresAt };
  if (!(await spendImageToken(ctx.db, { ...spent, now: ctx.now() }))) {
    await req.audit('token_reused', { cardId: card.id });
    throw new ApiFailure('link_expired');
  }
  req.auth = { link, card };
}

/** auth 'holder': the body's card number and CVV prove the holder (lockouts in proveHolder). */
async function authenticateHolder(req: FastifyRequest): Promise<void> {
  const body = req.input.body as { cardNumber?: string; cardNum?: string; cardCvv?: string; cvv?: string };
  const card = await proveHolder(req, {
    pan: body.cardNumber ?? body.cardNum ?? '',
    cvv: body.cardCvv ?? body.cvv ?? '',
  });
  req.auth = { card };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the auth the operation asks for beyond the session (checked first, before the body is read) */
    authenticate(req: FastifyRequest, op: Operation): Promise<void>;
  }
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null as never);
    app.decorateRequest('input', null as never);
    app.addHook('onRequest', (req, _reply, done) => {
      req.auth = {};
      done();
    });
    app.decorate('authenticate', async (req: FastifyRequest, op: Operation) => {
      if (op.auth === 'link') return authenticateLink(req, op);
      if (op.auth === 'image') return authenticateImage(req);
      if (op.auth === 'holder') return authenticateHolder(req);
    });
  },
  { name: 'auth', dependencies: ['audit'] },
);
