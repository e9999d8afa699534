// The one webpack + Module Federation config factory for the host and every remote
// (docs/architecture.md). Each app's webpack.config.mjs calls createAppConfig with a few lines.
// Here the app's browser build and the composition of its builds; the pieces are files of their
// own: shared-modules.mjs (what the apps share, what the host provides), host-manifest.mjs,
// remote-container.mjs (the federation plugin), rules.mjs (loaders), server-render.mjs,
// standalone.mjs (the partner scripts, a remote's runtime), compression.mjs, output.mjs and
// release.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { APPS as REGISTRY_APPS, HOST } from '@portal/contracts/remotes-data';
import { compressionPlugins } from './compression.mjs';
import { HostManifestPlugin } from './host-manifest.mjs';
import { outputDir } from './output.mjs';
import { portalMetaData, releaseOf, releaseVersion } from './release.mjs';
import { remoteFederationPlugin } from './remote-container.mjs';
import { ASSET_RULE, cssModulesRule, swcRule } from './rules.mjs';
import { SSR_DIR, serverRenderConfig } from './server-render.mjs';
import { hostProvides, sharedModules, versionOf } from './shared-modules.mjs';
import { browserOptimization } from './minimize.mjs';
import { standaloneConfig } from './standalone.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The apps by federation name (host, account, …) with their folder and dev port, so `pnpm dev`
 * serves each on its own origin as deployed; from the one app registry (packages/contracts).
 */
const APPS = Object.fromEntries(
  REGISTRY_APPS.map((app) => [app.name, { port: app.port, dir: app.folder, exposes: app.exposes ?? {} }]),
);

/**
 * The pages a remote declares in its own src/pages.json (contracts DeclaredPage, plus `module`: the
 * file its expose builds from): each page's expose joins the container's, and the pages, without
 * `module`, go into its manifest (metaData.portal.pages), which the server reads at publish and
 * serves in /config.json. A new page is a change inside the remote's folder only.
 * @param {string} dir
 * @returns {{ exposes: Record<string, string>, pages: object[] }}
 */
function declaredPages(dir) {
  const file = path.join(dir, 'src', 'pages.json');
  if (!existsSync(file)) return { exposes: {}, pages: [] };
  const declared = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(declared)) throw new Error(`${file}: expected an array of pages`);
  const exposes = {};
  const pages = declared.map(({ module, ...page }) => {
    if (typeof module !== 'string' || typeof page.expose !== 'string')
      throw new Error(`${file}: each page names its expose and the module it builds from`);
    exposes[page.expose] = module;
    return page;
  });
  return { exposes, pages };
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
  const pages = declaredPages(dir);
  const exposes = { ...registered.exposes, ...pages.exposes };
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // a remote's own page (its standalone dev page) has no host to provide the federation runtime:
    // dist/mf-runtime.js does, before main.js
    const bundles = name === HOST.name ? standaloneBundles : { 'mf-runtime': null, ...standaloneBundles };
    const scripts = Object.keys(bundles ?? {}).map((out) => `${out}.js`);
    const app = appConfig({ name, dir, exposes, title, production, scripts, pages: pages.pages });
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

function appConfig({ name, dir, exposes, title, production, scripts, pages }) {
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
    pages,
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
    ...(production ? { optimization: browserOptimization() } : {}),
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
