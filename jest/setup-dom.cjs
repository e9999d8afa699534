require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 5 s (not 1 s): on a loaded 2-core CI machine, with the real api-server
// answering in a child process, a first render can take longer than a second; a test that waits
// for something that never comes still fails, only later
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// every app's words in English before a test renders (packages/contracts/src/i18n.ts): the
// catalogues the test file's imports defined; a test of another language sets and loads its own
// (jest's beforeAll: a global of the test file this setup runs in)
globalThis.beforeAll(() => require('@portal/contracts/i18n').loadAllTexts('en'));
