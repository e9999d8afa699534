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
  type RemoteStaticRender,
} from './remotes';
export * from './routes';
export type * from './props';
export * from './operations';
// the operator API's operations are the server's and the CLI's alone: '@portal/contracts/admin-operations'
// (this index is what the browser downloads, shared whole by the apps)
export * from './telemetry';
export * from './partner';
export * from './releases';
export * from './disputes';
