import { openPglite } from './pglite';
import { openPg } from './pg';
import { migrate } from './migrations';
import { connectDb, type OpenDbOptions } from './connect';
import type { Db } from './types';

export { connectDb, type OpenDbOptions };

export type { Db, Queryable, SqlParam } from './types';
export { DbUnavailableError, isUnavailableError } from './types';
export {
  migrate,
  MIGRATIONS,
  MigrationLockTimeout,
  type Migration,
  type MigrationTimeouts,
} from './migrations';
export { openPglite, openPg };

/** connectDb, then migrated. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  const db = await connectDb(options);
  await migrate(db);
  return db;
}
