// Public surface of @portal/contracts. Prefer the subpath exports (./api, ./rules, …).
export * from './api';
export * from './rules';
export * from './helpers';
export * from './messages';
export * from './config';
export type * from './props';
export * from './operations';
