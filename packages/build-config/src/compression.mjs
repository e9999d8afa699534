// The precompressed copies of a production build's files, which the server answers with.
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';

/** gzip and brotli files beside each built asset, for the server's precompressed answers */
export function compressionPlugins() {
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
