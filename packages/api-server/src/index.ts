export { buildApp, REDACT_PATHS, type BuildAppOptions, type PortalApp } from './app';
export { loadSettings, type Settings } from './config/settings';
export { openDb, openPg, openPglite, migrate, MIGRATIONS, type Db } from './db';
export { deriveKeys, loadKeys, type Keys } from './crypto/keys';
export { seedDemoIfEmpty } from './seed';
