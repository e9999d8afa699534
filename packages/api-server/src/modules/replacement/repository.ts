// Card replacement: the closed card's lock and its one replacement row, the holder copied to the
// new card, the closure itself. SQL only; the steps and their order are in ./replace.ts.
import type { Queryable } from '../../db';
import type { HolderInput } from '../registration/repository';

export interface LockedCard {
  id: number;
  closed_at: Date | null;
}

/** The card row locked for the transaction: a second replacement of it waits here, then sees the first. */
export async function lockCard(q: Queryable, cardId: number): Promise<LockedCard | null> {
  const rows = await q.query<LockedCard>('select id, closed_at from cards where id = $1 for update', [
    cardId,
  ]);
  return rows[0] ?? null;
}

export interface ReplacementRow {
  idempotency_key: string;
  created_at: Date;
  replacement_card_id: number;
  reason: string;
  fee_cents: number;
  balance_cents: number;
  closed_bin: string;
  closed_last4: string;
  new_bin: string;
  new_last4: string;
  virtual: boolean;
}

/** The replacement a closed card got, with both cards' masked parts. */
export async function replacementOf(q: Queryable, cardId: number): Promise<ReplacementRow | null> {
  const rows = await q.query<ReplacementRow>(
    `select r.idempotency_key, r.created_at, r.replacement_card_id, r.reason, r.fee_cents::float8 as fee_cents, r.balance_cents::float8 as balance_cents,
       o.bin as closed_bin, o.last4 as closed_last4, n.bin as new_bin, n.last4 as new_last4, n.virtual
     from card_replacements r join cards o on o.id = r.card_id join cards n on n.id = r.replacement_card_id
     where r.card_id = $1`,
    [cardId],
  );
  return rows[0] ?? null;
}

/** The id of the card that replaced `cardId`, or null. */
export async function replacementCardId(q: Queryable, cardId: number): Promise<number | null> {
  const rows = await q.query<{ id: number }>(
    'select replacement_card_id::float8 as id from card_replacements where card_id = $1',
    [cardId],
  );
  return rows[0]?.id ?? null;
}

export async function insertReplacement(
  q: Queryable,
  r: {
    cardId: number;
    replacementCardId: number;
    reason: 'lost' | 'stolen' | 'expired';
    idempotencyKey: string;
    feeCents: number;
    balanceCents: number;
    at: Date;
  },
): Promise<void> {
  await q.query(
    `insert into card_replacements (card_id, replacement_card_id, reason, idempotency_key, fee_cents, balance_cents, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [r.cardId, r.replacementCardId, r.reason, r.idempotencyKey, r.feeCents, r.balanceCents, r.at],
  );
}

/** The holder of a card as registration stored it, or null for an unregistered card. */
export async function holderOf(q: Queryable, cardId: number): Promise<HolderInput | null> {
  const rows = await q.query<{
    first_name: string;
    last_name: string;
    date_of_birth: string | null;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zip_code: string;
    email: string;
    phone: string;
  }>(
    `select first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, address1, address2,
       city, state, zip_code, email, phone from cardholders where card_id = $1`,
    [cardId],
  );
  const h = rows[0];
  if (!h) return null;
  return {
    firstName: h.first_name,
    lastName: h.last_name,
    dateOfBirth: h.date_of_birth,
    address1: h.address1,
    address2: h.address2,
    city: h.city,
    state: h.state,
    zipCode: h.zip_code,
    email: h.email,
    phone: h.phone,
  };
}

/** Closed for good: no login, no authorisation; unfreezing (a separate flag) cannot reopen it. */
export async function closeCard(q: Queryable, cardId: number, at: Date): Promise<void> {
  await q.query('update cards set closed_at = $2 where id = $1 and closed_at is null', [cardId, at]);
}

/** The closed card's emailed links stop working (its image is never shown again). */
export async function retireAllLinks(q: Queryable, cardId: number, at: Date): Promise<void> {
  await q.query('update virtual_links set retired_at = $2 where card_id = $1 and retired_at is null', [
    cardId,
    at,
  ]);
}

/**
 * A `with recursive chain(id)` clause: the card `param` names and every card it replaced, directly
 * or through earlier replacements. A replacement is issued to the same holder, so the chain is one
 * holder's cards and nothing else: what the replacement's session may read of its old cards.
 */
export function cardChain(param: string): string {
  return `with recursive chain(id) as (
    select ${param}::bigint
    union
    select r.card_id from card_replacements r join chain on r.replacement_card_id = chain.id)`;
}

/** The cards `cardId` replaced (directly or through earlier replacements), with their last four digits. */
export async function predecessorCards(
  q: Queryable,
  cardId: number,
): Promise<{ id: number; last4: string }[]> {
  return q.query<{ id: number; last4: string }>(
    `${cardChain('$1')} select c.id::float8 as id, c.last4 from chain join cards c on c.id = chain.id
     where c.id <> $1 order by c.id desc`,
    [cardId],
  );
}

/** The card that holds `cardId`'s money now: its latest replacement, or the card itself. */
export async function currentCardOf(q: Queryable, cardId: number): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `with recursive ahead(id, depth) as (
       select $1::bigint, 0
       union all
       select r.replacement_card_id, ahead.depth + 1 from card_replacements r join ahead on r.card_id = ahead.id
       where ahead.depth < 100)
     select id::float8 as id from ahead order by depth desc limit 1`,
    [cardId],
  );
  return rows[0]?.id ?? cardId;
}

/**
 * The card that holds `cardId`'s money now, its row share-locked for the caller's transaction: a
 * replacement of it (which locks the row for update, reads the balance and moves it) waits for
 * this posting to commit and moves it too, so nothing is posted to a card after its balance left.
 * A replacement committed while this waited is followed to its new card.
 */
export async function lockCurrentCard(q: Queryable, cardId: number): Promise<number> {
  let seen: number | null = null;
  for (;;) {
    const id = await currentCardOf(q, cardId);
    const rows = await q.query<{ closed: boolean }>(
      'select closed_at is not null as closed from cards where id = $1 for share',
      [id],
    );
    if (rows[0] && !rows[0].closed) return id;
    // no such card, or a closed card with no replacement: nowhere to post
    if (!rows[0] || id === seen) break;
    seen = id;
  }
  throw new Error(`No open card holds the money of card ${cardId}`);
}
