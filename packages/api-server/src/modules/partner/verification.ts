// The member's one-time code on a partner's embed session. The embed token is a bearer credential
// that the partner's server and page both hold, and a server types any header, so the frame's
// origin proves nothing about who exchanges it. What neither the partner's server nor its page
// holds is the holder's mailbox or phone: at the exchange a 6-digit code goes to the holder's
// contact of record, and until it is typed inside the frame the session opens nothing of the card
// (agreement, signing, image token, image: 403 verification_required). The code is kept as an HMAC
// bound to its session, lives 10 minutes, and the fifth wrong try ends the session; how many codes
// a card gets is limited, so guessing stays hopeless however many sessions a partner opens.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { EMBED_CODE_DIGITS, EMBED_CODE_TTL_SECONDS, fill, type CodeSentTo } from '@portal/contracts';
import type { Language } from '@portal/contracts/i18n';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiFailure } from '../../errors';
import { enqueue } from '../../notify/outbox';
import { notifyTexts } from '../../notify/texts';
import type { CardRow } from '../card/repository';
import { maskedEmail } from '../card/wire';
import { lastLinkEmail } from '../virtual-card/repository';
import {
  embedCodeForUpdate,
  embedCodeVerified,
  markEmbedCodeVerified,
  setEmbedCodeTries,
  upsertEmbedCode,
} from './repository';

/** Where a code goes: the holder's email of record and registered phone, and in which language. */
export interface Contacts {
  email: string | null;
  phone: string | null;
  language: Language;
}

/**
 * The holder's email of record (the registered one, else the address the card was issued to: its
 * latest emailed link's, else the card's: the rule of the resend) and the registered phone.
 */
export async function holderContacts(q: Queryable, card: CardRow): Promise<Contacts> {
  const email = card.registered ? card.email : ((await lastLinkEmail(q, card.id)) ?? card.email);
  return {
    email: email || null,
    phone: card.registered && card.phone ? card.phone : null,
    language: card.language,
  };
}

/** `•••• 0142`: the last four digits. */
export function maskPhone(phone: string): string {
  return `•••• ${phone.replace(/\D/g, '').slice(-4)}`;
}

export function maskedContacts(contacts: Contacts): CodeSentTo {
  return {
    email: contacts.email ? maskedEmail(contacts.email) : null,
    phone: contacts.phone ? maskPhone(contacts.phone) : null,
  };
}

/** The code's HMAC under the server's link key, bound to its session: only this is stored. */
function codeHash(key: Buffer, accountId: string, code: string): string {
  return createHmac('sha256', key).update(`embed-code\0${accountId}\0${code}`).digest('hex');
}

/**
 * A fresh code for the embed session `accountId` (any earlier one of the session stops working,
 * its tries start again), sent to `contacts` by the outbox, sealed: the outbox keeps the code
 * encrypted and drops it once a real transport delivered it.
 */
export async function sendCode(
  q: Queryable,
  ctx: Ctx,
  accountId: string,
  contacts: Contacts,
  now: Date,
): Promise<void> {
  const code = String(randomInt(0, 10 ** EMBED_CODE_DIGITS)).padStart(EMBED_CODE_DIGITS, '0');
  const expiresAt = new Date(now.getTime() + EMBED_CODE_TTL_SECONDS * 1000);
  await upsertEmbedCode(q, {
    accountId,
    codeHash: codeHash(ctx.keys.link, accountId, code),
    expiresAt,
    at: now,
  });
  const { productName: product, supportPhone: phone } = ctx.program;
  const minutes = String(Math.round(EMBED_CODE_TTL_SECONDS / 60));
  const words = notifyTexts(contacts.language).embedCode;
  const text = fill(words.text, { product, code, minutes, phone });
  const redacted = fill(words.redacted, { product, minutes });
  if (contacts.email)
    await enqueue(
      q,
      {
        channel: 'email',
        recipient: contacts.email,
        subject: fill(words.subject, { product }),
        body: redacted,
        sealed: ctx.sealer.seal(text),
      },
      now,
    );
  if (contacts.phone)
    await enqueue(
      q,
      { channel: 'sms', recipient: contacts.phone, body: redacted, sealed: ctx.sealer.seal(text) },
      now,
    );
}

export type CheckOutcome =
  | { result: 'verified' }
  | { result: 'invalid'; triesLeft: number }
  | { result: 'expired' }
  | { result: 'locked' }
  | { result: 'none' };

/**
 * Check `code` for the session in the caller's transaction (the row locked, so two racing tries
 * count twice). A wrong code counts a try; the last allowed wrong one locks the session.
 */
export async function checkCode(
  q: Queryable,
  ctx: Ctx,
  accountId: string,
  code: string,
  maxTries: number,
  now: Date,
): Promise<CheckOutcome> {
  const row = await embedCodeForUpdate(q, accountId, now);
  if (!row) return { result: 'none' };
  if (row.verified) return { result: 'verified' };
  if (row.tries >= maxTries) return { result: 'locked' };
  if (row.expired) return { result: 'expired' };
  const given = Buffer.from(codeHash(ctx.keys.link, accountId, code), 'hex');
  const stored = Buffer.from(row.code_hash, 'hex');
  if (given.length === stored.length && timingSafeEqual(given, stored)) {
    await markEmbedCodeVerified(q, accountId, now);
    return { result: 'verified' };
  }
  const tries = row.tries + 1;
  await setEmbedCodeTries(q, accountId, tries);
  return tries >= maxTries ? { result: 'locked' } : { result: 'invalid', triesLeft: maxTries - tries };
}

/**
 * 403 verification_required (audited) for a partner's embed session whose member has not typed the
 * code; an emailed link (no partner) goes on.
 */
export async function requireVerified(
  req: FastifyRequest,
  link: { account_id: string; card_id: number; partner_id: string | null },
): Promise<void> {
  if (link.partner_id === null) return;
  if (await embedCodeVerified(req.server.ctx.db, link.account_id)) return;
  await req.audit('verification_required', { cardId: link.card_id, detail: { partner: link.partner_id } });
  throw new ApiFailure('verification_required');
}

/** 400 code_invalid whose answer says how many tries are left. */
export class CodeInvalid extends ApiFailure {
  constructor(readonly triesLeft: number) {
    super('code_invalid', `The code is not right: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`);
  }
  override toBody() {
    return { ...super.toBody(), triesLeft: this.triesLeft };
  }
}
