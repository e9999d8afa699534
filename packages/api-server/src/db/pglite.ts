import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './types';
import { wrapError } from './types';

/** Embedded PostgreSQL (WASM) persisted in `dataDir`, or in memory when dataDir is 'memory://'. */
export async function openPglite(dataDir: string): Promise<Db> {
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  const run = async <T extends object>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly SqlParam[]) => {
    try {
      const result = await q.query<T>(sql, params ? [...params] : []);
      return result.rows;
    } catch (error) {
      throw wrapError(error);
    }
  };
  return {
    kind: 'pglite',
    query: (sql, params) => run(pg, sql, params),
    async tx(fn) {
      try {
        return await pg.transaction(async (t) => {
          const q: Queryable = { query: (sql, params) => run(t, sql, params) };
          return fn(q);
        });
      } catch (error) {
        throw wrapError(error);
      }
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    async ping() {
      await run(pg, 'select 1');
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
