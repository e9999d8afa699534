// The remotes' static renders of their public pages (issue 8): a remote's build leaves ssr/render.cjs
// and ssr/render.css in its release (mfe-support/src/server-render.tsx; contracts RemoteStaticRender);
// the page renderer asks here for the HTML of a remote area the page shows, and inlines its CSS.
//
// That code is the remote team's, released on its own: it runs in one worker thread, not in the
// server's, with an empty environment (no DATABASE_URL, no secrets), its own heap limit and a time
// limit per render. A render that throws, times out or kills the worker gives null: the page is
// served with the area's placeholder, as without a static render, and the worker starts again.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import {
  REMOTE_NAMES,
  remoteOfModule,
  type RemoteModuleId,
  type RemoteName,
  type RuntimeConfig,
} from '@portal/contracts';

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

// CommonJS, evaluated in the worker: one require per bundle, then one call per message
const WORKER = `
const { parentPort } = require('node:worker_threads');
const bundles = new Map();
parentPort.on('message', async ({ seq, bundle, request }) => {
  try {
    if (!bundles.has(bundle)) bundles.set(bundle, require(bundle));
    const html = await bundles.get(bundle).render(request);
    parentPort.postMessage({ seq, html: typeof html === 'string' ? html : null });
  } catch (error) {
    parentPort.postMessage({ seq, error: String((error && error.message) || error) });
  }
});`;

interface Options {
  /** the ssr/ folder of the remote's release served now, or null (none, or one on another host) */
  ssrDirOf: (remote: RemoteName) => string | null;
  config: RuntimeConfig;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

export function createRemoteRenderer({ ssrDirOf, config, log, timeoutMs = 1500 }: Options): RemoteRenderer {
  let worker: Worker | null = null;
  let seq = 0;
  type Answer = { html?: string | null; error?: string };
  // the question in hand per message, with the worker it went to
  const pending = new Map<number, { to: Worker; answer: (answer: Answer) => void }>();
  const css = new Map<string, string>();

  const start = (): Worker => {
    const w = new Worker(WORKER, {
      eval: true,
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    });
    w.unref();
    w.on('message', ({ seq: n, ...answer }: { seq: number } & Answer) => pending.get(n)?.answer(answer));
    const gone = (why: string) => {
      if (worker === w) worker = null;
      for (const { to, answer } of [...pending.values()]) if (to === w) answer({ error: why });
    };
    w.on('error', (error) => gone(error.message));
    w.on('exit', (code) => gone(`exited ${code}`));
    return w;
  };

  const ask = (bundle: string, request: object) =>
    new Promise<Answer>((resolve) => {
      const n = ++seq;
      const to = (worker ??= start());
      const answer = (a: Answer) => {
        clearTimeout(timer);
        pending.delete(n);
        resolve(a);
      };
      const timer = setTimeout(() => {
        // a render that does not end holds the worker: the next one starts another
        if (worker === to) worker = null;
        void to.terminate();
        answer({ error: `no answer in ${timeoutMs} ms` });
      }, timeoutMs);
      pending.set(n, { to, answer });
      to.postMessage({ seq: n, bundle, request });
    });

  return {
    async render(module, props, url) {
      const remote = remoteOfModule(module);
      const dir = ssrDirOf(remote);
      const bundle = dir ? join(dir, 'render.cjs') : null;
      if (!dir || !bundle || !existsSync(bundle)) return { failed: false };
      const answer = await ask(bundle, { module, props, url, config });
      if (answer.error !== undefined) {
        log.warn({ remote, module, err: { message: answer.error } }, 'static render of a remote failed');
        return { failed: true };
      }
      if (!answer.html) return { failed: false };
      if (!css.has(dir)) {
        const file = join(dir, 'render.css');
        css.set(dir, existsSync(file) ? readFileSync(file, 'utf8') : '');
      }
      return { html: answer.html, css: css.get(dir)!, from: dir };
    },
    sources: () => REMOTE_NAMES.map((name) => ssrDirOf(name) ?? '').join('|'),
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
