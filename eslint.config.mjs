// One lint setup for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['host', 'mfe-account', 'mfe-registration', 'mfe-virtual-card', 'mfe-history', 'mfe-support'];

const otherRemotes = (app) => ({
  group: APPS.filter((a) => a !== app).map((a) => `**/${a}/**`),
  message: 'A remote never imports another remote: compose through the host and slots.',
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
  // A remote never imports another remote's source; a feature never imports another feature
  // (STYLE.md): imports flow packages → features → exposes / app shell.
  ...APPS.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherRemotes(app)] }] },
  })),
  ...APPS.map((app) => ({
    files: [`${app}/src/features/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            otherRemotes(app),
            {
              group: ['../*/*', '../../features/*'],
              message: 'A feature never imports another feature; move shared code to packages/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
