// Runtime federation (docs/architecture.md#how-remotes-are-found-loaded-and-released): remote
// locations come from /config.json; each route loads its remote lazily with loadRemote. The Module Federation runtime itself is a chunk of its
// own (federation-runtime.ts), downloaded and started when a page first needs a remote, with the
// remotes known by then; a page the host renders alone (/, the login page) never loads it.
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { sessionCorrelationId } from '@portal/api-client';
import { canaryBucket, remoteOfModule, type RemoteModuleId, type RemoteName } from '@portal/contracts';
import type { ExposedModuleProps } from '@portal/contracts/props';
import { loadAllTexts } from '@portal/contracts/i18n';
import { RemoteLoadError } from './report';

/**
 * Every module the host renders, with its props: the ids are the app registry's exposes
 * (packages/contracts/src/remotes-data.mjs), the props packages/contracts/src/props.ts.
 */
export type RemoteModules = { [K in RemoteModuleId]: ExposedModuleProps[K] };
export type { RemoteModuleId };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The manifest URL each remote is registered with in the MF runtime. */
const registered = new Map<RemoteName, string>();
/** The manifest URL of each remote in the newest /config.json read (a switch or a canary changes it). */
const latest = new Map<RemoteName, string>();

/** How long a /config.json read stays fresh for the next navigation (ms). */
export const REMOTES_FRESH_MS = 1000;
/** A slow /config.json does not hold a navigation longer than this (ms): the known releases serve. */
const REFRESH_TIMEOUT_MS = 2000;
let readAt = Number.NEGATIVE_INFINITY;
let reading: Promise<void> | null = null;

/**
 * The runtime config of this browser: `/config.json?bucket=NN`, its canary bucket a stable hash
 * of the session id the api-client keeps (sessionStorage: the same across navigations and
 * reloads), so a canary shows a cardholder one version throughout, and each variant is its own
 * cacheable URL.
 */
export function runtimeConfigUrl(sessionId = sessionCorrelationId()): string {
  return `/config.json?bucket=${canaryBucket(sessionId)}`;
}

/** Logs which remote failed and why; returning nothing lets the error reach the area's boundary. */
const reportRemoteErrors: ModuleFederationRuntimePlugin = {
  name: 'portal-report-remote-errors',
  errorLoadRemote({ id, error, lifecycle }) {
    console.warn(`[federation] ${String(id)} failed at ${String(lifecycle)}:`, error);
    return undefined;
  },
};

const absolute = (remotes: Partial<Record<RemoteName, string>>, base: string) =>
  Object.entries(remotes).map(([name, entry]) => ({
    name: name as RemoteName,
    entry: new URL(entry, base).href,
  }));

/** The started runtime, once a page has needed it. */
let instance: ModuleFederation | null = null;
let starting: Promise<ModuleFederation> | null = null;

/**
 * The federation runtime: its chunk is downloaded and the instance created on the first call, with
 * every remote registered so far; a failed download is tried again on the next call.
 */
function federation(): Promise<ModuleFederation> {
  starting ??= import(/* webpackChunkName: "federation" */ './federation-runtime').then(
    ({ createHostFederation }) => {
      instance = createHostFederation(
        [...registered].map(([name, entry]) => ({ name, entry })),
        [reportRemoteErrors],
      );
      return instance;
    },
    (error: unknown) => {
      starting = null;
      throw error;
    },
  );
  return starting;
}

/** Register remotes now if the runtime runs; else it starts with them (`registered`). */
function register(list: { name: RemoteName; entry: string }[], force: boolean): void {
  if (instance) instance.registerRemotes(list, force ? { force: true } : undefined);
}

/** Register every remote of the runtime config (absolute URLs: manifests may live on other origins). */
export function initFederation(
  remotes: Partial<Record<RemoteName, string>>,
  base = window.location.href,
): void {
  const list = absolute(remotes, base);
  registered.clear();
  latest.clear();
  for (const { name, entry } of list) {
    registered.set(name, entry);
    latest.set(name, entry);
  }
  readAt = Date.now();
  register(list, false);
}

/** The release (manifest URL) an area of this remote mounted now loads: the newest config's. */
export function remoteEntry(name: RemoteName): string | undefined {
  return latest.get(name);
}

/**
 * Make the MF runtime load a remote from the newest config's URL: a remote whose release changed
 * (switch, rollback, canary) is registered again with force, which drops the loaded container, so
 * the next loadRemote fetches the new manifest and entry. Called when an area of it loads, never
 * under an area already on screen (that one keeps the module it rendered).
 */
export function registerLatestRelease(name: RemoteName): void {
  const entry = latest.get(name);
  if (!entry || registered.get(name) === entry) return;
  registered.set(name, entry);
  register([{ name, entry }], true);
}

/**
 * Before a navigation to a remote's route commits (FreshRemotes): read /config.json again unless it
 * was read in the last second, and note each remote's release, so that a switch made while the
 * portal runs reaches the cardholder on their next navigation, without a reload or a host
 * rebuild. Never throws: on an error or after 2 s the releases already known serve.
 */
export async function refreshRemotes(
  readRemotes: () => Promise<Partial<Record<RemoteName, string>>>,
  base = window.location.href,
  now = Date.now(),
): Promise<void> {
  if (!reading && now - readAt < REMOTES_FRESH_MS) return;
  reading ??= readRemotes()
    .then((remotes) => {
      for (const { name, entry } of absolute(remotes, base)) latest.set(name, entry);
    })
    .catch((error: unknown) => console.warn('[federation] /config.json could not be read again:', error))
    .finally(() => {
      readAt = Date.now();
      reading = null;
    });
  await Promise.race([reading, wait(REFRESH_TIMEOUT_MS)]);
}

/**
 * Forget a remote's failed state so the next load fetches its manifest and entry again
 * (the runtime keeps a loaded container; after a failure we want a clean slate).
 */
export function resetRemote(id: RemoteModuleId): void {
  const name = remoteOfModule(id);
  const entry = latest.get(name) ?? registered.get(name);
  if (!entry) return;
  registered.set(name, entry);
  register([{ name, entry }], true);
}

/**
 * Load one exposed component; one quiet retry absorbs a transient network error. Its props
 * are checked where it is rendered (RemoteArea, keyed by RemoteModules).
 *
 * Why our own retry and not @module-federation/retry-plugin (not a dependency), for the
 * cardholder's sake: a remote that is really down should say so quickly. This is one retry after
 * 400 ms around the whole `loadRemote` (manifest, remoteEntry, the module's chunks: the runtime
 * forgets a failed manifest or entry load, so the second call fetches again); then the area shows
 * its message and a Retry button that re-registers the remote (resetRemote). The plugin retries
 * each stage three times a second apart by default, so a dead remote keeps the page on a spinner
 * for seconds before anything is said; and its last release (0.17) is built for the 0.17 runtime
 * and brings its own 0.17 SDK, where the portal runs the 2.x runtime.
 */
type LoadedModule = { default: ComponentType<never> };
/**
 * Modules already loaded, by id and release: an area that renders one gets it at once, without
 * suspending. A remote's route loads its modules before the navigation commits (loadRouteModules),
 * so a page and the areas nested in it (the history panel in the account page) appear together:
 * React reveals a second Suspense boundary at least 300 ms after the first.
 */
const loadedModules = new Map<string, LoadedModule>();
const loadedKey = (id: RemoteModuleId) => `${id}#${registered.get(remoteOfModule(id)) ?? ''}`;

/** Loads under way, by id and release: a page and its route (FreshRemotes) share one. */
const loadingModules = new Map<string, Promise<LoadedModule>>();

/**
 * The module, at once when this release of it is already loaded, else once it has loaded. Calls
 * made while it loads share that load: an area's and its route's, so the area is ready when its
 * route lets the page commit (two loads settled apart, and React showed the area's loading state
 * for the 300 ms it keeps a fallback up, the bench's journeys 300 ms slower one run in four).
 */
export function loadRemoteComponent(id: RemoteModuleId): LoadedModule | Promise<LoadedModule> {
  registerLatestRelease(remoteOfModule(id));
  const key = loadedKey(id);
  const loaded = loadedModules.get(key);
  if (loaded) return loaded;
  let loading = loadingModules.get(key);
  if (!loading) {
    loading = loadFresh(id).finally(() => loadingModules.delete(key));
    loadingModules.set(key, loading);
  }
  return loading;
}

async function loadFresh(id: RemoteModuleId): Promise<LoadedModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const mod = await (await federation()).loadRemote<{ default?: ComponentType<never> }>(id);
      // the remote's words in the page's language (its catalogues are defined as its module loads)
      if (mod?.default) await loadAllTexts();
      if (mod?.default) {
        const loaded = { default: mod.default };
        loadedModules.set(loadedKey(id), loaded);
        return loaded;
      }
      lastError = new Error(`${id} has no default export`);
    } catch (error) {
      lastError = error;
    }
    if (attempt === 0) await wait(400);
  }
  throw new RemoteLoadError(id, lastError);
}

/**
 * A remote's route (FreshRemotes): load its modules before the navigation commits, for at most `timeoutMs`.
 * A module that fails or is slow is left to its area, which shows its loading state, retries and
 * shows its message: a navigation never fails here.
 */
export async function loadRouteModules(ids: readonly RemoteModuleId[], timeoutMs = 3000): Promise<void> {
  await Promise.race([Promise.allSettled(ids.map((id) => loadRemoteComponent(id))), wait(timeoutMs)]);
}

const prefetched = new Set<RemoteModuleId>();

/**
 * Start downloading what these modules need (manifest, remote entry, their synchronous chunks)
 * before they are rendered: the cardholder who starts typing into the login form is about to
 * see /ind, so the account page and the history panel are fetched while they type instead of
 * after the login answers. Once per module per page; a failure is left to the real load, which
 * retries and shows the area's message.
 */
export function prefetchRemoteModules(ids: readonly RemoteModuleId[]): void {
  const fresh = ids.filter((id) => !prefetched.has(id));
  if (fresh.length === 0) return;
  for (const id of fresh) {
    prefetched.add(id);
    registerLatestRelease(remoteOfModule(id));
  }
  federation()
    .then((runtime) =>
      runtime.preloadRemote(
        fresh.map((id) => ({
          nameOrAlias: remoteOfModule(id),
          exposes: [id.slice(id.indexOf('/') + 1)],
          resourceCategory: 'sync' as const,
        })),
      ),
    )
    .catch(() => {
      for (const id of fresh) prefetched.delete(id);
    });
}
