// The modules the apps share at run time and the versions they state: the shared scope of a
// remote's container (sharedModules) and the part of it the host provides (hostProvides), each
// with the version the app resolves from its own package.json.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The version of `pkg` the app in `appDir` resolves (its installed package.json). */
export function versionOf(appDir, pkg) {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  // walk up to the package root
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (json.name === pkg) return json.version;
    } catch {
      /* keep walking */
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find version of ${pkg}`);
    dir = parent;
  }
}

/**
 * Shared modules, by the versioning rule of
 * docs/architecture.md#how-remotes-are-found-loaded-and-released:
 * stateful packages are singletons (one instance or the session splits);
 * pure packages are shared but not singletons, so a remote whose requiredVersion the
 * host's copy does not satisfy loads its own bundled copy.
 * Versions are explicit: a `workspace:*` range is not semver (docs/architecture.md#toolchain-notes).
 */
export function sharedModules(appDir) {
  const singletons = [
    'react',
    'react-dom',
    '@portal/router',
    'zustand',
    '@portal/session-store',
    '@portal/api-client',
  ];
  // remote-kit holds no state of its own: its imports of api-client and session-store resolve
  // through this shared scope to the singletons like any other module's
  // the remotes share these among themselves (the first one loaded provides each); the host
  // provides none (hostProvides)
  const pure = ['@portal/ui', '@portal/contracts', '@portal/legal', '@portal/remote-kit'];
  const shared = {};
  const own = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...own.dependencies };
  for (const name of [...singletons, ...pure]) {
    if (!deps[name]) continue;
    const version = versionOf(appDir, name);
    const [major, minor] = version.split('.');
    const entry = {
      singleton: singletons.includes(name),
      version,
      requiredVersion: `^${major}.${minor}.0`,
    };
    shared[name] = entry;
    // react/jsx-runtime, react-dom/client etc. would otherwise be bundled twice
    if (name === 'react' || name === 'react-dom') shared[`${name}/`] = { ...entry };
    // @portal/ui is shared whole among the remotes, never by component: its components compose
    // through react-aria-components' contexts (a Tooltip around a Button), which only connect
    // within one copy of the library (the PIN-reset tooltip journey caught it).
  }
  return shared;
}

/**
 * What the host provides to the remotes at run time: its singletons, each with the
 * version it bundles, and of react and react-dom the entry points the remotes import
 * (react/jsx-runtime, react-dom/client). The host has no federation plugin: its runtime is
 * started from host/src/federation/federation-runtime.ts when a page first needs a remote,
 * with these modules (__PORTAL_HOST_SHARED__), and its mf-manifest.json lists them for the
 * release checks.
 * @param {ReturnType<typeof sharedModules>} shared
 */
export function hostProvides(shared) {
  const subpaths = { 'react/': ['react/jsx-runtime'], 'react-dom/': ['react-dom/client'] };
  // The singletons only. A provided package goes whole into the host's bundle, and of the pure
  // ones that cost every first visit what the host does not use: @portal/ui with all of
  // react-aria-components (61 KB gzip) where the host takes its login form, alerts and modal;
  // all of @portal/contracts (12.7 KB). Bundled, the host keeps what it uses; the remotes share
  // their own copies (the theme crosses copies: ui's theme context is one per page; contracts is
  // pure functions and schemas, two copies hold no state to split).
  return Object.entries(shared)
    .filter(([, s]) => s.singleton)
    .flatMap(([name, s]) =>
      (name.endsWith('/') ? (subpaths[name] ?? []) : [name]).map((provided) => ({
        name: provided,
        version: s.version,
        requiredVersion: s.requiredVersion,
        singleton: true,
      })),
    );
}
