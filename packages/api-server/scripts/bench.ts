// API throughput on loopback: autocannon against the portal's hot reads — GET /card/info,
// GET /card/balance, POST /card/txn/history — each beside the same work written plainly in the
// bench (its limit: Fastify + the HS256 session token + the card through its live session + the
// read + one awaited audit INSERT, one pool, the same database), plus a bare Fastify route, the
// login, and the CSV export in rows/s against a plain query streamed to CSV. The routes take turns
// (BENCH_ROUNDS rounds of BENCH_SECONDS / BENCH_ROUNDS each), so a noisy neighbour on the machine
// weighs on a route and its limit alike. PGlite in memory, then PostgreSQL when BENCH_DATABASE_URL
// is set (BENCH_STORE=pglite|pg for one); a table per store and a JSON line per figure. The
// servers run in a child process so autocannon does not share their event loop. The parts, by job:
// bench/server.ts (the child), bench/limits.ts, bench/measure.ts, bench/api.ts, bench/soak.ts.
// Run: pnpm --filter @portal/api-server exec tsx scripts/bench.ts
// `--soak` instead runs a sustained load: BENCH_SOAK_SECONDS (default 300) of card
// reads and history pages on a file-backed store (as `pnpm start` keeps it), with the server's
// memory (RSS, and the heap after a GC) sampled along the way: it must not keep growing.
import { benchStore } from './bench/api';
import { startBenchServer } from './bench/server';
import { sustained } from './bench/soak';

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  if (process.argv.includes('--soak')) {
    // the soak's store: PostgreSQL when BENCH_DATABASE_URL is set, else a PGlite file store
    const { child, ready } = await startBenchServer([
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

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
