import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './types';
import { INT8_OID, parseInt8, wrapError } from './types';

/**
 * Embedded PostgreSQL (WASM) persisted in `dataDir`, or in memory when dataDir is 'memory://'.
 * `PGliteClass` lets the jest harness pass the class loaded by Node's own require (PGlite's
 * dynamic imports of node builtins do not run inside jest's module sandbox).
 */
export async function openPglite(dataDir: string, PGliteClass: typeof PGlite = PGlite): Promise<Db> {
  // bigint as a number as on PostgreSQL (db/pg.ts), never a BigInt no answer could serialize
  const pg = new PGliteClass(dataDir, { parsers: { [INT8_OID]: parseInt8 } });
  await pg.waitReady;
  const run = async <T extends object>(
    q: Pick<PGlite, 'query'>,
    sql: string,
    params?: readonly SqlParam[],
  ) => {
    try {
      // timestamps travel as ISO text (also keeps Date objects of another realm out of PGlite)
      const values = params ? params.map((p) => (p instanceof Date ? p.toISOString() : p)) : [];
      const result = await q.query<T>(sql, values);
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
    // the embedded store has one connection, and no pool to keep it from
    async session(fn) {
      return fn({ query: (sql, params) => run(pg, sql, params) });
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
