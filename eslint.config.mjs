// One lint setup for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import cycles from './scripts/eslint-no-cycle.mjs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
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
/**
 * The folders of an app's src/ and which may import which (docs/architecture.md#conventions):
 * packages → shared/ → features/<feature>/ → app/ and exposes/. Checked on the resolved file, so a
 * relative path of any depth and a `#shared/*` or `#test/*` alias are caught alike.
 */
const appZones = (app) => {
  const src = `${app}/src`;
  const features = readdirSync(path.join(import.meta.dirname, src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: "A feature never imports another feature: what two features need goes to the app's shared/.",
    })),
    {
      target: `${src}/features`,
      from: [`${src}/app`, `${src}/exposes`],
      message: 'A feature never imports app/ or exposes/: they compose features.',
    },
    {
      target: `${src}/shared`,
      from: [`${src}/features`, `${src}/app`, `${src}/exposes`],
      message: 'shared/ never imports features/, app/ or exposes/: features build on it.',
    },
  ];
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
    plugins: { 'import-x': importX, cycles },
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
      // import-x's no-cycle, type imports included (scripts/eslint-no-cycle.mjs)
      'cycles/no-cycle': ['error', { ignoreExternal: true }],
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
  // A remote never imports another remote's source; inside an app, the zones of appZones.
  ...APPS.flatMap((app) => [
    {
      files: [`${app}/src/**/*.{ts,tsx}`],
      rules: {
        ...restrict(otherRemotes(app), notForApps, noTestSupport),
        'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: appZones(app) }],
      },
    },
    { files: TEST_GLOBS.map((glob) => `${app}/src/${glob}`), rules: restrict(otherRemotes(app), notForApps) },
  ]),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
