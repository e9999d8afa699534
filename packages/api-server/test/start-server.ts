// The one way to start a real api-server for the tests and the benches, with the posture they all
// share: development mode, a data folder of its own, an operator token, no built apps and no demo
// data unless asked. `startApiServer({ store })` builds the app in this process on a store of the
// caller's (openStore of ./test-store: a copy of a migrated PGlite template, PGlite in memory or in
// a folder, or a throw-away PostgreSQL schema); `startApiServer({ in: 'child' })` runs the compiled
// artefact (`node dist/main.js`, as `pnpm start` does) in a process of its own with the same
// posture as environment variables. Each caller passes only what differs. Imported as
// '@portal/api-server/start-server' from outside this package.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildAppOptions, Db, Keys, PortalApp, Settings } from '../src/index';
import type { ServerStore } from './test-store';

export { openStore, type ServerStore, type StoreKind } from './test-store';

// the server's code is loaded when a server starts in this process (a child needs none of it)
const serverCode = () => import('../src/index');

/**
 * The folder of @portal/api-server (the child runs there, as `pnpm start` does). jest and tsx's own
 * start give this file a __dirname; a plain Node script that loads it through tsx passes serverDir.
 */
export const SERVER_DIR = typeof __dirname === 'string' ? join(__dirname, '..') : '';

/** The operator token a server starts with unless its caller names another. */
export const TEST_OPERATOR_TOKEN = 'test-operator-token';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface InProcessOptions extends Partial<Omit<BuildAppOptions, 'db' | 'settings'>> {
  in?: 'process';
  /** the store, closed with the server */
  store: ServerStore;
  operatorToken?: string;
  /** settings over the shared posture (a function: of the posture, e.g. to raise one of its limits) */
  settings?: Partial<Settings> | ((base: Settings) => Partial<Settings>);
  /** called before the app is ready (e.g. to add hooks) */
  prepare?(app: PortalApp): void;
  /** listen on a free port of 127.0.0.1; without it the app answers app.inject only */
  listen?: boolean;
}

export interface InProcessServer {
  app: PortalApp;
  db: Db;
  keys: Keys;
  settings: Settings;
  dataDir: string;
  /** when listening: the public API's port of 127.0.0.1, and http://127.0.0.1:<port> */
  port: number | undefined;
  origin: string | undefined;
  close(): Promise<void>;
}

export interface ChildOptions {
  in: 'child';
  /** the folder of @portal/api-server (default SERVER_DIR) */
  serverDir?: string;
  /** names its data folder and its errors */
  name?: string;
  /** the public API's port; the operator API listens on port + 1 (default: a random one) */
  port?: number;
  operatorToken?: string;
  /** variables over the posture; undefined removes one */
  env?: Record<string, string | undefined>;
  /** start from this process's environment (default: PATH only) */
  inheritEnv?: boolean;
  /** 'pipe' (default): stdout lines and stderr kept; 'ignore' */
  output?: 'pipe' | 'ignore';
  /** wait for /readyz before resolving (default true) */
  waitReady?: boolean;
  /** the bound of that wait (default 30 s) */
  readyTimeoutMs?: number;
}

export interface ChildServer {
  name: string;
  port: number;
  adminPort: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  child: ChildProcess;
  /** every stdout line (JSON log lines) */
  lines: string[];
  stderr: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  dataDir: string;
  /** Resolves once /readyz answers 200; throws after `timeoutMs` or when the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with how it ended. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startApiServer(options: ChildOptions): Promise<ChildServer>;
export function startApiServer(options: InProcessOptions): Promise<InProcessServer>;
export function startApiServer(
  options: ChildOptions | InProcessOptions,
): Promise<ChildServer | InProcessServer> {
  return options.in === 'child' ? startChild(options) : startInProcess(options);
}

async function startInProcess({
  store,
  operatorToken = TEST_OPERATOR_TOKEN,
  settings: overrides = {},
  prepare,
  listen = false,
  in: _in,
  ...buildOptions
}: InProcessOptions): Promise<InProcessServer> {
  void _in;
  const { buildApp, deriveKeys, loadSettings } = await serverCode();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-data-'));
  // the relaxed posture, asked for explicitly (production is the default)
  const base = loadSettings({ NODE_ENV: 'test', PORTAL_MODE: 'development' });
  const settings: Settings = {
    ...base,
    dataDir,
    adminTokens: [{ name: 'admin', token: operatorToken }],
    loginFloorMs: 0,
    appsRoot: undefined,
    ...(typeof overrides === 'function' ? overrides(base) : overrides),
  };
  const keys = buildOptions.keys ?? deriveKeys(randomBytes(32));
  const app = await buildApp({ ...buildOptions, keys, db: store.db, settings });
  prepare?.(app);
  let port: number | undefined;
  if (listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the api-server has no port');
    port = address.port;
  } else {
    await app.ready();
  }
  return {
    app,
    db: store.db,
    keys,
    settings,
    // the folder the server uses (a caller's own, if it gave one); close() removes only the one made here
    dataDir: settings.dataDir,
    port,
    origin: port === undefined ? undefined : `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await store.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startChild({
  serverDir = SERVER_DIR,
  name = 'api-server',
  port = 20000 + Math.floor(Math.random() * 20000),
  operatorToken = TEST_OPERATOR_TOKEN,
  env: extra = {},
  inheritEnv = false,
  output = 'pipe',
  waitReady = true,
  readyTimeoutMs = 30_000,
}: ChildOptions): Promise<ChildServer> {
  const main = join(serverDir, 'dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run pnpm --filter @portal/api-server build`);
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  const env: Record<string, string | undefined> = {
    ...(inheritEnv ? process.env : { PATH: process.env.PATH ?? '' }),
    PORTAL_MODE: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    ADMIN_HOST: '127.0.0.1',
    ADMIN_PORT: String(port + 1),
    DATA_DIR: dataDir,
    ADMIN_TOKEN: operatorToken,
    SEED_DEMO: 'false',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', output, output],
  });
  const lines: string[] = [];
  const stderr: string[] = [];
  let rest = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ChildServer = {
    name,
    port,
    adminPort: port + 1,
    origin: `http://127.0.0.1:${port}`,
    child,
    lines,
    stderr,
    exit,
    // the folder the server uses (the caller's DATA_DIR, if it gave one); stop() removes only the one made here
    dataDir: env.DATA_DIR ?? dataDir,
    async ready(timeoutMs = readyTimeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr.join('')}`);
        const ok = await fetch(`${server.origin}/readyz`)
          .then((res) => res.ok)
          .catch(() => false);
        if (ok) return;
        await sleep(50);
      }
      throw new Error(`${name} not ready in ${timeoutMs} ms: ${stderr.join('')}`);
    },
    async stop(graceMs = 12_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exit;
      } finally {
        clearTimeout(timer);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  if (waitReady) {
    try {
      await server.ready();
    } catch (error) {
      await server.stop();
      throw error;
    }
  }
  return server;
}
