// The remotes' static renders of their public pages: a remote's build leaves ssr/render.cjs
// and ssr/render.css in its release (mfe-support/src/server-render.tsx; contracts RemoteStaticRender);
// the page renderer asks here for the HTML of a remote area the page shows, and inlines its CSS.
//
// That code is the remote team's, released on its own: the server never runs it in its own process.
// Why a sandboxed process rather than HTML rendered when the release is built: the render takes
// what only the server knows at serve time (the programme's runtime config: phones, hours, address,
// product name; the page's URL; the area's props, e.g. which agreement), and the same release
// serves every programme; a render at build would fix one programme's values into the release
// (host/src/server-render.tsx: programme values never come from a build). So each remote's render
// runs in a child process of its own (render-sandbox.ts: empty environment, reads its own ssr/
// folder only, no network or name resolution, no child processes, workers or addons), started on
// the release the remote serves and killed past a time limit. That folder is the portal's copy of
// the release, written at publish (releases/copy.ts), never the team's folder: a link or a changed
// file planted there later, even while a process lives across requests, is not what it reads; the
// portal's own build (apps' dist) is rendered where it is. Without the namespace layer the process
// starts only where RENDER_SANDBOX allows it (production refuses by default): else the remote has
// no static render here, and its area is served with the placeholder. A render that throws, times
// out, or a process that dies or cannot start gives null: the page is served with the area's
// placeholder, as without a static render, and the next request starts it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  REMOTE_NAMES,
  remoteOfModule,
  type RemoteModuleId,
  type RemoteName,
  type RuntimeConfig,
} from '@portal/contracts';
import { linksIn, readOwnFile } from '../modules/releases/files';
import { namespacesAvailable, sandboxCommand, type SandboxMode } from './render-sandbox';

export interface RemoteRender {
  html: string;
  /** the remote's CSS (its class names are its release's), inlined in the page's head */
  css: string;
  /** the folder it came from: the page's cache follows a switch of release */
  from: string;
}

export interface RemoteRenderer {
  /**
   * The static HTML of `module` for `url` from the release served now; else whether it failed
   * (false: the remote has no static render of it, which stays true until its release changes).
   */
  render(module: RemoteModuleId, props: unknown, url: string): Promise<RemoteRender | { failed: boolean }>;
  /** The ssr/ folder each remote's static render comes from now (a page's cache key). */
  sources(): string;
  close(): Promise<void>;
}

interface Options {
  /** the ssr/ folder of the remote's release served now, or null (none, or one on another host) */
  ssrDirOf: (remote: RemoteName) => string | null;
  config: RuntimeConfig;
  log: FastifyBaseLogger;
  /** per render, from when the process is ready */
  timeoutMs?: number;
  /** for the process to load the bundle */
  startMs?: number;
  /** whether a render may run without the namespace layer (RENDER_SANDBOX); by default never */
  sandbox?: SandboxMode;
  /** whether this machine has the namespace layer (render-sandbox.ts; a test says it has none) */
  namespaces?: () => boolean;
}

type Answer = { html?: string | null; error?: string };

/** The most a process may write before its answer ends: more is a release flooding the server. */
const MAX_LINE = 4 * 1024 * 1024;

/** One remote's render process, on one ssr/ folder. */
class Sandbox {
  readonly child: ChildProcess;
  private ready = false;
  private seq = 0;
  private buffer = '';
  private readonly waiting: (() => void)[] = [];
  private readonly pending = new Map<number, (answer: Answer) => void>();
  private gone: string | null = null;
  private readonly startTimer: NodeJS.Timeout;

  constructor(
    readonly dir: string,
    folder: string,
    namespaces: boolean,
    private readonly timeoutMs: number,
    startMs: number,
  ) {
    const { command, args } = sandboxCommand(folder, join(folder, 'render.cjs'), namespaces);
    this.child = spawn(command, args, { cwd: folder, env: {}, stdio: ['pipe', 'pipe', 'ignore'] });
    this.child.stdout!.setEncoding('utf8');
    this.child.stdout!.on('data', (chunk: string) => this.read(chunk));
    this.child.stdin!.on('error', () => undefined);
    this.child.on('error', (error) => this.end(error.message));
    this.child.on('exit', (code, signal) => this.end(`exited ${code ?? signal}`));
    this.startTimer = setTimeout(() => this.kill(`not ready in ${startMs} ms`), startMs);
  }

  private read(chunk: string) {
    this.buffer += chunk;
    for (let end = this.buffer.indexOf('\n'); end >= 0; end = this.buffer.indexOf('\n')) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      let message: { ready?: boolean; seq?: number } & Answer;
      try {
        message = JSON.parse(line) as typeof message;
      } catch {
        continue;
      }
      if (message.ready && !this.ready) {
        this.ready = true;
        clearTimeout(this.startTimer);
        for (const go of this.waiting.splice(0)) go();
      } else if (typeof message.seq === 'number') {
        const { html, error } = message;
        this.pending.get(message.seq)?.(
          error !== undefined ? { error: String(error) } : { html: typeof html === 'string' ? html : null },
        );
      }
    }
    if (this.buffer.length > MAX_LINE) this.kill(`wrote more than ${MAX_LINE} bytes in one answer`);
  }

  private end(why: string) {
    if (this.gone !== null) return;
    this.gone = why;
    clearTimeout(this.startTimer);
    for (const go of this.waiting.splice(0)) go();
    for (const answer of [...this.pending.values()]) answer({ error: why });
  }

  alive(): boolean {
    return this.gone === null;
  }

  kill(why: string) {
    this.child.kill('SIGKILL');
    this.end(why);
  }

  /** One render: the request waits for the process to be ready, then `timeoutMs` for its answer. */
  async ask(request: object): Promise<Answer> {
    if (!this.ready && this.gone === null) await new Promise<void>((go) => this.waiting.push(go));
    if (this.gone !== null) return { error: this.gone };
    const seq = ++this.seq;
    return new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => {
        // a render that does not end holds the process: the next request starts another
        this.kill(`no answer in ${this.timeoutMs} ms`);
      }, this.timeoutMs);
      this.pending.set(seq, (answer) => {
        clearTimeout(timer);
        this.pending.delete(seq);
        resolve(answer);
      });
      this.child.stdin!.write(`${JSON.stringify({ seq, request })}\n`);
    });
  }
}

export function createRemoteRenderer({
  ssrDirOf,
  config,
  log,
  timeoutMs = 1500,
  startMs = 10_000,
  sandbox: mode = 'namespaces',
  namespaces: available = namespacesAvailable,
}: Options): RemoteRenderer {
  const sandboxes = new Map<RemoteName, Sandbox>();
  const css = new Map<string, string>();
  /** whether processes run in namespaces; null: the namespace layer is required and missing */
  let layer: boolean | null | undefined;
  const layerOf = (): boolean | null => {
    if (layer !== undefined) return layer;
    const has = mode !== 'degraded' && available();
    layer = has ? true : mode === 'namespaces' ? null : false;
    if (layer === null)
      log.error(
        { sandbox: mode },
        'static renders of remotes not run: this machine gives no namespaces to their processes (RENDER_SANDBOX=degraded runs them without)',
      );
    else if (layer) log.info({ namespaces: true }, 'static renders of remotes run in sandboxed processes');
    else
      log.warn(
        { namespaces: false, sandbox: mode },
        'static renders of remotes run in sandboxed processes without namespaces: sealed network and name resolution only',
      );
    return layer;
  };

  /** The remote's process on `dir`, started when there is none (or it died, or its release changed). */
  const sandboxFor = (remote: RemoteName, dir: string): Sandbox | string => {
    const current = sandboxes.get(remote);
    if (current?.dir === dir && current.alive()) return current;
    current?.kill('its release changed');
    sandboxes.delete(remote);
    const folder = realpathSync(dir);
    const links = linksIn(folder);
    if (links.length > 0) return `its folder holds links (${links.join(', ')}): not run`;
    const sandbox = new Sandbox(dir, folder, layerOf()!, timeoutMs, startMs);
    sandboxes.set(remote, sandbox);
    return sandbox;
  };

  return {
    async render(module, props, url) {
      const remote = remoteOfModule(module);
      const dir = ssrDirOf(remote);
      if (!dir || !existsSync(join(dir, 'render.cjs'))) return { failed: false };
      // no namespaces where they are required: as if the remote had no static render
      if (layerOf() === null) return { failed: false };
      let answer: Answer;
      try {
        const sandbox = sandboxFor(remote, dir);
        answer =
          typeof sandbox === 'string'
            ? { error: sandbox }
            : await sandbox.ask({ module, props, url, config });
      } catch (error) {
        answer = { error: error instanceof Error ? error.message : String(error) };
      }
      if (answer.error !== undefined) {
        log.warn({ remote, module, err: { message: answer.error } }, 'static render of a remote failed');
        return { failed: true };
      }
      if (!answer.html) return { failed: false };
      if (!css.has(dir)) {
        // the release's own file only (releases/files.ts): never one a link points at
        css.set(dir, (await readOwnFile(dir, 'render.css'))?.toString('utf8') ?? '');
      }
      return { html: answer.html, css: css.get(dir)!, from: dir };
    },
    sources: () => REMOTE_NAMES.map((name) => ssrDirOf(name) ?? '').join('|'),
    async close() {
      for (const sandbox of sandboxes.values()) sandbox.kill('the server closed');
      sandboxes.clear();
    },
  };
}
