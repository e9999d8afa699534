import { mkdirSync } from 'node:fs';
import { openPglite } from './pglite';
import { openPg } from './pg';
import { migrate } from './migrations';
import type { Db } from './types';

export type { Db, Queryable, SqlParam } from './types';
export { DbUnavailableError, isUnavailableError } from './types';
export { migrate, MIGRATIONS } from './migrations';
export { openPglite, openPg };

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  databaseSchema?: string | undefined;
  dataDir: string;
  /** PostgreSQL only */
  poolSize?: number;
  statementTimeoutMs?: number;
}

/** PostgreSQL when a URL is given, else PGlite persisted under `<dataDir>/pglite`; migrated. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (!options.databaseUrl && options.dataDir !== 'memory://')
    mkdirSync(options.dataDir, { recursive: true });
  const db = options.databaseUrl
    ? await openPg({
        connectionString: options.databaseUrl,
        schema: options.databaseSchema,
        max: options.poolSize,
        statementTimeoutMs: options.statementTimeoutMs,
      })
    : await openPglite(options.dataDir === 'memory://' ? 'memory://' : `${options.dataDir}/pglite`);
  await migrate(db);
  return db;
}
