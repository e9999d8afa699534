// The migration lock on PostgreSQL (TEST_DATABASE_URL): a replica that waits for another's
// migration longer than its pool's statement timeout waits on and then migrates (the wait runs
// under the migration's own lock timeout, not the statement timeout); past that lock timeout it
// stops with the setting named.
import { randomBytes } from 'node:crypto';
import { MigrationLockTimeout, migrate, openPg, type Db } from '../src/db';
import { MIGRATION_LOCK } from '../src/db/lock';
import { PG_URL } from './helpers';

const pgOnly = PG_URL ? describe : describe.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

pgOnly('the migration lock (PostgreSQL)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let holder: Db;
  let replica: Db;
  beforeAll(async () => {
    holder = await openPg({ connectionString: PG_URL!, schema, max: 1 });
    // a statement timeout of 300 ms: the wait below is several times longer
    replica = await openPg({ connectionString: PG_URL!, schema, max: 2, statementTimeoutMs: 300 });
  });
  afterAll(async () => {
    await replica?.close();
    await holder?.query(`drop schema if exists ${schema} cascade`);
    await holder?.close();
  });

  /** Another replica's migration: the lock held for `ms`. */
  const holdLock = (ms: number) =>
    holder.tx(async (q) => {
      await q.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await sleep(ms);
    });

  test('a wait longer than the statement timeout waits on, then migrates', async () => {
    const held = holdLock(2_000);
    await sleep(200);
    const started = Date.now();
    const applied = await migrate(replica, Number.POSITIVE_INFINITY, {
      lockTimeoutMs: 30_000,
      statementTimeoutMs: 60_000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(applied[0]).toBe(1);
    await held;
    // the pool's statement timeout still holds outside the migration
    await expect(replica.query('select pg_sleep(1)')).rejects.toThrow(/statement timeout/);
  });

  test('past MIGRATION_LOCK_TIMEOUT_SECONDS it stops, naming the setting', async () => {
    const held = holdLock(1_500);
    await sleep(200);
    const waiting = migrate(replica, Number.POSITIVE_INFINITY, { lockTimeoutMs: 300, statementTimeoutMs: 0 });
    await expect(waiting).rejects.toBeInstanceOf(MigrationLockTimeout);
    await expect(waiting).rejects.toThrow(/MIGRATION_LOCK_TIMEOUT_SECONDS/);
    await held;
  });
});
