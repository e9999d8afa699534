// Opening the store, not migrating it. The driver is loaded when it is chosen: a start whose
// database cannot be reached (or a PostgreSQL one) loads no PGlite, and answers sooner.
import { mkdirSync } from 'node:fs';
import type { Db } from './types';

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  databaseSchema?: string | undefined;
  dataDir: string;
  /** PostgreSQL only */
  poolSize?: number;
  statementTimeoutMs?: number;
}

/** PostgreSQL when a URL is given, else PGlite persisted under `<dataDir>/pglite`; not migrated. */
export async function connectDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPg } = await import('./pg');
    return openPg({
      connectionString: options.databaseUrl,
      schema: options.databaseSchema,
      max: options.poolSize,
      statementTimeoutMs: options.statementTimeoutMs,
    });
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir === 'memory://' ? 'memory://' : `${options.dataDir}/pglite`);
}
