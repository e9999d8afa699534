// Public surface of @portal/contracts. Prefer the subpath exports (./api, ./rules, …).
export * from './api';
export * from './rules';
export * from './form-errors';
export * from './digits';
export * from './card-number';
export * from './phone';
export * from './zip-code';
export * from './calendar';
export * from './time-zone';
export * from './age';
export * from './history-range';
export * from './card-status';
export * from './money';
export * from './base64-param';
export * from './messages';
export * from './holder-refusal';
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
export * from './telemetry';
export * from './partner';
export * from './releases';
export * from './disputes';
export * from './replacement';
