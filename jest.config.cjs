// One jest configuration for the whole workspace: swc transform, jsdom for browser code,
// node for the server; ESM-only packages (ky, jose, …) are transformed too.
const transform = {
  '^.+\\.(t|j|mj)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};
// pnpm nests packages as node_modules/.pnpm/<name@ver>/node_modules/<name>
const transformIgnorePatterns = [
  '/node_modules/(?!(\\.pnpm|ky|jose|altcha-lib|valibot|@internationalized|content-disposition|cookie)/)',
];
const base = {
  transform,
  transformIgnorePatterns,
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/css-module.cjs' },
};

const browser = [
  'packages/session-store',
  'packages/api-client',
  'packages/ui',
  'host',
  'mfe-account',
  'mfe-registration',
  'mfe-virtual-card',
  'mfe-history',
  'mfe-support',
];

module.exports = {
  testTimeout: 20000,
  projects: [
    { ...base, displayName: 'contracts', testEnvironment: 'node', roots: ['<rootDir>/packages/contracts'] },
    { ...base, displayName: 'legal', testEnvironment: 'node', roots: ['<rootDir>/packages/legal'] },
    { ...base, displayName: 'api-server', testEnvironment: 'node', roots: ['<rootDir>/packages/api-server'] },
    ...browser.map((dir) => ({
      ...base,
      displayName: dir.replace('packages/', ''),
      testEnvironment: '<rootDir>/jest/jsdom-env.cjs',
      setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.cjs'],
      roots: [`<rootDir>/${dir}`],
    })),
  ],
};
