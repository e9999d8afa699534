// The virtual card through its emailed link: agreement, card-image token, the image, resend.
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, emailField, type ErrorCode } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { route } from '../../plugins/operations';
import { virtualCardSvg } from '../../render/cardSvg';
import { imageToken } from '../auth/sessions';
import { cardById, type CardRow } from '../card/repository';
import { sendFreshLink } from './links';
import { acceptanceDate, insertAcceptance, lastLinkEmail } from './repository';

/**
 * The full number and CVV are shown only for a virtual card that is not frozen, sanctioned or
 * legacy (gift2Go); every refusal is audited with its reason.
 */
async function imageAllowed(req: FastifyRequest, card: CardRow | null): Promise<CardRow> {
  const refusal: [ErrorCode, string] | null = !card
    ? ['not_found', 'no_card']
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

  route(app, 'agreement', async ({ auth: { link } }) => ({
    acceptanceDate: await acceptanceDate(db, link.card_id),
  }));

  route(app, 'agreementSign', async ({ req, body, auth: { link } }) => {
    const card = await cardById(db, link.card_id);
    const typed = body.email?.trim() ?? '';
    // the e-sign address: the holder's (or the link's) unless a valid address is given
    if (typed && !v.safeParse(emailField, typed).success) {
      throw new ApiFailure('invalid_request', undefined, { email: MESSAGES.emailInvalid });
    }
    const email = typed || card?.email || link.email;
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

  route(app, 'getToken', async ({ req, auth: { link } }) => {
    const card = await imageAllowed(req, await cardById(db, link.card_id));
    if ((await acceptanceDate(db, link.card_id)) === null) {
      throw new ApiFailure('not_permitted', 'The agreement has not been accepted');
    }
    return { token: await imageToken(ctx, card.id, card.card_image_id, link.account_id) };
  });

  route(app, 'cardImage', async ({ req, reply, auth }) => {
    const card = await imageAllowed(req, auth.card);
    const pan = ctx.cardCrypto.decryptPan(card.pan_enc, card.id);
    const svg = virtualCardSvg({
      program: ctx.program,
      cardNumber: pan,
      expiry: card.expiry,
      cvv: ctx.cardCrypto.cvvFor(pan, card.expiry),
      holderName: [card.first_name, card.last_name].filter(Boolean).join(' ') || 'VALUED CARDHOLDER',
    });
    await req.audit('success');
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });

  route(app, 'emailResend', async ({ req, auth: { link } }) => {
    const card = await cardById(db, link.card_id);
    // a fresh link goes to the registered address, or for a card not yet registered to the
    // address the card was issued to: the link's, or for a partner's embed session (a link with
    // no address) the card's latest emailed link's; never to one typed in
    const to = card?.registered
      ? card.email
      : (link.email ??
        (card && link.partner_id ? await lastLinkEmail(db, card.id) : null) ??
        card?.email ??
        null);
    if (!card || !to) {
      await req.audit('not_registered');
      throw new ApiFailure('not_permitted');
    }
    await db.tx(async (q) => {
      await sendFreshLink(q, ctx, card, to);
      await req.audit('success', { q });
    });
    return { sent: true };
  });
}
