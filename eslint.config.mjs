// One lint setup for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { APPS as REGISTRY } from '@portal/contracts/remotes-data';

/** The host and every remote (the app registry, packages/contracts/src/remotes-data.mjs). */
const APPS = REGISTRY.map((app) => app.folder);

/**
 * The layers of the shared packages (docs/architecture.md#layers-and-what-each-may-import): which other workspace packages each
 * one's code may import. contracts ← session-store ← api-client ← remote-kit ← apps, and ui
 * (components and tokens) on contracts alone; the server and the build read contracts (and the
 * legal texts); test support may use any package. Apps may import every package but the
 * server, the build config and, outside tests, the test support.
 */
const LAYERS = {
  contracts: [],
  legal: [],
  ui: ['contracts'],
  'session-store': ['contracts'],
  'api-client': ['contracts', 'session-store'],
  'remote-kit': ['contracts', 'ui', 'session-store', 'api-client', 'legal'],
  'api-server': ['contracts', 'legal'],
  'build-config': ['contracts'],
  // the real server in-process for the front-end tests (packages/testing/src/api-server.ts)
  testing: ['contracts', 'ui', 'session-store', 'api-client', 'remote-kit', 'legal', 'api-server'],
};
const PACKAGES = Object.keys(LAYERS);
const scoped = (names) => names.flatMap((name) => [`@portal/${name}`, `@portal/${name}/*`]);

/** Test code, relative to a src/ folder. */
const TEST_GLOBS = ['**/*.test.{ts,tsx}', 'test/**', '**/*test-harness*.{ts,tsx}', '**/test-utils.{ts,tsx}'];

const otherRemotes = (app) => ({
  group: APPS.filter((a) => a !== app).flatMap((a) => [`**/${a}/**`, `@portal/${a}`, `@portal/${a}/*`]),
  message: 'A remote never imports another remote: compose through the host and slots.',
});
const notForApps = {
  // but the federation runtime core the host hands its remotes (a browser module built with them)
  regex: '^@portal/(api-server|build-config(?!/provide-runtime$))(/.*)?$',
  message: 'An app runs in the browser: the server and the build config are not its layers.',
};
const noTestSupport = {
  group: scoped(['testing']),
  message: '@portal/testing is for tests only.',
};
const featureIsolation = {
  group: ['../*/*', '../../features/*'],
  message: 'A feature never imports another feature; move shared code to packages/.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'releases/**',
      '**/.data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // No import cycles, within a package or between packages (workspace packages resolve to their
  // source through package.json `exports`); no relative path into another package.
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      // the workspace packages are ours: cycles through them count; real dependencies are skipped
      'import-x/internal-regex': '^@portal/',
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
    },
  },
  // The layers of the shared packages (product code; their tests may use the test support).
  ...PACKAGES.map((name) => ({
    files: [`packages/${name}/**/*.{ts,tsx,mjs}`],
    ignores: [...TEST_GLOBS.map((glob) => `packages/${name}/src/${glob}`), `packages/${name}/test/**`],
    rules: restrict({
      group: scoped(PACKAGES.filter((other) => other !== name && !LAYERS[name].includes(other))),
      message: `@portal/${name} may import ${
        LAYERS[name].length
          ? LAYERS[name].map((n) => `@portal/${n}`).join(', ')
          : 'no other workspace package'
      } (the layers in eslint.config.mjs).`,
    }),
  })),
  // A remote never imports another remote's source; a feature never imports another feature
  // (docs/architecture.md#conventions): imports flow packages → features → exposes / app shell.
  ...APPS.flatMap((app) => [
    { files: [`${app}/src/**/*.{ts,tsx}`], rules: restrict(otherRemotes(app), notForApps, noTestSupport) },
    {
      files: [`${app}/src/features/**/*.{ts,tsx}`],
      rules: restrict(otherRemotes(app), notForApps, noTestSupport, featureIsolation),
    },
    { files: TEST_GLOBS.map((glob) => `${app}/src/${glob}`), rules: restrict(otherRemotes(app), notForApps) },
    {
      files: TEST_GLOBS.map((glob) => `${app}/src/features/${glob}`),
      rules: restrict(otherRemotes(app), notForApps, featureIsolation),
    },
  ]),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
