// The stores a test or bench server runs on (./start-server): a copy of a migrated PGlite
// template (built once per migration set in the OS temp folder), PGlite in memory or in a folder,
// or a throw-away schema of a PostgreSQL database.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../src/index';

// the server's code is loaded when a store opens (a child server needs none of it)
const serverCode = () => import('../src/index');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type PGliteClass = NonNullable<Parameters<Awaited<ReturnType<typeof serverCode>>['openPglite']>[1]>;

export interface ServerStore {
  db: Db;
  dispose(): Promise<void>;
  /** PostgreSQL only: another pool on the same schema, as a second replica would open */
  replica?(): Promise<ServerStore>;
}

export type StoreKind =
  /** a fresh schema of this PostgreSQL database, dropped on dispose */
  | { pg: string; max?: number }
  /**
   * PGlite: 'template', a copy of a migrated data folder made once per migration set; 'memory';
   * 'folder', a file store in a temp folder (as `pnpm start` keeps it). `PGlite`: the class to
   * open it with (jest's sandbox needs one loaded by Node itself).
   */
  | { pglite: 'template' | 'memory' | 'folder'; PGlite?: PGliteClass };

/** One migrated PGlite data folder per migration set, built once (a lock keeps parallel files from racing). */
async function pgliteTemplate(PGlite: PGliteClass | undefined): Promise<string> {
  const { MIGRATIONS, migrate, openPglite } = await serverCode();
  const migrationsHash = createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 16);
  const TEMPLATE = join(tmpdir(), `portal-api-pglite-template-${migrationsHash}`);
  const ready = join(TEMPLATE, '.ready');
  if (existsSync(ready)) return TEMPLATE;
  const lock = `${TEMPLATE}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(ready)) return TEMPLATE;
      await sleep(200);
    }
  }
  try {
    if (existsSync(ready)) return TEMPLATE;
    const building = `${TEMPLATE}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const db = await openPglite(building, PGlite);
    await migrate(db);
    await db.close();
    rmSync(TEMPLATE, { recursive: true, force: true });
    renameSync(building, TEMPLATE);
    writeFileSync(ready, 'ok');
    return TEMPLATE;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A fresh migrated store of this kind. */
export async function openStore(kind: StoreKind): Promise<ServerStore> {
  const { migrate, openPg, openPglite } = await serverCode();
  if ('pg' in kind) {
    const { pg: connectionString, max } = kind;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const db = await openPg({ connectionString, schema, max });
    await migrate(db);
    return {
      db,
      async dispose() {
        await db.query(`drop schema if exists ${schema} cascade`);
        await db.close();
      },
      async replica() {
        const other = await openPg({ connectionString, schema, max });
        return { db: other, dispose: () => other.close() };
      },
    };
  }
  if (kind.pglite === 'memory') {
    const db = await openPglite('memory://', kind.PGlite);
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
  if (kind.pglite === 'template')
    cpSync(await pgliteTemplate(kind.PGlite), join(dir, 'pglite'), { recursive: true });
  const db = await openPglite(join(dir, 'pglite'), kind.PGlite);
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
