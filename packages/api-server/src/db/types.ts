// A tiny database seam: one SQL dialect (PostgreSQL) over PGlite or node-postgres.
/** Uint8Array (a Buffer among them): a bytea */
export type SqlParam = string | number | boolean | null | Date | Uint8Array;

export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Run `fn` inside one database transaction (committed when it resolves, rolled back when it throws). */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Run `fn` on one connection of its own, outside any transaction: what it sets (settings,
   * session locks) ends with it, as the connection is not given back to the pool (the migrations:
   * DDL that cannot run in a transaction, under a session lock).
   */
  session<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Run several statements (migrations). */
  exec(sql: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** connections of a pool (PostgreSQL), for the metrics; the embedded store has one and no pool */
  stats?(): PoolStats;
}

export interface PoolStats {
  /** open connections */
  total: number;
  idle: number;
  /** queries waiting for a connection */
  waiting: number;
  max: number;
}

/** PostgreSQL's type oid of int8 (bigint). */
export const INT8_OID = 20;

/**
 * A bigint as the code reads it: a number, on PGlite and PostgreSQL alike. The bigints are ids
 * (rows counted one at a time: they stay far below 2^53, about 9·10^15, at any rate the portal
 * can write) and cents of prepaid balances, so a JavaScript number holds them exactly and the
 * API's answers keep their shape. A value past Number.MAX_SAFE_INTEGER fails its query instead of
 * coming back rounded.
 */
export function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError('a bigint past Number.MAX_SAFE_INTEGER');
  return n;
}

/** The database cannot be reached: the API answers 503 `unavailable` and recovers when it returns. */
export class DbUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DbUnavailableError';
  }
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);

/** Whether a driver error means "the database is not there" rather than "this query is wrong". */
export function isUnavailableError(error: unknown): boolean {
  if (error instanceof DbUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|Client has encountered a connection error|PGlite is closed/i.test(
      message,
    )
  );
}

export function wrapError(error: unknown): unknown {
  return isUnavailableError(error) && !(error instanceof DbUnavailableError)
    ? new DbUnavailableError(error)
    : error;
}
