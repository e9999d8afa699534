// API throughput on loopback: autocannon for BENCH_SECONDS (default 10) each on a bare Fastify
// route, GET /card/info and POST /card/txn/history (with a session token), printed as a table
// plus one JSON line per route. The servers run in a child process so autocannon does not share
// their event loop. Run: pnpm --filter @portal/api-server exec tsx scripts/bench.ts
// `--soak` instead runs the sustained load of issue 12: BENCH_SOAK_SECONDS (default 300) of card
// reads and history pages on a file-backed store (as `pnpm start` keeps it), with the server's
// memory (RSS, and the heap after a GC) sampled along the way: it must not keep growing.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { jwtVerify } from 'jose';
import { API_BASE_PATH, PATHS } from '@portal/contracts';
import { buildApp } from '../src/app';
import { openPg, openPglite, migrate, type Db } from '../src/db';
import { deriveKeys } from '../src/crypto/keys';
import { loadSettings } from '../src/config/settings';
import { offProvider } from '../src/captcha';

interface Ready {
  bare: string;
  plain: string;
  cardNumber: string;
  cvv: string;
  portal: string;
  token: string;
  startDate: string;
  endDate: string;
}

const us = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** Child: the bare Fastify route and the portal app (in-memory PGlite, one seeded card). */
async function serve(): Promise<void> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  // BENCH_DATABASE_URL: measure against PostgreSQL (a throw-away schema) instead of in-memory PGlite
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const soak = process.argv.includes('--soak');
  const db: Db = pgUrl
    ? await openPg({ connectionString: pgUrl, schema })
    : await openPglite(soak ? join(dataDir, 'pglite') : 'memory://');
  await migrate(db);
  const keys = deriveKeys(randomBytes(32));
  // The limit for GET /card/info (issue 8): the same work written plainly, in the bench and not in
  // the product — verify the HS256 session token, one indexed SELECT of the card through its live
  // session, one awaited audit INSERT, on the same database and pool.
  // (the key imported once, as the portal does: the limit is the best plain version)
  const plainKey = await webcrypto.subtle.importKey(
    'raw',
    keys.jwt,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const plain = Fastify({ logger: false });
  plain.get('/plain/card/info', async (req, reply) => {
    const token = (req.headers.authorization ?? '').slice(7);
    const { payload } = await jwtVerify(token, plainKey, { algorithms: ['HS256'] });
    const [card] = await db.query<{ id: number; status: string; frozen: boolean }>(
      `select c.id, c.status, c.frozen from cards c join sessions s on s.card_id = c.id
        where s.id = $1 and s.token_id = $2 and s.revoked_at is null and s.expires_at > now()`,
      [String(payload.sid), String(payload.jti)],
    );
    if (!card) return reply.code(401).send({ code: 'session_ended' });
    await db.query(
      `insert into audit_log (at, action, outcome, session_id, card_id, client) values (now(), 'card_info_read', 'success', $1, $2, $3)`,
      [String(payload.sid), card.id, req.ip],
    );
    return { status: card.status, frozen: card.frozen };
  });
  await plain.listen({ port: 0, host: '127.0.0.1' });
  const app = await buildApp({
    db,
    keys,
    captcha: offProvider(),
    settings: {
      ...loadSettings({ NODE_ENV: 'test', PORTAL_MODE: 'development' }),
      dataDir,
      logLevel: 'silent',
      loginFloorMs: 0,
      loginRateLimit: { max: 1e9, windowSeconds: 600 },
      adminTokens: [{ name: 'admin', token: 'bench-admin-token' }],
      appsRoot: undefined,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const auth = { authorization: 'Bearer bench-admin-token' };
  const card = (
    await app.admin.inject({
      method: 'POST',
      url: '/admin/v1/cards',
      headers: auth,
      payload: { status: 'activated', registered: true },
    })
  ).json<{
    cardNumber: string;
    cvv: string;
  }>();
  await app.admin.inject({
    method: 'POST',
    url: '/admin/v1/txns/seed',
    headers: auth,
    payload: { card: card.cardNumber, count: 2000, days: 60 },
  });
  // a long-lived token: the bench lasts longer than a 15-minute token only if asked to
  const login = (
    await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${PATHS.login}`,
      payload: { cardNumber: card.cardNumber, cardCvv: card.cvv, captchaResponse: 'off' },
    })
  ).json<{ auth: { token: string } }>();
  const now = new Date();
  const ready: Ready = {
    bare: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`,
    plain: `http://127.0.0.1:${(plain.server.address() as { port: number }).port}/plain/card/info`,
    portal: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    token: login.auth.token,
    cardNumber: card.cardNumber,
    cvv: card.cvv,
    startDate: us(new Date(now.getTime() - 60 * 86_400_000)),
    endDate: us(now),
  };
  process.send?.(ready);
  // the soak's memory samples: after a full GC, so a leak shows as a heap that keeps growing
  process.on('message', (message) => {
    if (message !== 'memory') return;
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    // the bench may have gone already (its last sample taken): nothing to tell then
    if (process.connected) process.send?.({ rss, heapUsed }, undefined, undefined, () => undefined);
  });
  process.on('disconnect', () => {
    void Promise.all([bare.close(), plain.close(), app.close()])
      .then(async () => {
        if (pgUrl) await db.query(`drop schema if exists ${schema} cascade`);
        await db.close();
      })
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const soak = process.argv.includes('--soak');
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', ...(soak ? ['--soak'] : [])], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const session = { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' };
  if (soak) {
    await sustained(child, ready, session, Number(process.env.BENCH_SOAK_SECONDS ?? 300), connections);
    child.disconnect();
    return;
  }
  const runs = [
    { name: 'bare Fastify route', options: { url: ready.bare } },
    { name: 'plain card read (limit)', options: { url: ready.plain, headers: session } },
    {
      name: 'GET /card/info',
      options: { url: `${ready.portal}${API_BASE_PATH}${PATHS.cardInfo}`, headers: session },
    },
    {
      // card number + CVV proof, lockout bookkeeping, session row, audit (no captcha, no floor)
      name: 'POST /auth/card (login)',
      options: {
        url: `${ready.portal}${API_BASE_PATH}${PATHS.login}`,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cardNumber: ready.cardNumber, cardCvv: ready.cvv, captchaResponse: 'off' }),
      },
    },
    {
      name: 'POST /card/txn/history',
      options: {
        url: `${ready.portal}${API_BASE_PATH}${PATHS.history}`,
        method: 'POST' as const,
        headers: session,
        body: JSON.stringify({ startDate: ready.startDate, endDate: ready.endDate, page: 1, txnPerPage: 50 }),
      },
    },
  ];
  const results: {
    route: string;
    requestsPerSecond: number;
    p99Ms: number;
    non2xx: number;
    errors: number;
    ratioToBare: number;
  }[] = [];
  for (const run of runs) {
    const r = await autocannon({ ...run.options, duration: seconds, connections });
    const rps = Math.round(r.requests.average);
    results.push({
      route: run.name,
      requestsPerSecond: rps,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      ratioToBare: results[0] ? Math.round((rps / results[0].requestsPerSecond) * 1000) / 1000 : 1,
    });
  }
  child.disconnect();
  const limit = results.find((r) => r.route === 'plain card read (limit)');
  const cardInfo = results.find((r) => r.route === 'GET /card/info');
  if (limit && cardInfo) {
    console.log(
      JSON.stringify({
        bench: 'api-limit',
        route: 'GET /card/info',
        ratioToPlain: Math.round((cardInfo.requestsPerSecond / limit.requestsPerSecond) * 1000) / 1000,
        p99ToPlain: Math.round((cardInfo.p99Ms / Math.max(1, limit.p99Ms)) * 100) / 100,
      }),
    );
  }
  const store = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory';
  console.log(
    `route                      req/s    p99 ms   ratio to bare   (${seconds} s each, ${connections} connections, ${store})`,
  );
  for (const r of results) {
    console.log(
      `${r.route.padEnd(25)}${String(r.requestsPerSecond).padStart(7)}${String(r.p99Ms).padStart(10)}${r.ratioToBare.toFixed(3).padStart(16)}${r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`,
    );
  }
  for (const r of results) console.log(JSON.stringify({ bench: 'api', store, seconds, connections, ...r }));
  if (results.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
}

interface Memory {
  rss: number;
  heapUsed: number;
}

/** Sustained load: card reads and history pages for `seconds`, the server's memory sampled throughout. */
async function sustained(
  child: ChildProcess,
  ready: Ready,
  session: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<void> {
  // one sample at a time: each answer belongs to the request before it
  let last: Promise<unknown> = Promise.resolve();
  const memory = () => {
    const sample = last.then(
      () =>
        new Promise<Memory>((resolve) => {
          child.once('message', (m) => resolve(m as Memory));
          child.send('memory');
        }),
    );
    last = sample;
    return sample;
  };
  const mb = (n: number) => `${(n / 1_048_576).toFixed(0)} MB`;
  const before = await memory();
  const samples: (Memory & { at: number })[] = [];
  const every = Math.max(5, Math.round(seconds / 10)) * 1000;
  const started = Date.now();
  const timer = setInterval(() => {
    void memory().then((m) => samples.push({ ...m, at: Math.round((Date.now() - started) / 1000) }));
  }, every);
  const history = JSON.stringify({
    startDate: ready.startDate,
    endDate: ready.endDate,
    page: 1,
    txnPerPage: 50,
  });
  const r = await autocannon({
    url: ready.portal,
    connections,
    duration: seconds,
    requests: [
      { method: 'GET', path: `${API_BASE_PATH}${PATHS.cardInfo}`, headers: session },
      { method: 'POST', path: `${API_BASE_PATH}${PATHS.history}`, headers: session, body: history },
    ],
  });
  clearInterval(timer);
  const end = await memory();
  // the first sample is taken once the load is warm; growth is measured from there
  const warm = samples[0] ?? before;
  const heapGrowth = (end.heapUsed - warm.heapUsed) / warm.heapUsed;
  const store = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (file store)';
  console.log(
    `\nSustained load: ${seconds} s, ${connections} connections, ${store}, GET /card/info + POST /card/txn/history`,
  );
  console.log(
    `throughput ${Math.round(r.requests.average)} req/s (${r.requests.total} requests), p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors + r.timeouts}`,
  );
  console.log(
    `server RSS: before ${mb(before.rss)}, warm (${warm === before ? 0 : samples[0]!.at} s) ${mb(warm.rss)}, end ${mb(end.rss)}; heap after GC: warm ${mb(warm.heapUsed)}, end ${mb(end.heapUsed)} (${(heapGrowth * 100).toFixed(1)}%)`,
  );
  console.log(
    `samples (s: RSS / heap): ${samples.map((m) => `${m.at}: ${mb(m.rss)} / ${mb(m.heapUsed)}`).join(', ')}`,
  );
  console.log(
    JSON.stringify({
      bench: 'soak',
      store,
      seconds,
      connections,
      requestsPerSecond: Math.round(r.requests.average),
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      rssStartBytes: warm.rss,
      rssEndBytes: end.rss,
      heapStartBytes: warm.heapUsed,
      heapEndBytes: end.heapUsed,
    }),
  );
  if (r.non2xx > 0 || r.errors > 0) process.exitCode = 1;
}

if (process.argv.includes('--serve')) void serve();
else
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
