// Call-centre actions on one card: look it up, change the holder's contact details, unlock it.
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { enqueue } from '../../notify/outbox';
import { balanceOf } from '../card/repository';
import { maskedNumber, toCardInfo } from '../card/wire';
import { unlockCard } from '../auth/lockout.repository';
import { updateContact } from '../registration/repository';
import { agreementAcceptedAt, linksOfCard, transactionCount } from './repository';
import { adminRoute } from './route';
import { cardOf } from './card-of';

export async function adminCardRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  adminRoute(app, 'cardShow', async ({ body }) => {
    const card = await cardOf(ctx, body.card);
    const links = await linksOfCard(db, card.id);
    const accepted = await agreementAcceptedAt(db, card.id);
    return {
      card: toCardInfo(card),
      balance: await balanceOf(db, card.id),
      sanctioned: card.sanctioned,
      cardImageId: card.card_image_id,
      holder: card.registered
        ? { firstName: card.first_name, lastName: card.last_name, email: card.email, phone: card.phone }
        : null,
      links: links.map((l) => ({
        accountId: l.account_id,
        email: l.email,
        expiresAt: new Date(l.expires_at).toISOString(),
      })),
      agreementAcceptedAt: accepted ? accepted.toISOString() : null,
      transactionCount: await transactionCount(db, card.id),
    };
  });

  // the holder proved who they are on the phone; the previous addresses are told
  adminRoute(app, 'cardUpdateContact', async ({ req, body }) => {
    const card = await cardOf(ctx, body.card);
    if (!card.registered || !card.email || !card.phone) {
      throw new ApiFailure(
        'not_permitted',
        'The card is not registered: the holder registers it on the portal',
      );
    }
    const before = { email: card.email, phone: card.phone };
    const after = { email: body.email ?? before.email, phone: body.phone ?? before.phone };
    const changed = (['email', 'phone'] as const).filter((k) => after[k] !== before[k]);
    const { productName, supportPhone } = ctx.program;
    const notice = `The contact details of your ${productName} card ending ${card.last4} were changed by customer service (${changed.join(' and ') || 'no change'}). If you did not ask for this, call ${supportPhone} now.`;
    await db.tx(async (q) => {
      await updateContact(q, card.id, after, ctx.now());
      // every change is told to the previous email and the previous phone
      await enqueue(
        q,
        {
          channel: 'email',
          recipient: before.email,
          subject: `${productName}: your contact details changed`,
          body: notice,
        },
        ctx.now(),
      );
      await enqueue(q, { channel: 'sms', recipient: before.phone, body: notice }, ctx.now());
      await req.audit('success', {
        cardId: card.id,
        q,
        detail: { reason: body.reason, changed: changed.join(',') },
      });
    });
    return {
      card: maskedNumber(card),
      changed,
      noticesSentTo: { email: before.email, phone: before.phone },
    };
  });

  // lifts a CVV lockout early, including the lock that only the call centre can lift
  adminRoute(app, 'cardUnlock', async ({ req, body }) => {
    const card = await cardOf(ctx, body.card);
    const lifted = await unlockCard(db, ctx.cardCrypto.fingerprint(body.card), ctx.now());
    await req.audit(lifted ? 'success' : 'not_locked', {
      cardId: card.id,
      detail: { reason: body.reason ?? null },
    });
    return { card: maskedNumber(card), unlocked: lifted };
  });
}
