// One jest configuration for the whole workspace: swc transform, jsdom for browser code,
// node for the server; ESM-only packages (ky, jose, preact, …) are transformed too.
const transform = {
  '^.+\\.(t|j|mj)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};
// pnpm nests packages as node_modules/.pnpm/<name@ver>/node_modules/<name>
const transformIgnorePatterns = [
  '/node_modules/(?!(\\.pnpm|ky|jose|altcha-lib|valibot|@internationalized|content-disposition|cookie|preact)/)',
];
const base = {
  transform,
  transformIgnorePatterns,
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/css-module.cjs' },
};

/** The browser-side packages; the apps (host and remotes) come from the app registry. */
const browserPackages = [
  'packages/session-store',
  'packages/api-client',
  'packages/ui',
  'packages/remote-kit',
];

// async: the registry is an ES module (packages/contracts/src/remotes-data.mjs)
module.exports = async () => {
  const { APPS } = await import('@portal/contracts/remotes-data');
  return config([...browserPackages, ...APPS.map((app) => app.folder)]);
};

const config = (browser) => ({
  testTimeout: 20000,
  projects: [
    { ...base, displayName: 'contracts', testEnvironment: 'node', roots: ['<rootDir>/packages/contracts'] },
    { ...base, displayName: 'legal', testEnvironment: 'node', roots: ['<rootDir>/packages/legal'] },
    // the repository's own rules: its docs' links, its comments, its commit messages
    { ...base, displayName: 'repo', testEnvironment: 'node', roots: ['<rootDir>/scripts'] },
    {
      ...base,
      displayName: 'build-config',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/build-config'],
    },
    { ...base, displayName: 'api-server', testEnvironment: 'node', roots: ['<rootDir>/packages/api-server'] },
    ...browser.map((dir) => ({
      ...base,
      displayName: dir.replace('packages/', ''),
      testEnvironment: '<rootDir>/jest/jsdom-env.cjs',
      setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.cjs'],
      roots: [`<rootDir>/${dir}`],
    })),
  ],
});
