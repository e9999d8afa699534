// The cardholder's disputes: open a case on a posted purchase of the session's card or of a card
// it replaced (the thief's charges on a stolen card are disputed from its replacement), and list
// the cases of the card and of the cards it replaced. The chain of replacements is one holder's
// cards, so another holder's charge answers as an unknown one. The agreement's notice window, what
// may be disputed, one open case per charge and a charge credited at most its amount are held in
// ./open.ts (one open case also by the database); each refusal is audited with its own outcome.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import { caseWire, noticeAddress, todayIso } from './cases';
import { disputeRefusal, openCase } from './open';
import { disputeByReference, disputesOfChain, txnOfChain } from './repository';

export async function disputeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const refuse = async (req: FastifyRequest, code: ErrorCode, detail: Record<string, string>) => {
    await req.audit(code, { detail });
    throw new ApiFailure(code);
  };

  route(app, 'disputeOpen', async ({ req, body, auth: { card } }) => {
    const txn = await txnOfChain(ctx.db, card.id, body.txnId);
    // another holder's transaction answers as an unknown one: ids are not a way to learn of others
    if (!txn) return refuse(req, 'not_found', { txn: body.txnId });
    const refusal = disputeRefusal(txn, todayIso(ctx));
    if (refusal) return refuse(req, refusal, { txn: body.txnId, type: txn.type });
    const opened = await ctx.db.tx(async (q) => {
      // the case is on the card the charge was made on: its credit follows the money from there
      const result = await openCase(q, ctx, {
        cardId: txn.card_id,
        txn,
        reason: body.reason,
        description: body.description,
        contact: body.contact,
        noticeTo: noticeAddress(card, body.contact),
        language: card.language,
        at: ctx.now(),
      });
      if ('refused' in result) return result;
      const { reference } = result;
      await req.audit('success', { q, detail: { case: reference, txn: body.txnId, reason: body.reason } });
      return { row: (await disputeByReference(q, reference))! };
    });
    if ('refused' in opened) return refuse(req, opened.refused, { txn: body.txnId });
    const { row } = opened;
    return row.card_id === card.id ? caseWire(row) : { ...caseWire(row), cardEnding: row.last4 };
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
