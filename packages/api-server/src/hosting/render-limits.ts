// The bounds of a remote's static render process (remote-render.ts runs it, render-sandbox.ts builds
// its command): the release's code may be hostile or merely broken, and whatever it does, it costs
// the server a bounded amount of memory, CPU and reading, and only while it is used.
// - Memory, of the whole process (V8's heap limit leaves Buffers, ArrayBuffers and wasm memory
//   out): the kernel refuses the process more than `memoryMb` of private writable memory
//   (RLIMIT_DATA, set by util-linux `prlimit` around the command; Node's own use at rest is ~50 MB),
//   and the server kills it when its resident memory (VmRSS of the process and its children, read
//   from /proc) passes `memoryMb`: the second layer bounds it where `prlimit` is missing, within
//   what it allocates between two readings (POLL_MS).
// - CPU: the server reads the process's CPU time (utime + stime in /proc/<pid>/stat) every POLL_MS
//   and kills it past `cpuMsPerSecond` over the last CPU_WINDOW_MS (a render that keeps a core busy,
//   even while answering in time), or past `idleCpuMsPerSecond` over the time no render ran (a
//   timer that spins between requests); a render that does not end is killed by its time limit.
//   The process also runs at a lower priority (`nice`), so the server's own work goes first.
// - Reading: an answer is one line of at most `maxAnswerBytes`; the process may write only while a
//   render waits for it (one answer's worth per render waiting, IDLE_BYTES otherwise), and at most
//   STRAY_LINES lines per render that answer nothing; past it, it is killed. The server reads each
//   chunk of the pipe once (render-process.ts): its cost grows with the bytes, which are bounded.
// - Time alive: a process that ran no render for `idleMs`, or whose release the remote no longer
//   serves, is stopped.
// A process stopped by a bound, or one that died, is started again by the next render that needs
// it, at once the first time, then after a pause that doubles up to BACKOFF_MAX_MS, so a hostile
// release costs at most one process start per pause. On a machine without /proc (not Linux) only
// the heap limit, the reading bound and the time limits hold (logged once as a warning).
import { existsSync, readFileSync } from 'node:fs';

export interface RenderLimits {
  /** the most memory the whole process may hold, in MB (RLIMIT_DATA and resident memory) */
  memoryMb: number;
  /** the most CPU time per wall-clock second, averaged over CPU_WINDOW_MS */
  cpuMsPerSecond: number;
  /** the most CPU time per second while no render runs (a process at rest uses next to none) */
  idleCpuMsPerSecond: number;
  /** the most one answer may weigh (the HTML of one area; a page's area is a few KB) */
  maxAnswerBytes: number;
  /** a process that ran no render this long is stopped (the next render starts it again) */
  idleMs: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  memoryMb: 256,
  cpuMsPerSecond: 500,
  idleCpuMsPerSecond: 100,
  maxAnswerBytes: 1024 * 1024,
  idleMs: 60_000,
};

/** How often a process's CPU time and memory are read. */
export const POLL_MS = 50;
/** The window the CPU budget is counted over. */
export const CPU_WINDOW_MS = 5000;
/** The idle time (in the last CPU_WINDOW_MS) the idle budget is judged on, once there is that much. */
const IDLE_JUDGED_MS = 1000;
/** After an answer, the process may finish its work (a collection of its heap) before it counts as idle. */
export const IDLE_GRACE_MS = 250;
/** What a process may write while no render waits for it (the ready line; a stray write). */
export const IDLE_BYTES = 16 * 1024;
/** Lines that answer nothing a process may write per render (its console writes elsewhere). */
export const STRAY_LINES = 32;
/** The first restart after a stop is at once; the next ones wait 1 s, 2 s, … up to this. */
export const BACKOFF_MAX_MS = 60_000;
/** A process that lived this long before it was stopped was healthy: its stop counts as a first one. */
export const HEALTHY_MS = 60_000;

/** How long the next start waits after `stops` consecutive stops (bounds or deaths). */
export function backoffMs(stops: number): number {
  return stops < 2 ? 0 : Math.min(1000 * 2 ** (stops - 2), BACKOFF_MAX_MS);
}

/** /proc's clock ticks per second (USER_HZ, 100 on every Linux the portal runs on). */
const TICKS_PER_SECOND = 100;

let proc: boolean | undefined;
/** Whether this machine lets the server read a process's CPU time and memory (/proc, Linux). */
export function procAvailable(): boolean {
  proc ??= process.platform === 'linux' && existsSync('/proc/self/stat') && existsSync('/proc/self/status');
  return proc;
}

const read = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** `pid` and its descendants (unshare --fork runs Node as a child of the spawned process). */
function processTree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length && pids.length < 16; i += 1) {
    const children = read(`/proc/${pids[i]}/task/${pids[i]}/children`);
    if (children) pids.push(...children.trim().split(/\s+/).filter(Boolean).map(Number));
  }
  return pids;
}

export interface Usage {
  /** CPU time of the live processes of the tree since each started, in ms */
  cpuMs: number;
  /** their resident memory together, in bytes */
  rssBytes: number;
}

/** The CPU time and resident memory of `pid` and its descendants; null once it is gone. */
export function usageOf(pid: number): Usage | null {
  let ticks = 0;
  let rssKb = 0;
  let found = false;
  for (const each of processTree(pid)) {
    const stat = read(`/proc/${each}/stat`);
    const status = read(`/proc/${each}/status`);
    if (stat === null || status === null) continue;
    found = true;
    // after the command name (which may hold spaces and parentheses): state, ppid, … utime, stime
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    rssKb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  }
  return found ? { cpuMs: (ticks * 1000) / TICKS_PER_SECOND, rssBytes: rssKb * 1024 } : null;
}

interface Sample {
  at: number;
  /** CPU time used since the previous sample */
  cpuMs: number;
  /** how long since the previous sample */
  ms: number;
  /** whether no render ran (or had just ended) during it */
  idle: boolean;
}

/** One process's readings, judged against the limits: the reason to stop it, or null. */
export class Meter {
  private readonly samples: Sample[] = [];
  private last: { at: number; cpuMs: number } | null = null;
  /** the most resident memory seen, and the CPU time used, for the stop's log line */
  peakRssBytes = 0;
  cpuMs = 0;

  constructor(
    private readonly limits: RenderLimits,
    startedAt: number,
  ) {
    this.last = { at: startedAt, cpuMs: 0 };
  }

  /**
   * A reading at `now`; `busy`: a render ran at some point since the previous reading, or ended
   * less than IDLE_GRACE_MS ago, or the process is still starting.
   */
  judge(now: number, usage: Usage, busy: boolean): string | null {
    const { limits } = this;
    this.peakRssBytes = Math.max(this.peakRssBytes, usage.rssBytes);
    this.cpuMs = usage.cpuMs;
    if (usage.rssBytes > limits.memoryMb * 1024 * 1024)
      return `held ${Math.round(usage.rssBytes / 1024 / 1024)} MB (at most ${limits.memoryMb} MB)`;
    const previous = this.last!;
    this.last = { at: now, cpuMs: usage.cpuMs };
    this.samples.push({
      at: now,
      // a process of the tree that ended takes its CPU time with it: never below zero
      cpuMs: Math.max(0, usage.cpuMs - previous.cpuMs),
      ms: now - previous.at,
      idle: !busy,
    });
    while (this.samples.length > 0 && this.samples[0]!.at <= now - CPU_WINDOW_MS) this.samples.shift();
    const used = this.samples.reduce((sum, s) => sum + s.cpuMs, 0);
    const budget = (limits.cpuMsPerSecond * CPU_WINDOW_MS) / 1000;
    if (used > budget) return `used ${used} ms of CPU in ${CPU_WINDOW_MS / 1000} s (at most ${budget} ms)`;
    const idle = this.samples.filter((s) => s.idle);
    const idleMs = idle.reduce((sum, s) => sum + s.ms, 0);
    const idleCpu = idle.reduce((sum, s) => sum + s.cpuMs, 0);
    if (idleMs >= IDLE_JUDGED_MS && idleCpu > (limits.idleCpuMsPerSecond * idleMs) / 1000)
      return `used ${idleCpu} ms of CPU in ${idleMs} ms without a render (at most ${limits.idleCpuMsPerSecond} ms per second)`;
    return null;
  }
}
