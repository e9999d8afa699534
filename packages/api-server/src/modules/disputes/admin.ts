// The call centre works the cases on the operator listener: list (due first), show, ask for the
// written follow-up, credit provisionally, resolve. Each action names its operator and reason
// (audited); money moves only as ledger entries, in the same transaction as the case's state, on
// the card that holds the money now: a case opened with a lost or stolen report is on the closed
// card, whose balance moved to its replacement. A charge is credited at most its amount over all
// its cases: each action takes the charge's lock and counts what its other cases credited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fill, isoToUs, type DisputeState } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { notifyTexts } from '../../notify/texts';
import { adminRoute } from '../admin/route';
import { balanceOf, postLedgerEntry } from '../card/repository';
import { maskedNumber } from '../card/wire';
import { lockCurrentCard } from '../replacement/repository';
import {
  caseWire,
  dollars,
  followUpDue,
  holidaysOf,
  noticeAddress,
  noticeToHolder,
  resultDueAfter,
  stateLabel,
  todayIso,
} from './cases';
import {
  creditedOnTxn,
  disputeByReference,
  listDisputes,
  lockTxn,
  OPEN_STATES,
  updateDispute,
  type DisputeRow,
} from './repository';

export async function adminDisputeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  const operatorWire = (r: DisputeRow, today: string) => ({
    ...caseWire(r),
    card: maskedNumber(r),
    description: r.description,
    contact: r.contact,
    amount: Math.round(r.amount_cents) / 100,
    overdue: OPEN_STATES.includes(r.state) && r.investigation_due < today,
  });

  /**
   * The case of a reference inside `q`'s transaction, locked in the order every posting takes
   * (the card that holds the money, then the charge, then the case: a replacement locks the card
   * before the charges its report disputes); 404 and 409 refusals audited. `payee`: the card that
   * holds the money now (replacement/repository lockCurrentCard), for an action that moves money.
   */
  const caseFor = async (
    q: Parameters<Parameters<typeof db.tx>[0]>[0],
    reference: string,
    allowed: readonly DisputeState[],
  ): Promise<DisputeRow & { payee: number }> => {
    const seen = await disputeByReference(q, reference);
    if (!seen) throw new ApiFailure('not_found', `No case ${reference}`);
    const payee = await lockCurrentCard(q, seen.card_id);
    await lockTxn(q, seen.txn_id);
    const row = (await disputeByReference(q, reference, true))!;
    if (!allowed.includes(row.state)) {
      throw new ApiFailure('dispute_state', `Case ${reference} is ${stateLabel(row).toLowerCase()}`);
    }
    return { ...row, payee };
  };

  // a refusal inside the transaction rolls it back; its audit row is written after, on its own
  const audited = async <T>(
    req: FastifyRequest,
    reference: string,
    reason: string,
    work: (q: Parameters<Parameters<typeof db.tx>[0]>[0]) => Promise<T>,
  ): Promise<T> => {
    try {
      return await db.tx(work);
    } catch (e) {
      if (e instanceof ApiFailure) await req.audit(e.code, { detail: { case: reference, reason } });
      throw e;
    }
  };

  // each case shows its holder's contact and description: one audit row per case returned, with
  // the reason (a list that found nothing leaves one)
  adminRoute(app, 'caseList', async ({ req, body }) => {
    const today = todayIso(ctx);
    const rows = await listDisputes(db, body.open ?? false);
    const detail = { reason: body.reason, open: body.open ?? false, found: rows.length };
    await db.tx(async (q) => {
      if (rows.length === 0) await req.audit('none', { q, cardId: null, detail });
      for (const r of rows)
        await req.audit('success', { q, cardId: r.card_id, detail: { ...detail, case: r.reference } });
    });
    return rows.map((r) => operatorWire(r, today));
  });

  adminRoute(app, 'caseShow', async ({ req, body }) => {
    const row = await disputeByReference(db, body.reference);
    if (!row) {
      await req.audit('not_found', { detail: { case: body.reference, reason: body.reason } });
      throw new ApiFailure('not_found', `No case ${body.reference}`);
    }
    await req.audit('success', { cardId: row.card_id, detail: { case: row.reference, reason: body.reason } });
    return operatorWire(row, todayIso(ctx));
  });

  adminRoute(app, 'caseFollowUp', async ({ req, body }) => {
    const today = todayIso(ctx);
    const row = await audited(req, body.reference, body.reason, async (q) => {
      const r = await caseFor(q, body.reference, ['received']);
      const due = followUpDue(today, holidaysOf(ctx));
      const updated = await updateDispute(q, r.id, {
        state: 'under_review',
        at: ctx.now(),
        followUpDue: due,
      });
      const words = notifyTexts(r.language).dispute;
      await noticeToHolder(q, ctx, noticeAddress(r, r.contact), r.language, {
        reference: r.reference,
        subject: words.followUpSubject,
        lines: [
          fill(words.reviewing, { amount: dollars(r.amount_cents), merchant: r.merchant }),
          fill(words.inWriting, {
            date: isoToUs(due) ?? due,
            address: ctx.program.mailAddress.join(', '),
          }),
        ],
      });
      await req.audit('success', {
        q,
        cardId: r.card_id,
        detail: { case: r.reference, reason: body.reason },
      });
      return updated;
    });
    return operatorWire(row, today);
  });

  adminRoute(app, 'caseCredit', async ({ req, body }) => {
    const today = todayIso(ctx);
    const row = await audited(req, body.reference, body.reason, async (q) => {
      const r = await caseFor(q, body.reference, ['received', 'under_review']);
      const cents = Math.round(r.amount_cents) - (await creditedOnTxn(q, r.txn_id, r.id));
      if (cents <= 0) {
        throw new ApiFailure(
          'dispute_already_credited',
          `The charge of case ${r.reference} is credited already`,
        );
      }
      const { payee } = r;
      await postLedgerEntry(q, payee, {
        cents,
        type: 'adjustment',
        merchant: `Provisional credit, case ${r.reference}`,
        date: today,
      });
      const updated = await updateDispute(q, r.id, {
        state: 'provisionally_credited',
        at: ctx.now(),
        creditedCents: cents,
      });
      const words = notifyTexts(r.language).dispute;
      await noticeToHolder(q, ctx, noticeAddress(r, r.contact), r.language, {
        reference: r.reference,
        subject: words.creditSubject,
        lines: [fill(words.credited, { amount: dollars(cents), merchant: r.merchant }), words.mayReverse],
      });
      await req.audit('success', {
        q,
        cardId: r.card_id,
        detail: { case: r.reference, reason: body.reason, cents, balance: await balanceOf(q, payee) },
      });
      return updated;
    });
    return operatorWire(row, today);
  });

  adminRoute(app, 'caseResolve', async ({ req, body }) => {
    const today = todayIso(ctx);
    const row = await audited(req, body.reference, body.reason, async (q) => {
      const r = await caseFor(q, body.reference, OPEN_STATES);
      // what this case may credit: the charge's amount less what its other cases credited
      const amount = Math.max(0, Math.round(r.amount_cents) - (await creditedOnTxn(q, r.txn_id, r.id)));
      const credited = Math.round(r.credited_cents);
      const favour = body.outcome === 'favour';
      // in favour: the rest of the amount is credited now (all of it when none was provisional);
      // not: a provisional credit is taken back
      const move = favour ? amount - credited : -credited;
      const { payee } = r;
      if (move !== 0) {
        const merchant = favour
          ? `${credited > 0 ? 'Credit made final' : 'Credit'}, case ${r.reference}`
          : `Provisional credit reversed, case ${r.reference}`;
        await postLedgerEntry(q, payee, { cents: move, type: 'adjustment', merchant, date: today });
      }
      const words = notifyTexts(r.language).dispute;
      // the operator's own explanation as written; the default one in the card's language
      const explanation =
        body.explanation ??
        (amount > 0 ? fill(words.foundCredited, { amount: dollars(amount) }) : words.foundAlreadyCredited);
      const updated = await updateDispute(q, r.id, {
        state: favour ? 'resolved_in_favour' : 'resolved_not_in_favour',
        at: ctx.now(),
        creditedCents: favour ? amount : 0,
        resolvedOn: today,
        resultDue: resultDueAfter(today, holidaysOf(ctx)),
        explanation,
      });
      await noticeToHolder(q, ctx, noticeAddress(r, r.contact), r.language, {
        reference: r.reference,
        subject: words.resultSubject,
        lines: favour
          ? [fill(words.inFavour, { merchant: r.merchant }), explanation]
          : [
              fill(words.noError, { merchant: r.merchant }),
              explanation,
              ...(credited > 0 ? [fill(words.reversed, { amount: dollars(credited) })] : []),
              words.documents,
            ],
      });
      await req.audit('success', {
        q,
        cardId: r.card_id,
        detail: {
          case: r.reference,
          reason: body.reason,
          outcome: body.outcome,
          cents: move,
          balance: await balanceOf(q, payee),
        },
      });
      return updated;
    });
    return operatorWire(row, today);
  });
}
