// What every partner API route shares: the operation's path, audit action and body schema from the
// contracts table (PARTNER_OPERATIONS), the per-address rate limit that counts wrong keys and
// made-up tokens too, the same-origin check on the frame's calls, the partner of an API key, and
// the live embed session that the frame's code calls act on. Kept apart so that the routes of the
// partner's server and those of the member's code read as their handlers only.
import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EMBED_CODE_MAX_TRIES,
  EMBED_CODES_PER_CARD_HOUR,
  PARTNER_OPERATIONS,
  type PartnerOperation,
  type PartnerOperationName,
  type PartnerOperations,
} from '@portal/contracts';
import { ApiFailure, parseWith } from '../../errors';
import { hitCounter } from '../../rate-limit/repository';
import { clientKey } from '../../rate-limit/client-key';
import { embedCodeTries, partnerByKeyHash, type PartnerRow } from './repository';
import { hashSecret } from './secrets';
import { linkByAccountId, type LinkRow } from '../virtual-card/repository';
import { refuseCrossSite, sameOriginPolicy } from '../virtual-card/same-origin';

type Body<N extends PartnerOperationName> = v.InferOutput<PartnerOperations[N]['request']>;
type Answer<N extends PartnerOperationName> = v.InferOutput<PartnerOperations[N]['response']>;

/** 429 `locked` (audited) once a fixed-window counter passes its maximum. */
export async function limit(
  req: FastifyRequest,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<void> {
  const { ctx } = req.server;
  if ((await hitCounter(ctx.db, key, ctx.now(), windowSeconds)) > max) {
    await req.audit('limited', { detail: { bucket: key.split(':').slice(0, 2).join(':') } });
    throw new ApiFailure('locked');
  }
}

/** Register the partner operation `name`: rate-limited per address, its body parsed (400). */
export function partnerRoute<N extends PartnerOperationName>(
  app: FastifyInstance,
  name: N,
  handler: (call: { req: FastifyRequest; reply: FastifyReply; body: Body<N> }) => Promise<Answer<N>>,
): void {
  const op: PartnerOperation = PARTNER_OPERATIONS[name];
  const { settings } = app.ctx;
  // the embed token's exchange and the session's code are the frame's calls; the partner's server
  // calls the others
  const policy = op.auth === 'partnerKey' ? null : sameOriginPolicy(settings);
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
export async function partnerOf(req: FastifyRequest): Promise<PartnerRow> {
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

/** Codes sent for one card (exchanges and resends together): 429 locked past the hour's count. */
export async function codeLimit(req: FastifyRequest, cardId: number): Promise<void> {
  await limit(req, `embed_code:card:${cardId}`, EMBED_CODES_PER_CARD_HOUR, 3600);
}

/**
 * The live embed session of `accountId`: 404 for none (or an emailed link: it has no code); a
 * session ended by too many wrong codes 429 locked; one expired or ended otherwise 410.
 */
export async function embedSession(
  req: FastifyRequest,
  accountId: string,
): Promise<LinkRow & { partner_id: string }> {
  const { ctx } = req.server;
  const link = await linkByAccountId(ctx.db, accountId, ctx.now());
  if (!link || link.partner_id === null) {
    await req.audit('not_found');
    throw new ApiFailure('not_found', 'Unknown link');
  }
  if (link.expired || link.retired) {
    const locked = (await embedCodeTries(ctx.db, accountId)) >= EMBED_CODE_MAX_TRIES;
    await req.audit(locked ? 'locked' : 'expired', {
      cardId: link.card_id,
      detail: { partner: link.partner_id },
    });
    throw locked
      ? new ApiFailure('locked', 'Too many wrong codes: this view of the card has ended')
      : new ApiFailure('link_expired');
  }
  return { ...link, partner_id: link.partner_id };
}
