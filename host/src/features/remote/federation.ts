// Runtime federation (ARCHITECTURE.md §3): remote locations come from /config.json and are
// registered with the Module Federation runtime the webpack plugin created for the host
// (shareStrategy 'loaded-first' is set there, so one offline remote cannot stall start-up).
// Each route then loads its remote lazily with loadRemote.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@portal/contracts/config';
import type {
  AccountPageProps,
  AgreementsProps,
  CardInfoProps,
  ContactPageProps,
  HistoryPanelProps,
  RegistrationPageProps,
  VirtualRegistrationProps,
  AgreementModalProps,
} from '@portal/contracts/props';

/** Every module the host renders, with its props (packages/contracts/src/props.ts). */
export interface RemoteModules {
  'account/AccountPage': AccountPageProps;
  'history/HistoryPanel': HistoryPanelProps;
  'registration/RegistrationPage': RegistrationPageProps;
  'registration/VirtualRegistration': VirtualRegistrationProps;
  'virtualCard/CardInfo': CardInfoProps;
  'virtualCard/AgreementModal': AgreementModalProps;
  'support/ContactPage': ContactPageProps;
  'support/Agreements': AgreementsProps;
}
export type RemoteModuleId = keyof RemoteModules;

let registered: { name: RemoteName; entry: string }[] = [];

/** Logs which remote failed and why; returning nothing lets the error reach the area's boundary. */
const reportRemoteErrors: ModuleFederationRuntimePlugin = {
  name: 'portal-report-remote-errors',
  errorLoadRemote({ id, error, lifecycle }) {
    console.warn(`[federation] ${String(id)} failed at ${String(lifecycle)}:`, error);
    return undefined;
  },
};

/** Register every remote of the runtime config (absolute URLs: manifests may live on other origins). */
export function initFederation(
  remotes: Partial<Record<RemoteName, string>>,
  base = window.location.href,
): void {
  registered = Object.entries(remotes).map(([name, entry]) => ({
    name: name as RemoteName,
    entry: new URL(entry, base).href,
  }));
  registerPlugins([reportRemoteErrors]);
  registerRemotes(registered);
}

/**
 * Forget a remote's failed state so the next load fetches its manifest and entry again
 * (the runtime keeps a loaded container; after a failure we want a clean slate).
 */
export function resetRemote(id: RemoteModuleId): void {
  const name = id.split('/')[0];
  const remote = registered.find((r) => r.name === name);
  if (remote) registerRemotes([remote], { force: true });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Load one exposed component; one quiet retry absorbs a transient network error. Its props
 * are checked where it is rendered (RemoteArea, keyed by RemoteModules).
 */
export async function loadRemoteComponent(id: RemoteModuleId): Promise<{ default: ComponentType<never> }> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const mod = await loadRemote<{ default?: ComponentType<never> }>(id);
      if (mod?.default) return { default: mod.default };
      lastError = new Error(`${id} has no default export`);
    } catch (error) {
      lastError = error;
    }
    if (attempt === 0) await wait(400);
  }
  throw lastError instanceof Error ? lastError : new Error(`${id} could not be loaded`);
}
