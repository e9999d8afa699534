// The API bench's server, in a child process so autocannon does not share its event loop: a bare
// Fastify route, the plain limits (./limits) and the portal app (../../test/start-server) on one
// store with one seeded card. The bench forks this file (startBenchServer); the child answers
// 'cpu' (its CPU time so far) and 'memory' (RSS and heap after a GC) over the IPC channel, and
// closes everything when the bench disconnects.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { API_BASE_PATH, PATHS, addDays, formatUsDate, parseUsDate } from '@portal/contracts';
import { offProvider } from '../../src/captcha';
import { openStore, startApiServer } from '../../test/start-server';
import { plainRoutes } from './limits';

/** What the child tells the bench once it listens and its card is seeded. */
export interface Ready {
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

/** The card's history: a page of the hot reads is 50 of these; the CSV export writes them all. */
const SEED = { count: 2000, days: 60 };

const OPERATOR_TOKEN = 'bench-admin-token';

/** `days` before the server's day (MM/DD/YYYY, the day its range rule and its seed count from) */
const daysBefore = (today: string, days: number) => formatUsDate(addDays(parseUsDate(today)!, -days));

/** Child: the bare Fastify route, the plain limits and the portal app on one store, one seeded card. */
async function serve(): Promise<void> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  // --store=pg: measure against PostgreSQL (BENCH_DATABASE_URL, a throw-away schema) instead of in-memory PGlite
  const pgUrl = process.argv.includes('--store=pg') ? process.env.BENCH_DATABASE_URL : undefined;
  const soak = process.argv.includes('--soak');
  const server = await startApiServer({
    store: await openStore(pgUrl ? { pg: pgUrl } : { pglite: soak ? 'folder' : 'memory' }),
    captcha: offProvider(),
    operatorToken: OPERATOR_TOKEN,
    settings: { logLevel: 'silent', loginRateLimit: { max: 1e9, windowSeconds: 600 } },
    listen: true,
  });
  const { app } = server;
  const plain = await plainRoutes(server.db, server.keys.jwt);
  const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
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
  const port = (listening: { server: { address(): unknown } }) =>
    (listening.server.address() as { port: number }).port;
  const ready: Ready = {
    bare: `http://127.0.0.1:${port(bare)}/bare`,
    plain: `http://127.0.0.1:${port(plain)}/plain`,
    portal: server.origin!,
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
    void Promise.all([bare.close(), plain.close()])
      .then(() => server.close())
      .finally(() => process.exit(0));
  });
}

/** The bench's server for one store, once it is listening and seeded. */
export async function startBenchServer(args: string[], env: NodeJS.ProcessEnv = process.env) {
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

if (process.argv.includes('--serve')) void serve();
