// The plain scripts built beside an app, outside Module Federation: a remote's federation runtime
// for its standalone dev page and the virtual-card remote's partner scripts.
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { compressionPlugins } from './compression.mjs';
import { browserOptimization } from './minimize.mjs';
import { outputDir } from './output.mjs';
import { ASSET_RULE, cssModulesRule, swcRule } from './rules.mjs';

const PROVIDE_RUNTIME = fileURLToPath(new URL('./provide-runtime.mjs', import.meta.url));

/**
 * Plain scripts built beside an app, outside Module Federation, for pages that have no host: the
 * federation runtime of a remote's standalone dev page (mf-runtime.js, provide-runtime.mjs) and
 * the virtual-card remote's partner embed, the card's frame and the card it mounts. One file each,
 * no shared scope: each brings what it imports (the card its own React, the one the portal runs).
 */
export function standaloneConfig({ name, dir, entries, production }) {
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
    ...(production ? { optimization: browserOptimization() } : {}),
    performance: { hints: false },
  };
}
