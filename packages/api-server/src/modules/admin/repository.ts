// The operator API's reads and writes: issued cards, test transactions, key rotation moves,
// the outbox list, a card's links and agreement.
import { randomInt } from 'node:crypto';
import {
  addDays,
  formatIsoDate,
  type CalendarDate,
  type CardStatusCode,
  type TxnType,
} from '@portal/contracts';
import type { Queryable } from '../../db';
import { postLedgerEntry } from '../card/repository';

export async function fingerprintTaken(q: Queryable, fp: string): Promise<boolean> {
  return (await q.query('select 1 from cards where pan_fp = $1', [fp])).length > 0;
}

export async function insertCard(
  q: Queryable,
  c: {
    panFp: string;
    bin: string;
    last4: string;
    expiry: string;
    status: CardStatusCode;
    virtual: boolean;
    frozen: boolean;
    sanctioned: boolean;
    permFreeze: boolean;
    permPinReset: boolean;
    permActivation: boolean;
    permReplacement: boolean;
    registered: boolean;
    legacy: boolean;
    cardImageId: string;
    createdAt: Date;
  },
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `insert into cards (pan_enc, pan_fp, bin, last4, expiry, status, virtual, frozen, sanctioned, perm_freeze, perm_pin_reset,
       perm_activation, registered, legacy, card_image_id, created_at, perm_replacement)
     values ('pending', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
    [
      c.panFp,
      c.bin,
      c.last4,
      c.expiry,
      c.status,
      c.virtual,
      c.frozen,
      c.sanctioned,
      c.permFreeze,
      c.permPinReset,
      c.permActivation,
      c.registered,
      c.legacy,
      c.cardImageId,
      c.createdAt,
      c.permReplacement,
    ],
  );
  return rows[0]!.id;
}

export async function setPanEnc(q: Queryable, id: number, panEnc: string): Promise<void> {
  await q.query('update cards set pan_enc = $2 where id = $1', [id, panEnc]);
}

export interface TxnInput {
  amount: number;
  type: TxnType;
  merchant: string;
  /** YYYY-MM-DD */
  date: string;
}

/** A transaction given in dollars (the operator's and the seed's unit), posted to the ledger in cents. */
export async function postTransaction(q: Queryable, cardId: number, t: TxnInput): Promise<number> {
  return postLedgerEntry(q, cardId, {
    cents: Math.round(t.amount * 100),
    type: t.type,
    merchant: t.merchant,
    date: t.date,
  });
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
/**
 * `txn seed`: `count` made-up transactions over the last `days` days, in date order, that keep the
 * prepaid ledger possible: the running total of the seeded rows never goes below zero
 * — the first row is a load and a purchase or fee that would overdraw it is a load instead — so added to a card whose own
 * ledger never went negative, the card's never does either.
 */
export async function seedTransactions(
  q: Queryable,
  cardId: number,
  count: number,
  days: number,
  today: CalendarDate,
): Promise<number> {
  const dates = Array.from({ length: count }, () =>
    formatIsoDate(addDays(today, -randomInt(Math.max(1, days)))),
  ).sort();
  let running = 0;
  const rows = dates.map((date, i) => {
    const roll = randomInt(100);
    let type: TxnType = roll < 80 ? 'purchase' : roll < 88 ? 'refund' : roll < 95 ? 'load' : 'fee';
    let cents =
      type === 'purchase'
        ? -(100 + randomInt(9900))
        : type === 'fee'
          ? -350
          : type === 'load'
            ? 2500 + randomInt(5) * 2500
            : 100 + randomInt(3000);
    // a prepaid card is loaded before it is used: the first row is a load (never a refund of nothing)
    if (i === 0 || running + cents < 0) {
      type = 'load';
      cents = 2500 + randomInt(5) * 2500;
    }
    running += cents;
    const merchant =
      type === 'load'
        ? 'Card load'
        : type === 'fee'
          ? 'Monthly maintenance fee'
          : MERCHANTS[randomInt(MERCHANTS.length)]!;
    return [cardId, date, type, merchant, cents] as const;
  });
  for (let at = 0; at < rows.length; at += 500) {
    const batch = rows.slice(at, at + 500);
    const values = batch.map(
      (_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`,
    );
    await q.query(
      `insert into transactions (card_id, txn_date, type, merchant, amount_cents) values ${values.join(', ')}`,
      batch.flat(),
    );
  }
  return rows.length;
}

/** Where a card's emailed links went and until when; their ids are not read (they open the card). */
export async function linksOfCard(
  q: Queryable,
  cardId: number,
): Promise<{ email: string | null; expires_at: Date; retired: boolean }[]> {
  return q.query(
    'select email, expires_at, retired_at is not null as retired from virtual_links where card_id = $1 and partner_id is null order by created_at desc',
    [cardId],
  );
}

export async function agreementAcceptedAt(q: Queryable, cardId: number): Promise<Date | null> {
  const rows = await q.query<{ accepted_at: Date }>('select accepted_at from agreements where card_id = $1', [
    cardId,
  ]);
  return rows[0] ? new Date(rows[0].accepted_at) : null;
}

export async function transactionCount(q: Queryable, cardId: number): Promise<number> {
  const rows = await q.query<{ n: number }>(
    'select count(*)::int as n from transactions where card_id = $1',
    [cardId],
  );
  return rows[0]?.n ?? 0;
}

/** Cards after `afterId`, in id order, for batch re-encryption. */
export async function cardBatch(q: Queryable, afterId: number): Promise<{ id: number; pan_enc: string }[]> {
  return q.query('select id, pan_enc from cards where id > $1 order by id limit 500', [afterId]);
}

export async function reencryptCard(q: Queryable, id: number, panEnc: string, fp: string): Promise<void> {
  await q.query('update cards set pan_enc = $2, pan_fp = $3 where id = $1', [id, panEnc, fp]);
}

/**
 * Move the lockout rows of old fingerprints to the new ones ([old, new, old, new, …]); failures
 * under both (after the restart, before `keys reencrypt`) merge and the stricter wins.
 */
export async function moveLockouts(q: Queryable, moves: string[]): Promise<void> {
  if (moves.length === 0) return;
  const pairs = Array.from(
    { length: moves.length / 2 },
    (_, i) => `($${2 * i + 1}::text, $${2 * i + 2}::text)`,
  );
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
}

export async function cardCount(q: Queryable): Promise<number> {
  const rows = await q.query<{ n: number }>('select count(*)::int as n from cards');
  return rows[0]?.n ?? 0;
}

/** Cards whose number ends in `last4` (and whose holder has `email`), newest first. */
export async function cardIdsByLast4(q: Queryable, last4: string, email: string | null): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select c.id from cards c left join cardholders h on h.card_id = c.id
     where c.last4 = $1 and ($2::text is null or lower(h.email) = $2) order by c.id desc limit 50`,
    [last4, email],
  );
  return rows.map((r) => r.id);
}
