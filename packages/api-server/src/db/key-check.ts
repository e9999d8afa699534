// The key check: a value derived from the card keys, stored at the first start, so that a start
// with keys that do not open this database refuses, naming MASTER_KEY, instead of starting ready
// and answering "No such card" for every card. Read before the migrations run (a refusal touches
// nothing); the table is the check's own, made when the first value is stored.
import { createHmac } from 'node:crypto';
import { createCardCrypto } from '../crypto/card';
import type { Keys, KeySet } from '../crypto/keys';
import type { Db } from './types';

const LABEL = 'portal/key-check/v1';

/** A value that names a key set without revealing it (HMAC of a fixed label under both card keys). */
export function keyCheckValue(keys: Pick<KeySet, 'panEnc' | 'panHmac'>): string {
  return createHmac('sha256', Buffer.concat([keys.panEnc, keys.panHmac]))
    .update(LABEL)
    .digest('base64url');
}

const REFUSAL =
  'MASTER_KEY does not open this database: its card numbers were sealed under another key. Start with the key this database was created with (after a rotation: the current one in MASTER_KEY, the earlier ones in MASTER_KEY_PREVIOUS)';

async function hasTable(db: Db, name: string): Promise<boolean> {
  const [row] = await db.query<{ t: string | null }>('select to_regclass($1)::text as t', [name]);
  return Boolean(row?.t);
}

/**
 * Why these keys must not start on this database, or null: the stored values name none of the
 * given key sets (current and previous); with no value stored yet, a card that none of them opens.
 */
export async function keyCheckRefusal(db: Db, keys: Keys): Promise<string | null> {
  const sets = [keys, ...(keys.previous ?? [])];
  if (await hasTable(db, 'key_checks')) {
    const stored = (await db.query<{ kcv: string }>('select kcv from key_checks')).map((r) => r.kcv);
    if (stored.length > 0) return sets.some((k) => stored.includes(keyCheckValue(k))) ? null : REFUSAL;
  }
  if (!(await hasTable(db, 'cards'))) return null;
  const [card] = await db.query<{ id: number; pan_enc: string }>(
    'select id, pan_enc from cards order by id limit 1',
  );
  if (!card) return null;
  try {
    createCardCrypto(keys).decryptPan(card.pan_enc, card.id);
    return null;
  } catch {
    return REFUSAL;
  }
}

/** Store the current keys' value (after the migrations; kept beside the earlier keys' values). */
export async function recordKeyCheck(db: Db, keys: Keys): Promise<void> {
  try {
    await db.exec(
      'create table if not exists key_checks (kcv text primary key, created_at timestamptz not null default now())',
    );
  } catch (error) {
    // replicas starting together race on PostgreSQL's "if not exists": the loser is told the
    // table's type exists (23505) or the table does (42P07), and the table is there all the same
    const { code, message } = error as { code?: string; message?: string };
    const raced =
      code === '23505' || code === '42P07' || /pg_type_typname_nsp_index|already exists/.test(message ?? '');
    if (!raced) throw error;
  }
  await db.query('insert into key_checks (kcv) values ($1) on conflict do nothing', [keyCheckValue(keys)]);
}
