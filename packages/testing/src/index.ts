// Test support shared by the apps' and packages' unit tests (never imported by product code).
export * from './fixtures';
export * from './gate';
export * from './session';
export * from './http-server';
export * from './harness';
export * from './api-server';
