// The host's Module Federation runtime, in a chunk of its own that is downloaded and
// started when a page first needs a remote (a remote's route, a prefetch while the cardholder
// types), never on a page the host renders alone: a first visit to / neither downloads the
// runtime (~26 KB gzip) nor runs it, nor negotiates its own React through a share scope.
// The host is built without the federation plugin (packages/build-config): its React, router and
// stores are its own modules, and this file hands exactly those instances to the remotes as the
// shared singletons, with the versions of the build (__PORTAL_HOST_SHARED__, the host's
// mf-manifest.json lists the same for the release checks).
import { createInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// the remotes' entries are built without the runtime core and read it from a global: provide it
import '@portal/build-config/provide-runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Router from '@portal/router';
import * as Zustand from 'zustand';
import * as SessionStore from '@portal/session-store';
import * as ApiClient from '@portal/api-client';

/** What the build provides (packages/build-config hostProvides): name, version, requiredVersion. */
export interface ProvidedShare {
  name: string;
  version: string;
  requiredVersion: string;
}

declare const __PORTAL_HOST_SHARED__: ProvidedShare[] | undefined;

/** The host's own instance of each module it provides, by share key. */
const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  '@portal/router': Router,
  zustand: Zustand,
  '@portal/session-store': SessionStore,
  '@portal/api-client': ApiClient,
};

/** The build's list: a module it names that this file does not hold fails here, not in a remote. */
export function providedShared(
  provides: readonly ProvidedShare[] = typeof __PORTAL_HOST_SHARED__ === 'undefined'
    ? []
    : __PORTAL_HOST_SHARED__,
) {
  return Object.fromEntries(
    provides.map(({ name, version, requiredVersion }) => {
      const lib = MODULES[name];
      if (!lib)
        throw new Error(`The host's build provides ${name}, which federation-runtime.ts does not hold`);
      return [name, { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion } }];
    }),
  );
}

/** The runtime with the remotes known so far; later ones are registered on the instance. */
export function createHostFederation(
  remotes: { name: string; entry: string }[],
  plugins: ModuleFederationRuntimePlugin[],
): ModuleFederation {
  return createInstance({
    name: 'host',
    remotes,
    shared: providedShared(),
    // one offline remote cannot stall the others' loading
    shareStrategy: 'loaded-first',
    plugins,
  });
}
