// The cardholder's disputes: open a case on a posted purchase of the session's card, and list the
// cases of the card and of the cards it replaced (a stolen card's cases stay readable from its
// replacement). The agreement's notice window, what may be disputed and one open case per charge
// are held in ./open.ts (and the last by the database); each refusal is audited with its own outcome.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import { caseWire, noticeAddress, todayIso } from './cases';
import { disputeRefusal, openCase } from './open';
import { disputeByReference, disputesOfChain, txnOfCard } from './repository';

export async function disputeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const refuse = async (req: FastifyRequest, code: ErrorCode, detail: Record<string, string>) => {
    await req.audit(code, { detail });
    throw new ApiFailure(code);
  };

  route(app, 'disputeOpen', async ({ req, body, auth: { card } }) => {
    const txn = await txnOfCard(ctx.db, card.id, body.txnId);
    // another card's transaction answers as an unknown one: ids are not a way to learn of others
    if (!txn) return refuse(req, 'not_found', { txn: body.txnId });
    const refusal = disputeRefusal(txn, todayIso(ctx));
    if (refusal) return refuse(req, refusal, { txn: body.txnId, type: txn.type });
    const row = await ctx.db.tx(async (q) => {
      const reference = await openCase(q, ctx, {
        cardId: card.id,
        txn,
        reason: body.reason,
        description: body.description,
        contact: body.contact,
        noticeTo: noticeAddress(card, body.contact),
        at: ctx.now(),
      });
      if (reference === null) return null;
      await req.audit('success', { q, detail: { case: reference, txn: body.txnId, reason: body.reason } });
      return disputeByReference(q, reference);
    });
    if (!row) return refuse(req, 'dispute_already_open', { txn: body.txnId });
    return caseWire(row);
  });

  route(app, 'disputes', async ({ req, auth: { card } }) => {
    const rows = await disputesOfChain(ctx.db, card.id);
    await req.audit('success', { detail: { cases: rows.length } });
    // a case of a card this one replaced says which card the charge was made on
    return {
      cases: rows.map((r) => (r.card_id === card.id ? caseWire(r) : { ...caseWire(r), cardEnding: r.last4 })),
    };
  });
}
