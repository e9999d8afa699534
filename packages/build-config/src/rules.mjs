// The loaders: how a module of each kind (TypeScript, CSS Modules, images and fonts) is built,
// alike in the browser, server-render and standalone builds.
import { createRequire } from 'node:module';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { releaseVersion } from './release.mjs';

const requireHere = createRequire(import.meta.url);
const loader = (name) => requireHere.resolve(name);

/** Images, PDFs and fonts a module imports: files of their own beside the bundle. */
export const ASSET_RULE = { test: /\.(png|svg|jpe?g|webp|pdf|woff2?)$/, type: 'asset/resource' };

/** TypeScript and TSX through swc (no type checking here: `pnpm typecheck` does that). */
export function swcRule(production) {
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
export function cssModulesRule({ name, dir, production, extract, classNamesOnly = false }) {
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
