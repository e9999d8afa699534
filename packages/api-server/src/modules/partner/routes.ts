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
//
// Why the session starts unverified: the embed token is a bearer credential the partner's server
// and page both hold, and a server can type any header, so whoever exchanges it may not be the
// frame. The exchange sends a one-time code to the holder's contact of record (verification.ts);
// the member types it inside the frame (verifyEmbedSession, verify-routes.ts), and only then do
// the agreement, its signing, the image token and the image open (403 verification_required
// before). Within 72 hours of a call-centre contact change (card/contact-hold.ts) the exchange and
// a new code are refused, 409 contact_recently_changed, and every contact of the window is told:
// the contact of record may have just been given to someone else, and the code would open the
// card to them. The helpers every partner route shares live in route.ts.
import type { FastifyInstance } from 'fastify';
import { EMBED_SESSION_TTL_SECONDS } from '@portal/contracts';
import { maskCardData } from '@portal/contracts/card-data-mask';
import { randomId } from '../../crypto/card';
import { ApiFailure } from '../../errors';
import { consumeEmbedToken, embedToken, insertEmbedLink, insertEmbedToken, partnerCard } from './repository';
import { codeLimit, limit, partnerOf, partnerRoute } from './route';
import { hashSecret, newEmbedToken } from './secrets';
import { holderContacts, maskedContacts, sendCode } from './verification';
import { verifyRoutes } from './verify-routes';
import { refuseDuringContactHold } from '../card/contact-hold';
import { cardById } from '../card/repository';

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
    const tokenUsed = async (): Promise<never> => {
      await req.audit('reused', { cardId: found.card_id, detail });
      throw new ApiFailure(
        'embed_token_used',
        'This card view was already opened. Reload the page to show the card again.',
      );
    };
    if (found.revoked) {
      await req.audit('revoked', { cardId: found.card_id, detail });
      throw new ApiFailure('partner_revoked', 'This card cannot be shown here any more');
    }
    await limit(req, `partner:${found.partner_id}:exchanges`, perPartner, 60);
    // the page that framed the card must be one the partner registered: checked before anything of
    // the card is read, and before the token is used up, so a token taken to another page does not
    // burn the real one
    if (!found.origins.includes(body.parentOrigin)) {
      await req.audit('wrong_origin', {
        cardId: found.card_id,
        detail: { ...detail, parentOrigin: maskCardData(body.parentOrigin.slice(0, 200)) },
      });
      throw new ApiFailure('origin_not_allowed', 'This page is not allowed to show the card');
    }
    // a replay is refused before the card's hourly code allowance counts it: a token someone copied
    // does not use up the member's codes (consumeEmbedToken below still settles a race)
    if (found.used) await tokenUsed();
    const card = await cardById(db, found.card_id);
    // a token minted for a card reported lost or stolen since: no code is sent and nothing of the
    // card is shown (the partner's next token is for the replacement)
    if (card?.closed_at) {
      await req.audit('closed', { cardId: card.id, detail });
      throw new ApiFailure('card_closed');
    }
    const contacts = card ? await holderContacts(db, card) : { email: null, phone: null };
    // nowhere to send the member's code: the card cannot be shown in an embed
    if (!card || (!contacts.email && !contacts.phone)) {
      await req.audit('no_contact', { cardId: found.card_id, detail });
      throw new ApiFailure('not_permitted', 'The card has no contact of record to send a code to');
    }
    // a refusal within a contact hold counts against the allowance too: it tells every contact of
    // the window, and the allowance bounds how often a partner's tokens can make it do so
    await codeLimit(req, found.card_id);
    // the code goes to the contact of record, which a call-centre change within 72 hours may have
    // just given to someone else. A held refusal leaves the token unused: what limits the member
    // is the hold, not the token (it lives 5 minutes, and a reload asks a new one anyway)
    await refuseDuringContactHold(ctx, req, card, 'embed');
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
      await sendCode(q, ctx, accountId, contacts, now);
      await req.audit('success', { cardId: found.card_id, q, detail });
      return true;
    });
    if (!opened) await tokenUsed();
    return {
      accountId,
      cardImageId: found.card_image_id,
      expiresAt: expiresAt.toISOString(),
      codeSentTo: maskedContacts(contacts),
    };
  });

  verifyRoutes(app);
}
