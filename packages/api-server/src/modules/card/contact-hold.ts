// The 72 hours after a call-centre contact change. Someone who talks one agent into changing a
// holder's email or phone could otherwise ask, in the same call or right after, for a fresh
// virtual-card link, a new PIN or a replacement card (mailed or emailed to the contact on file) and
// have it sent to the address they just gave. Copying the previous address would not stop that
// (the new one still gets the card), so within the window a resend, a PIN reset or a replacement
// is refused, and every contact of the window (each replaced one and the current one) is told: the
// real holder, already warned of the change, has three days to call before anything that opens
// the card leaves. A report of loss or theft within the window freezes the card at once: refusing
// the replacement alone would leave the card open to whoever has it for those three days.
import type { FastifyRequest } from 'fastify';
import { fill } from '@portal/contracts';
import type { Language } from '@portal/contracts/i18n';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiFailure } from '../../errors';
import { enqueue } from '../../notify/outbox';
import { momentIn, notifyTexts } from '../../notify/texts';
import { recentContactChanges, setFrozen } from './repository';

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

/** What was asked, as the refusal says it (the notice says it in the card's language: contactHoldAsked). */
const ASKED = {
  link: { from: 'a new virtual-card link can be sent' },
  pin: { from: 'a new PIN can be sent' },
  embed: { from: 'a code to see the virtual card can be sent' },
  replacement: { from: 'the card can be replaced' },
} as const;

type HeldCard = {
  id: number;
  last4: string;
  email: string | null;
  phone: string | null;
  language: Language;
};

/** What a held request says: the notice to every contact, the 409's message, the audit's detail. */
interface HeldWords {
  subject: string;
  body: string;
  message: string;
  detail?: Record<string, string | number | boolean>;
}

/**
 * Within a hold: tells every contact of the window (by email and SMS) and writes the audit row,
 * with `alsoDo` in the same transaction (a notice is never queued for a change that rolled back),
 * then throws 409 contact_recently_changed. Outside one: returns. `words` gets the end of the hold
 * as the notice (UTC, in the card's language) and the message (ISO) say it.
 */
async function refuseWithinHold(
  ctx: Ctx,
  req: FastifyRequest,
  card: HeldCard,
  words: (until: { utc: string; iso: string }, program: Ctx['program']) => HeldWords,
  alsoDo?: (q: Queryable) => Promise<void>,
): Promise<void> {
  const now = ctx.now();
  const hold = await contactHold(ctx.db, card.id, now);
  if (!hold) return;
  const { subject, body, message, detail } = words(
    { utc: momentIn(card.language, hold.until), iso: hold.until.toISOString() },
    ctx.program,
  );
  const unique = (list: (string | null)[]) => [...new Set(list.filter((x): x is string => !!x))];
  const emails = unique([...hold.previous.map((p) => p.email), card.email]);
  const phones = unique([...hold.previous.map((p) => p.phone), card.phone]);
  await ctx.db.tx(async (q) => {
    if (alsoDo) await alsoDo(q);
    for (const to of emails) await enqueue(q, { channel: 'email', recipient: to, subject, body }, now);
    for (const to of phones) await enqueue(q, { channel: 'sms', recipient: to, body }, now);
    await req.audit('contact_hold', {
      q,
      cardId: card.id,
      detail: { until: hold.until.toISOString(), told: emails.length + phones.length, ...detail },
    });
  });
  throw new ApiFailure('contact_recently_changed', message);
}

/**
 * Within a hold: tells every contact of the window (by email and SMS), audits the refusal and
 * throws 409 contact_recently_changed. Outside one: returns.
 */
export function refuseDuringContactHold(
  ctx: Ctx,
  req: FastifyRequest,
  card: HeldCard,
  asked: keyof typeof ASKED,
): Promise<void> {
  const { from } = ASKED[asked];
  const texts = notifyTexts(card.language);
  const { what, held } = texts.contactHoldAsked[asked];
  return refuseWithinHold(ctx, req, card, (until, { productName: product, supportPhone: phone }) => ({
    subject: fill(texts.contactHold.askedSubject, { product, what }),
    body: fill(texts.contactHold.askedBody, {
      what,
      product,
      last4: card.last4,
      held,
      until: until.utc,
      phone,
    }),
    message: `The contact details of this card changed in the last ${CONTACT_HOLD_HOURS} hours: ${from} from ${until.iso}. The previous and current email and phone were told.`,
  }));
}

/**
 * A report of loss or theft within a hold: the card is frozen at once (the holder's own lock,
 * `setFrozen`; unfreezing stays with the call centre), every contact of the window is told, and
 * the replacement is refused with 409 contact_recently_changed as any other. A frozen card stays
 * frozen. Outside a hold: returns, and the replacement goes ahead.
 */
export function freezeDuringContactHold(
  ctx: Ctx,
  req: FastifyRequest,
  card: HeldCard & { frozen: boolean },
  reason: 'lost' | 'stolen',
): Promise<void> {
  return refuseWithinHold(
    ctx,
    req,
    card,
    (until, { productName: product, supportPhone: phone }) => ({
      subject: fill(notifyTexts(card.language).contactHold.frozenSubject, { product }),
      body: fill(notifyTexts(card.language).contactHold.frozenBody, {
        product,
        last4: card.last4,
        reason: notifyTexts(card.language).contactHold[reason],
        until: until.utc,
        phone,
      }),
      message: `This card is frozen because it was reported ${reason}. Its contact details changed in the last ${CONTACT_HOLD_HOURS} hours: the replacement can be sent from ${until.iso}. The previous and current email and phone were told.`,
      detail: { reason, frozen: true },
    }),
    async (q) => {
      if (!card.frozen) await setFrozen(q, card.id, true);
    },
  );
}
