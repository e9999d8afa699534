// The server-render build of an app: a Node bundle beside its browser build, which the api-server
// calls to render a page's first paint.
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { HOST } from '@portal/contracts/remotes-data';
import { outputDir } from './output.mjs';
import { releaseOf } from './release.mjs';
import { ASSET_RULE, cssModulesRule, swcRule } from './rules.mjs';

/** A remote's server-render bundle, inside its build (never served as files). */
export const SSR_DIR = 'ssr';

/**
 * The server-render bundle of an app (the HTML carries the first paint), for Node: render.cjs,
 * which the api-server calls per page request, and render.css, which it inlines. No Module Federation:
 * the shared packages are bundled.
 * - the host's (the shell and its own pages) goes to dist-ssr/, beside dist/;
 * - a remote's (the static render of its public pages, composed into the host's page by the server)
 *   goes to ssr/ inside its build, so that it travels with the release folder `pnpm release` writes;
 *   the server never serves ssr/ as files (hosting/static.ts, releases/serve.ts).
 */
export function serverRenderConfig({ name, dir, entry, production }) {
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
