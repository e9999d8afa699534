// The host's mf-manifest.json. The host is built without the federation plugin
// (docs/decisions/0001-host-without-federation-plugin.md), so this plugin writes the manifest the
// plugin would: the release checks and the size budgets read it.
import webpack from 'webpack';
import { HOST } from '@portal/contracts/remotes-data';

/**
 * The host's mf-manifest.json, written without the federation plugin: what the release checks
 * read of it (the shared modules it provides, metaData.portal), and `initial`, the scripts a page
 * runs before its first render (main.js and the chunks of its bootstrap), which the size budgets
 * measure.
 */
export class HostManifestPlugin {
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
