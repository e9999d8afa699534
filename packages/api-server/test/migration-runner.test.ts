// The migration runner on the embedded store and on PostgreSQL (TEST_DATABASE_URL): each migration
// in a transaction of its own, recorded as it is applied; a migration that cannot run in one
// (`create index concurrently`) runs outside any; and on PostgreSQL the session's lock and settings
// end with the run.
import { randomBytes } from 'node:crypto';
import { migrate, openPg, openPglite, type Db, type Migration } from '../src/db';
import { MIGRATION_LOCK } from '../src/db/lock';
import { NativePGlite, PG_URL } from './helpers';

const TABLES: Migration = {
  version: 1,
  name: 'a table',
  sql: 'create table things (id integer primary key, name text not null);',
};
/** PostgreSQL refuses this inside a transaction block */
const CONCURRENT_INDEX: Migration = {
  version: 2,
  name: 'an index built without blocking writes',
  sql: 'create index concurrently if not exists things_name on things (name);',
  transaction: false,
};
const FAILING: Migration = {
  version: 3,
  name: 'half a migration',
  sql: 'create table others (id integer primary key);\nselect 1 / 0;',
};

const recorded = async (db: Db) =>
  (await db.query<{ version: number }>('select version from schema_migrations order by version')).map(
    (r) => r.version,
  );

const backends: [string, () => Promise<{ db: Db; close(): Promise<void> }>][] = [
  [
    'the embedded store',
    async () => {
      const db = await openPglite('memory://', NativePGlite);
      return { db, close: () => db.close() };
    },
  ],
];
const pgUrl = PG_URL;
if (pgUrl)
  backends.push([
    'PostgreSQL',
    async () => {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const db = await openPg({ connectionString: pgUrl, schema, max: 2, statementTimeoutMs: 5_000 });
      return {
        db,
        close: async () => {
          await db.query(`drop schema if exists ${schema} cascade`);
          await db.close();
        },
      };
    },
  ]);

describe.each(backends)('the migration runner on %s', (_, open) => {
  let store: { db: Db; close(): Promise<void> };
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  test('a migration marked outside a transaction runs DDL a transaction refuses, and is recorded', async () => {
    await expect(store.db.tx((q) => migrateInside(q))).rejects.toThrow(
      /cannot run inside a transaction block/,
    );
    expect(await migrate(store.db, 2, undefined, [TABLES, CONCURRENT_INDEX])).toEqual([1, 2]);
    expect(await recorded(store.db)).toEqual([1, 2]);
    const indexes = await store.db.query<{ indexname: string }>(
      "select indexname from pg_indexes where tablename = 'things' and indexname = 'things_name'",
    );
    expect(indexes).toHaveLength(1);
    // run again: nothing left to do
    expect(await migrate(store.db, 2, undefined, [TABLES, CONCURRENT_INDEX])).toEqual([]);
  });

  test('a failing migration leaves no half of itself, and those before it stay applied', async () => {
    await expect(migrate(store.db, 3, undefined, [TABLES, FAILING])).rejects.toThrow(/division by zero/);
    expect(await recorded(store.db)).toEqual([1]);
    const others = await store.db.query(
      "select 1 from information_schema.tables where table_name = 'others'",
    );
    expect(others).toHaveLength(0);
  });
});

/** The concurrent index inside a transaction, as a runner without the mark would run it. */
async function migrateInside(q: { query(sql: string): Promise<unknown> }): Promise<void> {
  await q.query(TABLES.sql.replace(/;$/, ''));
  await q.query(CONCURRENT_INDEX.sql.replace(/;$/, ''));
}

(PG_URL ? describe : describe.skip)('the migration session on PostgreSQL', () => {
  test('its lock and its settings end with the run: the pool keeps its statement timeout', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const db = await openPg({ connectionString: PG_URL!, schema, max: 1, statementTimeoutMs: 300 });
    const other = await openPg({ connectionString: PG_URL!, schema, max: 1 });
    try {
      await migrate(db, 1, { lockTimeoutMs: 5_000, statementTimeoutMs: 0 }, [TABLES]);
      const [free] = await other.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
        MIGRATION_LOCK,
      ]);
      expect(free!.got).toBe(true);
      await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      await expect(db.query('select pg_sleep(1)')).rejects.toThrow(/statement timeout/);
    } finally {
      await other.query(`drop schema if exists ${schema} cascade`);
      await other.close();
      await db.close();
    }
  });
});
