// Replacing a card, in one transaction: the old card closed for good, a new one issued to the same
// holder, the balance moved by two ledger entries, the agreement's fee charged unless the card had
// expired, the old card's sessions and links ended, the holder told by email and SMS. Any failure
// rolls all of it back.
import type { FastifyRequest } from 'fastify';
import { formatIsoDate, type ReplacementResult } from '@portal/contracts';
import { formatCents } from '@portal/legal';
import type { Queryable } from '../../db';
import { ApiFailure } from '../../errors';
import { enqueue } from '../../notify/outbox';
import { createCard, defaultPermissions, emailVirtualLink } from '../admin/issuing';
import { revokeCardSessions } from '../auth/repository';
import { freezeDuringContactHold, refuseDuringContactHold } from '../card/contact-hold';
import { balanceCents, postLedgerEntry, type CardRow } from '../card/repository';
import { maskedNumber } from '../card/wire';
import { upsertHolder } from '../registration/repository';
import {
  closeCard,
  holderOf,
  insertReplacement,
  lockCard,
  replacementOf,
  retireAllLinks,
  type ReplacementRow,
} from './repository';
import { endingOf, feeCents, isExpired, termsOf } from './terms';

export type ReplacementReasonCode = 'lost' | 'stolen' | 'expired';

function resultOf(row: ReplacementRow): ReplacementResult {
  return {
    closedCard: maskedNumber({ bin: row.closed_bin, last4: row.closed_last4 }),
    replacementCard: maskedNumber({ bin: row.new_bin, last4: row.new_last4 }),
    virtual: row.virtual,
    fee: Math.round(row.fee_cents) / 100,
    balanceMoved: Math.round(row.balance_cents) / 100,
    mailingDays: termsOf(row).mailingDays,
  };
}

/**
 * Replace `card` (a session's card or one proved by number + CVV). The card's row lock makes a
 * second request wait for the first: the same idempotency key then answers the replacement made,
 * another key 409 card_closed.
 */
export async function replaceCard(
  req: FastifyRequest,
  card: CardRow,
  input: { reason: ReplacementReasonCode; idempotencyKey: string },
): Promise<ReplacementResult> {
  const { ctx } = req.server;
  const now = ctx.now();
  const today = ctx.today();
  const refuse = async (code: 'not_permitted' | 'card_closed', outcome: string): Promise<never> => {
    await req.audit(outcome, { cardId: card.id, detail: { reason: input.reason } });
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
  const outcome = await ctx.db.tx(async (q): Promise<Outcome> => {
    const locked = await lockCard(q, card.id);
    if (!locked) return { refused: 'not_permitted', why: 'not_found' };
    const earlier = await replacementOf(q, card.id);
    if (earlier) {
      // the same request again (a double click, a retry): the replacement it made, once
      if (earlier.idempotency_key === input.idempotencyKey)
        return { result: resultOf(earlier), replay: true };
      return { refused: 'card_closed', why: 'closed' };
    }
    if (locked.closed_at) return { refused: 'card_closed', why: 'closed' };
    const holder = await holderOf(q, card.id);
    // the replacement goes to the address (a physical card) or email (a virtual one) on file: an
    // unregistered card has neither, and a new one is only given through the call centre
    if (!holder) return { refused: 'not_permitted', why: 'not_registered' };
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
      await emailVirtualLink(q, ctx, { id: fresh.id, cardImageId: fresh.cardImageId }, holder.email, now);
    await notify(q, req, { card, newLast4, holder, fee, moved, reason: input.reason }, now);
    const row = await replacementOf(q, card.id);
    await req.audit('success', {
      q,
      cardId: card.id,
      detail: {
        reason: input.reason,
        replacement: maskedNumber({ bin: fresh.pan.slice(0, 6), last4: newLast4 }),
        fee: fee / 100,
      },
    });
    return { result: resultOf(row!), replay: false };
  });
  if (outcome.refused) return refuse(outcome.refused, outcome.why);
  if (outcome.replay) await req.audit('replayed', { cardId: card.id, detail: { reason: input.reason } });
  return outcome.result;
}

/** The holder's notices: email and SMS, what happened and what comes next (no number, no CVV). */
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
  },
  now: Date,
): Promise<void> {
  const { productName, supportPhone } = req.server.ctx.program;
  const { mailingDays } = termsOf(n.card);
  const why = n.reason === 'expired' ? 'has expired' : `was reported ${n.reason}`;
  const next = n.card.virtual
    ? 'Its details are in a separate email with a link to see the card.'
    : `It is mailed to the address on file within ${mailingDays} days.`;
  const money = `${formatCents(n.moved)} moved to it${n.fee > 0 ? `, less the ${formatCents(n.fee)} replacement fee` : ''}.`;
  const body = `Your ${productName} card ending ${n.card.last4} ${why} and is closed for good. Its replacement ends ${n.newLast4}: ${next} Your balance of ${money} Not you? Call ${supportPhone}.`;
  await enqueue(
    q,
    { channel: 'email', recipient: n.holder.email, subject: `${productName}: your replacement card`, body },
    now,
  );
  await enqueue(q, { channel: 'sms', recipient: n.holder.phone, body }, now);
}
