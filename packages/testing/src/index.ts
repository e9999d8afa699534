// Test support shared by the apps' and packages' unit tests (never imported by product code).
// The real api-server in-process is '@portal/testing/api-server' (it loads Fastify and PGlite).
export * from './fixtures';
export * from './session';
export * from '@portal/test-server';
export * from './serve-test-api';
export * from './harness';
