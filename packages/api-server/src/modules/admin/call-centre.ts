// What the people behind "call customer service" do: find a card by its last four digits, unfreeze
// it, end its sessions, send a fresh virtual-card link, and read and close contact requests. Every
// action names its operator (the audit plugin) and its reason.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiFailure } from '../../errors';
import { revokeCardSessions } from '../auth/repository';
import { cardById, setFrozen } from '../card/repository';
import { maskedNumber, toCardInfo } from '../card/wire';
import {
  closeSupportRequest,
  listSupportRequests,
  supportRequest,
  type SupportRow,
} from '../support/repository';
import { refuseDuringContactHold } from '../card/contact-hold';
import { sendFreshLink } from '../virtual-card/links';
import { cardOf } from './card-of';
import { cardIdsByLast4 } from './repository';
import { adminRoute } from './route';

function supportWire(r: SupportRow) {
  return {
    id: r.id,
    // what the cardholder was told to quote: the call centre finds the request by it
    reference: r.reference,
    name: r.name,
    email: r.email,
    card: r.card_masked,
    inquiryType: r.inquiry_type,
    message: r.message,
    createdAt: new Date(r.created_at).toISOString(),
    closed: r.closed_at
      ? { at: new Date(r.closed_at).toISOString(), by: r.closed_by, note: r.close_note }
      : null,
  };
}

export async function adminCallCentreRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const refuse = async (req: FastifyRequest, cardId: number, outcome: string, message: string) => {
    await req.audit(outcome, { cardId });
    throw new ApiFailure('not_permitted', message);
  };

  // one audit row per card shown, each with the search and the reason (only the last four digits
  // are searched by: no full number reaches the audit); a search that found nothing leaves one
  adminRoute(app, 'cardFind', async ({ req, body }) => {
    const ids = await cardIdsByLast4(db, body.last4, body.email ?? null);
    const found = (await Promise.all(ids.map((id) => cardById(db, id)))).filter((c) => c !== null);
    const detail = { reason: body.reason, last4: body.last4, email: body.email ?? null, found: found.length };
    await db.tx(async (q) => {
      if (found.length === 0) await req.audit('none', { q, cardId: null, detail });
      for (const c of found)
        await req.audit('success', { q, cardId: c.id, detail: { ...detail, card: maskedNumber(c) } });
    });
    return found.map((c) => ({
      card: maskedNumber(c),
      expiry: c.expiry,
      status: c.status,
      virtual: c.virtual,
      frozen: c.frozen,
      registered: c.registered,
      holder: c.registered ? { firstName: c.first_name, lastName: c.last_name, email: c.email } : null,
    }));
  });

  adminRoute(app, 'cardUnfreeze', async ({ req, body }) => {
    const card = await cardOf(ctx, body.card);
    if (!card.frozen) return refuse(req, card.id, 'not_frozen', 'The card is not frozen');
    await db.tx(async (q) => {
      await setFrozen(q, card.id, false);
      await req.audit('success', { cardId: card.id, q, detail: { reason: body.reason } });
    });
    return { card: maskedNumber(card), info: toCardInfo({ ...card, frozen: false }, ctx.program) };
  });

  adminRoute(app, 'sessionRevoke', async ({ req, body }) => {
    const card = await cardOf(ctx, body.card);
    const revoked = await db.tx(async (q) => {
      const n = await revokeCardSessions(q, card.id, ctx.now());
      await req.audit('success', { cardId: card.id, q, detail: { reason: body.reason, revoked: n } });
      return n;
    });
    return { card: maskedNumber(card), revoked };
  });

  // to the registered address only: a caller cannot have a link sent anywhere else
  adminRoute(app, 'linkResend', async ({ req, body }) => {
    const card = await cardOf(ctx, body.card);
    if (!card.virtual) return refuse(req, card.id, 'not_virtual', 'Only a virtual card has a link');
    if (!card.registered || !card.email) {
      return refuse(
        req,
        card.id,
        'not_registered',
        'The card is not registered: no registered email to send to',
      );
    }
    await refuseDuringContactHold(ctx, req, card, 'link');
    const to = card.email;
    await db.tx(async (q) => {
      await sendFreshLink(q, ctx, card, to);
      await req.audit('success', { cardId: card.id, q, detail: { reason: body.reason } });
    });
    return { card: maskedNumber(card), sentTo: to };
  });

  adminRoute(app, 'supportList', async ({ body }) =>
    (await listSupportRequests(db, { open: body.open ?? false, since: body.since ?? null })).map(supportWire),
  );

  adminRoute(app, 'supportShow', async ({ body }) => {
    const row = await supportRequest(db, body.id);
    if (!row) throw new ApiFailure('not_found', `No contact request ${body.id}`);
    return supportWire(row);
  });

  adminRoute(app, 'supportClose', async ({ req, body }) => {
    if (!(await supportRequest(db, body.id)))
      throw new ApiFailure('not_found', `No contact request ${body.id}`);
    const closed = await closeSupportRequest(db, {
      id: body.id,
      by: req.operator ?? 'unknown',
      note: body.note,
      at: ctx.now(),
    });
    if (!closed) throw new ApiFailure('not_permitted', `Contact request ${body.id} is already closed`);
    await req.audit('success', { detail: { request: body.id, note: body.note } });
    return supportWire((await supportRequest(db, body.id))!);
  });
}
