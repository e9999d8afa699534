import pg from 'pg';
import type { Db, Queryable, SqlParam } from './types';
import { DbUnavailableError, wrapError } from './types';

export interface PgOptions {
  connectionString: string;
  /** a schema to use (created when missing); tests use one per file */
  schema?: string;
  max?: number;
}

/** PostgreSQL through node-postgres (a pool; several server instances may share the database). */
export async function openPg(options: PgOptions): Promise<Db> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('invalid schema name');
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 3000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
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
  if (schema) await run(pool, `create schema if not exists ${schema}`);
  return {
    kind: 'pg',
    query: (sql, params) => run(pool, sql, params),
    async tx(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new DbUnavailableError(error);
      }
      try {
        await run(client, 'begin');
        const q: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await fn(q);
        await run(client, 'commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
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
  };
}
