// The virtual card through its emailed link or a partner's embed session: agreement, card-image
// token, the image, resend. The card-data calls answer the portal's own pages only (same-origin.ts),
// and on an embed session only once its member typed the code sent to the holder's contact of
// record (403 verification_required before: modules/partner/verification.ts), since whoever holds
// the partner's embed token may not be the member. A card reported lost or stolen is closed for
// good: no number, CVV or fresh link by any of these paths (409 card_closed).
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGE_KEYS, emailField, type ErrorCode, type OperationName } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import { virtualCardSvg } from '../../render/cardSvg';
import { imageToken } from '../auth/sessions';
import { cardById, type CardRow } from '../card/repository';
import { refuseDuringContactHold } from '../card/contact-hold';
import { sendFreshLink } from './links';
import { acceptanceDate, insertAcceptance, lastLinkEmail, type LinkRow } from './repository';
import { refuseCrossSite, sameOriginPolicy } from './same-origin';
import { requireVerified } from '../partner/verification';

/** The calls that show or unlock the card: refused from another origin or site. */
const CARD_DATA_OPERATIONS: ReadonlySet<string> = new Set<OperationName>([
  'agreement',
  'agreementSign',
  'getToken',
  'cardImage',
  'cardDetails',
]);

/**
 * The full number and CVV are shown only for a virtual card that is not closed (reported lost or
 * stolen, or replaced), frozen, sanctioned or legacy (gift2Go); every refusal is audited with its
 * reason. A closed card is refused here whatever link or session reached it.
 */
async function imageAllowed(req: FastifyRequest, card: CardRow | null): Promise<CardRow> {
  const refusal: [ErrorCode, string] | null = !card
    ? ['not_found', 'no_card']
    : card.closed_at
      ? ['card_closed', 'closed']
      : !card.virtual
        ? ['not_permitted', 'not_virtual']
        : card.sanctioned
          ? ['not_permitted', 'sanctioned']
          : card.legacy
            ? ['not_permitted', 'legacy']
            : card.frozen
              ? ['card_frozen', 'frozen']
              : null;
  if (!refusal && card) return card;
  const [code, outcome] = refusal ?? ['not_found', 'no_card'];
  await req.audit(outcome, { cardId: card?.id ?? null });
  throw new ApiFailure(code);
}

export async function virtualCardRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const policy = sameOriginPolicy(ctx.settings);
  app.addHook('onRequest', async (req) => {
    if (CARD_DATA_OPERATIONS.has(req.routeOptions.config.operation ?? '')) await refuseCrossSite(req, policy);
  });

  /**
   * The holder's address of record: the registered one, or for a card not yet registered the
   * address the card was issued to: the link's, or for a partner's embed session (a link with no
   * address) the card's latest emailed link's, else the card's.
   */
  const addressOfRecord = async (card: CardRow, link: LinkRow): Promise<string | null> =>
    card.registered
      ? card.email
      : (link.email ?? (link.partner_id ? await lastLinkEmail(db, card.id) : null) ?? card.email ?? null);

  route(app, 'agreement', async ({ req, auth: { link } }) => {
    await requireVerified(req, link);
    return { acceptanceDate: await acceptanceDate(db, link.card_id) };
  });

  route(app, 'agreementSign', async ({ req, body, auth: { link } }) => {
    await requireVerified(req, link);
    const card = await cardById(db, link.card_id);
    const typed = body.email?.trim() ?? '';
    // the e-sign address: the holder's (or the link's) unless a valid address is given
    if (typed && !v.safeParse(emailField, typed).success) {
      throw new ApiFailure('invalid_request', undefined, { email: MESSAGE_KEYS.emailInvalid });
    }
    let email = typed || card?.email || link.email;
    if (link.partner_id !== null) {
      // a partner's embed session never chooses where the consent goes: the holder's address of
      // record, and a different one typed in is refused
      email = card ? await addressOfRecord(card, link) : null;
      if (typed && typed.toLowerCase() !== email?.toLowerCase()) {
        await req.audit('esign_address_refused', { detail: { partner: link.partner_id } });
        throw new ApiFailure(
          'not_permitted',
          "The e-sign consent goes to the card holder's address on record",
        );
      }
    }
    const date = await db.tx(async (q) => {
      await insertAcceptance(q, {
        cardId: link.card_id,
        at: ctx.now(),
        email: email ?? null,
        accountId: link.account_id,
        client: req.ip,
      });
      await req.audit('success', { q });
      return acceptanceDate(q, link.card_id);
    });
    return { acceptanceDate: date! };
  });

  // a granted token leaves no row: it only lets its holder fetch the image once, and that fetch is
  // the audited read of card data; a refusal is audited as any other
  route(app, 'getToken', async ({ req, auth: { link }, skipAudit }) => {
    await requireVerified(req, link);
    const card = await imageAllowed(req, await cardById(db, link.card_id));
    if ((await acceptanceDate(db, link.card_id)) === null) {
      throw new ApiFailure('not_permitted', 'The agreement has not been accepted');
    }
    skipAudit();
    return { token: await imageToken(ctx, card.id, card.card_image_id, link.account_id) };
  });

  route(app, 'cardImage', async ({ req, reply, auth }) => {
    await requireVerified(req, auth.link);
    const card = await imageAllowed(req, auth.card);
    const pan = ctx.cardCrypto.decryptPan(card.pan_enc, card.id);
    const svg = virtualCardSvg({
      program: ctx.program,
      cardNumber: pan,
      expiry: card.expiry,
      cvv: ctx.cardCrypto.cvvFor(pan, card.expiry),
      holderName: [card.first_name, card.last_name].filter(Boolean).join(' ') || 'VALUED CARDHOLDER',
    });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('Cross-Origin-Resource-Policy', policy.resourcePolicy)
      .send(svg);
  });

  // the same card data as the image, as text: a screen reader reads it, a cardholder copies it
  route(app, 'cardDetails', async ({ req, auth }) => {
    await requireVerified(req, auth.link);
    const card = await imageAllowed(req, auth.card);
    const pan = ctx.cardCrypto.decryptPan(card.pan_enc, card.id);
    return { cardNumber: pan, expiry: card.expiry, cvv: ctx.cardCrypto.cvvFor(pan, card.expiry) };
  });

  // a resend retires the holder's emailed links and mails a fresh one: an embed session asks it only
  // once its member typed the code, and a closed card gets no link again (its retired link may
  // still ask: it answers card_closed, the replacement is the card to use)
  route(app, 'emailResend', async ({ req, auth: { link } }) => {
    await requireVerified(req, link);
    const card = await cardById(db, link.card_id);
    if (card?.closed_at) {
      await req.audit('closed', { cardId: card.id });
      throw new ApiFailure('card_closed');
    }
    // a fresh link goes to the holder's address of record, never to one typed in
    const to = card ? await addressOfRecord(card, link) : null;
    if (!card || !to) {
      await req.audit('not_registered');
      throw new ApiFailure('not_permitted');
    }
    await refuseDuringContactHold(ctx, req, card, 'link');
    await db.tx(async (q) => {
      await sendFreshLink(q, ctx, card, to);
      await req.audit('success', { q });
    });
    return { sent: true };
  });
}
