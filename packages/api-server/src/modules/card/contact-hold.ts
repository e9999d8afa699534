// The 72 hours after a call-centre contact change. Someone who talks one agent into changing a
// holder's email or phone could otherwise ask, in the same call or right after, for a fresh
// virtual-card link, a new PIN or a replacement card (mailed or emailed to the contact on file) and
// have it sent to the address they just gave. Copying the previous address would not stop that
// (the new one still gets the card), so within the window a resend, a PIN reset or a replacement
// is refused, and every contact of the window (each replaced one and the current one) is told: the
// real holder, already warned of the change, has three days to call before anything that opens
// the card leaves.
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiFailure } from '../../errors';
import { enqueue } from '../../notify/outbox';
import { recentContactChanges } from './repository';

export const CONTACT_HOLD_HOURS = 72;
const HOLD_MS = CONTACT_HOLD_HOURS * 3_600_000;

export interface ContactHold {
  /** when a resend, PIN reset or replacement is possible again: 72 hours after the last change */
  until: Date;
  /** the contacts replaced by the run of changes that holds the card, newest first */
  previous: { email: string; phone: string }[];
}

/**
 * The hold on a card `now`, or null when its contact did not change in the last 72 hours. A
 * change made within 72 hours of the next one belongs to the same run: a second change cannot
 * drop the first holder's contact from those told.
 */
export async function contactHold(q: Queryable, cardId: number, now: Date): Promise<ContactHold | null> {
  const rows = await recentContactChanges(q, cardId);
  const at = (r: { changed_at: Date }) => new Date(r.changed_at).getTime();
  const last = rows[0];
  if (!last || at(last) + HOLD_MS <= now.getTime()) return null;
  const run = [last];
  for (const r of rows.slice(1)) {
    if (at(run.at(-1)!) - at(r) >= HOLD_MS) break;
    run.push(r);
  }
  return {
    until: new Date(at(last) + HOLD_MS),
    previous: run.map((r) => ({ email: r.previous_email, phone: r.previous_phone })),
  };
}

/** What was asked, as the notice and the refusal say it. */
const ASKED = {
  link: {
    what: 'a new virtual-card link',
    held: 'it cannot be sent',
    from: 'a new virtual-card link can be sent',
  },
  pin: { what: 'a new PIN', held: 'it cannot be sent', from: 'a new PIN can be sent' },
  replacement: {
    what: 'a replacement card',
    held: 'the card cannot be replaced',
    from: 'the card can be replaced',
  },
} as const;

/**
 * Within a hold: tells every contact of the window (by email and SMS), audits the refusal and
 * throws 409 contact_recently_changed. Outside one: returns.
 */
export async function refuseDuringContactHold(
  ctx: Ctx,
  req: FastifyRequest,
  card: { id: number; last4: string; email: string | null; phone: string | null },
  asked: keyof typeof ASKED,
): Promise<void> {
  const now = ctx.now();
  const hold = await contactHold(ctx.db, card.id, now);
  if (!hold) return;
  const unique = (list: (string | null)[]) => [...new Set(list.filter((x): x is string => !!x))];
  const emails = unique([...hold.previous.map((p) => p.email), card.email]);
  const phones = unique([...hold.previous.map((p) => p.phone), card.phone]);
  const { productName, supportPhone } = ctx.program;
  const { what, held, from } = ASKED[asked];
  const until = hold.until.toUTCString();
  const notice = `Someone asked for ${what} for your ${productName} card ending ${card.last4}. Its contact details were changed recently, so ${held} before ${until}. If you did not change them, call ${supportPhone} now.`;
  await ctx.db.tx(async (q) => {
    for (const to of emails)
      await enqueue(
        q,
        { channel: 'email', recipient: to, subject: `${productName}: ${what} was asked`, body: notice },
        now,
      );
    for (const to of phones) await enqueue(q, { channel: 'sms', recipient: to, body: notice }, now);
    await req.audit('contact_hold', {
      q,
      cardId: card.id,
      detail: { until: hold.until.toISOString(), told: emails.length + phones.length },
    });
  });
  throw new ApiFailure(
    'contact_recently_changed',
    `The contact details of this card changed in the last ${CONTACT_HOLD_HOURS} hours: ${from} from ${hold.until.toISOString()}. The previous and current email and phone were told.`,
  );
}
