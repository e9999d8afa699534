import pg from 'pg';
import type { Db, Queryable, SqlParam } from './types';
import { DbUnavailableError, isUnavailableError, wrapError } from './types';
import { MIGRATION_LOCK } from './lock';

export interface PgOptions {
  connectionString: string;
  /** a schema to use (created when missing); tests use one per file */
  schema?: string;
  max?: number;
  /** the longest a statement may run, in ms (0: no limit) */
  statementTimeoutMs?: number;
}

/** PostgreSQL through node-postgres (a pool; several server instances may share the database). */
export async function openPg(options: PgOptions): Promise<Db> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('invalid schema name');
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 3000,
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
      release(error?: unknown) {
        client.off('error', onError);
        client.release(broken || (error !== undefined && isUnavailableError(error)));
      },
    };
  };
  const run = async <T extends object>(
    q: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<T[]> => {
    try {
      const result = await q.query<T>(sql, params ? [...params] : []);
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
