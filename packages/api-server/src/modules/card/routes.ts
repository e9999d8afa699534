// The logged-in card (bearer session, own card only): info, balance, freeze, PIN reset, the
// language of its mail and SMS, activation.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fill } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { enqueue } from '../../notify/outbox';
import { notifyTexts } from '../../notify/texts';
import { route } from '../../http/route';
import { refuseDuringContactHold } from './contact-hold';
import { activateCard, balanceOf, cardById, setCardLanguage, setFrozen } from './repository';
import { toCardInfo } from './wire';

export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  route(app, 'cardInfo', async ({ auth: { card } }) => toCardInfo(card, ctx.program));

  route(app, 'balance', async ({ auth: { card } }) => ({ amount: await balanceOf(db, card.id) }));

  route(app, 'freeze', async ({ req, body, auth: { card }, skipAudit }) => {
    const detail = { requested: body.frozen };
    const refuse = async (outcome: string): Promise<never> => {
      await req.audit(outcome, { detail });
      throw new ApiFailure('not_permitted');
    };
    if (!card.perm_freeze) return refuse('not_permitted');
    // unfreezing is only possible through the call centre (spec §6)
    if (!body.frozen && card.frozen) return refuse('unfreeze_refused');
    if (body.frozen !== card.frozen) {
      await db.tx(async (q) => {
        await setFrozen(q, card.id, body.frozen);
        await req.audit('success', { detail, q });
      });
    } else {
      // asking for the state the card is already in changes nothing: no row
      skipAudit();
    }
    return { frozen: body.frozen };
  });

  route(app, 'pinReset', async ({ req, auth: { card } }) => {
    const fail = async (code: 'not_permitted' | 'card_frozen', outcome: string): Promise<never> => {
      await req.audit(outcome);
      throw new ApiFailure(code);
    };
    if (!card.perm_pin_reset || card.status !== 'ACTIVATED') throw new ApiFailure('not_permitted');
    if (!card.registered || !card.phone) return fail('not_permitted', 'not_registered');
    if (card.frozen) return fail('card_frozen', 'frozen');
    await refuseDuringContactHold(ctx, req, card, 'pin');
    const phone = card.phone;
    const pin = String(randomInt(10_000)).padStart(4, '0');
    const product = ctx.program.productName;
    const words = notifyTexts(card.language).pinReset;
    await db.tx(async (q) => {
      await enqueue(
        q,
        {
          channel: 'sms',
          recipient: phone,
          // the PIN is stored sealed and dropped once delivered; what may be shown is this
          body: fill(words.redacted, { product, last4: phone.slice(-4) }),
          sealed: ctx.sealer.seal(fill(words.sms, { product, pin })),
        },
        ctx.now(),
      );
      await req.audit('success', { q });
    });
    return { sent: true };
  });

  // the language the holder chose on the portal: the card's mail and SMS are written in it
  route(app, 'cardLanguage', async ({ req, reply, body, auth: { card }, skipAudit }) => {
    if (body.language === card.language) {
      // the language the card already has changes nothing: no row
      skipAudit();
    } else {
      await db.tx(async (q) => {
        await setCardLanguage(q, card.id, body.language);
        await req.audit('success', { q, detail: { language: body.language } });
      });
    }
    return reply.code(204).send();
  });

  route(app, 'activate', async ({ req, auth: { card } }) => {
    if (!card.perm_activation || card.status !== 'REQUIRES_ACTIVATION') throw new ApiFailure('not_permitted');
    await db.tx(async (q) => {
      await activateCard(q, card.id);
      await req.audit('success', { q });
    });
    return toCardInfo((await cardById(db, card.id)) ?? card, ctx.program);
  });
}
