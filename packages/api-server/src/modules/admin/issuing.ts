// Test data: cards issued with a real number, CVV and (virtual) emailed link, and transactions.
import { randomInt } from 'node:crypto';
import { LEGACY_BINS, calendarDateIn, formatIsoDate, type CardStatusCode } from '@portal/contracts';
import { type PermissionName } from '@portal/contracts/admin-operations';
import type { Queryable } from '../../db';
import type { Ctx } from '../../context';
import { generatePan, randomId } from '../../crypto/card';
import { enqueue } from '../../notify/outbox';
import { upsertHolder, type HolderInput } from '../registration/repository';
import { createLink, virtualCardEmail } from '../virtual-card/links';
import { fingerprintTaken, insertCard, postTransaction, setPanEnc } from './repository';

export { PERMISSION_NAMES, type PermissionName } from '@portal/contracts/admin-operations';

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

export async function issueCard(
  q: Queryable,
  ctx: Pick<Ctx, 'cardCrypto' | 'keys' | 'sealer' | 'settings' | 'program'>,
  options: IssueOptions,
  now: Date,
): Promise<IssuedCard> {
  const deps = {
    cardCrypto: ctx.cardCrypto,
    linkKey: ctx.keys.link,
    sealer: ctx.sealer,
    linkTtlDays: ctx.settings.linkTtlDays,
    publicUrl: ctx.settings.publicUrl,
    productName: ctx.program.productName,
  };
  const virtual = options.virtual ?? false;
  const bin = options.legacy
    ? LEGACY_BINS[randomInt(LEGACY_BINS.length)]!
    : PROGRAM_BINS[randomInt(PROGRAM_BINS.length)]!;
  let pan = generatePan(bin);
  // fingerprints are unique; a collision (vanishingly rare) just draws again
  for (let i = 0; i < 5; i++) {
    if (!(await fingerprintTaken(q, deps.cardCrypto.fingerprint(pan)))) break;
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
  const id = await insertCard(q, {
    panFp: deps.cardCrypto.fingerprint(pan),
    bin: pan.slice(0, 6),
    last4: pan.slice(-4),
    expiry,
    status,
    virtual,
    frozen: options.frozen ?? false,
    sanctioned: options.sanctioned ?? false,
    permFreeze: perms.includes('freeze'),
    permPinReset: perms.includes('pin-reset'),
    permActivation: perms.includes('activation'),
    registered: options.registered ?? false,
    legacy: options.legacy ?? false,
    cardImageId,
    createdAt: now,
  });
  // encrypted once the id is known: the card id is the associated data
  await setPanEnc(q, id, deps.cardCrypto.encryptPan(pan, id));
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
