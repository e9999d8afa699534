// The real api-server for the front-end tests, in a Node process of its own (started by
// ./api-server with tsx): the jsdom test environment is another JavaScript realm, in which the
// server's crypto and database libraries do not run. It opens a copy of a migrated PGlite
// database, builds the app with a clock the test moves and the test captcha, listens on a free
// port of 127.0.0.1 and answers the test's requests (issue a card, log in, the operator API, the
// clock) over the IPC channel.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import {
  buildApp,
  deriveKeys,
  loadSettings,
  migrate,
  MIGRATIONS,
  openPglite,
  type BuildAppOptions,
  type Db,
} from '@portal/api-server';
import { TEST_PROGRAM } from './fixtures';

/** What the test asks the process (one message per request, answered by id). */
export type Request =
  | { op: 'admin'; method: 'GET' | 'POST'; path: string; body?: object }
  | { op: 'login'; cardNumber: string; cvv: string }
  | { op: 'call'; method: 'GET' | 'POST'; path: string; body?: object; token?: string }
  | { op: 'clock'; set?: string; advanceMs?: number }
  | { op: 'close' };

export interface Started {
  ready: true;
  port: number;
  apiPrefix: string;
  now: string;
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

const OPERATOR_TOKEN = 'front-end-tests-operator-token';

type PGliteClass = NonNullable<Parameters<typeof openPglite>[1]>;

// PGlite from the server's own dependencies
const { PGlite } = createRequire(fileURLToPath(import.meta.resolve('@portal/api-server')))(
  '@electric-sql/pglite',
) as { PGlite: PGliteClass };

const migrationsHash = createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 16);
const TEMPLATE = join(tmpdir(), `portal-testing-pglite-${migrationsHash}.tar`);

/** A dump of a migrated database, made once per migration set (a lock keeps parallel files from racing). */
async function template(): Promise<Buffer> {
  const lock = `${TEMPLATE}.lock`;
  for (;;) {
    if (existsSync(TEMPLATE)) return readFileSync(TEMPLATE);
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    if (!existsSync(TEMPLATE)) {
      let pg: InstanceType<PGliteClass> | undefined;
      const db = await openPglite(
        'memory://',
        class extends PGlite {
          constructor(dataDir?: string) {
            super(dataDir);
            // eslint-disable-next-line @typescript-eslint/no-this-alias -- the instance openPglite opens, to dump it
            pg = this;
          }
        } as PGliteClass,
      );
      await migrate(db);
      const dump = await pg!.dumpDataDir('none');
      const building = `${TEMPLATE}.building-${process.pid}`;
      writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
      renameSync(building, TEMPLATE);
      await db.close();
    }
    return readFileSync(TEMPLATE);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A database of its own for this test file: the template loaded into memory. */
async function openCopy(): Promise<Db> {
  const dump = new Blob([new Uint8Array(await template())]);
  const db = await openPglite(
    'memory://',
    class extends PGlite {
      constructor() {
        super({ loadDataDir: dump });
      }
    },
  );
  await migrate(db);
  return db;
}

/** 'test': the token 'captcha-<action>' passes for that action only; 'off': any token passes. */
function captchaProvider(kind: string): NonNullable<BuildAppOptions['captcha']> {
  return {
    mode: kind === 'off' ? 'off' : 'altcha',
    verify: (token, action) => Promise.resolve(kind === 'off' || token === `captcha-${action}`),
    publicConfig: () => ({ provider: 'off' }),
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-testing-'));
  const db = await openCopy();
  const clock = { now: new Date(process.env.PORTAL_TEST_NOW ?? Date.now()) };
  const base = loadSettings({ NODE_ENV: 'test', PORTAL_MODE: 'development' });
  const app = await buildApp({
    db,
    keys: deriveKeys(randomBytes(32)),
    captcha: captchaProvider(process.env.PORTAL_TEST_CAPTCHA ?? 'test'),
    program: TEST_PROGRAM,
    now: () => clock.now,
    // the log is dropped unless PORTAL_TEST_SERVER_LOG=1 (then it goes to stderr)
    logStream:
      process.env.PORTAL_TEST_SERVER_LOG === '1'
        ? process.stderr
        : new Writable({ write: (_chunk, _enc, done) => done() }),
    settings: {
      ...base,
      dataDir: join(dir, 'data'),
      adminTokens: [{ name: 'tests', token: OPERATOR_TOKEN }],
      testData: true,
      logLevel: 'warn',
      loginFloorMs: 0,
      appsRoot: undefined,
      // many cards log in from 127.0.0.1 in one file; the per-card limits stay as they are
      loginRateLimit: { ...base.loginRateLimit, max: 100_000 },
      contactRateLimit: 100_000,
      pinResetLimit: { ...base.pinResetLimit, perClient: 100_000 },
      linkRateLimit: { ...base.linkRateLimit, perClient: 100_000 },
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the api-server has no port');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    })());

  async function handle(request: Request): Promise<unknown> {
    switch (request.op) {
      case 'admin': {
        const res = await app.admin.inject({
          method: request.method,
          url: `/admin/v1${request.path}`,
          headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        if (res.statusCode !== 200)
          throw new Error(`${request.method} ${request.path}: ${res.statusCode} ${res.body}`);
        return res.json();
      }
      case 'login': {
        const res = await app.inject({
          method: 'POST',
          url: `${base.publicApiBaseUrl}/auth/card`,
          payload: {
            cardNumber: request.cardNumber,
            cardCvv: request.cvv,
            captchaResponse: 'captcha-ind_login',
          },
        });
        if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
        return res.json();
      }
      case 'call': {
        const res = await app.inject({
          method: request.method,
          url: `${base.publicApiBaseUrl}${request.path}`,
          headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        return { status: res.statusCode, body: res.body ? (res.json() as unknown) : null };
      }
      case 'clock':
        if (request.set) clock.now = new Date(request.set);
        if (request.advanceMs) clock.now = new Date(clock.now.getTime() + request.advanceMs);
        return clock.now.toISOString();
      case 'close':
        await close();
        return null;
    }
  }

  process.on('message', (message: { id: number } & Request) => {
    const { id, ...request } = message;
    handle(request).then(
      (value) =>
        process.send?.({ id, ok: true, value } satisfies Reply, () => {
          if (request.op === 'close') process.exit(0);
        }),
      (error: unknown) => process.send?.({ id, ok: false, error: String(error) } satisfies Reply),
    );
  });
  // the test process went away without closing: clean up and go too
  process.on('disconnect', () => void close().finally(() => process.exit(0)));
  process.send?.({
    ready: true,
    port: address.port,
    apiPrefix: base.publicApiBaseUrl,
    now: clock.now.toISOString(),
  } satisfies Started);
}

main().catch((error: unknown) => {
  process.stderr.write(`api-server process failed: ${String(error)}\n`);
  process.exit(1);
});
