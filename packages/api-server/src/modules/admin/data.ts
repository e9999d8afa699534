// Test data (cards, money: refused in production unless ALLOW_TEST_DATA=true, see the operator
// table's `testData`) and the outbox as an operator sees it.
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { listOutbox, retryOutbox } from '../../notify/repository';
import { balanceOf } from '../card/repository';
import { externalRefTaken, partnerById, setCardPartner } from '../partner/repository';
import { issueCard } from './issuing';
import { postTransaction, seedTransactions } from './repository';
import { adminRoute } from './route';
import { cardOf } from './card-of';
import { lockCurrentCard } from '../replacement/repository';

export async function adminDataRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  adminRoute(app, 'cardIssue', async ({ req, body }) => {
    const { partner: partnerId, 'external-ref': externalRef, ...options } = body;
    // a partner's card: the partner must exist and not be revoked, its reference unique
    if (externalRef !== undefined && partnerId === undefined) {
      throw new ApiFailure('invalid_request', undefined, {
        'external-ref': 'Give --partner with --external-ref',
      });
    }
    if (partnerId !== undefined) {
      const partner = await partnerById(db, partnerId);
      if (!partner) throw new ApiFailure('not_found', 'No such partner');
      if (partner.revoked_at) throw new ApiFailure('not_permitted', 'The partner is revoked');
      if (externalRef !== undefined && (await externalRefTaken(db, partnerId, externalRef))) {
        throw new ApiFailure('not_permitted', 'The partner already has a card with this reference');
      }
    }
    const issued = await db.tx(async (q) => {
      const card = await issueCard(
        q,
        ctx,
        {
          ...options,
          status: options.status?.toUpperCase() as 'ISSUED' | 'REQUIRES_ACTIVATION' | 'ACTIVATED' | undefined,
        },
        ctx.now(),
      );
      if (partnerId !== undefined) await setCardPartner(q, card.id, partnerId, externalRef ?? null);
      await req.audit('success', {
        cardId: card.id,
        q,
        ...(partnerId !== undefined ? { detail: { partner: partnerId } } : {}),
      });
      return card;
    });
    const { id: _id, ...wire } = issued;
    void _id;
    return {
      ...wire,
      ...(partnerId !== undefined
        ? { partnerId, ...(externalRef !== undefined ? { externalRef } : {}) }
        : {}),
    };
  });

  // a closed card takes no charge (the processor declines it), and money sent to it (a load, a
  // refund) follows the money to the card that holds the balance now, as a dispute's credit does
  adminRoute(app, 'txnPost', async ({ body }) => {
    const card = await cardOf(ctx, body.card);
    return db.tx(async (q) => {
      // the card's row share-locked: a replacement racing this posting moves it with the balance
      const payee = await lockCurrentCard(q, card.id);
      if (payee !== card.id && body.amount <= 0) throw new ApiFailure('card_closed');
      const id = await postTransaction(q, payee, body);
      return { id, balance: await balanceOf(q, payee) };
    });
  });

  adminRoute(app, 'txnSeed', async ({ body }) => {
    const card = await cardOf(ctx, body.card);
    return { inserted: await seedTransactions(db, card.id, body.count, body.days, ctx.today()) };
  });

  adminRoute(app, 'outboxList', async ({ body }) => {
    // a sealed secret (PIN, link) is shown only in development, and only until a real transport
    // delivered it (with the console transport nothing was delivered: local testing reads it here)
    const reveal = !ctx.settings.production;
    return (await listOutbox(db, body.failed === 'true')).map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      ...(r.subject !== null ? { subject: r.subject } : {}),
      body: (reveal && r.body_enc !== null ? ctx.sealer.open(r.body_enc) : null) ?? r.body,
      ...(r.body_enc !== null ? { secret: true } : {}),
      createdAt: new Date(r.created_at).toISOString(),
      state: r.sent_at ? 'sent' : r.failed_at ? 'failed' : r.last_error ? 'retrying' : 'pending',
      attempts: r.attempts,
      ...(r.last_error ? { lastError: r.last_error } : {}),
      ...(!r.sent_at && !r.failed_at && r.next_attempt_at
        ? { nextAttemptAt: new Date(r.next_attempt_at).toISOString() }
        : {}),
    }));
  });

  // an operator sends a failed (or waiting) message again now: the next dispatch delivers it
  adminRoute(app, 'outboxRetry', async ({ req, body }) => {
    if (!(await retryOutbox(db, body.id, ctx.now()))) {
      throw new ApiFailure('not_permitted', `Message ${body.id} is unknown or already sent`);
    }
    await req.audit('success', { detail: { message: body.id } });
    return { id: body.id, retried: true };
  });
}
