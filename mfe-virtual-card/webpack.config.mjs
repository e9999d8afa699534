import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@portal/build-config';

const dir = import.meta.dirname;

const app = createAppConfig({
  name: 'virtualCard',
  dir,
  exposes: {
    './CardInfo': './src/exposes/card-info.tsx',
    './AgreementModal': './src/exposes/agreement-modal.tsx',
    './parcel': './src/exposes/parcel.tsx',
  },
});

// the shared factory's loaders live with it
const requireBuild = createRequire(fileURLToPath(import.meta.resolve('@portal/build-config')));
const webpack = requireBuild('webpack');

/**
 * dist/partner/partner-embed.js: the script a partner page includes to mount ./parcel (see
 * src/partner/partner-embed.ts). A plain bundle beside the remote, served with it under
 * /remotes/mfe-virtual-card/partner/ (open CORS).
 */
function partnerEmbed(production) {
  return {
    name: 'partner-embed',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { 'partner-embed': './src/partner/partner-embed.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist/partner'),
      filename: '[name].js',
      uniqueName: 'portal_partner_embed',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?ts$/,
          exclude: /node_modules/,
          use: {
            loader: requireBuild.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    // one file for the partner to include
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  };
}

export default (env, argv) => {
  const config = app(env, argv);
  // the remote's build must not wipe the embed built beside it
  config.output.clean = { keep: /^partner[\\/]/ };
  return [config, partnerEmbed(argv.mode !== 'development')];
};
