// Card repository: rows ↔ the CardInfo wire shape, look-up by fingerprint, issuing.
import { randomInt } from 'node:crypto';
import {
  LEGACY_BINS,
  encodeBase64Param,
  type CardInfo,
  type CardStatusCode,
  type TxnType,
} from '@portal/contracts';
import type { Queryable } from './db';
import type { CardCrypto } from './crypto/card';
import { generatePan, randomId } from './crypto/card';
import { signLinkParams } from './links';
import { enqueue } from './notify/outbox';
import type { Sealer } from './crypto/sealed';

export interface CardRow {
  id: number;
  pan_enc: string;
  bin: string;
  last4: string;
  expiry: string;
  status: CardStatusCode;
  virtual: boolean;
  frozen: boolean;
  sanctioned: boolean;
  perm_freeze: boolean;
  perm_pin_reset: boolean;
  perm_activation: boolean;
  registered: boolean;
  legacy: boolean;
  card_image_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
}

const CARD_SELECT = `select c.id, c.pan_enc, c.bin, c.last4, c.expiry, c.status, c.virtual, c.frozen, c.sanctioned,
  c.perm_freeze, c.perm_pin_reset, c.perm_activation, c.registered, c.legacy, c.card_image_id,
  h.first_name, h.last_name, h.email, h.phone
  from cards c left join cardholders h on h.card_id = c.id`;

export async function cardByFingerprint(
  q: Queryable,
  fp: string,
  previous: string[] = [],
): Promise<CardRow | null> {
  const rows = await q.query<CardRow>(`${CARD_SELECT} where c.pan_fp = $1`, [fp]);
  if (rows[0]) return rows[0];
  // after a key rotation, until `keys reencrypt` has run: the fingerprints of the previous keys
  for (const old of previous) {
    const found = await q.query<CardRow>(`${CARD_SELECT} where c.pan_fp = $1`, [old]);
    if (found[0]) return found[0];
  }
  return null;
}

/** The card of a live session (not revoked, before its 12-hour cap, its newest token) in one query, or null. */
export async function cardBySession(
  q: Queryable,
  sid: string,
  jti: string,
  now: Date,
): Promise<CardRow | null> {
  const rows = await q.query<CardRow>(
    `${CARD_SELECT} join sessions s on s.card_id = c.id
     where s.id = $1 and s.token_id = $3 and s.revoked_at is null and s.expires_at > $2`,
    [sid, now, jti],
  );
  return rows[0] ?? null;
}

export async function cardById(q: Queryable, id: number): Promise<CardRow | null> {
  const rows = await q.query<CardRow>(`${CARD_SELECT} where c.id = $1`, [id]);
  return rows[0] ?? null;
}

export function maskedNumber(card: Pick<CardRow, 'bin' | 'last4'>): string {
  return `${card.bin.slice(0, 4)} **** **** ${card.last4}`;
}

export function isGift2GoBin(card: Pick<CardRow, 'bin'>): boolean {
  return (LEGACY_BINS as readonly string[]).some((b) => card.bin.startsWith(b));
}

/** The wire shape (masked number only). */
export function toCardInfo(card: CardRow): CardInfo {
  return {
    status: card.status,
    virtual: card.virtual,
    freezeInfo: { frozen: card.frozen },
    permissions: {
      availableCardFreeze: card.perm_freeze,
      availablePinReset: card.perm_pin_reset,
      availableCardActivation: card.perm_activation,
    },
    cardRegistered: card.registered,
    maskedCardNumber: maskedNumber(card),
    firstName: card.registered ? card.first_name : null,
    lastName: card.registered ? card.last_name : null,
    gift2GoBin: isGift2GoBin(card),
    expiry: card.expiry,
  };
}

export async function balanceOf(q: Queryable, cardId: number): Promise<number> {
  const rows = await q.query<{ cents: number }>(
    'select coalesce(sum(amount_cents), 0)::float8 as cents from transactions where card_id = $1',
    [cardId],
  );
  return Math.round(rows[0]?.cents ?? 0) / 100;
}

// ---------------------------------------------------------------- issuing

export const PERMISSION_NAMES = ['freeze', 'pin-reset', 'activation'] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

export interface IssueOptions {
  virtual?: boolean;
  amount?: number;
  status?: CardStatusCode;
  registered?: boolean;
  frozen?: boolean;
  legacy?: boolean;
  sanctioned?: boolean;
  permissions?: PermissionName[];
  email?: string;
  holder?: Partial<HolderInput>;
}

export interface HolderInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null; // YYYY-MM-DD
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phone: string;
}

export const DEMO_HOLDER: HolderInput = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  dateOfBirth: '1988-04-12',
  address1: '1200 Market Street',
  address2: null,
  city: 'Wilmington',
  state: 'DE',
  zipCode: '19801',
  email: 'jordan.rivera@example.com',
  phone: '3025550143',
};

export interface IssuedCard {
  id: number;
  cardNumber: string;
  cvv: string;
  expiry: string;
  /** virtual cards only: the emailed link's account id */
  accountId?: string;
  cardImageId: string;
  email?: string;
  registrationPath?: string;
  cardInfoPath?: string;
}

const PROGRAM_BINS = ['411111', '453201', '402400'];

export async function upsertHolder(q: Queryable, cardId: number, h: HolderInput, now: Date): Promise<void> {
  await q.query(
    `insert into cardholders (card_id, first_name, last_name, date_of_birth, address1, address2, city, state, zip_code, email, phone, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (card_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       date_of_birth = excluded.date_of_birth, address1 = excluded.address1, address2 = excluded.address2,
       city = excluded.city, state = excluded.state, zip_code = excluded.zip_code, email = excluded.email,
       phone = excluded.phone, updated_at = excluded.updated_at`,
    [
      cardId,
      h.firstName,
      h.lastName,
      h.dateOfBirth,
      h.address1,
      h.address2,
      h.city,
      h.state,
      h.zipCode,
      h.email,
      h.phone,
      now,
    ],
  );
}

export interface LinkInfo {
  accountId: string;
  registrationPath: string;
  cardInfoPath: string;
  expiresAt: Date;
}

/** A new emailed link (capability) for a card. */
export async function createLink(
  q: Queryable,
  linkKey: Buffer,
  card: { id: number; cardImageId: string },
  email: string | null,
  ttlDays: number,
  now: Date,
): Promise<LinkInfo> {
  const accountId = randomId(18);
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await q.query(
    'insert into virtual_links (account_id, card_id, email, expires_at, created_at) values ($1, $2, $3, $4, $5)',
    [accountId, card.id, email, expiresAt, now],
  );
  const params = new URLSearchParams(
    signLinkParams(linkKey, accountId, { src: 'email', lt: String(Math.floor(now.getTime() / 1000)) }),
  );
  const imageSeg = encodeBase64Param(card.cardImageId);
  const registrationPath = `/ind/registration/${accountId}/${imageSeg}${email ? `/${encodeBase64Param(email)}` : ''}?${params.toString()}`;
  return { accountId, registrationPath, cardInfoPath: `/ind/card/info/${accountId}/${imageSeg}`, expiresAt };
}

/** The link email; `redacted` is what may be shown or logged (the link is a capability to the card). */
export function virtualCardEmail(
  publicUrl: string,
  productName: string,
  link: LinkInfo,
): { subject: string; body: string; redacted: string } {
  return {
    subject: `Your ${productName} virtual card`,
    redacted: `Your ${productName} virtual card link (expires ${link.expiresAt.toUTCString()}) was sent.`,
    body: [
      `Your ${productName} virtual card is ready.`,
      '',
      `Open this link to register it and see your card: ${publicUrl}${link.registrationPath}`,
      '',
      `The link expires on ${link.expiresAt.toUTCString()}. After that you can ask for a new one from the same page.`,
    ].join('\n'),
  };
}

export async function issueCard(
  q: Queryable,
  deps: {
    cardCrypto: CardCrypto;
    linkKey: Buffer;
    sealer: Sealer;
    linkTtlDays: number;
    publicUrl: string;
    productName: string;
  },
  options: IssueOptions,
  now: Date,
): Promise<IssuedCard> {
  const virtual = options.virtual ?? false;
  const bin = options.legacy
    ? LEGACY_BINS[randomInt(LEGACY_BINS.length)]!
    : PROGRAM_BINS[randomInt(PROGRAM_BINS.length)]!;
  let pan = generatePan(bin);
  // fingerprints are unique; a collision (vanishingly rare) just draws again
  for (let i = 0; i < 5; i++) {
    const taken = await q.query('select 1 from cards where pan_fp = $1', [deps.cardCrypto.fingerprint(pan)]);
    if (taken.length === 0) break;
    pan = generatePan(bin);
  }
  const years = virtual ? 5 : 8;
  const expiry = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + years) % 100).padStart(2, '0')}`;
  const status = options.status ?? 'ISSUED';
  const perms =
    options.permissions ??
    ([
      'freeze',
      'pin-reset',
      ...(status === 'REQUIRES_ACTIVATION' ? (['activation'] as const) : []),
    ] as PermissionName[]);
  const cardImageId = randomId(12);
  const rows = await q.query<{ id: number }>(
    `insert into cards (pan_enc, pan_fp, bin, last4, expiry, status, virtual, frozen, sanctioned, perm_freeze, perm_pin_reset,
       perm_activation, registered, legacy, card_image_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
    [
      'pending', // encrypted just below, with the card id as associated data
      deps.cardCrypto.fingerprint(pan),
      pan.slice(0, 6),
      pan.slice(-4),
      expiry,
      status,
      virtual,
      options.frozen ?? false,
      options.sanctioned ?? false,
      perms.includes('freeze'),
      perms.includes('pin-reset'),
      perms.includes('activation'),
      options.registered ?? false,
      options.legacy ?? false,
      cardImageId,
      now,
    ],
  );
  const id = rows[0]!.id;
  await q.query('update cards set pan_enc = $2 where id = $1', [id, deps.cardCrypto.encryptPan(pan, id)]);
  if (options.registered) {
    await upsertHolder(
      q,
      id,
      { ...DEMO_HOLDER, ...options.holder, ...(options.email ? { email: options.email } : {}) },
      now,
    );
  }
  const amount = options.amount ?? 25;
  if (amount !== 0)
    await postTransaction(q, id, {
      amount,
      type: 'load',
      merchant: 'Card load',
      date: now.toISOString().slice(0, 10),
    });
  const email = options.email ?? null;
  // an emailed link (a capability to the card image) exists for virtual cards only
  const link = virtual
    ? await createLink(q, deps.linkKey, { id, cardImageId }, email, deps.linkTtlDays, now)
    : null;
  if (link && email) {
    const mail = virtualCardEmail(deps.publicUrl, deps.productName, link);
    await enqueue(
      q,
      {
        channel: 'email',
        recipient: email,
        subject: mail.subject,
        body: mail.redacted,
        sealed: deps.sealer.seal(mail.body),
      },
      now,
    );
  }
  return {
    id,
    cardNumber: pan,
    cvv: deps.cardCrypto.cvvFor(pan, expiry),
    expiry,
    cardImageId,
    ...(email ? { email } : {}),
    ...(link
      ? {
          accountId: link.accountId,
          registrationPath: link.registrationPath,
          cardInfoPath: link.cardInfoPath,
        }
      : {}),
  };
}

export interface TxnInput {
  amount: number;
  type: TxnType;
  merchant: string;
  /** YYYY-MM-DD */
  date: string;
}

export async function postTransaction(q: Queryable, cardId: number, t: TxnInput): Promise<number> {
  const rows = await q.query<{ id: number }>(
    'insert into transactions (card_id, txn_date, type, merchant, amount_cents) values ($1, $2, $3, $4, $5) returning id',
    [cardId, t.date, t.type, t.merchant, Math.round(t.amount * 100)],
  );
  return rows[0]!.id;
}

const MERCHANTS = [
  'Corner Market',
  'City Transit',
  'Blue Bottle Coffee',
  'Main St Pharmacy',
  'Online Books',
  'Sunrise Diner',
  'Metro Fuel',
  'Hometown Hardware',
  'Streamflix',
  'Green Grocer',
];

/** `count` plausible transactions spread over the last `days` days, in batches. */
export async function seedTransactions(
  q: Queryable,
  cardId: number,
  count: number,
  days: number,
  now: Date,
): Promise<number> {
  let inserted = 0;
  const dayMs = 86_400_000;
  while (inserted < count) {
    const batch = Math.min(500, count - inserted);
    const values: string[] = [];
    const params: (string | number)[] = [];
    for (let i = 0; i < batch; i++) {
      const date = new Date(now.getTime() - randomInt(Math.max(1, days)) * dayMs).toISOString().slice(0, 10);
      const roll = randomInt(100);
      const type: TxnType = roll < 80 ? 'purchase' : roll < 88 ? 'refund' : roll < 95 ? 'load' : 'fee';
      const cents =
        type === 'purchase'
          ? -(100 + randomInt(9900))
          : type === 'fee'
            ? -350
            : type === 'load'
              ? 2500 + randomInt(5) * 2500
              : 100 + randomInt(3000);
      const merchant =
        type === 'load'
          ? 'Card load'
          : type === 'fee'
            ? 'Monthly maintenance fee'
            : MERCHANTS[randomInt(MERCHANTS.length)]!;
      const base = params.length;
      values.push(`($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5})`);
      params.push(cardId, date, type, merchant, cents);
    }
    await q.query(
      `insert into transactions (card_id, txn_date, type, merchant, amount_cents) values ${values.join(', ')}`,
      params,
    );
    inserted += batch;
  }
  return inserted;
}
