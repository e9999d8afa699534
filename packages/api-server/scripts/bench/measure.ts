// The API bench's measure: autocannon over every run in turns, so a noisy neighbour on the machine
// weighs on a route and its limit alike, with the server's CPU time per answer.
import type { ChildProcess } from 'node:child_process';
import autocannon, { type Options } from 'autocannon';

export interface Run {
  name: string;
  /** the plain route this one is measured against */
  limit?: string;
  options: Omit<Options, 'duration' | 'connections'>;
}

export interface Figure {
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
export async function measure(
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

export const ratio = (a: number, b: number, digits = 1000) =>
  Math.round((a / Math.max(b, 1e-9)) * digits) / digits;
