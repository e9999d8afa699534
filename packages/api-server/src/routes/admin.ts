// Operator endpoints (ADMIN_TOKEN bearer) used by the CLI `pnpm --silent admin …`.
import { timingSafeEqual, createHash } from 'node:crypto';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TXN_TYPES,
  emailField,
  isVisaCardNumber,
  normaliseCardNumber,
  parseIsoDate,
  phoneField,
} from '@portal/contracts';
import { enqueue } from '../notify/outbox';
import { unlockCard } from '../guards';
import type { Ctx, Operator } from '../context';
import { audit, clientOf } from '../context';
import { ApiFailure, parseWith } from '../errors';
import {
  PERMISSION_NAMES,
  balanceOf,
  cardByFingerprint,
  maskedNumber,
  issueCard,
  postTransaction,
  seedTransactions,
  toCardInfo,
  type CardRow,
} from '../cards';

export const ADMIN_PREFIX = '/admin/v1';

const CardNumber = v.pipe(
  v.string(),
  v.transform(normaliseCardNumber),
  v.check(isVisaCardNumber, 'Expected a 16-digit Visa card number'),
);

const IssueSchema = v.object({
  virtual: v.optional(v.boolean()),
  amount: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000))),
  status: v.optional(v.picklist(['issued', 'requires_activation', 'activated'])),
  registered: v.optional(v.boolean()),
  frozen: v.optional(v.boolean()),
  legacy: v.optional(v.boolean()),
  sanctioned: v.optional(v.boolean()),
  permissions: v.optional(v.array(v.picklist(PERMISSION_NAMES))),
  email: v.optional(v.pipe(v.string(), v.email())),
});

const ShowSchema = v.object({ card: CardNumber });

const Reason = v.pipe(v.string(), v.trim(), v.minLength(3, 'Give a reason'), v.maxLength(500));

const ContactUpdateSchema = v.pipe(
  v.object({
    card: CardNumber,
    email: v.optional(emailField),
    phone: v.optional(phoneField),
    reason: Reason,
  }),
  v.check((b) => b.email !== undefined || b.phone !== undefined, 'Give a new email, a new phone or both'),
);

const UnlockSchema = v.object({ card: CardNumber, reason: v.optional(Reason) });

const IsoDate = v.pipe(
  v.string(),
  v.check((s) => parseIsoDate(s) !== null, 'Expected YYYY-MM-DD'),
);

const TxnSchema = v.object({
  card: CardNumber,
  amount: v.pipe(v.number(), v.minValue(-1_000_000), v.maxValue(1_000_000)),
  merchant: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  date: IsoDate,
  type: v.picklist(TXN_TYPES),
});

const SeedSchema = v.object({
  card: CardNumber,
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7400)),
});

function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** The operator a bearer token names, or null (every token compared, in constant time each). */
function operatorOf(ctx: Ctx, header: string | undefined): Operator | null {
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) return null;
  let found: Operator | null = null;
  for (const op of ctx.operators) if (sameSecret(token, op.token)) found = op;
  return found;
}

const operators = new WeakMap<FastifyRequest, string>();

/** The name of the operator of an admin request (every call is authenticated by the onRequest hook). */
function operatorName(req: FastifyRequest): string {
  const name = operators.get(req);
  if (!name) throw new ApiFailure('unauthorized');
  return name;
}

export function registerAdminRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  // every admin call: a named operator token, else 401; then one audit row naming the operator
  app.addHook('onRequest', async (req) => {
    const op = operatorOf(ctx, req.headers.authorization);
    if (!op) {
      await audit(db, ctx.now(), { action: 'admin', outcome: 'denied', client: clientOf(req) });
      throw new ApiFailure('unauthorized');
    }
    operators.set(req, op.name);
  });
  app.addHook('onResponse', async (req, reply) => {
    const operator = operators.get(req);
    if (!operator) return;
    await audit(db, ctx.now(), {
      action: 'admin_call',
      outcome: String(reply.statusCode),
      client: clientOf(req),
      detail: { operator, route: `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}` },
    });
  });

  /** Cards and money are test data: refused in production unless ALLOW_TEST_DATA=true. */
  const requireTestData = () => {
    if (!ctx.settings.testData) {
      throw new ApiFailure(
        'not_permitted',
        'Creating cards or money is test data: refused in production unless ALLOW_TEST_DATA=true',
      );
    }
  };

  const cardOf = async (pan: string): Promise<CardRow> => {
    const card = await cardByFingerprint(
      db,
      ctx.cardCrypto.fingerprint(pan),
      ctx.cardCrypto.previousFingerprints(pan),
    );
    if (!card) throw new ApiFailure('not_found', 'No such card');
    return card;
  };

  app.post(`${ADMIN_PREFIX}/cards`, async (req) => {
    const operator = operatorName(req);
    requireTestData();
    const body = parseWith(IssueSchema, req.body);
    const issued = await db.tx(async (q) => {
      const card = await issueCard(
        q,
        {
          cardCrypto: ctx.cardCrypto,
          linkKey: ctx.keys.link,
          sealer: ctx.sealer,
          linkTtlDays: ctx.settings.linkTtlDays,
          publicUrl: ctx.settings.publicUrl,
          productName: ctx.program.productName,
        },
        {
          ...body,
          status: body.status
            ? (body.status.toUpperCase() as 'ISSUED' | 'REQUIRES_ACTIVATION' | 'ACTIVATED')
            : undefined,
        },
        ctx.now(),
      );
      await audit(q, ctx.now(), {
        action: 'admin_card_issue',
        outcome: 'success',
        cardId: card.id,
        client: clientOf(req),
        detail: { operator },
      });
      return card;
    });
    const { id: _id, ...wire } = issued;
    void _id;
    return wire;
  });

  app.post(`${ADMIN_PREFIX}/cards/show`, async (req) => {
    const body = parseWith(ShowSchema, req.body);
    const card = await cardOf(body.card);
    const links = await db.query<{ account_id: string; email: string | null; expires_at: Date }>(
      'select account_id, email, expires_at from virtual_links where card_id = $1 order by created_at desc',
      [card.id],
    );
    const agreement = await db.query<{ accepted_at: Date }>(
      'select accepted_at from agreements where card_id = $1',
      [card.id],
    );
    const txns = await db.query<{ n: number }>(
      'select count(*)::int as n from transactions where card_id = $1',
      [card.id],
    );
    return {
      card: toCardInfo(card),
      balance: await balanceOf(db, card.id),
      sanctioned: card.sanctioned,
      cardImageId: card.card_image_id,
      holder: card.registered
        ? { firstName: card.first_name, lastName: card.last_name, email: card.email, phone: card.phone }
        : null,
      links: links.map((l) => ({
        accountId: l.account_id,
        email: l.email,
        expiresAt: new Date(l.expires_at).toISOString(),
      })),
      agreementAcceptedAt: agreement[0] ? new Date(agreement[0].accepted_at).toISOString() : null,
      transactionCount: txns[0]?.n ?? 0,
    };
  });

  // a call-centre action: the holder proved who they are on the phone; the previous addresses are told
  app.post(`${ADMIN_PREFIX}/cards/contact`, async (req) => {
    const operator = operatorName(req);
    const body = parseWith(ContactUpdateSchema, req.body);
    const card = await cardOf(body.card);
    if (!card.registered || !card.email || !card.phone) {
      throw new ApiFailure(
        'not_permitted',
        'The card is not registered: the holder registers it on the portal',
      );
    }
    const before = { email: card.email, phone: card.phone };
    const after = { email: body.email ?? before.email, phone: body.phone ?? before.phone };
    const changed = (['email', 'phone'] as const).filter((k) => after[k] !== before[k]);
    const { productName, supportPhone } = ctx.program;
    const notice = `The contact details of your ${productName} card ending ${card.last4} were changed by customer service (${changed.join(' and ') || 'no change'}). If you did not ask for this, call ${supportPhone} now.`;
    await db.tx(async (q) => {
      await q.query('update cardholders set email = $2, phone = $3, updated_at = $4 where card_id = $1', [
        card.id,
        after.email,
        after.phone,
        ctx.now(),
      ]);
      // every change is told to the previous email and the previous phone
      await enqueue(
        q,
        {
          channel: 'email',
          recipient: before.email,
          subject: `${productName}: your contact details changed`,
          body: notice,
        },
        ctx.now(),
      );
      await enqueue(q, { channel: 'sms', recipient: before.phone, body: notice }, ctx.now());
      await audit(q, ctx.now(), {
        action: 'admin_contact_update',
        outcome: 'success',
        cardId: card.id,
        client: clientOf(req),
        detail: { operator, reason: body.reason, changed: changed.join(',') },
      });
    });
    return { card: maskedNumber(card), changed, noticesSentTo: { email: before.email, phone: before.phone } };
  });

  // lifts a CVV lockout early, including the lock that only the call centre can lift
  app.post(`${ADMIN_PREFIX}/cards/unlock`, async (req) => {
    const operator = operatorName(req);
    const body = parseWith(UnlockSchema, req.body);
    const card = await cardOf(body.card);
    const lifted = await unlockCard(ctx, ctx.cardCrypto.fingerprint(body.card));
    await audit(db, ctx.now(), {
      action: 'admin_card_unlock',
      outcome: lifted ? 'success' : 'not_locked',
      cardId: card.id,
      client: clientOf(req),
      detail: { operator, reason: body.reason ?? null },
    });
    return { card: maskedNumber(card), unlocked: lifted };
  });

  app.post(`${ADMIN_PREFIX}/txns`, async (req) => {
    requireTestData();
    const body = parseWith(TxnSchema, req.body);
    const card = await cardOf(body.card);
    const id = await postTransaction(db, card.id, {
      amount: body.amount,
      type: body.type,
      merchant: body.merchant,
      date: body.date,
    });
    return { id, balance: await balanceOf(db, card.id) };
  });

  app.post(`${ADMIN_PREFIX}/txns/seed`, async (req) => {
    requireTestData();
    const body = parseWith(SeedSchema, req.body);
    const card = await cardOf(body.card);
    const inserted = await seedTransactions(db, card.id, body.count, body.days, ctx.now());
    return { inserted };
  });

  // after MASTER_KEY rotation (old one in MASTER_KEY_PREVIOUS): every card number and sealed body
  // moves to the current key, and fingerprints to the current fingerprint key; batch by batch
  app.post(`${ADMIN_PREFIX}/keys/reencrypt`, async (req) => {
    const operator = operatorName(req);
    const { cardCrypto, sealer } = ctx;
    let cards = 0;
    let outbox = 0;
    for (let after = 0; ;) {
      const rows = await db.query<{ id: number; pan_enc: string }>(
        'select id, pan_enc from cards where id > $1 order by id limit 500',
        [after],
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      const stale = rows.filter((r) => !cardCrypto.isCurrent(r.pan_enc));
      await db.tx(async (q) => {
        // [old fingerprint, new fingerprint] of each number: its lockout (a hold) moves with it
        const moves: string[] = [];
        for (const r of stale) {
          const pan = cardCrypto.decryptPan(r.pan_enc, r.id);
          const fp = cardCrypto.fingerprint(pan);
          await q.query('update cards set pan_enc = $2, pan_fp = $3 where id = $1', [
            r.id,
            cardCrypto.encryptPan(pan, r.id),
            fp,
          ]);
          for (const old of cardCrypto.previousFingerprints(pan)) if (old !== fp) moves.push(old, fp);
        }
        if (moves.length === 0) return;
        const pairs = Array.from(
          { length: moves.length / 2 },
          (_, i) => `($${2 * i + 1}::text, $${2 * i + 2}::text)`,
        );
        // failures under both (after the restart, before this command) merge: the stricter wins
        await q.query(
          `with moved as (
             delete from login_failures f using (values ${pairs.join(', ')}) as m(old_fp, new_fp)
             where f.fingerprint = m.old_fp
             returning m.new_fp, f.failures, f.window_start, f.locked_until, f.lockouts, f.lockouts_start, f.held)
           insert into login_failures (fingerprint, failures, window_start, locked_until, lockouts, lockouts_start, held)
           select new_fp, max(failures), max(window_start), max(locked_until), max(lockouts), max(lockouts_start), bool_or(held)
           from moved group by new_fp
           on conflict (fingerprint) do update set
             failures = greatest(login_failures.failures, excluded.failures),
             window_start = greatest(login_failures.window_start, excluded.window_start),
             locked_until = greatest(login_failures.locked_until, excluded.locked_until),
             lockouts = greatest(login_failures.lockouts, excluded.lockouts),
             lockouts_start = greatest(login_failures.lockouts_start, excluded.lockouts_start),
             held = login_failures.held or excluded.held`,
          moves,
        );
      });
      cards += stale.length;
    }
    for (let after = 0; ;) {
      const rows = await db.query<{ id: number; body_enc: string }>(
        'select id, body_enc from outbox where body_enc is not null and id > $1 order by id limit 500',
        [after],
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      for (const r of rows.filter((x) => !sealer.isCurrent(x.body_enc))) {
        const plain = sealer.open(r.body_enc);
        if (plain === null) continue; // under no known key: left as it is, and not delivered
        // only the blob read: a real transport may have delivered the row and dropped it since
        const moved = await db.query(
          'update outbox set body_enc = $2 where id = $1 and body_enc = $3 returning id',
          [r.id, sealer.seal(plain), r.body_enc],
        );
        outbox += moved.length;
      }
    }
    await audit(db, ctx.now(), {
      action: 'admin_keys_reencrypt',
      outcome: 'success',
      client: clientOf(req),
      detail: { operator, cards, outbox },
    });
    return { cards, outbox };
  });

  app.get(`${ADMIN_PREFIX}/outbox`, async () => {
    const rows = await db.query<{
      id: number;
      channel: string;
      recipient: string;
      subject: string | null;
      body: string;
      body_enc: string | null;
      created_at: Date;
    }>('select id, channel, recipient, subject, body, body_enc, created_at from outbox order by id');
    // a sealed secret (PIN, link) is shown only in development, and only until a real transport
    // delivered it (with the console transport nothing was delivered: local testing reads it here)
    const reveal = !ctx.settings.production;
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      ...(r.subject !== null ? { subject: r.subject } : {}),
      body: (reveal && r.body_enc !== null ? ctx.sealer.open(r.body_enc) : null) ?? r.body,
      ...(r.body_enc !== null ? { secret: true } : {}),
      createdAt: new Date(r.created_at).toISOString(),
    }));
  });
}
