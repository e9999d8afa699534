import { createAppConfig } from '@portal/build-config';

const base = createAppConfig({
  name: 'history',
  dir: import.meta.dirname,
  exposes: {
    './HistoryPanel': './src/exposes/history-panel.tsx',
    './parcel': './src/exposes/parcel.tsx',
  },
});

// The container's global defaults to its federation name, and `window.history` is the
// browser's History object, which a script cannot replace: the entry would load without
// `init` (#RUNTIME-002). The federation name stays 'history'; its global becomes
// 'portal_history', which mf-manifest.json (globalName) tells every consumer.
// TODO(build-config): take a library name option in createAppConfig instead of this patch.
export default (env, argv) => {
  const config = base(env, argv);
  // the factory's own plugin class (its copy of @module-federation/enhanced), rebuilt with a library name
  config.plugins = config.plugins.map((plugin) =>
    plugin.constructor.name === 'ModuleFederationPlugin'
      ? new plugin.constructor({ ...plugin._options, library: { type: 'global', name: 'portal_history' } })
      : plugin,
  );
  return config;
};
