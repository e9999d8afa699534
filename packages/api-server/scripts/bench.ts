// API throughput on loopback: autocannon against the portal's hot reads — GET /card/info,
// GET /card/balance, POST /card/txn/history — each beside the same work written plainly in this
// file (its limit: Fastify + the HS256 session token + the card through its live session + the
// read + one awaited audit INSERT, one pool, the same database), plus a bare Fastify route, the
// login, and the CSV export in rows/s against a plain query streamed to CSV. The routes take turns
// (BENCH_ROUNDS rounds of BENCH_SECONDS / BENCH_ROUNDS each), so a noisy neighbour on the machine
// weighs on a route and its limit alike. PGlite in memory, then PostgreSQL when BENCH_DATABASE_URL
// is set (BENCH_STORE=pglite|pg for one); a table per store and a JSON line per figure. The
// servers run in a child process so autocannon does not share their event loop.
// Run: pnpm --filter @portal/api-server exec tsx scripts/bench.ts
// `--soak` instead runs a sustained load: BENCH_SOAK_SECONDS (default 300) of card
// reads and history pages on a file-backed store (as `pnpm start` keeps it), with the server's
// memory (RSS, and the heap after a GC) sampled along the way: it must not keep growing.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import autocannon, { type Options } from 'autocannon';
import { jwtVerify } from 'jose';
import { API_BASE_PATH, CSV_COLUMNS, PATHS, TXN_TYPE_LABELS, type TxnType } from '@portal/contracts';
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
  /** transactions seeded in the range (the card's first load besides) */
  seeded: number;
}

const us = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
/** `days` before the server's day (MM/DD/YYYY, the day its range rule and its seed count from) */
const daysBefore = (today: string, days: number) =>
  us(
    new Date(
      Date.UTC(Number(today.slice(6)), Number(today.slice(0, 2)) - 1, Number(today.slice(3, 5)) - days),
    ),
  );

/** MM/DD/YYYY → YYYY-MM-DD (the plain routes trust the bench's dates). */
const iso = (wire: string) => `${wire.slice(6)}-${wire.slice(0, 2)}-${wire.slice(3, 5)}`;

/** The card's history: a page of the hot reads is 50 of these; the CSV export writes them all. */
const SEED = { count: 2000, days: 60 };

/**
 * The limits: each hot read written plainly, in the bench and not in the product, on the same
 * database and pool. Verify the HS256 session token (the key imported once, as the portal does:
 * the limit is the best plain version), one indexed SELECT of the card through its live session,
 * the read itself, one awaited audit INSERT per request.
 */
async function plainRoutes(db: Db, jwtSecret: Buffer) {
  const key = await webcrypto.subtle.importKey('raw', jwtSecret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  const plain = Fastify({ logger: false });
  const sessionCard = async (req: FastifyRequest) => {
    const token = (req.headers.authorization ?? '').slice(7);
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const [card] = await db.query<{ id: number; status: string; frozen: boolean }>(
      `select c.id, c.status, c.frozen from cards c join sessions s on s.card_id = c.id
        where s.id = $1 and s.token_id = $2 and s.revoked_at is null and s.expires_at > now()`,
      [String(payload.sid), String(payload.jti)],
    );
    return card ? { sid: String(payload.sid), card } : null;
  };
  const audit = (req: FastifyRequest, action: string, sid: string, cardId: number) =>
    db.query(
      `insert into audit_log (at, action, outcome, session_id, card_id, client) values (now(), $1, 'success', $2, $3, $4)`,
      [action, sid, cardId, req.ip],
    );
  const ended = (reply: FastifyReply) => reply.code(401).send({ code: 'session_ended' });
  const TXN = `select id, to_char(txn_date, 'YYYY-MM-DD') as d, type, merchant, amount_cents::float8 as cents
    from transactions where card_id = $1 and txn_date between $2 and $3 order by txn_date desc, id desc`;
  type Txn = { d: string; type: TxnType; merchant: string; cents: number };
  const usDate = (d: string) => `${d.slice(5, 7)}/${d.slice(8)}/${d.slice(0, 4)}`;

  plain.get('/plain/card/info', async (req, reply) => {
    const s = await sessionCard(req);
    if (!s) return ended(reply);
    await audit(req, 'card_info_read', s.sid, s.card.id);
    return { status: s.card.status, frozen: s.card.frozen };
  });
  plain.get('/plain/card/balance', async (req, reply) => {
    const s = await sessionCard(req);
    if (!s) return ended(reply);
    const [sum] = await db.query<{ cents: number }>(
      'select coalesce(sum(amount_cents), 0)::float8 as cents from transactions where card_id = $1',
      [s.card.id],
    );
    await audit(req, 'balance_read', s.sid, s.card.id);
    return { amount: Math.round(sum?.cents ?? 0) / 100 };
  });
  plain.post('/plain/card/txn/history', async (req, reply) => {
    const s = await sessionCard(req);
    if (!s) return ended(reply);
    const body = req.body as { startDate: string; endDate: string; page: number; txnPerPage: number };
    const range = [s.card.id, iso(body.startDate), iso(body.endDate)];
    const [count, rows] = await Promise.all([
      db.query<{ n: number }>(
        'select count(*)::int as n from transactions where card_id = $1 and txn_date between $2 and $3',
        range,
      ),
      db.query<Txn>(`${TXN} limit $4 offset $5`, [
        ...range,
        body.txnPerPage,
        (body.page - 1) * body.txnPerPage,
      ]),
    ]);
    await audit(req, 'history_read', s.sid, s.card.id);
    return {
      transactions: rows.map((r) => ({
        date: usDate(r.d),
        type: r.type,
        merchant: r.merchant,
        amount: Math.round(r.cents) / 100,
      })),
      page: body.page,
      txnCount: count[0]?.n ?? 0,
    };
  });
  // the export: one query of the whole range, written as CSV lines (the same bytes as the portal's)
  const cell = (value: string) =>
    `"${value.replace(/(^|[;,])(?=\s*[=+\-@]|[\t\r])/g, "$1'").replace(/"/g, '""')}"`;
  plain.post('/plain/card/txn/history/download', async (req, reply) => {
    const s = await sessionCard(req);
    if (!s) return ended(reply);
    const body = req.body as { startDate: string; endDate: string };
    await audit(req, 'history_download', s.sid, s.card.id);
    const rows = await db.query<Txn>(TXN, [s.card.id, iso(body.startDate), iso(body.endDate)]);
    let csv = `${CSV_COLUMNS.join(',')}\r\n`;
    for (const r of rows)
      csv += `"${usDate(r.d)}",${cell(TXN_TYPE_LABELS[r.type])},${cell(r.merchant)},"${(r.cents / 100).toFixed(2)}"\r\n`;
    return reply.type('text/csv; charset=utf-8').send(csv);
  });
  await plain.listen({ port: 0, host: '127.0.0.1' });
  return plain;
}

/** Child: the bare Fastify route, the plain limits and the portal app on one store, one seeded card. */
async function serve(): Promise<void> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  // --store=pg: measure against PostgreSQL (BENCH_DATABASE_URL, a throw-away schema) instead of in-memory PGlite
  const pgUrl = process.argv.includes('--store=pg') ? process.env.BENCH_DATABASE_URL : undefined;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const soak = process.argv.includes('--soak');
  const db: Db = pgUrl
    ? await openPg({ connectionString: pgUrl, schema })
    : await openPglite(soak ? join(dataDir, 'pglite') : 'memory://');
  await migrate(db);
  const keys = deriveKeys(randomBytes(32));
  const plain = await plainRoutes(db, keys.jwt);
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
  ).json<{ cardNumber: string; cvv: string }>();
  await app.admin.inject({
    method: 'POST',
    url: '/admin/v1/txns/seed',
    headers: auth,
    payload: { card: card.cardNumber, ...SEED },
  });
  // a long-lived token: the bench lasts longer than a 15-minute token only if asked to
  const login = (
    await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${PATHS.login}`,
      payload: { cardNumber: card.cardNumber, cardCvv: card.cvv, captchaResponse: 'off' },
    })
  ).json<{ auth: { token: string } }>();
  const { today } = (await app.inject({ url: `${API_BASE_PATH}${PATHS.serverDate}` })).json<{
    today: string;
  }>();
  const port = (server: { server: { address(): unknown } }) =>
    (server.server.address() as { port: number }).port;
  const ready: Ready = {
    bare: `http://127.0.0.1:${port(bare)}/bare`,
    plain: `http://127.0.0.1:${port(plain)}/plain`,
    portal: `http://127.0.0.1:${port(app)}`,
    token: login.auth.token,
    cardNumber: card.cardNumber,
    cvv: card.cvv,
    startDate: daysBefore(today, SEED.days),
    endDate: today,
    seeded: SEED.count,
  };
  process.send?.(ready);
  // the soak's memory samples: after a full GC, so a leak shows as a heap that keeps growing
  process.on('message', (message) => {
    // the server's CPU time so far (µs): what a route costs it, whatever else the machine runs
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: user + system });
      return;
    }
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

/** The bench's server for one store, once it is listening and seeded. */
async function startServer(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', ...args], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env,
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ready };
}

interface Run {
  name: string;
  /** the plain route this one is measured against */
  limit?: string;
  options: Omit<Options, 'duration' | 'connections'>;
}

interface Figure {
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** the server process's CPU time per answer (µs): the bench's own measure of per-request work */
  serverCpuUsPerRequest: number;
  non2xx: number;
  errors: number;
  ratioToBare: number;
}

/** Every run for `seconds`, in turns: `rounds` rounds of seconds / rounds each, figures over all rounds. */
async function measure(
  child: ChildProcess,
  runs: Run[],
  seconds: number,
  connections: number,
  rounds: number,
) {
  const totals = runs.map(() => ({ requests: 0, non2xx: 0, errors: 0, cpu: 0, latencies: [] as number[] }));
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => resolve((m as { cpu: number }).cpu));
      child.send('cpu');
    });
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, run] of runs.entries()) {
      const t = totals[i]!;
      const before = await cpu();
      const instance = autocannon({ ...run.options, duration: seconds / rounds, connections });
      instance.on('response', (_client, _status, _bytes, ms) => t.latencies.push(ms));
      const r = await instance;
      t.cpu += (await cpu()) - before;
      t.requests += r.requests.total;
      t.non2xx += r.non2xx;
      t.errors += r.errors + r.timeouts;
    }
  }
  const figures: Figure[] = [];
  for (const [i, run] of runs.entries()) {
    const t = totals[i]!;
    const sorted = Float64Array.from(t.latencies).sort();
    const p99 =
      sorted.length > 0 ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]! : 0;
    const rps = Math.round(t.requests / seconds);
    figures.push({
      route: run.name,
      requestsPerSecond: rps,
      p99Ms: Math.round(p99 * 10) / 10,
      serverCpuUsPerRequest: Math.round(t.cpu / Math.max(1, t.requests)),
      non2xx: t.non2xx,
      errors: t.errors,
      ratioToBare: figures[0] ? Math.round((rps / figures[0].requestsPerSecond) * 1000) / 1000 : 1,
    });
  }
  return figures;
}

const ratio = (a: number, b: number, digits = 1000) => Math.round((a / Math.max(b, 1e-9)) * digits) / digits;

/** One store: its server, every route in turns, the table and the JSON lines. */
async function benchStore(store: 'PGlite in memory' | 'PostgreSQL', seconds: number, connections: number) {
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
  const { child, ready } = await startServer([store === 'PostgreSQL' ? '--store=pg' : '--store=pglite']);
  const session = { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' };
  const api = (path: string) => `${ready.portal}${API_BASE_PATH}${path}`;
  const historyBody = JSON.stringify({
    startDate: ready.startDate,
    endDate: ready.endDate,
    page: 1,
    txnPerPage: 50,
  });
  const csvBody = JSON.stringify({ startDate: ready.startDate, endDate: ready.endDate });
  const post = (url: string, headers: Record<string, string>, body: string) => ({
    url,
    method: 'POST' as const,
    headers,
    body,
  });
  const all: Run[] = [
    { name: 'bare Fastify route', options: { url: ready.bare } },
    { name: 'plain card read (limit)', options: { url: `${ready.plain}/card/info`, headers: session } },
    {
      name: 'GET /card/info',
      limit: 'plain card read (limit)',
      options: { url: api(PATHS.cardInfo), headers: session },
    },
    { name: 'plain balance (limit)', options: { url: `${ready.plain}/card/balance`, headers: session } },
    {
      name: 'GET /card/balance',
      limit: 'plain balance (limit)',
      options: { url: api(PATHS.balance), headers: session },
    },
    { name: 'plain history (limit)', options: post(`${ready.plain}/card/txn/history`, session, historyBody) },
    {
      name: 'POST /card/txn/history',
      limit: 'plain history (limit)',
      options: post(api(PATHS.history), session, historyBody),
    },
    {
      // card number + CVV proof, lockout bookkeeping, session row, audit (no captcha, no floor)
      name: 'POST /auth/card (login)',
      options: {
        ...post(
          api(PATHS.login),
          { 'content-type': 'application/json' },
          JSON.stringify({ cardNumber: ready.cardNumber, cardCvv: ready.cvv, captchaResponse: 'off' }),
        ),
      },
    },
    {
      name: 'plain CSV export (limit)',
      options: post(`${ready.plain}/card/txn/history/download`, session, csvBody),
    },
    {
      name: 'POST /card/txn/history/download',
      limit: 'plain CSV export (limit)',
      options: post(api(PATHS.historyDownload), session, csvBody),
    },
  ];
  // the export and its limit write the same bytes (else the limit would not be the same work)
  const csvOf = async (url: string) =>
    (await fetch(url, { method: 'POST', headers: session, body: csvBody })).text();
  const [portalCsv, plainCsv] = [
    await csvOf(api(PATHS.historyDownload)),
    await csvOf(`${ready.plain}/card/txn/history/download`),
  ];
  // the seeded rows and the card's first load
  const csvRows = portalCsv.split('\r\n').length - 2;
  if (portalCsv !== plainCsv || csvRows <= ready.seeded)
    throw new Error(
      `the plain CSV export differs from the portal's (${csvRows} rows, ${ready.seeded} seeded)`,
    );
  // BENCH_ONLY: a regular expression of the route names to run (the others are skipped)
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  const runs = all.filter((r) => !only || only.test(r.name));
  const results = await measure(child, runs, seconds, connections, rounds);
  child.disconnect();

  console.log(
    `\n${store}: ${seconds} s each in ${rounds} turns, ${connections} connections\nroute                             req/s    p99 ms  CPU µs/req   ratio to bare   to its limit (req/s, p99)`,
  );
  const byName = new Map(results.map((r) => [r.route, r]));
  for (const r of results) {
    const run = runs.find((x) => x.name === r.route)!;
    const limit = run.limit ? byName.get(run.limit) : undefined;
    const toLimit = limit
      ? `   ${ratio(r.requestsPerSecond, limit.requestsPerSecond).toFixed(3)}×, ${ratio(r.p99Ms, limit.p99Ms, 100).toFixed(2)}×`
      : '';
    console.log(
      `${r.route.padEnd(32)}${String(r.requestsPerSecond).padStart(7)}${String(r.p99Ms).padStart(10)}${String(r.serverCpuUsPerRequest).padStart(12)}${r.ratioToBare.toFixed(3).padStart(16)}${toLimit}${r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`,
    );
  }
  for (const r of results) console.log(JSON.stringify({ bench: 'api', store, seconds, connections, ...r }));
  for (const run of runs) {
    const r = byName.get(run.name);
    const limit = run.limit ? byName.get(run.limit) : undefined;
    if (!r || !limit) continue;
    console.log(
      JSON.stringify({
        bench: 'api-limit',
        store,
        route: run.name,
        limit: run.limit,
        requestsPerSecond: r.requestsPerSecond,
        limitRequestsPerSecond: limit.requestsPerSecond,
        ratioToPlain: ratio(r.requestsPerSecond, limit.requestsPerSecond),
        p99Ms: r.p99Ms,
        limitP99Ms: limit.p99Ms,
        p99ToPlain: ratio(r.p99Ms, limit.p99Ms, 100),
      }),
    );
  }
  const csv = byName.get('POST /card/txn/history/download');
  const csvLimit = byName.get('plain CSV export (limit)');
  if (csv && csvLimit) {
    const rowsPerSecond = csv.requestsPerSecond * csvRows;
    const limitRowsPerSecond = csvLimit.requestsPerSecond * csvRows;
    console.log(
      `CSV export: ${rowsPerSecond} rows/s (${csvRows} rows a download), limit ${limitRowsPerSecond} rows/s: ${ratio(rowsPerSecond, limitRowsPerSecond).toFixed(3)}×`,
    );
    console.log(
      JSON.stringify({
        bench: 'csv-export',
        store,
        rowsPerDownload: csvRows,
        rowsPerSecond,
        limitRowsPerSecond,
        ratioToPlain: ratio(rowsPerSecond, limitRowsPerSecond),
      }),
    );
  }
  if (results.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  if (process.argv.includes('--soak')) {
    // the soak's store: PostgreSQL when BENCH_DATABASE_URL is set, else a PGlite file store
    const { child, ready } = await startServer([
      '--soak',
      ...(process.env.BENCH_DATABASE_URL ? ['--store=pg'] : []),
    ]);
    const session = { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' };
    await sustained(child, ready, session, Number(process.env.BENCH_SOAK_SECONDS ?? 300), connections);
    child.disconnect();
    return;
  }
  const only = process.env.BENCH_STORE;
  if (only !== 'pg') await benchStore('PGlite in memory', seconds, connections);
  if (only !== 'pglite' && process.env.BENCH_DATABASE_URL)
    await benchStore('PostgreSQL', seconds, connections);
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
