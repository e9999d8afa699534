import pg from 'pg';
import type { Db, Queryable, SqlParam } from './types';
import { DbUnavailableError, INT8_OID, isUnavailableError, parseInt8, wrapError } from './types';
import { MIGRATION_LOCK } from './lock';

const MAX_NAMED = 500;
const SELECT_STAR = /\b(select|returning)\s+(\w+\.)?\*/i;

export interface PgOptions {
  connectionString: string;
  /** a schema to use (created when missing); tests use one per file */
  schema?: string;
  max?: number;
  /** the longest a statement may run, in ms (0: no limit) */
  statementTimeoutMs?: number;
}

// this pool's parsers only: pg.types stays as it is for any other user of node-postgres
const int8AsNumber = ((oid: number, format?: 'text' | 'binary') =>
  oid === INT8_OID && format !== 'binary'
    ? parseInt8
    : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser;

/** PostgreSQL through node-postgres (a pool; several server instances may share the database). */
export async function openPg(options: PgOptions): Promise<Db> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('invalid schema name');
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 3000,
    // bigint (ids, cents) as numbers, not node-postgres's default text: see parseInt8
    types: { getTypeParser: int8AsNumber },
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  /**
   * A client checked out of the pool (a transaction, the schema creation) has no listener of the
   * pool's: its connection ending meanwhile — a database restart, a failover, a terminated
   * backend — would be an unhandled 'error' event and crash the replica. Listen while it is out,
   * and give a client that broke back to be destroyed, never to be reused.
   */
  const checkOut = async () => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new DbUnavailableError(error);
    }
    let broken = false;
    const onError = () => {
      broken = true;
    };
    client.on('error', onError);
    return {
      client,
      /** `discard`: the connection carries session state (settings, locks): close it */
      release(error?: unknown, discard = false) {
        client.off('error', onError);
        client.release(discard || broken || (error !== undefined && isUnavailableError(error)));
      },
    };
  };
  // Named prepared statements (the hot reads at the plain route's pace): each connection
  // parses and plans a query's text once, then only binds and executes it. The portal's SQL texts
  // are fixed strings; past MAX_NAMED distinct texts (a bug building SQL from values would make
  // new ones) the rest run unnamed, so a connection's statement cache stays bounded.
  // A `select *` is never prepared: its row type is the table's columns at prepare time, and a
  // migration run by a newer replica that adds one would fail it on this one's open connections
  // ('cached plan must not change result type').
  const statementNames = new Map<string, string>();
  const statementName = (sql: string): string | undefined => {
    if (SELECT_STAR.test(sql)) return undefined;
    let name = statementNames.get(sql);
    if (name === undefined && statementNames.size < MAX_NAMED) {
      name = `portal_${statementNames.size}`;
      statementNames.set(sql, name);
    }
    return name;
  };
  const run = async <T extends object>(
    q: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<T[]> => {
    try {
      const values = params ? [...params] : [];
      const name = values.length > 0 ? statementName(sql) : undefined;
      const result = await q.query<T>(name ? { name, text: sql, values } : { text: sql, values });
      return result.rows;
    } catch (error) {
      throw wrapError(error);
    }
  };
  // replicas starting together: one creates the schema, under the migrations' advisory lock
  if (schema) {
    const { client, release } = await checkOut();
    let failure: unknown;
    try {
      await run(client, 'begin');
      // the wait for another replica's lock is not a long statement: no statement timeout on it
      await run(client, "select set_config('statement_timeout', '0', true)");
      await run(client, 'select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await run(client, `create schema if not exists ${schema}`);
      await run(client, 'commit');
    } catch (error) {
      failure = error;
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      release(failure);
    }
  }
  return {
    kind: 'pg',
    query: (sql, params) => run(pool, sql, params),
    async tx(fn) {
      const { client, release } = await checkOut();
      let failure: unknown;
      try {
        await run(client, 'begin');
        const q: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await fn(q);
        await run(client, 'commit');
        return result;
      } catch (error) {
        failure = error;
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        release(failure);
      }
    },
    async session(fn) {
      const { client, release } = await checkOut();
      try {
        return await fn({ query: (sql, params) => run(client, sql, params) });
      } finally {
        release(undefined, true);
      }
    },
    async exec(sql) {
      await run(pool, sql);
    },
    async ping() {
      await run(pool, 'select 1');
    },
    async close() {
      await pool.end();
    },
    stats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
  };
}
