// The one webpack + Module Federation config factory for the host and every remote
// (docs/architecture.md). Each app's webpack.config.mjs calls createAppConfig with a few lines.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { APPS as REGISTRY_APPS, HOST } from '@portal/contracts/remotes-data';
import { portalMetaData, releaseVersion } from './release.mjs';

const requireHere = createRequire(import.meta.url);
const loader = (name) => requireHere.resolve(name);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PROVIDE_RUNTIME = fileURLToPath(new URL('./provide-runtime.mjs', import.meta.url));

/**
 * The apps by federation name (host, account, …) with their folder and dev port, so `pnpm dev`
 * serves each on its own origin as deployed; from the one app registry (packages/contracts).
 */
export const APPS = Object.fromEntries(
  REGISTRY_APPS.map((app) => [app.name, { port: app.port, dir: app.folder, exposes: app.exposes ?? {} }]),
);

function versionOf(appDir, pkg) {
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
 * started from host/src/features/remote/federation-runtime.ts when a page first needs a remote,
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

/**
 * The host's mf-manifest.json, written without the federation plugin: what the release checks
 * read of it (the shared modules it provides, metaData.portal), and `initial`, the scripts a page
 * runs before its first render (main.js and the chunks of its bootstrap), which the size budgets
 * measure.
 */
class HostManifestPlugin {
  constructor({ provides, portal }) {
    this.provides = provides;
    this.portal = portal;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const initial = new Set();
          for (const name of ['main', 'bootstrap'])
            for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? [])
              for (const file of chunk.files) if (file.endsWith('.js')) initial.add(file);
          const manifest = {
            id: HOST.name,
            name: HOST.name,
            metaData: { name: HOST.name, portal: this.portal },
            shared: this.provides,
            remotes: [],
            exposes: [],
            initial: [...initial],
          };
          compilation.emitAsset(
            'mf-manifest.json',
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** A remote's container: its exposes and shared modules, its manifest with metaData.portal. */
function remoteFederationPlugin({ name, exposes, shared, portal }) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    // The container's global defaults to its name, and names such as `history` collide with
    // browser globals (window.history cannot be replaced) or a partner page's own variables:
    // every container gets a prefixed global, which mf-manifest.json (globalName) announces.
    library: { type: 'global', name: `portal_${name}` },
    exposes,
    shared,
    shareStrategy: 'loaded-first',
    // the federation runtime is downloaded once per page: the host provides it on a
    // global and the remotes' entries leave it out (about 18 KB gzip each); pages without the
    // host (a remote's standalone dev page) run dist/mf-runtime.js first (provide-runtime.mjs)
    experiments: { externalRuntime: true },
    manifest: {
      fileName: 'mf-manifest.json',
      additionalData: ({ stats }) => {
        stats.metaData.portal = portal;
        return stats;
      },
    },
    dts: false,
  });
}

/** Images, PDFs and fonts a module imports: files of their own beside the bundle. */
const ASSET_RULE = { test: /\.(png|svg|jpe?g|webp|pdf|woff2?)$/, type: 'asset/resource' };

/** TypeScript and TSX through swc (no type checking here: `pnpm typecheck` does that). */
function swcRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: loader('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * CSS Modules with scoped class names (remotes cannot restyle each other or a partner page). The
 * browser build injects them (style-loader); the server-render build extracts them into one file
 * the server inlines in the page. Both name a class alike, so the server's HTML and the browser's
 * styles agree.
 * `classNamesOnly`: the host's production browser build. Every page of it is served with the CSS
 * of all the host's modules inlined (its server-render bundle reaches them all, lazy ones too), so
 * its JS carries only the class names: injecting the same CSS again cost a phone a style
 * recalculation per module on the first run, and the bytes.
 */
function cssModulesRule({ name, dir, production, extract, classNamesOnly = false }) {
  return {
    test: /\.module\.css$/,
    use: [
      ...(classNamesOnly ? [] : [extract ? MiniCssExtractPlugin.loader : loader('style-loader')]),
      {
        loader: loader('css-loader'),
        options: {
          // inline CSS source maps would ship inside the production JS (style-loader)
          sourceMap: !production,
          modules: {
            exportOnlyLocals: classNamesOnly,
            localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[name]_[local]`,
            // two releases of a remote in one page keep their own class names
            localIdentHashSalt: releaseVersion(dir),
            namedExport: false,
            exportLocalsConvention: 'as-is',
          },
        },
      },
    ],
  };
}

/**
 * The server-render bundle of an app (the HTML carries the first paint), for Node: render.cjs,
 * which the api-server calls per page request, and render.css, which it inlines. No Module Federation:
 * the shared packages are bundled.
 * - the host's (the shell and its own pages) goes to dist-ssr/, beside dist/;
 * - a remote's (the static render of its public pages, composed into the host's page by the server)
 *   goes to ssr/ inside its build, so that it travels with the release folder `pnpm release` writes;
 *   the server never serves ssr/ as files (hosting/static.ts, releases/serve.ts).
 */
function serverRenderConfig({ name, dir, entry, production }) {
  return {
    name: `${name}-server-render`,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { render: entry },
    target: 'node20',
    devtool: false,
    output: {
      path: name === HOST.name ? path.join(dir, 'dist-ssr') : path.join(outputDir(dir), SSR_DIR),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(production),
        cssModulesRule({ name, dir, production, extract: true }),
        { ...ASSET_RULE, generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __PORTAL_RELEASE__: JSON.stringify(releaseOf(name, dir)) }),
      new MiniCssExtractPlugin({ filename: '[name].css' }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * Plain scripts built beside an app, outside Module Federation, for pages that have no host: the
 * federation runtime of a remote's standalone dev page (mf-runtime.js, provide-runtime.mjs) and
 * the virtual-card remote's partner embed, the card's frame and the card it mounts. One file each,
 * no shared scope: each brings what it imports (the card its own React, the one the portal runs).
 */
function standaloneConfig({ name, dir, entries, production }) {
  return {
    name: `${name}-standalone`,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: Object.fromEntries(Object.entries(entries).map(([out, file]) => [out, file ?? PROVIDE_RUNTIME])),
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: outputDir(dir),
      filename: '[name].js',
      uniqueName: `portal_${name}_standalone`,
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    },
    module: {
      rules: [
        swcRule(production),
        // the card's CSS Modules, injected by the script itself (a partner page links no stylesheet)
        cssModulesRule({ name, dir, production, extract: false }),
        ASSET_RULE,
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // served precompressed like the app's own files (the partner embed is on every partner page)
      ...(production ? compressionPlugins() : []),
    ],
    performance: { hints: false },
  };
}

/** gzip and brotli files beside each built asset, for the server's precompressed answers */
function compressionPlugins() {
  return [
    new CompressionPlugin({ test: /\.(js|css|html|svg|json)$/, algorithm: 'gzip', threshold: 1024 }),
    new CompressionPlugin({
      test: /\.(js|css|html|svg|json)$/,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
    }),
  ];
}

/**
 * @param {object} o
 * @param {string} o.name        federation name, one of the app registry (packages/contracts/src/remotes-data.mjs),
 *                               whose entry gives the dev port and the exposed modules
 * @param {string} o.dir         the app's directory (import.meta.dirname of its webpack config)
 * @param {string} [o.title]     title of the standalone page
 * @param {Record<string,string>} [o.standaloneBundles]  output name (e.g. 'partner/v1/partner-embed') → entry file
 * @param {string} [o.serverRender]  entry of the server-render bundle (the host's ./src/server-render.tsx,
 *                               a remote's static render of its public pages)
 */
export function createAppConfig({ name, dir, title = 'Cardholder portal', standaloneBundles, serverRender }) {
  const registered = APPS[name];
  if (!registered)
    throw new Error(`${name} is not in the app registry (packages/contracts/src/remotes-data.mjs)`);
  const { exposes } = registered;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // a remote's own page (its standalone dev page) has no host to provide the federation runtime:
    // dist/mf-runtime.js does, before main.js
    const bundles = name === HOST.name ? standaloneBundles : { 'mf-runtime': null, ...standaloneBundles };
    const scripts = Object.keys(bundles ?? {}).map((out) => `${out}.js`);
    const app = appConfig({ name, dir, exposes, title, production, scripts });
    // the dev server serves the browser build only (the page renders in the browser there)
    const ssr =
      serverRender && production ? [serverRenderConfig({ name, dir, entry: serverRender, production })] : [];
    if (!bundles) return ssr.length > 0 ? [app, ...ssr] : app;
    // the app's clean step must not wipe the standalone bundles or a remote's ssr/ built beside it
    const kept = [...Object.keys(bundles), ...(name === HOST.name ? [] : [`${SSR_DIR}/`])];
    const keep = new RegExp(`^(${kept.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
    app.output.clean = { keep };
    return [app, standaloneConfig({ name, dir, entries: bundles, production }), ...ssr];
  };
}

/** A remote's server-render bundle, inside its build (never served as files). */
export const SSR_DIR = 'ssr';

function releaseOf(name, dir) {
  if (process.env.PORTAL_RELEASE) return process.env.PORTAL_RELEASE;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return `${name}@${version}`;
}

/** Where a build goes: the app's dist/, or the release folder `pnpm release` gives (PORTAL_OUTPUT_DIR). */
function outputDir(dir) {
  return process.env.PORTAL_OUTPUT_DIR ? path.resolve(process.env.PORTAL_OUTPUT_DIR) : path.join(dir, 'dist');
}

function appConfig({ name, dir, exposes, title, production, scripts }) {
  const { port } = APPS[name];
  const host = name === HOST.name;
  const shared = sharedModules(dir);
  const provides = host ? hostProvides(shared) : null;
  // what the manifest states for the portal's release checks (release.mjs)
  const portal = portalMetaData({
    dir,
    exposes,
    shared,
    contractsVersion: versionOf(dir, '@portal/contracts'),
    scripts,
  });
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    // production maps are written beside the bundles for the team (error reports are mapped with
    // them) but not referenced from the bundles, and the server does not serve them (hosting/static.ts)
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir(dir),
      // entry names stay stable (the MF runtime rejects a hashed entry); chunks are hashed
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: 'auto',
      // one chunk-loading global per release: a host that switches a remote from one release to
      // another loads both into one page, and a shared global would hand the second the first's
      // chunks (same chunk ids, other modules)
      uniqueName: `portal_${name}_${releaseVersion(dir).replace(/[^A-Za-z0-9_]/g, '_')}`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(production),
        cssModulesRule({ name, dir, production, extract: false, classNamesOnly: host && production }),
        ASSET_RULE,
      ],
    },
    plugins: [
      // the release a browser's failure report names (PORTAL_RELEASE at build, else name@version)
      new webpack.DefinePlugin({
        __PORTAL_RELEASE__: JSON.stringify(releaseOf(name, dir)),
        ...(provides ? { __PORTAL_HOST_SHARED__: JSON.stringify(provides) } : {}),
      }),
      ...(provides
        ? [new HostManifestPlugin({ provides, portal })]
        : [remoteFederationPlugin({ name, exposes, shared, portal })]),
      new HtmlWebpackPlugin({
        template: path.join(repoRoot, 'packages/build-config/src/index.html'),
        title,
        chunks: ['main'],
        // the host's page is served for every route (SPA fallback): its script must not be
        // relative to a deep path like /no/such/page; remotes keep 'auto' (served under /remotes/<dir>/)
        ...(host ? { publicPath: '/' } : { runtimeScript: 'mf-runtime.js' }),
      }),
      ...(production ? compressionPlugins() : []),
    ],
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      // remotes are fetched cross-origin by the host (mf-manifest.json, chunks)
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          // /assets: the programme's carousel card images, served by the api-server
          context: ['/api', '/config.json', '/healthz', '/assets'],
          target: process.env.PORTAL_URL ?? 'http://localhost:8080',
        },
      ],
      client: { overlay: false },
    },
  };
}
