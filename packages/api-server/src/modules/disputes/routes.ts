// The cardholder's disputes: open a case on a posted purchase of the session's card, and list the
// card's cases. The agreement's notice window, what may be disputed and one open case per charge
// are held here (and the last by the database); each refusal is audited with its own outcome.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DISPUTE_REASON_LABELS, isoToUs, type ErrorCode } from '@portal/contracts';
import { maskCardData } from '@portal/contracts/card-data-mask';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import {
  caseWire,
  dollars,
  holidaysOf,
  lastNoticeDay,
  newReference,
  noticeAddress,
  noticeToHolder,
  openingDates,
  todayIso,
} from './cases';
import { disputeByReference, disputesOfCard, insertDispute, txnOfCard } from './repository';

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
    if (txn.type !== 'purchase' || txn.cents >= 0)
      return refuse(req, 'dispute_not_purchase', { txn: body.txnId, type: txn.type });
    const today = todayIso(ctx);
    if (lastNoticeDay(txn.d) < today) return refuse(req, 'dispute_window_passed', { txn: body.txnId });
    const holidays = holidaysOf(ctx);
    const dates = openingDates(today, holidays);
    // card data typed into the free text is masked before it is stored or emailed
    const description = maskCardData(body.description);
    const row = await ctx.db.tx(async (q) => {
      const reference = newReference();
      const id = await insertDispute(q, {
        reference,
        cardId: card.id,
        txnId: txn.id,
        reason: body.reason,
        description,
        contact: body.contact,
        amountCents: Math.abs(Math.round(txn.cents)),
        openedOn: today,
        ...dates,
        at: ctx.now(),
      });
      if (id === null) return null;
      await noticeToHolder(q, ctx, noticeAddress(card, body.contact), {
        reference,
        subject: 'we received your dispute',
        lines: [
          `We received your report about the charge of ${dollars(txn.cents)} at ${txn.merchant} on ${isoToUs(txn.d)}: "${DISPUTE_REASON_LABELS[body.reason]}".`,
          `We will investigate it and tell you the result by ${isoToUs(dates.resultDue)}.`,
        ],
      });
      await req.audit('success', { q, detail: { case: reference, txn: body.txnId, reason: body.reason } });
      return disputeByReference(q, reference);
    });
    if (!row) return refuse(req, 'dispute_already_open', { txn: body.txnId });
    return caseWire(row);
  });

  route(app, 'disputes', async ({ req, auth: { card } }) => {
    const rows = await disputesOfCard(ctx.db, card.id);
    await req.audit('success', { detail: { cases: rows.length } });
    return { cases: rows.map(caseWire) };
  });
}
