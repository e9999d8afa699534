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
// the release the remote serves, within bounds of memory, CPU, output and time (render-limits.ts),
// and stopped when it ran no render for a while or its release is no longer served. That folder is the portal's copy of
// the release, written at publish (releases/copy.ts), never the team's folder: a link or a changed
// file planted there later, even while a process lives across requests, is not what it reads; the
// portal's own build (apps' dist) is rendered where it is. Without the namespace layer the process
// starts only where RENDER_SANDBOX allows it (production refuses by default): else the remote has
// no static render here, and its area is served with the placeholder. A render that throws, times
// out, or a process that dies or cannot start gives null: the page is served with the area's
// placeholder, as without a static render, and the next request starts it again (after a pause
// when it keeps being stopped: render-limits.ts).
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@portal/contracts/i18n';
import {
  REMOTE_NAMES,
  remoteOfModule,
  type RemoteModuleId,
  type RemoteName,
  type RuntimeConfig,
} from '@portal/contracts';
import { linksIn, readOwnFile } from '../modules/releases/files';
import { namespacesAvailable, rlimitsAvailable, type SandboxMode } from './render-sandbox';
import {
  DEFAULT_RENDER_LIMITS,
  HEALTHY_MS,
  POLL_MS,
  backoffMs,
  procAvailable,
  type RenderLimits,
} from './render-limits';
import { RenderProcess, type Answer } from './render-process';

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
  render(
    module: RemoteModuleId,
    props: unknown,
    url: string,
    locale?: Locale,
  ): Promise<RemoteRender | { failed: boolean }>;
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
  /** the process's bounds (render-limits.ts); each one left out is its default */
  limits?: Partial<RenderLimits>;
  /** whether the kernel bounds the process's memory (`prlimit`; a test says it does not) */
  rlimits?: () => boolean;
}

export function createRemoteRenderer({
  ssrDirOf,
  config,
  log,
  timeoutMs = 1500,
  startMs = 10_000,
  sandbox: mode = 'namespaces',
  namespaces: available = namespacesAvailable,
  limits: given = {},
  rlimits: kernelBounds = rlimitsAvailable,
}: Options): RemoteRenderer {
  const limits: RenderLimits = { ...DEFAULT_RENDER_LIMITS, ...given };
  const sandboxes = new Map<RemoteName, RenderProcess>();
  const css = new Map<string, string>();
  /** per remote: its release's consecutive stops, and when its process may start again */
  const stops = new Map<RemoteName, { dir: string; count: number; retryAt: number }>();
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
  /** whether the kernel bounds a process's memory, and the server reads its CPU time and memory */
  let bounds: { rlimits: boolean; measured: boolean } | undefined;
  const boundsOf = () => {
    if (bounds) return bounds;
    bounds = { rlimits: kernelBounds(), measured: procAvailable() };
    const fields = { ...limits, ...bounds };
    if (bounds.measured && bounds.rlimits) log.info(fields, 'static render processes run within bounds');
    else
      log.warn(
        fields,
        bounds.measured
          ? 'static render processes: no prlimit here, their memory is bounded by reading it only'
          : 'static render processes: no /proc here, their CPU and memory are not bounded (heap limit and time limits only)',
      );
    return bounds;
  };

  let monitor: NodeJS.Timeout | null = null;
  const tick = () => {
    const now = Date.now();
    for (const [remote, sandbox] of sandboxes) {
      let served: string | null = sandbox.dir;
      try {
        served = ssrDirOf(remote);
      } catch {
        // the registry could not say: judged at the next render
      }
      if (served !== sandbox.dir) sandbox.kill('its release is no longer served', false);
      else if (sandbox.restingFor(now) >= limits.idleMs)
        sandbox.kill(`no render in ${limits.idleMs} ms`, false);
      else if (boundsOf().measured) sandbox.check(now);
    }
  };

  const ended = (sandbox: RenderProcess, why: string, fault: boolean) => {
    const { remote, dir } = sandbox;
    if (sandboxes.get(remote) === sandbox) sandboxes.delete(remote);
    if (sandboxes.size === 0 && monitor) {
      clearInterval(monitor);
      monitor = null;
    }
    const fields = { remote, why, ...sandbox.usage() };
    if (!fault) {
      stops.delete(remote);
      log.info(fields, 'static render process of a remote stopped');
      return;
    }
    const previous = stops.get(remote);
    const count =
      previous?.dir === dir && Date.now() - sandbox.startedAt < HEALTHY_MS ? previous.count + 1 : 1;
    const pause = backoffMs(count);
    stops.set(remote, { dir, count, retryAt: Date.now() + pause });
    log.warn({ ...fields, restartInMs: pause }, 'static render process of a remote stopped');
  };

  /**
   * The remote's process on `dir`, started when there is none (or it died, or its release changed);
   * null while it may not start again yet.
   */
  const sandboxFor = (remote: RemoteName, dir: string): RenderProcess | string | null => {
    const current = sandboxes.get(remote);
    if (current?.dir === dir && current.alive()) return current;
    current?.kill('its release changed', false);
    sandboxes.delete(remote);
    const stop = stops.get(remote);
    if (stop?.dir === dir && Date.now() < stop.retryAt) return null;
    const folder = realpathSync(dir);
    const links = linksIn(folder);
    if (links.length > 0) return `its folder holds links (${links.join(', ')}): not run`;
    const { rlimits } = boundsOf();
    const sandbox = new RenderProcess(
      remote,
      dir,
      folder,
      layerOf()!,
      rlimits,
      limits,
      timeoutMs,
      startMs,
      ended,
    );
    if (sandbox.alive()) sandboxes.set(remote, sandbox);
    if (!monitor) {
      monitor = setInterval(tick, POLL_MS);
      monitor.unref();
    }
    return sandbox;
  };

  return {
    async render(module, props, url, locale = 'en') {
      const remote = remoteOfModule(module);
      const dir = ssrDirOf(remote);
      if (!dir || !existsSync(join(dir, 'render.cjs'))) return { failed: false };
      // no namespaces where they are required: as if the remote had no static render
      if (layerOf() === null) return { failed: false };
      let answer: Answer;
      try {
        const sandbox = sandboxFor(remote, dir);
        // stopped lately and not started again yet: the placeholder (the stop was logged)
        if (sandbox === null) return { failed: true };
        answer =
          typeof sandbox === 'string'
            ? { error: sandbox }
            : await sandbox.ask({ module, props, url, config, locale });
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
      for (const sandbox of [...sandboxes.values()]) sandbox.kill('the server closed', false);
      sandboxes.clear();
      if (monitor) clearInterval(monitor);
      monitor = null;
    },
  };
}
