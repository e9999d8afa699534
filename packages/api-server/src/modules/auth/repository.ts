// Sessions: one row per login, the newest token id of each, revocation.
import type { Queryable } from '../../db';

export async function insertSession(
  q: Queryable,
  s: {
    id: string;
    cardId: number;
    loginAt: Date;
    expiresAt: Date;
    tokenExp: Date;
    client: string;
    tokenId: string;
  },
): Promise<void> {
  await q.query(
    'insert into sessions (id, card_id, login_at, expires_at, token_exp, client, token_id) values ($1, $2, $3, $4, $5, $6, $7)',
    [s.id, s.cardId, s.loginAt, s.expiresAt, s.tokenExp, s.client, s.tokenId],
  );
}

/** The 12-hour cap of a session, epoch seconds (0 when unknown). */
export async function sessionCap(q: Queryable, sid: string): Promise<number> {
  const rows = await q.query<{ cap: number }>(
    'select extract(epoch from expires_at)::float8 as cap from sessions where id = $1',
    [sid],
  );
  return Math.floor(rows[0]?.cap ?? 0);
}

/** The new token replaces the old one: only the newest token id of a session is accepted. */
export async function replaceToken(
  q: Queryable,
  sid: string,
  tokenExp: Date,
  tokenId: string,
): Promise<void> {
  await q.query('update sessions set token_exp = $2, token_id = $3 where id = $1', [sid, tokenExp, tokenId]);
}

export async function revokeSessionRow(q: Queryable, sid: string, now: Date): Promise<void> {
  await q.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [sid, now]);
}

/** End every live session of a card; how many were live. */
export async function revokeCardSessions(q: Queryable, cardId: number, now: Date): Promise<number> {
  const rows = await q.query(
    'update sessions set revoked_at = $2 where card_id = $1 and revoked_at is null and expires_at > $2 returning id',
    [cardId, now],
  );
  return rows.length;
}
