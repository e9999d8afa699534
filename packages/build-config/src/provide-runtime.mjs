// The Module Federation runtime, once per page. Remotes are built with
// `experiments.externalRuntime`: their entries leave out @module-federation/runtime-core and read
// it from the global `_FEDERATION_RUNTIME_CORE`. The host provides it (its federation chunk,
// host/src/federation/federation-runtime.ts, imports this module); a remote's standalone
// dev page, which has no host, runs this module first (dist/mf-runtime.js). A partner page runs no
// federation at all (the card comes as one plain script, partner/v1/card.js).
//
// Not the whole package (`import *` would keep all of it, ~33 KB gzip): exactly the names the
// remotes' bundled @module-federation/runtime imports from it, which provide-runtime.test.ts
// checks against the installed package, so an upgrade that needs another name fails there.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

export const RUNTIME_CORE_SUBSET = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

CurrentGlobal._FEDERATION_RUNTIME_CORE ??= RUNTIME_CORE_SUBSET;
