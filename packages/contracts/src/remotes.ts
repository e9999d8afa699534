// The app registry (remotes-data.mjs) with its types: the one list of the host and the remotes.
// The data lives in a plain .mjs file so that Node configs read it too; its literal types reach
// TypeScript here, so a remote's name and module ids are checked wherever they are used.
import {
  APPS as APP_LIST,
  HOST as HOST_APP,
  REMOTES as REMOTE_LIST,
  defaultManifestUrl,
  remoteBasePath,
  remoteUrlEnvName,
} from './remotes-data.mjs';

/** One remote of the registry, with its literal name, folder, port and exposes. */
export type Remote = (typeof REMOTE_LIST)[number];
/** A remote's federation name: the runtime config's `remotes` key, the prefix of its module ids. */
export type RemoteName = Remote['name'];
/** Any app of the registry: the host or a remote. */
export type App = (typeof APP_LIST)[number];

/** Every remote: federation name, folder (e.g. 'mfe-account'), dev port, exposed modules → files. */
export const REMOTES: readonly Remote[] = REMOTE_LIST;
/** The shell: folder and dev port. */
export const HOST: typeof HOST_APP = HOST_APP;
/** The host and every remote, host first. */
export const APPS: readonly App[] = APP_LIST;

/** The remotes' federation names, in registry order. */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_LIST.map((r) => r.name);

/** Module id of each expose of `R` but ./parcel: 'account/AccountPage', 'support/Agreements', … */
type ModuleIdsOf<R> = R extends { readonly name: infer N extends string; readonly exposes: infer E }
  ? {
      [K in keyof E]: K extends `./${infer M}` ? (M extends 'parcel' ? never : `${N}/${M}`) : never;
    }[keyof E]
  : never;

/**
 * The id of every module the host may render (`loadRemote(id)`), derived from the registry's
 * exposes. ./parcel is left out: it is for pages without the host.
 */
export type RemoteModuleId = ModuleIdsOf<Remote>;

/** The id of a remote's single-spa lifecycles, e.g. 'virtualCard/parcel'. */
export type RemoteParcelId = `${RemoteName}/parcel`;

/** The registry entry of a remote, by federation name. */
export function remoteByName(name: RemoteName): Remote {
  const remote = REMOTE_LIST.find((r) => r.name === name);
  if (!remote) throw new Error(`No remote named ${name} in the registry`);
  return remote;
}

/** The remote name of a module id: 'account/AccountPage' → 'account'. */
export function remoteOfModule(id: RemoteModuleId | RemoteParcelId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** remote name → its default manifest URL (/remotes/<folder>/mf-manifest.json), as `pnpm start` serves it. */
export function defaultRemoteManifests(): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_LIST.map((r) => [r.name, defaultManifestUrl(r.folder)])) as Record<
    RemoteName,
    string
  >;
}

export { defaultManifestUrl, remoteBasePath, remoteUrlEnvName };
