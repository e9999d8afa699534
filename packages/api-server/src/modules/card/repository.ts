// Cards: the row every card call reads, found by fingerprint, id or live session; the ledger
// (balance, entries), freeze and activation writes.
import type { CardStatusCode, TxnType } from '@portal/contracts';
import type { Language } from '@portal/contracts/i18n';
import type { Queryable } from '../../db';

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
  perm_replacement: boolean;
  /** reported lost or stolen (or replaced once expired): closed for good */
  closed_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  /** the language of the card's mail and SMS ('en' unless the holder chose another) */
  language: Language;
}

const CARD_SELECT = `select c.id, c.pan_enc, c.bin, c.last4, c.expiry, c.status, c.virtual, c.frozen, c.sanctioned,
  c.perm_freeze, c.perm_pin_reset, c.perm_activation, c.registered, c.legacy, c.card_image_id,
  c.perm_replacement, c.closed_at, c.language, h.first_name, h.last_name, h.email, h.phone
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
     where s.id = $1 and s.token_id = $3 and s.revoked_at is null and s.expires_at > $2
       and c.closed_at is null`,
    [sid, now, jti],
  );
  return rows[0] ?? null;
}

/** Saves the language of the card's mail and SMS. */
export async function setCardLanguage(q: Queryable, id: number, language: Language): Promise<void> {
  await q.query('update cards set language = $2 where id = $1', [id, language]);
}

/** The language of a card's mail and SMS ('en' for a card that is gone). */
export async function cardLanguage(q: Queryable, id: number): Promise<Language> {
  const rows = await q.query<{ language: Language }>('select language from cards where id = $1', [id]);
  return rows[0]?.language ?? 'en';
}

export async function cardById(q: Queryable, id: number): Promise<CardRow | null> {
  const rows = await q.query<CardRow>(`${CARD_SELECT} where c.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The balance in cents: the sum of the card's ledger (read in a transaction, under its locks). */
export async function balanceCents(q: Queryable, cardId: number): Promise<number> {
  const rows = await q.query<{ cents: number }>(
    'select coalesce(sum(amount_cents), 0)::float8 as cents from transactions where card_id = $1',
    [cardId],
  );
  return Math.round(rows[0]?.cents ?? 0);
}

/** The balance in dollars, as the wire shows it. */
export async function balanceOf(q: Queryable, cardId: number): Promise<number> {
  return (await balanceCents(q, cardId)) / 100;
}

/** One ledger entry in cents on the programme's day (YYYY-MM-DD); its id. */
export async function postLedgerEntry(
  q: Queryable,
  cardId: number,
  e: { cents: number; type: TxnType; merchant: string; date: string },
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    'insert into transactions (card_id, txn_date, type, merchant, amount_cents) values ($1, $2, $3, $4, $5) returning id',
    [cardId, e.date, e.type, e.merchant, e.cents],
  );
  return rows[0]!.id;
}

export async function setFrozen(q: Queryable, cardId: number, frozen: boolean): Promise<void> {
  await q.query('update cards set frozen = $2 where id = $1', [cardId, frozen]);
}

export async function activateCard(q: Queryable, cardId: number): Promise<void> {
  await q.query("update cards set status = 'ACTIVATED' where id = $1", [cardId]);
}

/** A call-centre contact change: what it replaced, for the 72-hour hold (contact-hold.ts). */
export async function insertContactChange(
  q: Queryable,
  change: { cardId: number; previous: { email: string; phone: string }; at: Date; by: string },
): Promise<void> {
  await q.query(
    'insert into contact_changes (card_id, previous_email, previous_phone, changed_at, changed_by) values ($1, $2, $3, $4, $5)',
    [change.cardId, change.previous.email, change.previous.phone, change.at, change.by],
  );
}

/** A card's latest contact changes, newest first. */
export async function recentContactChanges(
  q: Queryable,
  cardId: number,
): Promise<{ previous_email: string; previous_phone: string; changed_at: Date }[]> {
  return q.query(
    'select previous_email, previous_phone, changed_at from contact_changes where card_id = $1 order by changed_at desc, id desc limit 50',
    [cardId],
  );
}
