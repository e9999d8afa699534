// Every call of spec §7 plus the calls we add, under /api/ind/v1 (paths from contracts PATHS).
import { randomInt } from 'node:crypto';
import { Readable } from 'node:stream';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AgreementRequestSchema,
  AgreementSignRequestSchema,
  ContactRequestSchema,
  CSV_COLUMNS,
  CSV_FILENAME_HEADER,
  EmailResendRequestSchema,
  FreezeRequestSchema,
  GetTokenRequestSchema,
  historyDownloadRequestSchema,
  historyRequestSchema,
  IsRegisteredRequestSchema,
  LoginRequestSchema,
  MESSAGES,
  PATHS,
  RegisterRequestSchema,
  RegisterVirtualRequestSchema,
  calendarDateOf,
  emailField,
  type ErrorCode,
  checkHistoryRange,
  formatIsoDate,
  isoToUs,
  maskCardNumber,
  parseUsDate,
  usToIso,
  type CalendarDate,
  type CaptchaAction,
  type Transaction,
  type TxnType,
} from '@portal/contracts';
import type { Ctx } from '../context';
import { audit, clientOf } from '../context';
import { ApiFailure, parseWith } from '../errors';
import {
  balanceOf,
  cardById,
  cardBySession,
  createLink,
  toCardInfo,
  upsertHolder,
  virtualCardEmail,
  type CardRow,
  type HolderInput,
} from '../cards';
import { linkOf, proveHolder, rateLimit, waitFloor, type LinkRow } from '../guards';
import {
  createSession,
  imageToken,
  refreshSession,
  requireSession,
  revokeSession,
  sessionClaims,
  verifyImageToken,
} from '../sessions';
import { enqueue } from '../notify/outbox';
import { verifyLinkParams } from '../links';
import { isCaptchaAction } from '../captcha';
import { virtualCardSvg } from '../render/cardSvg';

/** A captcha check on any call but login: 400 captcha_failed (so the client's 403 rule logs nobody out). */
async function requireCaptcha(
  ctx: Ctx,
  req: FastifyRequest,
  token: string,
  action: CaptchaAction,
): Promise<void> {
  if (!(await ctx.captcha.verify(token, action, clientOf(req)))) {
    await audit(ctx.db, ctx.now(), { action: `captcha:${action}`, outcome: 'failed', client: clientOf(req) });
    throw new ApiFailure('captcha_failed');
  }
}

/** The session's own card (session and card in one query); 403 session_ended otherwise. */
async function sessionCard(ctx: Ctx, req: FastifyRequest): Promise<{ sid: string; card: CardRow }> {
  const { sid, sub, jti } = await sessionClaims(ctx, req);
  const card = await cardBySession(ctx.db, sid, jti, ctx.now());
  if (!card || String(card.id) !== sub) throw new ApiFailure('session_ended');
  return { sid, card };
}

function holderFrom(body: {
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null | undefined;
  address1: string;
  address2?: string | null | undefined;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phone: string;
}): HolderInput {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    dateOfBirth: body.dateOfBirth ? usToIso(body.dateOfBirth) : null,
    address1: body.address1,
    address2: body.address2 ? body.address2 : null,
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    email: body.email,
    phone: body.phone,
  };
}

function checkLinkParams(
  ctx: Ctx,
  accountId: string,
  params: Record<string, string> | null | undefined,
): void {
  if (!verifyLinkParams(ctx.keys.link, accountId, params)) {
    throw new ApiFailure('invalid_request', undefined, { linkClickParams: 'This link is not valid' });
  }
}

/** Range rule of spec §5 on the server: both dates real, within 20 years, not after today, under 92 days. */
function checkRange(
  ctx: Ctx,
  startDate: string,
  endDate: string,
): { start: CalendarDate; end: CalendarDate } {
  const start = parseUsDate(startDate);
  const end = parseUsDate(endDate);
  const error = checkHistoryRange(start, end, calendarDateOf(ctx.now()));
  if (error || !start || !end) {
    const message = error === 'too_long' ? MESSAGES.historyRangeTooLong : MESSAGES.historyRangeInvalid;
    throw new ApiFailure('invalid_request', message, { startDate: message, endDate: message });
  }
  return { start, end };
}

// a formula may hide behind leading whitespace: ' =1+1' is a formula to some spreadsheets
const CSV_DANGEROUS = /^[\s]*[=+\-@]|^[\t\r]/;

/** One CSV cell: formula-looking text neutralised with a leading apostrophe, then quoted if needed. */
export function csvCell(value: string): string {
  const safe = CSV_DANGEROUS.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const RefreshQuery = v.object({ refresh: v.optional(v.picklist(['true', 'false'])) });
const ChallengeQuery = v.object({ action: v.optional(v.string()) });
const ImageParams = v.object({ cardImageId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/)) });
const ImageQuery = v.object({ token: v.pipe(v.string(), v.maxLength(2048)) });

/** A link a cardholder may still act with: known, not expired, not retired by a fresher one. */
async function liveLink(ctx: Ctx, accountId: string): Promise<LinkRow> {
  const link = await linkOf(ctx, accountId);
  if (link.expired || link.retired) throw new ApiFailure('link_expired');
  return link;
}

/** agreement/sign and getToken: limited per link and per client (429 locked). */
async function linkRateLimit(ctx: Ctx, purpose: string, accountId: string, client: string): Promise<void> {
  const { perLink, perClient } = ctx.settings.linkRateLimit;
  await rateLimit(ctx, `${purpose}:client:${client}`, perClient, 3600);
  await rateLimit(ctx, `${purpose}:link:${accountId}`, perLink, 3600);
}

/**
 * The full number and CVV are shown only for a virtual card that is not frozen, sanctioned or
 * legacy (gift2Go); every refusal is audited with its reason.
 */
async function imageAllowed(
  ctx: Ctx,
  card: CardRow | null,
  at: { action: string; client: string },
): Promise<CardRow> {
  const refusal: [ErrorCode, string] | null = !card
    ? ['not_found', 'no_card']
    : !card.virtual
      ? ['not_permitted', 'not_virtual']
      : card.sanctioned
        ? ['not_permitted', 'sanctioned']
        : card.legacy
          ? ['not_permitted', 'legacy']
          : card.frozen
            ? ['card_frozen', 'frozen']
            : null;
  if (!refusal && card) return card;
  const [code, outcome] = refusal ?? ['not_found', 'no_card'];
  await audit(ctx.db, ctx.now(), { action: at.action, outcome, cardId: card?.id ?? null, client: at.client });
  throw new ApiFailure(code);
}

/**
 * Registration (physical and virtual): a registered card is refused (409 already_registered);
 * changing a registered holder's contact details is a call-centre action (admin `card
 * update-contact`). The check and the write are one statement, so two racing registrations
 * cannot both win.
 */
async function registerHolder(
  ctx: Ctx,
  cardId: number,
  holder: HolderInput,
  client: string,
  detail: { virtual?: boolean },
): Promise<void> {
  const done = await ctx.db.tx(async (q) => {
    const claimed = await q.query(
      'update cards set registered = true where id = $1 and not registered returning id',
      [cardId],
    );
    if (claimed.length === 0) return false;
    await upsertHolder(q, cardId, holder, ctx.now());
    await audit(q, ctx.now(), { action: 'registration', outcome: 'success', cardId, client, detail });
    return true;
  });
  if (!done) {
    await audit(ctx.db, ctx.now(), {
      action: 'registration',
      outcome: 'already_registered',
      cardId,
      client,
      detail,
    });
    throw new ApiFailure('already_registered');
  }
}

export function registerApiRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, settings } = ctx;
  const today = () => calendarDateOf(ctx.now());
  const HistoryRequestSchema = historyRequestSchema(today);
  const HistoryDownloadRequestSchema = historyDownloadRequestSchema(today);

  // ------------------------------------------------------------------ auth
  app.post(PATHS.login, async (req) => {
    const body = parseWith(LoginRequestSchema, req.body);
    const started = performance.now();
    const client = clientOf(req);
    try {
      await rateLimit(
        ctx,
        `login:${client}`,
        settings.loginRateLimit.max,
        settings.loginRateLimit.windowSeconds,
      );
      if (!(await ctx.captcha.verify(body.captchaResponse, 'ind_login', client))) {
        await audit(db, ctx.now(), { action: 'login', outcome: 'captcha_failed', client });
        throw new ApiFailure('sanctions');
      }
      const card = await proveHolder(ctx, {
        pan: body.cardNumber,
        cvv: body.cardCvv,
        action: 'login',
        client,
      });
      if (card.sanctioned) {
        await audit(db, ctx.now(), { action: 'login', outcome: 'sanctioned', cardId: card.id, client });
        throw new ApiFailure('sanctions');
      }
      if (card.frozen) {
        await audit(db, ctx.now(), { action: 'login', outcome: 'frozen', cardId: card.id, client });
        return { card: toCardInfo(card), auth: null };
      }
      const { sid, auth } = await createSession(ctx, card.id, client);
      await audit(db, ctx.now(), {
        action: 'login',
        outcome: 'success',
        sessionId: sid,
        cardId: card.id,
        client,
      });
      return { card: toCardInfo(card), auth };
    } finally {
      await waitFloor(started, settings.loginFloorMs);
    }
  });

  app.post(PATHS.refresh, async (req) => {
    const session = await requireSession(ctx, req);
    return refreshSession(ctx, session);
  });

  app.post(PATHS.logout, async (req, reply) => {
    const session = await requireSession(ctx, req);
    await revokeSession(ctx, session);
    await audit(db, ctx.now(), {
      action: 'logout',
      outcome: 'success',
      sessionId: session.sid,
      cardId: session.cardId,
      client: clientOf(req),
    });
    return reply.code(204).send();
  });

  // ------------------------------------------------------------------ card (bearer session, own card only)
  app.get(PATHS.cardInfo, async (req) => {
    parseWith(RefreshQuery, req.query);
    const { sid, card } = await sessionCard(ctx, req);
    await audit(db, ctx.now(), {
      action: 'card_info_read',
      outcome: 'success',
      sessionId: sid,
      cardId: card.id,
      client: clientOf(req),
    });
    return toCardInfo(card);
  });

  app.get(PATHS.balance, async (req) => {
    const { sid, card } = await sessionCard(ctx, req);
    const amount = await balanceOf(db, card.id);
    await audit(db, ctx.now(), {
      action: 'balance_read',
      outcome: 'success',
      sessionId: sid,
      cardId: card.id,
      client: clientOf(req),
    });
    return { amount };
  });

  app.post(PATHS.freeze, async (req) => {
    const { sid, card } = await sessionCard(ctx, req);
    const body = parseWith(FreezeRequestSchema, req.body);
    const client = clientOf(req);
    const refuse = async (outcome: string) => {
      await audit(db, ctx.now(), {
        action: 'freeze',
        outcome,
        sessionId: sid,
        cardId: card.id,
        client,
        detail: { requested: body.frozen },
      });
      throw new ApiFailure('not_permitted');
    };
    if (!card.perm_freeze) return refuse('not_permitted');
    // unfreezing is only possible through the call centre (spec §6)
    if (!body.frozen && card.frozen) return refuse('unfreeze_refused');
    if (body.frozen !== card.frozen) {
      await db.tx(async (q) => {
        await q.query('update cards set frozen = $2 where id = $1', [card.id, body.frozen]);
        await audit(q, ctx.now(), {
          action: 'freeze',
          outcome: 'success',
          sessionId: sid,
          cardId: card.id,
          client,
          detail: { requested: body.frozen },
        });
      });
    }
    return { frozen: body.frozen };
  });

  app.post(PATHS.pinReset, async (req) => {
    const { sid, card } = await sessionCard(ctx, req);
    const client = clientOf(req);
    const fail = async (code: 'not_permitted' | 'card_frozen', outcome: string) => {
      await audit(db, ctx.now(), { action: 'pin_reset', outcome, sessionId: sid, cardId: card.id, client });
      throw new ApiFailure(code);
    };
    if (!card.perm_pin_reset || card.status !== 'ACTIVATED') return fail('not_permitted', 'not_permitted');
    if (!card.registered || !card.phone) return fail('not_permitted', 'not_registered');
    if (card.frozen) return fail('card_frozen', 'frozen');
    // each reset is an SMS we pay for and a message to the holder: per client, then per card
    try {
      await rateLimit(ctx, `pin:client:${client}`, settings.pinResetLimit.perClient, 3600);
      await rateLimit(ctx, `pin:card:${card.id}`, settings.pinResetLimit.perCard, 86_400);
    } catch (error) {
      await audit(db, ctx.now(), {
        action: 'pin_reset',
        outcome: 'limited',
        sessionId: sid,
        cardId: card.id,
        client,
      });
      throw error;
    }
    const phone = card.phone;
    const pin = String(randomInt(10_000)).padStart(4, '0');
    await db.tx(async (q) => {
      await enqueue(
        q,
        {
          channel: 'sms',
          recipient: phone,
          // the PIN is stored sealed and dropped once delivered; what may be shown is this
          body: `${ctx.program.productName}: a new PIN was sent to ···${phone.slice(-4)}`,
          sealed: ctx.sealer.seal(
            `${ctx.program.productName}: your new PIN is ${pin}. Never share it with anyone.`,
          ),
        },
        ctx.now(),
      );
      await audit(q, ctx.now(), {
        action: 'pin_reset',
        outcome: 'success',
        sessionId: sid,
        cardId: card.id,
        client,
      });
    });
    return { sent: true };
  });

  app.post(PATHS.activate, async (req) => {
    const { sid, card } = await sessionCard(ctx, req);
    const client = clientOf(req);
    if (!card.perm_activation || card.status !== 'REQUIRES_ACTIVATION') {
      await audit(db, ctx.now(), {
        action: 'activation',
        outcome: 'not_permitted',
        sessionId: sid,
        cardId: card.id,
        client,
      });
      throw new ApiFailure('not_permitted');
    }
    await db.tx(async (q) => {
      await q.query("update cards set status = 'ACTIVATED' where id = $1", [card.id]);
      await audit(q, ctx.now(), {
        action: 'activation',
        outcome: 'success',
        sessionId: sid,
        cardId: card.id,
        client,
      });
    });
    const updated = await cardById(db, card.id);
    return toCardInfo(updated ?? card);
  });

  // ------------------------------------------------------------------ history
  app.post(PATHS.history, async (req) => {
    const { sid, card } = await sessionCard(ctx, req);
    const body = parseWith(HistoryRequestSchema, req.body);
    const { start, end } = checkRange(ctx, body.startDate, body.endDate);
    const range = [card.id, formatIsoDate(start), formatIsoDate(end)];
    const [countRows, rows] = await Promise.all([
      db.query<{ n: number }>(
        'select count(*)::int as n from transactions where card_id = $1 and txn_date between $2 and $3',
        range,
      ),
      db.query<{ d: string; type: TxnType; merchant: string; cents: number }>(
        `select to_char(txn_date, 'YYYY-MM-DD') as d, type, merchant, amount_cents::float8 as cents
         from transactions where card_id = $1 and txn_date between $2 and $3
         order by txn_date desc, id desc limit $4 offset $5`,
        [...range, body.txnPerPage, (body.page - 1) * body.txnPerPage],
      ),
    ]);
    await audit(db, ctx.now(), {
      action: 'history_read',
      outcome: 'success',
      sessionId: sid,
      cardId: card.id,
      client: clientOf(req),
    });
    const transactions: Transaction[] = rows.map((r) => ({
      date: isoToUs(r.d) ?? r.d,
      type: r.type,
      merchant: r.merchant,
      amount: Math.round(r.cents) / 100,
    }));
    return { transactions, page: body.page, txnCount: countRows[0]?.n ?? 0 };
  });

  app.post(PATHS.historyDownload, async (req, reply) => {
    const { sid, card } = await sessionCard(ctx, req);
    const body = parseWith(HistoryDownloadRequestSchema, req.body);
    const { start, end } = checkRange(ctx, body.startDate, body.endDate);
    await audit(db, ctx.now(), {
      action: 'history_download',
      outcome: 'success',
      sessionId: sid,
      cardId: card.id,
      client: clientOf(req),
    });
    const fileName = `transaction-history-${formatIsoDate(start)}-to-${formatIsoDate(end)}.csv`;
    const batch = 1000;
    // keyset paging: constant memory whatever the range holds
    async function* lines(): AsyncGenerator<string> {
      yield `${CSV_COLUMNS.join(',')}\r\n`;
      let cursor: { d: string; id: number } | null = null;
      for (;;) {
        const params: (string | number)[] = [card.id, formatIsoDate(start), formatIsoDate(end), batch];
        const after: string = cursor ? 'and (txn_date, id) < ($5::date, $6)' : '';
        if (cursor) params.push(cursor.d, cursor.id);
        const rows: { id: number; d: string; type: string; merchant: string; cents: number }[] =
          await db.query(
            `select id, to_char(txn_date, 'YYYY-MM-DD') as d, type, merchant, amount_cents::float8 as cents
           from transactions where card_id = $1 and txn_date between $2 and $3 ${after}
           order by txn_date desc, id desc limit $4`,
            params,
          );
        if (rows.length === 0) return;
        let chunk = '';
        for (const r of rows) {
          chunk += `${[isoToUs(r.d) ?? r.d, csvCell(r.type), csvCell(r.merchant), (r.cents / 100).toFixed(2)].join(',')}\r\n`;
        }
        yield chunk;
        const last = rows[rows.length - 1]!;
        cursor = { d: last.d, id: last.id };
        if (rows.length < batch) return;
      }
    }
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(CSV_FILENAME_HEADER, fileName)
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(Readable.from(lines()));
  });

  // ------------------------------------------------------------------ physical registration (card number + CVV prove the holder)
  app.post(PATHS.register, async (req) => {
    const body = parseWith(RegisterRequestSchema, req.body);
    const started = performance.now();
    const client = clientOf(req);
    try {
      await rateLimit(
        ctx,
        `login:${client}`,
        settings.loginRateLimit.max,
        settings.loginRateLimit.windowSeconds,
      );
      await requireCaptcha(ctx, req, body.captchaResponse, 'ind_card_registration');
      const card = await proveHolder(ctx, {
        pan: body.cardNum,
        cvv: body.cvv,
        action: 'registration',
        client,
      });
      if (card.sanctioned) {
        await audit(db, ctx.now(), {
          action: 'registration',
          outcome: 'sanctioned',
          cardId: card.id,
          client,
        });
        throw new ApiFailure('not_permitted');
      }
      await registerHolder(ctx, card.id, holderFrom(body), client, {});
      return { needToUpdateInfo: true };
    } finally {
      await waitFloor(started, settings.loginFloorMs);
    }
  });

  // ------------------------------------------------------------------ virtual card (the emailed link's account id)
  app.post(PATHS.isRegistered, async (req) => {
    const body = parseWith(IsRegisteredRequestSchema, req.body);
    checkLinkParams(ctx, body.cardNum, body.linkClickParams);
    const link = await linkOf(ctx, body.cardNum);
    const card = await cardById(db, link.card_id);
    return { registered: card?.registered ?? false };
  });

  app.post(PATHS.registerVirtual, async (req) => {
    const body = parseWith(RegisterVirtualRequestSchema, req.body);
    const client = clientOf(req);
    await requireCaptcha(ctx, req, body.captchaResponse, 'ind_card_registration');
    checkLinkParams(ctx, body.accountId, body.linkClickParams);
    const link = await liveLink(ctx, body.accountId);
    await registerHolder(ctx, link.card_id, holderFrom(body), client, { virtual: true });
    return { needToUpdateInfo: false };
  });

  app.post(PATHS.agreement, async (req) => {
    const body = parseWith(AgreementRequestSchema, req.body);
    const link = await linkOf(ctx, body.accountId);
    const rows = await db.query<{ d: string }>(
      "select to_char(accepted_at at time zone 'UTC', 'MM/DD/YYYY') as d from agreements where card_id = $1",
      [link.card_id],
    );
    return { acceptanceDate: rows[0]?.d ?? null };
  });

  app.post(PATHS.agreementSign, async (req) => {
    const body = parseWith(AgreementSignRequestSchema, req.body);
    const client = clientOf(req);
    await linkRateLimit(ctx, 'sign', body.accountId, client);
    const link = await liveLink(ctx, body.accountId);
    const card = await cardById(db, link.card_id);
    const typed = body.email?.trim() ?? '';
    // the e-sign address: the holder's (or the link's) unless a valid address is given
    if (typed && !v.safeParse(emailField, typed).success) {
      throw new ApiFailure('invalid_request', undefined, { email: MESSAGES.emailInvalid });
    }
    const email = typed || card?.email || link.email;
    const rows = await db.tx(async (q) => {
      await q.query(
        'insert into agreements (card_id, accepted_at, esign_email, account_id, client) values ($1, $2, $3, $4, $5) on conflict (card_id) do nothing',
        [link.card_id, ctx.now(), email ?? null, body.accountId, client],
      );
      await audit(q, ctx.now(), {
        action: 'agreement_sign',
        outcome: 'success',
        cardId: link.card_id,
        client,
      });
      return q.query<{ d: string }>(
        "select to_char(accepted_at at time zone 'UTC', 'MM/DD/YYYY') as d from agreements where card_id = $1",
        [link.card_id],
      );
    });
    return { acceptanceDate: rows[0]!.d };
  });

  app.post(PATHS.getToken, async (req) => {
    const body = parseWith(GetTokenRequestSchema, req.body);
    const client = clientOf(req);
    await linkRateLimit(ctx, 'token', body.accountId, client);
    const link = await liveLink(ctx, body.accountId);
    const card = await imageAllowed(ctx, await cardById(db, link.card_id), {
      action: 'card_image_token',
      client,
    });
    const accepted = await db.query('select 1 from agreements where card_id = $1', [link.card_id]);
    if (accepted.length === 0) throw new ApiFailure('not_permitted', 'The agreement has not been accepted');
    return { token: await imageToken(ctx, card.id, card.card_image_id, link.account_id) };
  });

  app.get(PATHS.cardImage, async (req, reply) => {
    const params = parseWith(ImageParams, req.params);
    const query = parseWith(ImageQuery, req.query);
    const grant = await verifyImageToken(ctx, query.token, params.cardImageId);
    if (!grant) throw new ApiFailure('link_expired');
    // the token is bound to its link: a retired or expired link ends it too
    const link = await liveLink(ctx, grant.accountId);
    const found = link.card_id === grant.cardId ? await cardById(db, grant.cardId) : null;
    if (!found || found.card_image_id !== params.cardImageId) throw new ApiFailure('link_expired');
    const card = await imageAllowed(ctx, found, { action: 'card_image_read', client: clientOf(req) });
    const pan = ctx.cardCrypto.decryptPan(card.pan_enc, card.id);
    const svg = virtualCardSvg({
      program: ctx.program,
      cardNumber: pan,
      expiry: card.expiry,
      cvv: ctx.cardCrypto.cvvFor(pan, card.expiry),
      holderName: [card.first_name, card.last_name].filter(Boolean).join(' ') || 'VALUED CARDHOLDER',
    });
    await audit(db, ctx.now(), {
      action: 'card_image_read',
      outcome: 'success',
      cardId: card.id,
      client: clientOf(req),
    });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });

  app.post(PATHS.emailResend, async (req) => {
    const body = parseWith(EmailResendRequestSchema, req.body);
    const client = clientOf(req);
    await requireCaptcha(ctx, req, body.captchaResponse, 'card_resend');
    const link = await linkOf(ctx, body.accountId);
    await rateLimit(ctx, `resend:${link.card_id}`, 5, 3600);
    const card = await cardById(db, link.card_id);
    // a fresh link goes to the registered address only
    const to = card?.registered ? card.email : null;
    if (!card || !to) {
      await audit(db, ctx.now(), {
        action: 'email_resend',
        outcome: 'not_registered',
        cardId: link.card_id,
        client,
      });
      throw new ApiFailure('not_permitted');
    }
    await db.tx(async (q) => {
      // a fresh link retires every earlier one of the card
      await q.query('update virtual_links set retired_at = $2 where card_id = $1 and retired_at is null', [
        card.id,
        ctx.now(),
      ]);
      const fresh = await createLink(
        q,
        ctx.keys.link,
        { id: card.id, cardImageId: card.card_image_id },
        to,
        settings.linkTtlDays,
        ctx.now(),
      );
      const mail = virtualCardEmail(settings.publicUrl, ctx.program.productName, fresh);
      await enqueue(
        q,
        {
          channel: 'email',
          recipient: to,
          subject: mail.subject,
          body: mail.redacted,
          sealed: ctx.sealer.seal(mail.body),
        },
        ctx.now(),
      );
      await audit(q, ctx.now(), { action: 'email_resend', outcome: 'success', cardId: card.id, client });
    });
    return { sent: true };
  });

  // ------------------------------------------------------------------ anyone
  app.post(PATHS.contact, async (req) => {
    const body = parseWith(ContactRequestSchema, req.body);
    const client = clientOf(req);
    await requireCaptcha(ctx, req, body.captchaResponse, 'ind_contact_form');
    await rateLimit(ctx, `contact:${client}`, settings.contactRateLimit, 3600);
    const cardNumber = body.cardNumber ? body.cardNumber.replace(/\D/g, '') : '';
    await db.query(
      'insert into support_requests (name, email, card_masked, inquiry_type, message, client, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
      [
        body.name,
        body.email,
        cardNumber ? maskCardNumber(cardNumber) : null,
        body.inquiryType,
        body.message ?? '',
        client,
        ctx.now(),
      ],
    );
    return { received: true };
  });

  app.get(PATHS.captchaChallenge, async (req) => {
    const query = parseWith(ChallengeQuery, req.query);
    if (query.action !== undefined && !isCaptchaAction(query.action)) {
      throw new ApiFailure('invalid_request', undefined, { action: 'Unknown captcha action' });
    }
    if (!ctx.captcha.challenge)
      throw new ApiFailure('not_found', 'This server does not use proof-of-work captchas');
    return ctx.captcha.challenge(query.action);
  });
}
