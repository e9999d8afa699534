// The partner API under /api/partner/v1 (contracts PARTNER_OPERATIONS), apart from the cardholders'
// API: a partner's server asks for an embed token with its API key; the card's frame on the
// portal's origin (hosting/partner-frame.ts), handed the token by the partner's page, exchanges it
// once for an embed session. The exchange answers the portal's own pages only
// (virtual-card/same-origin.ts) and carries no CORS for partner origins: the partner's page never
// calls it.
//
// Why the embed session is a link (virtual_links with partner_id) and not a new session kind: the
// virtual-card screen already runs on a link's account id (agreement, sign, getToken, the image,
// resend), so the exchange hands the embed an account id and the card image id, and the remote
// mounts unchanged. The link is short-lived (EMBED_SESSION_TTL_SECONDS), never emailed, ended when
// the partner is revoked, and the auth plugin lets it through only the operations the screen needs
// (contracts EMBED_SESSION_OPERATIONS): any other link operation answers 404, and as it is no
// session token every session operation (freeze, history, PIN, …) refuses it (403).
import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EMBED_SESSION_TTL_SECONDS,
  PARTNER_OPERATIONS,
  type PartnerOperation,
  type PartnerOperationName,
  type PartnerOperations,
} from '@portal/contracts';
import { maskCardData } from '@portal/contracts/card-data-mask';
import { randomId } from '../../crypto/card';
import { ApiFailure, parseWith } from '../../errors';
import { hitCounter } from '../../plugins/rate-limit.repository';
import { clientKey } from '../../plugins/rate-limit.client-key';
import {
  consumeEmbedToken,
  embedToken,
  insertEmbedLink,
  insertEmbedToken,
  partnerByKeyHash,
  partnerCard,
  type PartnerRow,
} from './repository';
import { hashSecret, newEmbedToken } from './secrets';
import { refuseCrossSite, sameOriginPolicy } from '../virtual-card/same-origin';

type Body<N extends PartnerOperationName> = v.InferOutput<PartnerOperations[N]['request']>;
type Answer<N extends PartnerOperationName> = v.InferOutput<PartnerOperations[N]['response']>;

/** 429 `locked` (audited) once a fixed-window counter passes its maximum. */
async function limit(req: FastifyRequest, key: string, max: number, windowSeconds: number): Promise<void> {
  const { ctx } = req.server;
  if ((await hitCounter(ctx.db, key, ctx.now(), windowSeconds)) > max) {
    await req.audit('limited', { detail: { bucket: key.split(':').slice(0, 2).join(':') } });
    throw new ApiFailure('locked');
  }
}

function partnerRoute<N extends PartnerOperationName>(
  app: FastifyInstance,
  name: N,
  handler: (call: { req: FastifyRequest; reply: FastifyReply; body: Body<N> }) => Promise<Answer<N>>,
): void {
  const op: PartnerOperation = PARTNER_OPERATIONS[name];
  const { settings } = app.ctx;
  // the embed token's exchange is a card-data call; the partner's server calls the others
  const policy = op.auth === 'embedToken' ? sameOriginPolicy(settings) : null;
  app.route({
    method: 'POST',
    url: op.path,
    config: { auditAction: op.audit },
    handler: async (req, reply) => {
      // per client address first: wrong keys and made-up tokens are counted too
      await limit(req, `partner:client:${clientKey(req.ip)}`, settings.partnerRateLimit.perClient, 60);
      if (policy) await refuseCrossSite(req, policy);
      const body = parseWith(op.request, req.body) as Body<N>;
      return handler({ req, reply, body });
    },
  });
}

/** The partner of `Authorization: Bearer <apiKey>`: 401 unauthorized for none or a wrong one, 403 revoked. */
async function partnerOf(req: FastifyRequest): Promise<PartnerRow> {
  const header = req.headers.authorization;
  const key = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const partner = key ? await partnerByKeyHash(req.server.ctx.db, hashSecret(key)) : null;
  if (!partner) {
    await req.audit('denied');
    throw new ApiFailure('unauthorized', 'A valid partner API key is required');
  }
  if (partner.revoked_at) {
    await req.audit('revoked', { detail: { partner: partner.id } });
    throw new ApiFailure('partner_revoked');
  }
  return partner;
}

export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const { perPartner } = ctx.settings.partnerRateLimit;

  partnerRoute(app, 'createEmbedSession', async ({ req, body }) => {
    const partner = await partnerOf(req);
    await limit(req, `partner:${partner.id}:sessions`, perPartner, 60);
    const card = await partnerCard(db, partner.id, body);
    // an unknown reference and another partner's card answer alike
    if (!card) {
      await req.audit('not_found', { detail: { partner: partner.id } });
      throw new ApiFailure('not_found', 'No card of this partner has that reference');
    }
    if (!card.virtual) {
      await req.audit('not_virtual', { cardId: card.id, detail: { partner: partner.id } });
      throw new ApiFailure('not_permitted', 'Only a virtual card can be shown in the embed');
    }
    const token = newEmbedToken();
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + ctx.settings.embedTokenTtlSeconds * 1000);
    await db.tx(async (q) => {
      await insertEmbedToken(q, {
        tokenHash: hashSecret(token),
        partnerId: partner.id,
        cardId: card.id,
        expiresAt,
        at: now,
      });
      await req.audit('success', { cardId: card.id, q, detail: { partner: partner.id } });
    });
    return { embedToken: token, expiresAt: expiresAt.toISOString() };
  });

  partnerRoute(app, 'exchangeEmbedSession', async ({ req, body }) => {
    const tokenHash = hashSecret(body.embedToken);
    const now = ctx.now();
    const found = await embedToken(db, tokenHash, now);
    if (!found || found.expired) {
      await req.audit(
        'expired',
        found ? { cardId: found.card_id, detail: { partner: found.partner_id } } : {},
      );
      throw new ApiFailure(
        'embed_token_expired',
        'This card view has expired. Reload the page to show the card again.',
      );
    }
    const detail = { partner: found.partner_id };
    if (found.revoked) {
      await req.audit('revoked', { cardId: found.card_id, detail });
      throw new ApiFailure('partner_revoked', 'This card cannot be shown here any more');
    }
    await limit(req, `partner:${found.partner_id}:exchanges`, perPartner, 60);
    // the page that framed the card must be one the partner registered; checked before the token
    // is used up, so a token taken to another page does not burn the real one
    if (!found.origins.includes(body.parentOrigin)) {
      await req.audit('wrong_origin', {
        cardId: found.card_id,
        detail: { ...detail, parentOrigin: maskCardData(body.parentOrigin.slice(0, 200)) },
      });
      throw new ApiFailure('origin_not_allowed', 'This page is not allowed to show the card');
    }
    const accountId = randomId(18);
    const expiresAt = new Date(now.getTime() + EMBED_SESSION_TTL_SECONDS * 1000);
    const opened = await db.tx(async (q) => {
      if (!(await consumeEmbedToken(q, tokenHash, now))) return false;
      await insertEmbedLink(q, {
        accountId,
        cardId: found.card_id,
        partnerId: found.partner_id,
        expiresAt,
        at: now,
      });
      await req.audit('success', { cardId: found.card_id, q, detail });
      return true;
    });
    if (!opened) {
      await req.audit('reused', { cardId: found.card_id, detail });
      throw new ApiFailure(
        'embed_token_used',
        'This card view was already opened. Reload the page to show the card again.',
      );
    }
    return { accountId, cardImageId: found.card_image_id, expiresAt: expiresAt.toISOString() };
  });
}
