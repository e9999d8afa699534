// A production start that would run wrong refuses instead, at once and before anything is touched:
// the compiled server (`node dist/main.js`) over a table of bad settings, each exiting non-zero
// within 2 s naming its setting, with no store created; a MASTER_KEY that does not open the
// database refuses naming it, before the pending migrations run; `migrate` applies them and exits
// 0; SIGTERM answers "not ready" at once, keeps answering during the drain, then exits 0; operator
// bodies are strict.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { harness, NativePGlite } from './helpers';
import { buildServer, client, sleep, startReplica } from './replica-kit';
import { SERVER_DIR } from './start-server';

const hexKey = () => randomBytes(32).toString('hex');
const TOKEN = 'ops-token-0123456789abcdef';

/** A production environment that starts (embedded store, one instance); each case spoils it. */
function goodEnv(dataDir: string, key: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ALLOW_EMBEDDED_DB: 'true',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://cards.example',
    MASTER_KEY: key,
    ADMIN_TOKENS: `ops:${TOKEN}:metrics+retention`,
    TRUST_PROXY: '1',
    NOTIFY_TRANSPORT: 'log',
    HOST: '127.0.0.1',
    PORT: String(21000 + Math.floor(Math.random() * 8000)),
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    PURGE_INTERVAL_MINUTES: '0',
  };
}

interface Run {
  code: number | null;
  stderr: string;
  stdout: string;
  ms: number;
}

function run(
  env: Record<string, string | undefined>,
  args: string[] = [],
  timeoutMs = 180_000,
): Promise<Run> {
  const clean: Record<string, string> = { PATH: process.env.PATH ?? '' };
  for (const [k, val] of Object.entries(env)) if (val !== undefined) clean[k] = val;
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/main.js', ...args], { cwd: SERVER_DIR, env: clean });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout, ms: performance.now() - started });
    }),
  );
}

beforeAll(() => buildServer());

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-start-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const CASES: [string, Record<string, string | undefined>, RegExp[]][] = [
  [
    'a negative pool size',
    { DATABASE_POOL_SIZE: '-3' },
    [/DATABASE_POOL_SIZE must be a whole number from 1 to 1000/],
  ],
  [
    'an audit retention of 0 days',
    { RETENTION_AUDIT_DAYS: '0' },
    [/RETENTION_AUDIT_DAYS must be a whole number from 1/],
  ],
  [
    'an audit retention under a year',
    { RETENTION_AUDIT_DAYS: '90' },
    [/RETENTION_AUDIT_DAYS must be at least 365 in production/],
  ],
  [
    'no TRUST_PROXY',
    { TRUST_PROXY: undefined },
    [/Production needs TRUST_PROXY: .* or none when clients connect directly/],
  ],
  ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, [/TRUST_PROXY=true would believe every X-Forwarded-For hop/]],
  [
    'no transport',
    { NOTIFY_TRANSPORT: undefined },
    [/Production needs SMTP_URL/, /Production needs SMS_WEBHOOK_URL/],
  ],
  ['an unknown NOTIFY_TRANSPORT', { NOTIFY_TRANSPORT: 'console' }, [/NOTIFY_TRANSPORT must be log/]],
  ['no MASTER_KEY', { MASTER_KEY: undefined }, [/Set MASTER_KEY/]],
  ['a short MASTER_KEY', { MASTER_KEY: 'abcd' }, [/MASTER_KEY must be at least 32 bytes/]],
  ['no operator token', { ADMIN_TOKENS: undefined }, [/Production needs ADMIN_TOKENS/]],
  ['an operator token without scopes', { ADMIN_TOKENS: `ops:${TOKEN}` }, [/'ops' names no scopes/]],
  [
    'an unknown scope',
    { ADMIN_TOKENS: `ops:${TOKEN}:metric` },
    [/ADMIN_TOKENS entry 'ops': unknown scope 'metric'/],
  ],
  ['PUBLIC_URL not a URL', { PUBLIC_URL: 'cards.example' }, [/PUBLIC_URL must be a URL/]],
  [
    'SMTP_URL of another scheme',
    { SMTP_URL: 'http://mail.example' },
    [/SMTP_URL must be a URL \(smtp:\/\/ or smtps:\/\/\)/],
  ],
  ['a port out of range', { PORT: '99999' }, [/PORT must be a whole number from 0 to 65535/]],
  ['an unknown log format', { LOG_FORMAT: 'xml' }, [/LOG_FORMAT must be one of pretty, json/]],
  [
    'a statement timeout below 0',
    { DATABASE_STATEMENT_TIMEOUT_MS: '-1' },
    [/DATABASE_STATEMENT_TIMEOUT_MS must be/],
  ],
  ['a drain of an hour and more', { SHUTDOWN_DRAIN_SECONDS: '7200' }, [/SHUTDOWN_DRAIN_SECONDS must be/]],
  ['CAPTCHA=off', { CAPTCHA: 'off' }, [/CAPTCHA=off is refused in production/]],
  [
    'an unreachable database',
    { DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal', DATABASE_CONNECT_RETRY_SECONDS: '0' },
    [/The database of DATABASE_URL cannot be opened: .*ECONNREFUSED 127\.0\.0\.1:1/],
  ],
  [
    'everything at once',
    { DATABASE_POOL_SIZE: '-3', TRUST_PROXY: undefined, MASTER_KEY: undefined, PUBLIC_URL: 'x' },
    [/DATABASE_POOL_SIZE/, /PUBLIC_URL must be a URL/, /Set MASTER_KEY/],
  ],
];

/** How long Node itself takes to start and exit here now (a busy machine slows every process). */
async function nodeItself(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return performance.now() - started;
}

describe('a production start with a bad setting', () => {
  test.each(CASES)('%s: exits 1 within 2 s naming it, nothing created', async (_name, change, named) => {
    const node = await nodeItself();
    const result = await run({ ...goodEnv(dir, hexKey()), ...change });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Failed to start:\n {2}- /);
    for (const text of named) expect(result.stderr).toMatch(text);
    // within 2 s of Node's own start (on an idle machine the whole run takes a few hundred ms)
    expect(result.ms - node).toBeLessThan(2000);
    // no store opened, so none created and none migrated
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
    expect(result.stdout).not.toMatch(/listening/);
  });
});

describe('the key check', () => {
  const pglite = async (fn: (db: InstanceType<typeof NativePGlite>) => Promise<void>) => {
    const db = new NativePGlite(join(dir, 'pglite'));
    try {
      await fn(db);
    } finally {
      await db.close();
    }
  };
  const versions = async () => {
    let out: number[] = [];
    await pglite(async (db) => {
      out = (
        await db.query<{ version: number }>('select version from schema_migrations order by version')
      ).rows.map((r) => r.version);
    });
    return out;
  };

  test('`migrate` applies the migrations and exits 0; a MASTER_KEY that does not open the database refuses naming it, before the pending ones run', async () => {
    const key = hexKey();
    const first = await run(goodEnv(dir, key), ['migrate']);
    expect([first.code, first.stderr]).toEqual([0, '']);
    const all = (JSON.parse(first.stdout) as { migrated: number[] }).migrated;
    expect(all.length).toBeGreaterThan(10);
    // a migration pending again, as after an upgrade: the contact references' (17), undone
    const last = 17;
    expect(all).toContain(last);
    await pglite(async (db) => {
      await db.query('delete from schema_migrations where version = $1', [last]);
      await db.query('alter table support_requests drop column reference');
    });
    const wrong = await run(goodEnv(dir, hexKey()), ['migrate']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/MASTER_KEY does not open this database/);
    expect(await versions()).not.toContain(last);
    const right = await run(goodEnv(dir, key), ['migrate']);
    expect([right.code, JSON.parse(right.stdout)]).toEqual([0, { migrated: [last], store: 'pglite' }]);
  }, 500_000);
});

describe('SIGTERM', () => {
  test('readiness 503 at once, requests still answered during the drain, then exit 0', async () => {
    const port = Number(process.env.REPLICA_TEST_PORT ?? 8390) + 21;
    const server = await startReplica('drain', port, { SHUTDOWN_DRAIN_SECONDS: '8', LOG_LEVEL: 'info' });
    try {
      await server.ready(180_000);
      const api = client(`http://127.0.0.1:${port}`);
      expect((await api.get('/readyz')).status).toBe(200);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await sleep(150);
      const ready = await api.get('/readyz');
      expect([ready.status, ready.body]).toEqual([503, { code: 'unavailable', message: 'shutting down' }]);
      // answered during the drain (8 s): a few requests in its first seconds
      const answers: number[] = [];
      while (Date.now() - signalled < 4_000) {
        answers.push((await api.get('/healthz')).status, (await api.get('/config.json')).status);
        await sleep(300);
      }
      expect(answers.length).toBeGreaterThanOrEqual(2);
      expect(answers.every((status) => status === 200)).toBe(true);
      expect(await server.exit).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(8_000);
      expect(server.lines.some((l) => l.includes('shutting down: not ready, draining'))).toBe(true);
    } finally {
      await server.stop();
    }
  }, 240_000);
});

describe('operator bodies', () => {
  test('an unknown key is 400 invalid_request naming it: {"dryRun": true} purges nothing', async () => {
    const h = await harness();
    try {
      const old = new Date(h.clock.now.getTime() - 1000 * 86_400_000);
      await h.db.query("insert into audit_log (at, action, outcome) values ($1, 'login', 'success')", [old]);
      const count = async () =>
        (
          await h.rows<{ n: number }>('select count(*)::int as n from audit_log where at = $1', [
            old.toISOString(),
          ])
        )[0]!.n;
      const typo = await h.admin('POST', '/purge', { dryRun: true });
      expect(typo.statusCode).toBe(400);
      expect(typo.json()).toMatchObject({ code: 'invalid_request', fields: { dryRun: expect.any(String) } });
      expect(await count()).toBe(1);
      const dry = await h.admin('POST', '/purge', { 'dry-run': true });
      expect(dry.statusCode).toBe(200);
      expect(dry.json()).toMatchObject({ dryRun: true });
      expect(await count()).toBe(1);
      const other = await h.admin('POST', '/outbox/retry', { id: 1, force: true });
      expect([other.statusCode, other.json().code]).toEqual([400, 'invalid_request']);
    } finally {
      await h.close();
    }
  }, 120_000);
});
