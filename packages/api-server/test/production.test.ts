// Safe to run as several replicas in production: what a production start refuses, each
// with its message; TRUST_PROXY as a hop count or addresses, never every hop; migrations under an
// advisory lock; the pool size and statement timeout (PostgreSQL).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { productionRefusals } from '../src/config/production';
import { loadSettings } from '../src/config/settings';
import { MIGRATIONS, migrate, openPg } from '../src/db';
import { harness, PG_URL } from './helpers';
import { buildServer, client, REPLICA_ADMIN_TOKEN, sleep, startReplica } from './replica-kit';

const EMBEDDED =
  /Production needs DATABASE_URL \(PostgreSQL\): the embedded store would give every replica a database of its own/;
const NO_PUBLIC_URL =
  /Production needs PUBLIC_URL .*emailed virtual-card links would otherwise point at localhost/;

/** what every production start below has besides the setting each case is about */
const TRANSPORTS = {
  SMTP_URL: 'smtp://mail.example:587',
  SMS_WEBHOOK_URL: 'https://sms.example/send',
  TRUST_PROXY: '1',
  ADMIN_TOKENS: 'ops:ops-token-0123456789abcdef:metrics',
};

describe('a production start refuses', () => {
  const prod = (env: NodeJS.ProcessEnv) => productionRefusals(loadSettings(env), env);

  test('the embedded store (each replica would get its own database), unless ALLOW_EMBEDDED_DB=true', () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'https://cards.example', ...TRANSPORTS };
    expect(prod(env)).toEqual([expect.stringMatching(EMBEDDED)]);
    expect(prod({ ...env, ALLOW_EMBEDDED_DB: 'true' })).toEqual([]);
    expect(prod({ ...env, DATABASE_URL: 'postgres://db.example/portal' })).toEqual([]);
  });

  test('a missing PUBLIC_URL (emailed links would point at localhost)', () => {
    expect(
      prod({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/portal', ...TRANSPORTS }),
    ).toEqual([expect.stringMatching(NO_PUBLIC_URL)]);
  });

  test('a channel without its transport (every PIN and link would be "sent" to the log), unless NOTIFY_TRANSPORT=log', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example/portal',
      PUBLIC_URL: 'https://cards.example',
      TRUST_PROXY: '1',
      ADMIN_TOKENS: TRANSPORTS.ADMIN_TOKENS,
    };
    expect(prod(env)).toEqual([
      expect.stringMatching(
        /^Production needs SMTP_URL: without it emails .* would only be written to the log\. Set NOTIFY_TRANSPORT=log/,
      ),
      expect.stringMatching(
        /^Production needs SMS_WEBHOOK_URL: without it SMS \(PINs\) would only be written to the log/,
      ),
    ]);
    expect(prod({ ...env, SMTP_URL: TRANSPORTS.SMTP_URL })).toEqual([
      expect.stringMatching(/SMS_WEBHOOK_URL/),
    ]);
    expect(prod({ ...env, ...TRANSPORTS })).toEqual([]);
    expect(prod({ ...env, NOTIFY_TRANSPORT: 'log' })).toEqual([]);
    expect(() => loadSettings({ ...env, NOTIFY_TRANSPORT: 'console' })).toThrow(
      /NOTIFY_TRANSPORT must be log/,
    );
  });

  test('nothing in the development posture (pnpm start, the tests)', () => {
    expect(prod({ PORTAL_MODE: 'development' })).toEqual([]);
  });

  test('localhost development origins are not allowed by CORS in production', () => {
    expect(loadSettings({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
    expect(loadSettings({ PORTAL_MODE: 'development' }).corsOrigins).toContain('http://localhost:3000');
  });

  test('the server answers a localhost origin with no CORS grant in production, as it does in development', async () => {
    const preflight = (h: Awaited<ReturnType<typeof harness>>) =>
      h.app.inject({
        method: 'OPTIONS',
        url: '/api/ind/v1/card/info',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      });
    const production = await harness({
      settings: { corsOrigins: loadSettings({ NODE_ENV: 'production' }).corsOrigins },
    });
    try {
      expect((await preflight(production)).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await production.close();
    }
    const development = await harness();
    try {
      expect((await preflight(development)).headers['access-control-allow-origin']).toBe(
        'http://localhost:3000',
      );
    } finally {
      await development.close();
    }
  }, 90_000);

  test('the server process itself: exits 1 with both messages before opening any store', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, '../src/main.ts')], {
      cwd: join(__dirname, '..'),
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ADMIN_TOKEN: 'a-production-operator-token' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(EMBEDDED);
    expect(run.stderr).toMatch(NO_PUBLIC_URL);
  });
});

describe('SIGTERM (the compiled server, embedded store)', () => {
  test('the request in hand finishes, new connections are refused at once, and the process exits 0 within the grace period', async () => {
    buildServer();
    const port = Number(process.env.REPLICA_TEST_PORT ?? 8390) + 19;
    const server = await startReplica('sigterm', port, {
      CAPTCHA: 'off',
      LOGIN_FLOOR_MS: '1500',
      SHUTDOWN_GRACE_SECONDS: '8',
      // no drain: this test is about the requests in hand (start-checks.test.ts shows the drain)
      SHUTDOWN_DRAIN_SECONDS: '0',
    });
    try {
      // a new embedded store is created and migrated first: slow on a busy machine
      await server.ready(150_000);
      const issued = await fetch(`http://127.0.0.1:${server.adminPort}/admin/v1/cards`, {
        method: 'POST',
        headers: { authorization: `Bearer ${REPLICA_ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'activated' }),
      });
      const card = (await issued.json()) as { cardNumber: string; cvv: string };
      const api = client(`http://127.0.0.1:${port}`);
      // a login takes at least LOGIN_FLOOR_MS: it is in hand when the signal comes
      const login = api.post('/auth/card', {
        cardNumber: card.cardNumber,
        cardCvv: card.cvv,
        captchaResponse: 'x',
      });
      await sleep(400);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await sleep(100);
      const late = await api.get('/readyz');
      expect((await login).status).toBe(200);
      expect(late.status).toBe(0); // refused: no listener any more
      const end = await server.exit;
      expect(end).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeLessThan(8000);
      expect(server.lines.some((l) => l.includes('shutting down: no new connections'))).toBe(true);
    } finally {
      await server.stop();
    }
  }, 240_000);
});

describe('TRUST_PROXY', () => {
  test("'true' (every hop) is refused with the reason; a hop count or addresses are taken", () => {
    expect(() => loadSettings({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would believe every X-Forwarded-For hop, so a forged header could choose the client address/,
    );
    expect(() => loadSettings({ TRUST_PROXY: 'proxy.example' })).toThrow(
      /TRUST_PROXY: 'proxy.example' is not an address, a CIDR range or a hop count/,
    );
    expect(loadSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // clients that connect directly: said plainly, nothing believed
    expect(loadSettings({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(loadSettings({}).trustProxy).toBe(false);
  });

  test('behind one proxy, a forged X-Forwarded-For does not get around a per-client limit', async () => {
    const h = await harness({ settings: { trustProxy: 1, contactRateLimit: 2 } });
    try {
      const send = (forged: string) =>
        h.app.inject({
          method: 'POST',
          url: '/api/ind/v1/support/contact',
          // the client forges the first entry; the proxy appends the address it saw
          headers: { 'x-forwarded-for': `${forged}, 203.0.113.9` },
          payload: {
            name: 'Avery Stone',
            email: 'avery@example.com',
            inquiryType: 'Card Use',
            captchaResponse: 'ok:ind_contact_form',
          },
        });
      expect((await send('198.51.100.1')).statusCode).toBe(200);
      expect((await send('198.51.100.2')).statusCode).toBe(200);
      const third = await send('198.51.100.3');
      expect([third.statusCode, third.json().code]).toEqual([429, 'locked']);
      const clients = await h.rows<{ client: string }>(
        "select distinct client from support_requests where email = 'avery@example.com'",
      );
      expect(clients).toEqual([{ client: '203.0.113.9' }]);
    } finally {
      await h.close();
    }
  });

  test('without TRUST_PROXY, X-Forwarded-For is not believed at all', async () => {
    const h = await harness({ settings: { contactRateLimit: 5 } });
    try {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/ind/v1/support/contact',
        headers: { 'x-forwarded-for': '198.51.100.7' },
        payload: {
          name: 'Blake Stone',
          email: 'blake@example.com',
          inquiryType: 'Card Use',
          captchaResponse: 'ok:ind_contact_form',
        },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await h.rows<{ client: string }>(
        "select client from support_requests where email = 'blake@example.com'",
      );
      expect(row!.client).toBe('127.0.0.1');
    } finally {
      await h.close();
    }
  });
});

const pgOnly = PG_URL ? describe : describe.skip;
pgOnly('PostgreSQL (TEST_DATABASE_URL)', () => {
  test('replicas starting together migrate once: the advisory lock serialises them', async () => {
    const schema = `mig_${randomBytes(5).toString('hex')}`;
    const pools = await Promise.all(
      Array.from({ length: 4 }, () => openPg({ connectionString: PG_URL!, schema, max: 2 })),
    );
    try {
      const results = await Promise.allSettled(pools.map((db) => migrate(db)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      const applied = results.map((r) => (r.status === 'fulfilled' ? r.value.length : -1));
      // one replica applied every migration, the others found nothing left
      expect(applied.sort((a, b) => b - a)).toEqual([MIGRATIONS.length, 0, 0, 0]);
      const rows = await pools[0]!.query<{ n: number; d: number }>(
        'select count(*)::int as n, count(distinct version)::int as d from schema_migrations',
      );
      expect(rows[0]).toEqual({ n: MIGRATIONS.length, d: MIGRATIONS.length });
    } finally {
      await pools[0]!.query(`drop schema if exists ${schema} cascade`);
      await Promise.all(pools.map((db) => db.close()));
    }
  });

  test('a statement longer than DATABASE_STATEMENT_TIMEOUT_MS is cancelled; the pool size is the setting', async () => {
    expect(loadSettings({ DATABASE_POOL_SIZE: '25', DATABASE_STATEMENT_TIMEOUT_MS: '200' }).database).toEqual(
      {
        poolSize: 25,
        statementTimeoutMs: 200,
        connectRetryMs: 60_000,
      },
    );
    const db = await openPg({ connectionString: PG_URL!, max: 3, statementTimeoutMs: 200 });
    try {
      await expect(db.query('select pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
      expect(db.stats?.()).toMatchObject({ max: 3 });
    } finally {
      await db.close();
    }
  });
});
