import type { FastifyBaseLogger } from 'fastify';
import type { CalendarDate, Program } from '@portal/contracts';
import type { OperatorScope } from '@portal/contracts/admin-operations';
import type { Db } from './db';
import type { Keys } from './crypto/keys';
import type { CardCrypto } from './crypto/card';
import type { CaptchaProvider } from './captcha';
import type { Sealer } from './crypto/sealed';
import type { Settings } from './config/settings';
import type { RemoteRegistry } from './modules/releases/registry';

/** A named operator token (ADMIN_TOKENS); every admin call is audited with the name. */
export interface Operator {
  name: string;
  token: string;
  /** what the token may do: each operator route names the one scope it needs */
  scopes: readonly OperatorScope[];
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
  /** the cardholder's calendar day now: in the programme's time zone (program.timeZone) */
  today(): CalendarDate;
  /** which release each remote serves (/config.json, the CSP, the operator's remote commands) */
  releases: RemoteRegistry;
}

export interface AuditEntry {
  action: string;
  outcome: string;
  sessionId?: string | null;
  cardId?: number | null;
  client?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}
