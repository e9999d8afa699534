// The soak: a sustained load of card reads and history pages, the server's memory (RSS, and the
// heap after a GC) sampled along the way: it must not keep growing.
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { API_BASE_PATH, PATHS } from '@portal/contracts';
import type { Ready } from './server';

interface Memory {
  rss: number;
  heapUsed: number;
}

/** Sustained load: card reads and history pages for `seconds`, the server's memory sampled throughout. */
export async function sustained(
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
