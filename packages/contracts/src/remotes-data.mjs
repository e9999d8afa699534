// The one registry of the portal's apps: the host and every Module Federation remote, with the
// folder it lives in, its `pnpm dev` port and the modules it exposes. Everything else derives
// from it: the runtime config's remote names (config.ts), the server's default manifest URLs and
// dev CORS origins, the webpack factory (packages/build-config), `pnpm start` / `pnpm dev` /
// `pnpm bench`, the lint layers, the jest projects, the test fixtures and the host's typed module
// ids (remotes.ts). Adding a remote = one entry here + its folder.
//
// Plain data in an .mjs file so that Node configs (eslint.config.mjs, jest.config.cjs, scripts/,
// build-config) can import it as it is; TypeScript reads it through remotes.ts, whose types come
// from the `@type {const}` assertions below (allowJs).

/** The shell: no exposes, it consumes the remotes. */
export const HOST = /** @type {const} */ ({ name: 'host', folder: 'host', port: 3000 });

/**
 * The virtual-card remote's card screen for partner pages: a plain script inside each
 * of its releases, which the partner embed loads from the release /config.json names.
 */
export const PARTNER_CARD_SCRIPT = 'partner/v1/card.js';

/**
 * Every remote. `name` is its federation name (the runtime config's `remotes` key and the prefix
 * of its module ids, e.g. 'account/AccountPage'); `exposes` maps each exposed module to its file,
 * `./parcel` being the single-spa lifecycles for a page without the host; `scripts`, the plain
 * scripts beside its container that every release must carry (publish refuses one without them).
 */
export const REMOTES = /** @type {const} */ ([
  {
    name: 'account',
    folder: 'mfe-account',
    port: 3001,
    exposes: {
      './AccountPage': './src/exposes/account-page.tsx',
      './parcel': './src/exposes/parcel.tsx',
    },
  },
  {
    name: 'registration',
    folder: 'mfe-registration',
    port: 3002,
    exposes: {
      './RegistrationPage': './src/exposes/registration-page.tsx',
      './VirtualRegistration': './src/exposes/virtual-registration.tsx',
      './parcel': './src/exposes/parcel.tsx',
    },
  },
  {
    name: 'virtualCard',
    folder: 'mfe-virtual-card',
    port: 3003,
    exposes: {
      './CardInfo': './src/exposes/card-info.tsx',
      './parcel': './src/exposes/parcel.tsx',
    },
    scripts: [PARTNER_CARD_SCRIPT],
  },
  {
    name: 'history',
    folder: 'mfe-history',
    port: 3004,
    exposes: {
      './HistoryPanel': './src/exposes/history-panel.tsx',
      './parcel': './src/exposes/parcel.tsx',
    },
  },
  {
    name: 'support',
    folder: 'mfe-support',
    port: 3005,
    exposes: {
      './ContactPage': './src/exposes/contact-page.tsx',
      './Agreements': './src/exposes/agreements.tsx',
      './parcel': './src/exposes/parcel.tsx',
    },
  },
]);

/** The host and the remotes, host first. */
export const APPS = /** @type {const} */ ([HOST, ...REMOTES]);

/**
 * Where `pnpm start` (the api-server) serves a remote's build: /remotes/<folder>/.
 * @param {string} folder
 * @returns {string}
 */
export function remoteBasePath(folder) {
  return `/remotes/${folder}/`;
}

/**
 * The default manifest URL of a remote in /config.json (same origin as the portal).
 * @param {string} folder
 * @returns {string}
 */
export function defaultManifestUrl(folder) {
  return `${remoteBasePath(folder)}mf-manifest.json`;
}

/**
 * The environment variable that points a remote elsewhere: virtualCard → REMOTE_VIRTUAL_CARD_URL.
 * @param {string} name
 * @returns {string}
 */
export function remoteUrlEnvName(name) {
  return `REMOTE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;
}
