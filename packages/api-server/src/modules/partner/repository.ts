// Programme partners, their cards, their embed tokens (migration 7) and the one-time codes of their
// embed sessions (migration 14). Keys and tokens are kept as SHA-256 hashes only, codes as HMACs.
import type { Queryable } from '../../db';
import { currentCardOf } from '../replacement/repository';

export interface PartnerRow {
  id: string;
  name: string;
  origins: string[];
  key_prefix: string;
  created_at: Date;
  key_rotated_at: Date | null;
  revoked_at: Date | null;
}

const PARTNER_SELECT =
  'select id, name, origins, key_prefix, created_at, key_rotated_at, revoked_at from partners';

export async function insertPartner(
  q: Queryable,
  p: { id: string; name: string; origins: string[]; keyHash: string; keyPrefix: string; at: Date },
): Promise<void> {
  await q.query(
    'insert into partners (id, name, origins, key_hash, key_prefix, created_at) values ($1, $2, $3::jsonb, $4, $5, $6)',
    [p.id, p.name, JSON.stringify(p.origins), p.keyHash, p.keyPrefix, p.at],
  );
}

export async function partnerById(q: Queryable, id: string): Promise<PartnerRow | null> {
  return (await q.query<PartnerRow>(`${PARTNER_SELECT} where id = $1`, [id]))[0] ?? null;
}

/** The partner whose current key hashes to this (revoked or not: the caller tells them apart). */
export async function partnerByKeyHash(q: Queryable, keyHash: string): Promise<PartnerRow | null> {
  return (await q.query<PartnerRow>(`${PARTNER_SELECT} where key_hash = $1`, [keyHash]))[0] ?? null;
}

export async function listPartners(q: Queryable): Promise<(PartnerRow & { cards: number })[]> {
  return q.query<PartnerRow & { cards: number }>(
    `select p.id, p.name, p.origins, p.key_prefix, p.created_at, p.key_rotated_at, p.revoked_at,
       (select count(*)::int from cards c where c.partner_id = p.id) as cards
     from partners p order by p.created_at, p.id`,
  );
}

/** A new key for a partner that is not revoked; false when there is none such. */
export async function rotatePartnerKey(
  q: Queryable,
  id: string,
  k: { keyHash: string; keyPrefix: string; at: Date },
): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    'update partners set key_hash = $2, key_prefix = $3, key_rotated_at = $4 where id = $1 and revoked_at is null returning id',
    [id, k.keyHash, k.keyPrefix, k.at],
  );
  return rows.length === 1;
}

/**
 * End what a partner's key opened (a key rotation: whoever holds the old key keeps nothing it
 * minted): its unused embed tokens are marked used and its live embed sessions retired. The
 * counts ended.
 */
export async function retirePartnerEmbeds(
  q: Queryable,
  id: string,
  at: Date,
): Promise<{ tokens: number; sessions: number }> {
  const tokens = await q.query(
    'update embed_tokens set used_at = $2 where partner_id = $1 and used_at is null returning 1',
    [id, at],
  );
  const sessions = await q.query(
    'update virtual_links set retired_at = $2 where partner_id = $1 and retired_at is null returning 1',
    [id, at],
  );
  return { tokens: tokens.length, sessions: sessions.length };
}

/**
 * Revoke a partner: its unused embed tokens and its live embed sessions end with it. False when
 * it was already revoked.
 */
export async function revokePartner(q: Queryable, id: string, at: Date): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    'update partners set revoked_at = $2 where id = $1 and revoked_at is null returning id',
    [id, at],
  );
  if (rows.length === 0) return false;
  await q.query('update embed_tokens set used_at = $2 where partner_id = $1 and used_at is null', [id, at]);
  await q.query('update virtual_links set retired_at = $2 where partner_id = $1 and retired_at is null', [
    id,
    at,
  ]);
  return true;
}

/** Tie a card to a partner and the partner's reference of it (card issue --partner). */
export async function setCardPartner(
  q: Queryable,
  cardId: number,
  partnerId: string,
  externalRef: string | null,
): Promise<void> {
  await q.query('update cards set partner_id = $2, external_ref = $3 where id = $1', [
    cardId,
    partnerId,
    externalRef,
  ]);
}

export async function externalRefTaken(
  q: Queryable,
  partnerId: string,
  externalRef: string,
): Promise<boolean> {
  const rows = await q.query('select 1 from cards where partner_id = $1 and external_ref = $2', [
    partnerId,
    externalRef,
  ]);
  return rows.length > 0;
}

export interface PartnerCard {
  id: number;
  virtual: boolean;
  card_image_id: string;
}

/**
 * One of this partner's own cards, by the partner's reference or by the account id of one of the
 * card's emailed links; null for an unknown reference and for another partner's card alike. A card
 * reported lost or stolen (or replaced) answers as its latest replacement: the member's embed
 * follows the money, and the closed card is never shown again.
 */
export async function partnerCard(
  q: Queryable,
  partnerId: string,
  by: { externalRef?: string; accountId?: string },
): Promise<PartnerCard | null> {
  const rows = by.externalRef
    ? await q.query<{ id: number }>('select id from cards where partner_id = $1 and external_ref = $2', [
        partnerId,
        by.externalRef,
      ])
    : await q.query<{ id: number }>(
        `select c.id from cards c
           join virtual_links l on l.card_id = c.id and l.partner_id is null
         where c.partner_id = $1 and l.account_id = $2`,
        [partnerId, by.accountId ?? ''],
      );
  if (!rows[0]) return null;
  const current = await currentCardOf(q, rows[0].id);
  const found = await q.query<PartnerCard>('select id, virtual, card_image_id from cards where id = $1', [
    current,
  ]);
  return found[0] ?? null;
}

/**
 * The partner link goes with the card to its replacement (in the replacement's transaction): the
 * new card is the partner's under the same reference; the closed card stays the partner's, without
 * the reference (one card per reference).
 */
export async function movePartnerLink(q: Queryable, closedId: number, replacementId: number): Promise<void> {
  const rows = await q.query<{ partner_id: string | null; external_ref: string | null }>(
    'select partner_id, external_ref from cards where id = $1',
    [closedId],
  );
  const link = rows[0];
  if (!link?.partner_id) return;
  await q.query('update cards set external_ref = null where id = $1', [closedId]);
  await q.query('update cards set partner_id = $2, external_ref = $3 where id = $1', [
    replacementId,
    link.partner_id,
    link.external_ref,
  ]);
}

export async function insertEmbedToken(
  q: Queryable,
  t: { tokenHash: string; partnerId: string; cardId: number; expiresAt: Date; at: Date },
): Promise<void> {
  await q.query(
    'insert into embed_tokens (token_hash, partner_id, card_id, expires_at, created_at) values ($1, $2, $3, $4, $5)',
    [t.tokenHash, t.partnerId, t.cardId, t.expiresAt, t.at],
  );
}

export interface EmbedTokenRow {
  partner_id: string;
  card_id: number;
  card_image_id: string;
  expired: boolean;
  used: boolean;
  origins: string[];
  revoked: boolean;
}

/** An embed token by its hash, with its partner's origins and state, or null. */
export async function embedToken(q: Queryable, tokenHash: string, now: Date): Promise<EmbedTokenRow | null> {
  const rows = await q.query<EmbedTokenRow>(
    `select t.partner_id, t.card_id, c.card_image_id, t.expires_at <= $2 as expired, t.used_at is not null as used,
       p.origins, p.revoked_at is not null as revoked
     from embed_tokens t join partners p on p.id = t.partner_id join cards c on c.id = t.card_id
     where t.token_hash = $1`,
    [tokenHash, now],
  );
  return rows[0] ?? null;
}

/** Mark the token used, once: true for the one caller that did (two racing exchanges: one wins). */
export async function consumeEmbedToken(q: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ token_hash: string }>(
    'update embed_tokens set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning token_hash',
    [tokenHash, now],
  );
  return rows.length === 1;
}

/** The embed session: a link of the card that a partner's embed opened, never emailed. */
export async function insertEmbedLink(
  q: Queryable,
  l: { accountId: string; cardId: number; partnerId: string; expiresAt: Date; at: Date },
): Promise<void> {
  await q.query(
    'insert into virtual_links (account_id, card_id, email, expires_at, created_at, partner_id) values ($1, $2, null, $3, $4, $5)',
    [l.accountId, l.cardId, l.expiresAt, l.at, l.partnerId],
  );
}

/** A session's new code (verification.sendCode): replaces any earlier one and starts its tries again. */
export async function upsertEmbedCode(
  q: Queryable,
  c: { accountId: string; codeHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await q.query(
    `insert into embed_codes (account_id, code_hash, expires_at, tries, verified_at, created_at)
     values ($1, $2, $3, 0, null, $4)
     on conflict (account_id) do update set code_hash = $2, expires_at = $3, tries = 0, created_at = $4`,
    [c.accountId, c.codeHash, c.expiresAt, c.at],
  );
}

export interface EmbedCodeRow {
  code_hash: string;
  expired: boolean;
  tries: number;
  verified: boolean;
}

/** A session's code, its row locked for the caller's transaction so racing tries each count. */
export async function embedCodeForUpdate(
  q: Queryable,
  accountId: string,
  now: Date,
): Promise<EmbedCodeRow | null> {
  const rows = await q.query<EmbedCodeRow>(
    `select code_hash, expires_at <= $2 as expired, tries, verified_at is not null as verified
     from embed_codes where account_id = $1 for update`,
    [accountId, now],
  );
  return rows[0] ?? null;
}

/** Record that the member typed the session's code: the session opens the card from now on. */
export async function markEmbedCodeVerified(q: Queryable, accountId: string, at: Date): Promise<void> {
  await q.query('update embed_codes set verified_at = $2 where account_id = $1', [accountId, at]);
}

/** Store the count of wrong tries at a session's code. */
export async function setEmbedCodeTries(q: Queryable, accountId: string, tries: number): Promise<void> {
  await q.query('update embed_codes set tries = $2 where account_id = $1', [accountId, tries]);
}

/** Whether a session's code was typed (false when it has none). */
export async function embedCodeVerified(q: Queryable, accountId: string): Promise<boolean> {
  const rows = await q.query<{ verified: boolean }>(
    'select verified_at is not null as verified from embed_codes where account_id = $1',
    [accountId],
  );
  return rows[0]?.verified === true;
}

/** Wrong tries at a session's code (0 when it has none): tells a locked session from an expired one. */
export async function embedCodeTries(q: Queryable, accountId: string): Promise<number> {
  const rows = await q.query<{ tries: number }>('select tries from embed_codes where account_id = $1', [
    accountId,
  ]);
  return rows[0]?.tries ?? 0;
}

/** End an embed session (its link retired) once its last wrong try is spent. */
export async function retireEmbedLinks(q: Queryable, accountId: string, at: Date): Promise<void> {
  await q.query('update virtual_links set retired_at = $2 where account_id = $1 and retired_at is null', [
    accountId,
    at,
  ]);
}
