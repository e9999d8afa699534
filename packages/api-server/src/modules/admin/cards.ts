// Call-centre actions on one card: look it up, change the holder's contact details, unlock it.
// Each names its reason, and a look-up leaves a row naming the card it showed.
import type { FastifyInstance } from 'fastify';
import { fill } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { enqueue } from '../../notify/outbox';
import { notifyTexts } from '../../notify/texts';
import { balanceOf } from '../card/repository';
import { maskedNumber, toCardInfo } from '../card/wire';
import { unlockCard } from '../auth/lockout.repository';
import { updateContact } from '../registration/repository';
import { CONTACT_HOLD_HOURS } from '../card/contact-hold';
import { insertContactChange } from '../card/repository';
import { agreementAcceptedAt, linksOfCard, transactionCount } from './repository';
import { adminRoute } from './route';
import { cardOf } from './card-of';

export async function adminCardRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  // A link id (and the card image id, the other half of a link's path) opens the card's number and
  // CVV: the call centre sees where each link went and until when, never the link itself.
  adminRoute(app, 'cardShow', async ({ req, body }) => {
    const card = await cardOf(ctx, body.card);
    await req.audit('success', { cardId: card.id, detail: { reason: body.reason } });
    const links = await linksOfCard(db, card.id);
    const accepted = await agreementAcceptedAt(db, card.id);
    return {
      card: toCardInfo(card, ctx.program),
      balance: await balanceOf(db, card.id),
      sanctioned: card.sanctioned,
      holder: card.registered
        ? { firstName: card.first_name, lastName: card.last_name, email: card.email, phone: card.phone }
        : null,
      links: links.map((l) => ({
        sentTo: l.email,
        expiresAt: new Date(l.expires_at).toISOString(),
        retired: l.retired,
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
    const { productName: product, supportPhone: phone } = ctx.program;
    const words = notifyTexts(card.language).contactChanged;
    const notice = fill(words.body, {
      product,
      last4: card.last4,
      changed: changed.map((k) => words[k]).join(words.and) || words.none,
      hours: String(CONTACT_HOLD_HOURS),
      phone,
    });
    await db.tx(async (q) => {
      await updateContact(q, card.id, after, ctx.now());
      if (changed.length > 0) {
        await insertContactChange(q, {
          cardId: card.id,
          previous: before,
          at: ctx.now(),
          by: req.operator ?? 'unknown',
        });
      }
      // every change is told to the previous email and the previous phone
      await enqueue(
        q,
        {
          channel: 'email',
          recipient: before.email,
          subject: fill(words.subject, { product }),
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
      detail: { reason: body.reason },
    });
    return { card: maskedNumber(card), unlocked: lifted };
  });
}
