// A remote's Module Federation container: the federation plugin with the options every remote
// builds with (its global's name, the external runtime, the manifest's metaData.portal).
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

/** A remote's container: its exposes and shared modules, its manifest with metaData.portal. */
export function remoteFederationPlugin({ name, exposes, shared, portal }) {
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
