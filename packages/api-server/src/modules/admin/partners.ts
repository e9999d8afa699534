// Programme partners on the operator table: create (the API key shown once, kept as a
// hash), list, rotate the key, revoke. Every action is audited with the operator's name.
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { forgetPartnerOrigins } from '../partner/origins';
import {
  insertPartner,
  listPartners,
  partnerById,
  revokePartner,
  retirePartnerEmbeds,
  rotatePartnerKey,
} from '../partner/repository';
import { hashSecret, keyPrefix, newApiKey, newPartnerId } from '../partner/secrets';
import { adminRoute } from './route';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export async function adminPartnerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  adminRoute(app, 'partnerCreate', async ({ req, body }) => {
    const origins = [...new Set(body.origin)];
    // a partner page that shows full card numbers is served over https (localhost aside, to try it out)
    const insecure = origins.find(
      (o) => o.startsWith('http:') && !/^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(o),
    );
    if (ctx.settings.production && insecure) {
      throw new ApiFailure('invalid_request', undefined, {
        origin: 'Partner pages are served over https in production',
      });
    }
    const partnerId = newPartnerId();
    const apiKey = newApiKey();
    await db.tx(async (q) => {
      await insertPartner(q, {
        id: partnerId,
        name: body.name,
        origins,
        keyHash: hashSecret(apiKey),
        keyPrefix: keyPrefix(apiKey),
        at: ctx.now(),
      });
      await req.audit('success', { q, detail: { partner: partnerId, origins: origins.join(' ') } });
    });
    forgetPartnerOrigins(ctx);
    return { partnerId, name: body.name, origins, apiKey };
  });

  adminRoute(app, 'partnerList', async () =>
    (await listPartners(db)).map((p) => ({
      partnerId: p.id,
      name: p.name,
      origins: p.origins,
      keyPrefix: p.key_prefix,
      createdAt: iso(p.created_at),
      keyRotatedAt: iso(p.key_rotated_at),
      revokedAt: iso(p.revoked_at),
      cards: p.cards,
    })),
  );

  adminRoute(app, 'partnerRotateKey', async ({ req, body }) => {
    const partner = await partnerById(db, body.id);
    if (!partner) throw new ApiFailure('not_found', 'No such partner');
    if (partner.revoked_at) {
      await req.audit('revoked', { detail: { partner: partner.id } });
      throw new ApiFailure('not_permitted', 'The partner is revoked: create a new one');
    }
    const apiKey = newApiKey();
    await db.tx(async (q) => {
      const at = ctx.now();
      await rotatePartnerKey(q, partner.id, {
        keyHash: hashSecret(apiKey),
        keyPrefix: keyPrefix(apiKey),
        at,
      });
      // a key is rotated because it may have leaked: what it minted ends with it
      const retired = await retirePartnerEmbeds(q, partner.id, at);
      await req.audit('success', {
        q,
        detail: { partner: partner.id, tokensRetired: retired.tokens, sessionsRetired: retired.sessions },
      });
    });
    return { partnerId: partner.id, apiKey };
  });

  adminRoute(app, 'partnerRevoke', async ({ req, body }) => {
    const partner = await partnerById(db, body.id);
    if (!partner) throw new ApiFailure('not_found', 'No such partner');
    const revoked = await db.tx(async (q) => {
      const done = await revokePartner(q, partner.id, ctx.now());
      await req.audit(done ? 'success' : 'already_revoked', {
        q,
        detail: { partner: partner.id, reason: body.reason },
      });
      return done;
    });
    if (!revoked) throw new ApiFailure('not_permitted', 'The partner is already revoked');
    forgetPartnerOrigins(ctx);
    return { partnerId: partner.id, revoked: true };
  });
}
