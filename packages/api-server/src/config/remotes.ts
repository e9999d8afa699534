// The remotes as the server sees them: the folder whose dist/ it serves for each, and the manifest
// URL each is loaded from (REMOTE_<NAME>_URL, else the registry's default), both from the app registry.
import { REMOTES, defaultManifestUrl, remoteUrlEnvName, type RemoteName } from '@portal/contracts';

/** remote name → its folder, whose dist/ is served under /remotes/<folder>/ (the app registry). */
export const REMOTE_DIRS = Object.fromEntries(REMOTES.map((r) => [r.name, r.folder])) as Record<
  RemoteName,
  string
>;

/** remote name → the mf-manifest.json URL the host loads it from. */
export function remoteManifestUrls(env: NodeJS.ProcessEnv): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTES.map(({ name, folder }) => [name, env[remoteUrlEnvName(name)] || defaultManifestUrl(folder)]),
  ) as Record<RemoteName, string>;
}
