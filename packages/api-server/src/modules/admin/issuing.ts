// Test data: cards issued with a real number, CVV and (virtual) emailed link, and transactions.
import { randomInt } from 'node:crypto';
import { LEGACY_BINS, calendarDateIn, formatIsoDate, type CardStatusCode } from '@portal/contracts';
import type { Language } from '@portal/contracts/i18n';
import { type PermissionName } from '../../operator/operations';
import type { Queryable } from '../../db';
import type { Ctx } from '../../context';
import { generatePan, randomId } from '../../crypto/card';
import { enqueue } from '../../notify/outbox';
import { upsertHolder, type HolderInput } from '../registration/repository';
import { createLink, virtualCardEmail } from '../virtual-card/links';
import { fingerprintTaken, insertCard, postTransaction, setPanEnc } from './repository';

export { PERMISSION_NAMES, type PermissionName } from '../../operator/operations';

export interface IssueOptions {
  virtual?: boolean;
  amount?: number;
  status?: CardStatusCode;
  registered?: boolean;
  frozen?: boolean;
  legacy?: boolean;
  sanctioned?: boolean;
  expired?: boolean;
  permissions?: PermissionName[];
  email?: string;
  holder?: Partial<HolderInput>;
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

/** A card as it leaves the card plant: its id, number, CVV, expiry and image id. */
export interface NewCard {
  id: number;
  pan: string;
  cvv: string;
  expiry: string;
  cardImageId: string;
}

export interface CardSpec {
  virtual: boolean;
  legacy?: boolean;
  status: CardStatusCode;
  frozen?: boolean;
  sanctioned?: boolean;
  permissions: readonly PermissionName[];
  registered: boolean;
  /** an expiry month already past (test data: an expired card) */
  expired?: boolean;
}

/** MM/YY, `years` after `now` (negative months: in the past) */
function expiryOf(now: Date, years: number, expired: boolean): string {
  const at = new Date(
    Date.UTC(now.getUTCFullYear() + (expired ? 0 : years), now.getUTCMonth() - (expired ? 1 : 0), 1),
  );
  return `${String(at.getUTCMonth() + 1).padStart(2, '0')}/${String(at.getUTCFullYear() % 100).padStart(2, '0')}`;
}

/**
 * A new card row: a fresh number of a programme BIN (never one a card has), its expiry (virtual 5
 * years, physical 8, as the agreements say), the number encrypted with the card id. Both `card
 * issue` and a replacement (modules/replacement) make their cards here.
 */
export async function createCard(
  q: Queryable,
  cardCrypto: Ctx['cardCrypto'],
  spec: CardSpec,
  now: Date,
): Promise<NewCard> {
  const bin = spec.legacy
    ? LEGACY_BINS[randomInt(LEGACY_BINS.length)]!
    : PROGRAM_BINS[randomInt(PROGRAM_BINS.length)]!;
  let pan = generatePan(bin);
  // fingerprints are unique; a collision (vanishingly rare) just draws again
  for (let i = 0; i < 5; i++) {
    if (!(await fingerprintTaken(q, cardCrypto.fingerprint(pan)))) break;
    pan = generatePan(bin);
  }
  const expiry = expiryOf(now, spec.virtual ? 5 : 8, spec.expired ?? false);
  const cardImageId = randomId(12);
  const id = await insertCard(q, {
    panFp: cardCrypto.fingerprint(pan),
    bin: pan.slice(0, 6),
    last4: pan.slice(-4),
    expiry,
    status: spec.status,
    virtual: spec.virtual,
    frozen: spec.frozen ?? false,
    sanctioned: spec.sanctioned ?? false,
    permFreeze: spec.permissions.includes('freeze'),
    permPinReset: spec.permissions.includes('pin-reset'),
    permActivation: spec.permissions.includes('activation'),
    permReplacement: spec.permissions.includes('replacement'),
    registered: spec.registered,
    legacy: spec.legacy ?? false,
    cardImageId,
    createdAt: now,
  });
  // encrypted once the id is known: the card id is the associated data
  await setPanEnc(q, id, cardCrypto.encryptPan(pan, id));
  return { id, pan, cvv: cardCrypto.cvvFor(pan, expiry), expiry, cardImageId };
}

/** The permissions of a new card: replacement unless the programme turned it off. */
export function defaultPermissions(
  program: Pick<Ctx['program'], 'cardReplacement'>,
  status: CardStatusCode,
): PermissionName[] {
  return [
    'freeze',
    'pin-reset',
    ...(status === 'REQUIRES_ACTIVATION' ? (['activation'] as const) : []),
    ...(program.cardReplacement === false ? [] : (['replacement'] as const)),
  ];
}

/** A virtual card's emailed link (a capability to its image), queued in the caller's transaction. */
export async function emailVirtualLink(
  q: Queryable,
  ctx: Pick<Ctx, 'keys' | 'sealer' | 'settings' | 'program'>,
  card: { id: number; cardImageId: string; language?: Language },
  email: string | null,
  now: Date,
): Promise<Awaited<ReturnType<typeof createLink>>> {
  const link = await createLink(q, ctx.keys.link, card, email, ctx.settings.linkTtlDays, now);
  if (email) {
    const mail = virtualCardEmail(ctx.settings.publicUrl, ctx.program.productName, link, card.language);
    await enqueue(
      q,
      {
        channel: 'email',
        recipient: email,
        subject: mail.subject,
        body: mail.redacted,
        sealed: ctx.sealer.seal(mail.body),
      },
      now,
    );
  }
  return link;
}

export async function issueCard(
  q: Queryable,
  ctx: Pick<Ctx, 'cardCrypto' | 'keys' | 'sealer' | 'settings' | 'program'>,
  options: IssueOptions,
  now: Date,
): Promise<IssuedCard> {
  const virtual = options.virtual ?? false;
  const status = options.status ?? 'ISSUED';
  const card = await createCard(
    q,
    ctx.cardCrypto,
    {
      virtual,
      legacy: options.legacy ?? false,
      status,
      frozen: options.frozen ?? false,
      sanctioned: options.sanctioned ?? false,
      permissions: options.permissions ?? defaultPermissions(ctx.program, status),
      registered: options.registered ?? false,
      expired: options.expired ?? false,
    },
    now,
  );
  const { id, cardImageId } = card;
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
      // the programme's day (its time zone): the day the cardholder's history counts from
      date: formatIsoDate(calendarDateIn(now, ctx.program.timeZone)),
    });
  const email = options.email ?? null;
  // an emailed link (a capability to the card image) exists for virtual cards only
  const link = virtual ? await emailVirtualLink(q, ctx, { id, cardImageId }, email, now) : null;
  return {
    id,
    cardNumber: card.pan,
    cvv: card.cvv,
    expiry: card.expiry,
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
