// Emailed virtual-card links (capabilities to a card) and agreement acceptances.
import type { Queryable } from '../../db';

export interface LinkRow {
  account_id: string;
  card_id: number;
  email: string | null;
  expired: boolean;
  /** a fresher link of the same card was sent (email/resend) */
  retired: boolean;
  /** an embed session opened by this programme partner's embed; null for an emailed link */
  partner_id: string | null;
}

export async function linkByAccountId(q: Queryable, accountId: string, now: Date): Promise<LinkRow | null> {
  const rows = await q.query<LinkRow>(
    'select account_id, card_id, email, expires_at <= $2 as expired, retired_at is not null as retired, partner_id from virtual_links where account_id = $1',
    [accountId, now],
  );
  return rows[0] ?? null;
}

export async function insertLink(
  q: Queryable,
  link: { accountId: string; cardId: number; email: string | null; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await q.query(
    'insert into virtual_links (account_id, card_id, email, expires_at, created_at) values ($1, $2, $3, $4, $5)',
    [link.accountId, link.cardId, link.email, link.expiresAt, link.createdAt],
  );
}

/**
 * The address the card's latest emailed link went to: where a resend from a partner's embed
 * session (a link with no address of its own) sends the fresh link when the card has no
 * registered address.
 */
export async function lastLinkEmail(q: Queryable, cardId: number): Promise<string | null> {
  const rows = await q.query<{ email: string }>(
    'select email from virtual_links where card_id = $1 and partner_id is null and email is not null order by created_at desc, account_id limit 1',
    [cardId],
  );
  return rows[0]?.email ?? null;
}

/**
 * A fresh link retires every earlier emailed one of the card (a partner's embed session is not an
 * emailed link: a resend from the embed does not end the embed).
 */
export async function retireLinks(q: Queryable, cardId: number, now: Date): Promise<void> {
  await q.query(
    'update virtual_links set retired_at = $2 where card_id = $1 and retired_at is null and partner_id is null',
    [cardId, now],
  );
}

/** MM/DD/YYYY (UTC) of the card's agreement acceptance, or null. */
export async function acceptanceDate(q: Queryable, cardId: number): Promise<string | null> {
  const rows = await q.query<{ d: string }>(
    "select to_char(accepted_at at time zone 'UTC', 'MM/DD/YYYY') as d from agreements where card_id = $1",
    [cardId],
  );
  return rows[0]?.d ?? null;
}

/** The first acceptance stands: a second sign changes nothing. */
export async function insertAcceptance(
  q: Queryable,
  a: { cardId: number; at: Date; email: string | null; accountId: string; client: string },
): Promise<void> {
  await q.query(
    'insert into agreements (card_id, accepted_at, esign_email, account_id, client) values ($1, $2, $3, $4, $5) on conflict (card_id) do nothing',
    [a.cardId, a.at, a.email, a.accountId, a.client],
  );
}

/**
 * Spend a card image token: true for its first fetch only (two racing fetches: one wins). Tokens
 * past their expiry are swept at the same time: they are refused by their signature already.
 */
export async function spendImageToken(
  q: Queryable,
  t: { tokenId: string; accountId: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  await q.query('delete from card_image_tokens_spent where expires_at < $1', [t.now]);
  const rows = await q.query(
    'insert into card_image_tokens_spent (token_id, account_id, expires_at) values ($1, $2, $3) on conflict (token_id) do nothing returning token_id',
    [t.tokenId, t.accountId, t.expiresAt],
  );
  return rows.length === 1;
}
