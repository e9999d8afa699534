// One remote's static render process (remote-render.ts starts and stops them): the sandboxed
// command (render-sandbox.ts) on one ssr/ folder, talked to over its stdin and stdout, one JSON
// document a line: {ready} once the bundle is loaded, then {seq, request} → {seq, html | error}. It
// holds the bounds of render-limits.ts that concern one process: the time to start and to answer,
// what it may write, and its CPU time and memory when the renderer's monitor reads them.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { RemoteName } from '@portal/contracts';
import { sandboxCommand } from './render-sandbox';
import { IDLE_BYTES, IDLE_GRACE_MS, Meter, STRAY_LINES, usageOf, type RenderLimits } from './render-limits';

export type Answer = { html?: string | null; error?: string };

type Message = { ready?: boolean; seq?: number } & Answer;

/** A line as a message, or null (a line that answers nothing). */
function parsed(line: string): Message | null {
  try {
    const message = JSON.parse(line) as unknown;
    return typeof message === 'object' && message !== null ? (message as Message) : null;
  } catch {
    return null;
  }
}

/** One remote's render process, on one ssr/ folder. */
export class RenderProcess {
  readonly child: ChildProcess;
  readonly startedAt = Date.now();
  private readonly meter: Meter;
  private ready = false;
  private seq = 0;
  /** the answer being read: the pipe's chunks since the last end of line, each read once */
  private parts: Buffer[] = [];
  private partsBytes = 0;
  /** what the process may still write: one answer's worth per render waiting for it */
  private allowance = IDLE_BYTES;
  /** lines that answered nothing, since the last render was asked */
  private stray = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly pending = new Map<number, (answer: Answer) => void>();
  /** when a render last started or ended (CPU used soon after is the render's) */
  private lastActivity = Date.now();
  /** when a render was last asked for (the process is stopped after `idleMs` without one) */
  private lastAsked = Date.now();
  private gone: string | null = null;
  private readonly startTimer: NodeJS.Timeout;

  constructor(
    readonly remote: RemoteName,
    readonly dir: string,
    folder: string,
    namespaces: boolean,
    rlimits: boolean,
    private readonly limits: RenderLimits,
    private readonly timeoutMs: number,
    startMs: number,
    /** `fault`: stopped by a bound, a time limit or its own death (not at rest, a switch or a close) */
    private readonly onEnd: (stopped: RenderProcess, why: string, fault: boolean) => void,
  ) {
    const { command, args } = sandboxCommand(folder, join(folder, 'render.cjs'), namespaces, {
      memoryMb: limits.memoryMb,
      rlimits,
    });
    this.meter = new Meter(limits, this.startedAt);
    this.child = spawn(command, args, { cwd: folder, env: {}, stdio: ['pipe', 'pipe', 'ignore'] });
    this.child.stdout!.on('data', (chunk: Buffer) => this.read(chunk));
    this.child.stdin!.on('error', () => undefined);
    this.child.on('error', (error) => this.end(error.message, true));
    this.child.on('exit', (code, signal) => this.end(`exited ${code ?? signal}`, true));
    this.startTimer = setTimeout(() => this.kill(`not ready in ${startMs} ms`), startMs);
  }

  /** Each chunk is scanned once for the end of its line: the cost of reading grows with its size only. */
  private read(chunk: Buffer) {
    if (this.gone !== null) return;
    this.allowance -= chunk.length;
    if (this.allowance < 0) {
      this.kill(
        this.pending.size > 0
          ? `wrote more than ${this.limits.maxAnswerBytes} bytes per render asked`
          : `wrote more than ${IDLE_BYTES} bytes while no render was asked`,
      );
      return;
    }
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      const tail = chunk.subarray(start, end);
      const line = this.parts.length === 0 ? tail : Buffer.concat([...this.parts, tail]);
      this.parts = [];
      this.partsBytes = 0;
      start = end + 1;
      this.message(line.toString('utf8'));
      if (this.gone !== null) return;
    }
    if (start < chunk.length) {
      this.parts.push(chunk.subarray(start));
      this.partsBytes += chunk.length - start;
      if (this.partsBytes > this.limits.maxAnswerBytes)
        this.kill(`wrote more than ${this.limits.maxAnswerBytes} bytes in one answer`);
    }
  }

  private message(line: string) {
    const message = parsed(line);
    const answered = typeof message?.seq === 'number' ? this.pending.get(message.seq) : undefined;
    if (message?.ready === true && !this.ready) {
      this.ready = true;
      this.lastActivity = Date.now();
      clearTimeout(this.startTimer);
      for (const go of this.waiting.splice(0)) go();
    } else if (answered) {
      const { html, error } = message!;
      answered(
        error !== undefined ? { error: String(error) } : { html: typeof html === 'string' ? html : null },
      );
    } else if (++this.stray > STRAY_LINES) {
      this.kill(`wrote more than ${STRAY_LINES} lines that answer no render`);
    }
  }

  private end(why: string, fault: boolean) {
    if (this.gone !== null) return;
    this.gone = why;
    clearTimeout(this.startTimer);
    for (const go of this.waiting.splice(0)) go();
    for (const answer of [...this.pending.values()]) answer({ error: why });
    this.onEnd(this, why, fault);
  }

  alive(): boolean {
    return this.gone === null;
  }

  kill(why: string, fault = true) {
    this.child.kill('SIGKILL');
    // nothing more is read of it
    this.child.stdout?.destroy();
    this.end(why, fault);
  }

  /** How long it has been ready and asked nothing. */
  restingFor(now: number): number {
    return this.ready && this.pending.size === 0 ? now - this.lastAsked : 0;
  }

  /** Reads its CPU time and memory (render-limits.ts) and kills it past a bound. */
  check(now: number) {
    if (this.gone !== null || this.child.pid === undefined) return;
    const usage = usageOf(this.child.pid);
    if (!usage) return;
    const busy = !this.ready || this.pending.size > 0 || now - this.lastActivity < IDLE_GRACE_MS;
    const why = this.meter.judge(now, usage, busy);
    if (why) this.kill(why);
  }

  /** What it used, for the line logged when it stops. */
  usage(): { pid: number | undefined; cpuMs: number; peakRssMb: number } {
    return {
      pid: this.child.pid,
      cpuMs: this.meter.cpuMs,
      peakRssMb: Math.round(this.meter.peakRssBytes / 1024 / 1024),
    };
  }

  /** One render: the request waits for the process to be ready, then `timeoutMs` for its answer. */
  async ask(request: object): Promise<Answer> {
    this.lastAsked = Date.now();
    if (!this.ready && this.gone === null) await new Promise<void>((go) => this.waiting.push(go));
    if (this.gone !== null) return { error: this.gone };
    const seq = ++this.seq;
    const { maxAnswerBytes } = this.limits;
    // what it may write while renders wait: one answer each, and a little
    const most = () => maxAnswerBytes * this.pending.size + IDLE_BYTES;
    this.lastAsked = this.lastActivity = Date.now();
    this.stray = 0;
    return new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => {
        // a render that does not end holds the process: the next request starts another
        this.kill(`no answer in ${this.timeoutMs} ms`);
      }, this.timeoutMs);
      this.pending.set(seq, (answer) => {
        clearTimeout(timer);
        this.pending.delete(seq);
        this.lastActivity = Date.now();
        this.allowance = Math.min(this.allowance, most());
        resolve(answer);
      });
      this.allowance = Math.min(this.allowance + maxAnswerBytes, most());
      this.child.stdin!.write(`${JSON.stringify({ seq, request })}\n`);
    });
  }
}
