// The API bench for one store: the portal's hot reads beside their plain limits (./limits), a bare
// Fastify route, the login and the CSV export; the table and a JSON line per figure.
import { API_BASE_PATH, PATHS } from '@portal/contracts';
import { measure, ratio, type Run } from './measure';
import { startBenchServer } from './server';

/** One store: its server, every route in turns, the table and the JSON lines. */
export async function benchStore(
  store: 'PGlite in memory' | 'PostgreSQL',
  seconds: number,
  connections: number,
) {
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
  const { child, ready } = await startBenchServer([store === 'PostgreSQL' ? '--store=pg' : '--store=pglite']);
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
