// Public surface of @portal/contracts. Prefer the subpath exports (./api, ./rules, …).
export * from './api';
export * from './rules';
export * from './helpers';
export * from './messages';
export * from './config';
export {
  REMOTES,
  HOST,
  APPS,
  remoteByName,
  remoteOfModule,
  defaultRemoteManifests,
  defaultManifestUrl,
  remoteBasePath,
  remoteUrlEnvName,
  type Remote,
  type App,
  type RemoteModuleId,
  type RemoteParcelId,
} from './remotes';
export * from './routes';
export type * from './props';
export * from './operations';
export * from './admin-operations';
export * from './telemetry';
export * from './partner';
export * from './releases';
