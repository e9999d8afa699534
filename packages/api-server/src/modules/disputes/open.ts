// Opening a case on a posted purchase, in the caller's transaction: from the dispute form (one
// charge) and from a lost or stolen report (each charge marked "I didn't make this"). The rules
// are the same for both: a purchase of the card (or, from the form, of a card it replaced), within
// the agreement's notice window, one open case per charge (the partial unique index), and none on
// a charge its earlier cases credited in full: a charge is credited at most its amount.
import { fill, isoToUs, type DisputeReason, type ErrorCode } from '@portal/contracts';
import type { Language } from '@portal/contracts/i18n';
import { maskCardData } from '@portal/contracts/card-data-mask';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { notifyTexts } from '../../notify/texts';
import {
  dollars,
  holidaysOf,
  lastNoticeDay,
  newReference,
  noticeToHolder,
  openingDates,
  todayIso,
} from './cases';
import { creditedOnTxn, insertDispute, lockTxn, type DisputedTxn } from './repository';

/** Why a transaction of the card cannot be disputed on `today` (YYYY-MM-DD), or null when it can. */
export function disputeRefusal(txn: DisputedTxn, today: string): ErrorCode | null {
  if (txn.type !== 'purchase' || txn.cents >= 0) return 'dispute_not_purchase';
  if (lastNoticeDay(txn.d) < today) return 'dispute_window_passed';
  return null;
}

/**
 * A new case on `txn` (already checked with disputeRefusal), with its email to the holder; its
 * reference, or the refusal: the charge has an open case, or its cases credited it in full.
 */
export async function openCase(
  q: Queryable,
  ctx: Ctx,
  c: {
    cardId: number;
    txn: DisputedTxn;
    reason: DisputeReason;
    description: string;
    contact: string;
    /** where the case's notices go (null: none sent), and in which language */
    noticeTo: string | null;
    language: Language;
    at: Date;
  },
): Promise<{ reference: string } | { refused: 'dispute_already_open' | 'dispute_already_credited' }> {
  // the charge's lock orders this case after any credit or resolution of another case of it
  await lockTxn(q, c.txn.id);
  if ((await creditedOnTxn(q, c.txn.id)) >= Math.abs(Math.round(c.txn.cents)))
    return { refused: 'dispute_already_credited' };
  const today = todayIso(ctx);
  const dates = openingDates(today, holidaysOf(ctx));
  const reference = newReference();
  const id = await insertDispute(q, {
    reference,
    cardId: c.cardId,
    txnId: c.txn.id,
    reason: c.reason,
    // card data typed into the free text is masked before it is stored or emailed
    description: maskCardData(c.description),
    contact: c.contact,
    amountCents: Math.abs(Math.round(c.txn.cents)),
    openedOn: today,
    ...dates,
    at: c.at,
  });
  if (id === null) return { refused: 'dispute_already_open' };
  const texts = notifyTexts(c.language);
  await noticeToHolder(q, ctx, c.noticeTo, c.language, {
    reference,
    subject: texts.dispute.receivedSubject,
    lines: [
      fill(texts.dispute.received, {
        amount: dollars(c.txn.cents),
        merchant: c.txn.merchant,
        date: isoToUs(c.txn.d) ?? c.txn.d,
        reason: texts.disputeReasons[c.reason],
      }),
      fill(texts.dispute.resultBy, { date: isoToUs(dates.resultDue) ?? dates.resultDue }),
    ],
  });
  return { reference };
}
