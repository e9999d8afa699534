// The member's side of an embed session's one-time code (verification.ts), called by the card's
// frame on the portal's origin: typing the code opens the session to the card, and asking again
// sends a fresh one. Both are limited per session and per card so that guessing stays hopeless; a
// fresh one is refused within a contact hold (card/contact-hold.ts), like the exchange.
import type { FastifyInstance } from 'fastify';
import {
  EMBED_CODE_MAX_TRIES,
  EMBED_CODE_RESENDS_PER_SESSION,
  EMBED_CODE_TTL_SECONDS,
} from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { retireEmbedLinks } from './repository';
import { codeLimit, embedSession, limit, partnerRoute } from './route';
import { CodeInvalid, checkCode, holderContacts, maskedContacts, sendCode } from './verification';
import { refuseDuringContactHold } from '../card/contact-hold';
import { cardById } from '../card/repository';

/** verifyEmbedSession and resendEmbedCode (registered by partnerRoutes). */
export function verifyRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;

  partnerRoute(app, 'verifyEmbedSession', async ({ req, body }) => {
    const link = await embedSession(req, body.accountId);
    const now = ctx.now();
    const detail = { partner: link.partner_id };
    const outcome = await db.tx(async (q) => {
      const checked = await checkCode(q, ctx, link.account_id, body.code, EMBED_CODE_MAX_TRIES, now);
      // the last wrong try ends the session: whoever guesses gets a new token, a new code, 5 tries
      if (checked.result === 'locked') await retireEmbedLinks(q, link.account_id, now);
      const audited = {
        verified: 'success',
        invalid: 'code_invalid',
        expired: 'code_expired',
        locked: 'locked',
        none: 'no_code',
      }[checked.result];
      await req.audit(audited, { cardId: link.card_id, q, detail });
      return checked;
    });
    switch (outcome.result) {
      case 'verified':
        return { verified: true as const };
      case 'invalid':
        throw new CodeInvalid(outcome.triesLeft);
      case 'expired':
        throw new ApiFailure('code_expired', 'This code has expired. Ask for a new one.');
      case 'locked':
        throw new ApiFailure('locked', 'Too many wrong codes: this view of the card has ended');
      default:
        throw new ApiFailure('not_found', 'Unknown link');
    }
  });

  partnerRoute(app, 'resendEmbedCode', async ({ req, body }) => {
    const link = await embedSession(req, body.accountId);
    await limit(
      req,
      `embed_code:session:${link.account_id}`,
      EMBED_CODE_RESENDS_PER_SESSION,
      EMBED_CODE_TTL_SECONDS,
    );
    await codeLimit(req, link.card_id);
    const card = await cardById(db, link.card_id);
    const contacts = card ? await holderContacts(db, card) : { email: null, phone: null };
    if (!card || (!contacts.email && !contacts.phone)) {
      await req.audit('no_contact', { cardId: link.card_id, detail: { partner: link.partner_id } });
      throw new ApiFailure('not_permitted', 'The card has no contact of record to send a code to');
    }
    // a contact changed since the exchange: the new code would go to whoever gave the new address
    await refuseDuringContactHold(ctx, req, card, 'embed');
    await db.tx(async (q) => {
      await sendCode(q, ctx, link.account_id, contacts, ctx.now());
      await req.audit('success', { cardId: link.card_id, q, detail: { partner: link.partner_id } });
    });
    return { codeSentTo: maskedContacts(contacts) };
  });
}
