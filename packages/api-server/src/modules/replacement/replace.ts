// Replacing a card, in one transaction: the old card closed for good, a new one issued to the same
// holder (and, for a partner's card, to the same partner under the same reference), the balance
// moved by two ledger entries, the agreement's fee charged unless the card had expired, the old
// card's sessions and links ended, the holder told by email and SMS, and a case opened on each
// charge the holder marked "I didn't make this". Any failure or refusal rolls all
// of it back.
//
// One piece: the replacement is one transaction read top to bottom; its steps in other files
// would hide which of them run inside it.
import type { FastifyRequest } from 'fastify';
import {
  addDays,
  calendarDateIn,
  fill,
  formatIsoDate,
  formatMoney,
  formatUsDate,
  type DisputeReason,
  type ErrorCode,
  type ReplacementResult,
} from '@portal/contracts';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiFailure } from '../../errors';
import { enqueue } from '../../notify/outbox';
import { notifyTexts } from '../../notify/texts';
import { createCard, defaultPermissions, emailVirtualLink } from '../admin/issuing';
import { revokeCardSessions } from '../auth/repository';
import { freezeDuringContactHold, refuseDuringContactHold } from '../card/contact-hold';
import { balanceCents, postLedgerEntry, setCardLanguage, type CardRow } from '../card/repository';
import { maskedEmail, maskedNumber } from '../card/wire';
import { caseWire, todayIso } from '../disputes/cases';
import { disputeRefusal, openCase } from '../disputes/open';
import { disputesOpenedAt, txnOfCard } from '../disputes/repository';
import { movePartnerLink } from '../partner/repository';
import { upsertHolder, type HolderInput } from '../registration/repository';
import {
  closeCard,
  holderOf,
  insertReplacement,
  lockCard,
  replacementOf,
  retireAllLinks,
  type ReplacementRow,
} from './repository';
import { endingOf, feeCents, isExpired, maskedAddress, termsOf } from './terms';

export type ReplacementReasonCode = 'lost' | 'stolen' | 'expired';

/** The charges a lost or stolen report disputes, and why (the dialog's "I didn't make this"). */
export interface ReportDisputes {
  txnIds: string[];
  reason: DisputeReason;
}

/** A refusal met inside the transaction: thrown to roll it back, audited once it is. */
class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly why: string,
    readonly detail: Record<string, string> = {},
  ) {
    super(code);
  }
}

/** The answer of a replacement, made now or replayed: read back from what the transaction stored. */
async function resultOf(
  q: Queryable,
  ctx: Ctx,
  cardId: number,
  row: ReplacementRow,
): Promise<ReplacementResult> {
  const { mailingDays } = termsOf(row);
  const holder = await holderOf(q, row.replacement_card_id);
  const reportedOn = calendarDateIn(row.created_at, ctx.program.timeZone);
  const cases = await disputesOpenedAt(q, cardId, row.created_at);
  return {
    closedCard: maskedNumber({ bin: row.closed_bin, last4: row.closed_last4 }),
    replacementCard: maskedNumber({ bin: row.new_bin, last4: row.new_last4 }),
    virtual: row.virtual,
    fee: Math.round(row.fee_cents) / 100,
    balanceMoved: Math.round(row.balance_cents) / 100,
    mailingDays,
    arrivesBy: row.virtual || mailingDays === null ? null : formatUsDate(addDays(reportedOn, mailingDays)),
    address: holder ? maskedAddress(holder) : null,
    email: holder ? maskedEmail(holder.email) : null,
    disputes: cases.map(caseWire),
  };
}

/**
 * One case per marked charge of `card`, in the replacement's transaction: the dispute form's
 * rules (own card, a purchase, the notice window, one open case per charge), each refusal thrown
 * so that nothing of the report stays. The references, in the order marked.
 */
async function openReportDisputes(
  q: Queryable,
  ctx: Ctx,
  card: CardRow,
  holder: HolderInput,
  disputes: ReportDisputes,
  reason: 'lost' | 'stolen',
  at: Date,
): Promise<string[]> {
  const today = todayIso(ctx);
  const references: string[] = [];
  for (const txnId of disputes.txnIds) {
    const txn = await txnOfCard(q, card.id, txnId);
    // another card's transaction answers as an unknown one: ids are not a way to learn of others
    if (!txn) throw new Refusal('not_found', 'dispute_not_found', { txn: txnId });
    const refusal = disputeRefusal(txn, today);
    if (refusal) throw new Refusal(refusal, refusal, { txn: txnId });
    const opened = await openCase(q, ctx, {
      cardId: card.id,
      txn,
      reason: disputes.reason,
      description: `Marked "I didn't make this" when the card was reported ${reason}.`,
      contact: holder.email,
      noticeTo: holder.email,
      language: card.language,
      at,
    });
    if ('refused' in opened) throw new Refusal(opened.refused, opened.refused, { txn: txnId });
    references.push(opened.reference);
  }
  return references;
}

/**
 * Replace `card` (a session's card or one proved by number + CVV). The card's row lock makes a
 * second request wait for the first: the same idempotency key then answers the replacement made,
 * another key 409 card_closed.
 */
export async function replaceCard(
  req: FastifyRequest,
  card: CardRow,
  input: { reason: ReplacementReasonCode; idempotencyKey: string; disputes?: ReportDisputes },
): Promise<ReplacementResult> {
  const { ctx } = req.server;
  const now = ctx.now();
  const today = ctx.today();
  const refuse = async (
    code: ErrorCode,
    outcome: string,
    detail: Record<string, string> = {},
  ): Promise<never> => {
    await req.audit(outcome, { cardId: card.id, detail: { reason: input.reason, ...detail } });
    throw new ApiFailure(code);
  };
  // the replacement goes to the contact on file: not within 72 hours of a change to it. A card
  // reported lost or stolen is frozen meanwhile, as whoever has it could spend until then. A closed
  // card is past this point (its replacement made): the same request again answers it.
  if (!card.closed_at) {
    if (input.reason === 'expired') await refuseDuringContactHold(ctx, req, card, 'replacement');
    else await freezeDuringContactHold(ctx, req, card, input.reason);
  }
  type Outcome =
    | { refused: 'not_permitted' | 'card_closed'; why: string; result?: undefined; replay?: undefined }
    | { refused?: undefined; result: ReplacementResult; replay: boolean };
  const work = ctx.db.tx(async (q): Promise<Outcome> => {
    const locked = await lockCard(q, card.id);
    if (!locked) return { refused: 'not_permitted', why: 'not_found' };
    const earlier = await replacementOf(q, card.id);
    if (earlier) {
      // the same request again (a double click, a retry): the replacement it made, once
      if (earlier.idempotency_key === input.idempotencyKey)
        return { result: await resultOf(q, ctx, card.id, earlier), replay: true };
      return { refused: 'card_closed', why: 'closed' };
    }
    if (locked.closed_at) return { refused: 'card_closed', why: 'closed' };
    const holder = await holderOf(q, card.id);
    // the replacement goes to the address (a physical card) or email (a virtual one) on file: an
    // unregistered card has neither, and a new one is only given through the call centre
    if (!holder) return { refused: 'not_permitted', why: 'not_registered' };
    // the marked charges first: a refused one leaves the card as it was, open and with its money
    const cases =
      input.disputes && input.reason !== 'expired'
        ? await openReportDisputes(q, ctx, card, holder, input.disputes, input.reason, now)
        : [];
    const expired = isExpired(card.expiry, today);
    const moved = Math.max(0, await balanceCents(q, card.id));
    const fee = feeCents(card, expired, moved);
    const status = card.virtual ? 'ACTIVATED' : 'ISSUED';
    // a virtual replacement is usable at once (its link is emailed); a physical one is mailed
    const fresh = await createCard(
      q,
      ctx.cardCrypto,
      {
        virtual: card.virtual,
        status,
        permissions: defaultPermissions(ctx.program, status),
        registered: true,
      },
      now,
    );
    await upsertHolder(q, fresh.id, holder, now);
    // the replacement writes to its holder in the language the old card did
    await setCardLanguage(q, fresh.id, card.language);
    await movePartnerLink(q, card.id, fresh.id);
    const date = formatIsoDate(today);
    const newLast4 = fresh.pan.slice(-4);
    if (moved > 0) {
      await postLedgerEntry(q, card.id, {
        cents: -moved,
        type: 'adjustment',
        merchant: `Balance moved to replacement card ${endingOf(newLast4)}`,
        date,
      });
      await postLedgerEntry(q, fresh.id, {
        cents: moved,
        type: 'adjustment',
        merchant: `Balance moved from card ${endingOf(card.last4)}`,
        date,
      });
    }
    if (fee > 0)
      await postLedgerEntry(q, fresh.id, {
        cents: -fee,
        type: 'fee',
        merchant: 'Card replacement fee',
        date,
      });
    await closeCard(q, card.id, now);
    await retireAllLinks(q, card.id, now);
    await revokeCardSessions(q, card.id, now);
    await insertReplacement(q, {
      cardId: card.id,
      replacementCardId: fresh.id,
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
      feeCents: fee,
      balanceCents: moved,
      at: now,
    });
    if (card.virtual)
      await emailVirtualLink(
        q,
        ctx,
        { id: fresh.id, cardImageId: fresh.cardImageId, language: card.language },
        holder.email,
        now,
      );
    await notify(
      q,
      req,
      { card, newLast4, holder, fee, moved, reason: input.reason, cases: cases.length },
      now,
    );
    const row = await replacementOf(q, card.id);
    await req.audit('success', {
      q,
      cardId: card.id,
      detail: {
        reason: input.reason,
        replacement: maskedNumber({ bin: fresh.pan.slice(0, 6), last4: newLast4 }),
        fee: fee / 100,
        ...(cases.length > 0 ? { cases: cases.join(' ') } : {}),
      },
    });
    return { result: await resultOf(q, ctx, card.id, row!), replay: false };
  });
  let outcome: Outcome;
  try {
    outcome = await work;
  } catch (e) {
    if (e instanceof Refusal) return refuse(e.code, e.why, e.detail);
    throw e;
  }
  if (outcome.refused) return refuse(outcome.refused, outcome.why);
  if (outcome.replay) await req.audit('replayed', { cardId: card.id, detail: { reason: input.reason } });
  return outcome.result;
}

/**
 * The holder's notices: email and SMS, what happened and what comes next, in plain sentences (no
 * number, no CVV). The product name stays in the subject: in a sentence it would double "card"
 * ("Visa Prepaid Card card ending …").
 */
async function notify(
  q: Queryable,
  req: FastifyRequest,
  n: {
    card: CardRow;
    newLast4: string;
    holder: { email: string; phone: string };
    fee: number;
    moved: number;
    reason: ReplacementReasonCode;
    cases: number;
  },
  now: Date,
): Promise<void> {
  const { productName: product, supportPhone: phone } = req.server.ctx.program;
  const { mailingDays } = termsOf(n.card);
  const words = notifyTexts(n.card.language).replacement;
  const money = (cents: number) => formatMoney(cents / 100);
  const what =
    n.reason === 'expired'
      ? fill(words.expired, { last4: n.card.last4 })
      : fill(words.reported, { last4: n.card.last4, reason: words[n.reason] });
  const next = n.card.virtual
    ? fill(words.nextVirtual, { last4: n.newLast4 })
    : fill(words.nextPhysical, { last4: n.newLast4, days: String(mailingDays) });
  const balance = money(Math.max(0, n.moved - n.fee));
  const sum =
    n.fee > 0
      ? fill(words.balanceAfterFee, { balance, fee: money(n.fee) })
      : fill(words.balance, { balance });
  const cases =
    n.cases === 0 ? [] : [n.cases === 1 ? words.oneCase : fill(words.cases, { n: String(n.cases) })];
  const body = [what, next, sum, ...cases, fill(words.notYou, { phone })].join(' ');
  await enqueue(
    q,
    { channel: 'email', recipient: n.holder.email, subject: fill(words.subject, { product }), body },
    now,
  );
  await enqueue(q, { channel: 'sms', recipient: n.holder.phone, body }, now);
}
