import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Program } from '@portal/contracts';
import type { Db, Queryable } from './db';
import type { Keys } from './crypto/keys';
import type { CardCrypto } from './crypto/card';
import type { CaptchaProvider } from './captcha';
import type { Sealer } from './crypto/sealed';
import type { Settings } from './config/settings';

/** A named operator token (ADMIN_TOKENS); every admin call is audited with the name. */
export interface Operator {
  name: string;
  token: string;
}

export interface Ctx {
  db: Db;
  settings: Settings;
  keys: Keys;
  cardCrypto: CardCrypto;
  /** seals secrets the server reads back later (outbox bodies with a PIN or a link) */
  sealer: Sealer;
  captcha: CaptchaProvider;
  program: Program;
  operators: Operator[];
  log: FastifyBaseLogger;
  now(): Date;
}

export interface AuditEntry {
  action: string;
  outcome: string;
  sessionId?: string | null;
  cardId?: number | null;
  client?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/** Append to the audit log (never a PAN or CVV: callers pass masked numbers only). */
export async function audit(q: Queryable, now: Date, entry: AuditEntry): Promise<void> {
  await q.query(
    'insert into audit_log (at, action, outcome, session_id, card_id, client, detail) values ($1, $2, $3, $4, $5, $6, $7)',
    [
      now,
      entry.action,
      entry.outcome,
      entry.sessionId ?? null,
      entry.cardId ?? null,
      entry.client ?? null,
      entry.detail ? JSON.stringify(entry.detail) : null,
    ],
  );
}

export function clientOf(req: FastifyRequest): string {
  return req.ip;
}
