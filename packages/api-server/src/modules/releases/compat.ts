// Whether a release fits the host that will load it, read from the two manifests before anyone
// sees it: every shared singleton it needs is provided by the host in a satisfying version (one
// instance or the session splits: docs/architecture.md#how-remotes-are-found-loaded-and-released),
// it was built against the host's contracts major, and it exposes every module the portal renders
// (the app registry's exposes).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteByName, satisfiesRange, type ReleaseManifest, type RemoteName } from '@portal/contracts';
import { findRepoRoot } from '../../config/repo-root';
import { ApiFailure } from '../../errors';

/** What the running host provides: each shared package's version, and its contracts version. */
export interface HostProfile {
  shared: Record<string, string>;
  contractsVersion: string;
  contractsMajor: number;
  /** where it was read: the host build's manifest, or the checkout's installed packages */
  from: string;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The host's profile: from its build (`<APPS_ROOT>/host/dist/mf-manifest.json`: the shared
 * versions it provides, metaData.portal.contracts), else from the checkout's host folder (its
 * installed dependencies), as a server without a host build (tests, an API-only replica) has it.
 */
export function hostProfile(appsRoot: string | undefined): HostProfile {
  const manifestFile = appsRoot ? join(appsRoot, 'host', 'dist', 'mf-manifest.json') : null;
  if (manifestFile && existsSync(manifestFile)) {
    const manifest = readJson(manifestFile) as {
      shared?: { name: string; version: string }[];
      metaData?: { portal?: { contracts?: { version: string; major: number } } };
    };
    const contracts = manifest.metaData?.portal?.contracts;
    const shared = Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.version]));
    const contractsVersion = contracts?.version ?? shared['@portal/contracts'] ?? '0.0.0';
    return {
      shared,
      contractsVersion,
      contractsMajor: contracts?.major ?? Number(contractsVersion.split('.')[0]),
      from: manifestFile,
    };
  }
  const root = appsRoot ?? findRepoRoot() ?? process.cwd();
  const hostDir = join(root, 'host');
  const pkgFile = join(hostDir, 'package.json');
  // an apps root with neither (a broken install): the operator is told, not answered with a 500
  if (!existsSync(pkgFile))
    throw new ApiFailure(
      'release_incompatible',
      `The host to check the release against cannot be read: ${root} has no host/dist/mf-manifest.json or host/package.json`,
    );
  const pkg = readJson(pkgFile) as { dependencies?: Record<string, string> };
  const shared: Record<string, string> = {};
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    const file = join(hostDir, 'node_modules', name, 'package.json');
    if (existsSync(file)) shared[name] = (readJson(file) as { version: string }).version;
  }
  const contractsVersion = shared['@portal/contracts'] ?? '0.0.0';
  return { shared, contractsVersion, contractsMajor: Number(contractsVersion.split('.')[0]), from: hostDir };
}

/** Why a release of `remote` does not fit the host: one line per mismatch, empty when it fits. */
export function incompatibilities(
  remote: RemoteName,
  manifest: ReleaseManifest,
  host: HostProfile,
): string[] {
  const problems: string[] = [];
  const meta = manifest.metaData.portal;
  if (manifest.name !== remote)
    problems.push(`its manifest is the remote '${manifest.name}', not '${remote}'`);
  if (meta.contracts.major !== host.contractsMajor) {
    problems.push(
      `it was built against @portal/contracts ${meta.contracts.version} (major ${meta.contracts.major}); the host has ${host.contractsVersion} (major ${host.contractsMajor})`,
    );
  }
  for (const s of meta.singletons) {
    const provided = host.shared[s.name];
    if (provided === undefined) {
      problems.push(`it needs the singleton ${s.name} ${s.requiredVersion}, which the host does not provide`);
      continue;
    }
    const fits = satisfiesRange(provided, s.requiredVersion);
    if (fits === null)
      problems.push(`its requiredVersion of ${s.name} (${s.requiredVersion}) cannot be read`);
    else if (!fits)
      problems.push(`it needs the singleton ${s.name} ${s.requiredVersion}; the host provides ${provided}`);
  }
  // the portal serves the release's own files: its chunks must load from beside its remoteEntry.js
  const { publicPath, getPublicPath } = manifest.metaData;
  if (getPublicPath !== undefined || (publicPath !== undefined && publicPath !== 'auto'))
    problems.push(
      `its chunks load from ${getPublicPath ?? publicPath}, not from beside its remoteEntry.js (publicPath 'auto')`,
    );
  const entry = remoteByName(remote);
  const exposed = new Set(manifest.exposes.map((e) => e.path ?? `./${e.name}`));
  for (const wanted of Object.keys(entry.exposes)) {
    if (!exposed.has(wanted)) problems.push(`it does not expose ${wanted}, which the portal renders`);
  }
  // the partner card (partner pages load it from the release switched on: partner-embed.ts)
  const carried = new Set(meta.scripts);
  for (const wanted of requiredScripts(remote)) {
    if (!carried.has(wanted)) problems.push(`it has no ${wanted}, which partner pages load`);
  }
  return problems;
}

/** The plain scripts every release of `remote` carries (the app registry's `scripts`). */
export function requiredScripts(remote: RemoteName): readonly string[] {
  const entry = remoteByName(remote);
  return 'scripts' in entry ? entry.scripts : [];
}

/**
 * A release folder's missing files: a manifest that lists a script the folder does not hold (a
 * copy that lost it) would pass the manifest's check and fail every partner page. (A script the
 * manifest does not list is incompatibilities' to name.)
 */
export function missingFiles(remote: RemoteName, manifest: ReleaseManifest, folder: string): string[] {
  const listed = new Set(manifest.metaData.portal.scripts);
  return requiredScripts(remote)
    .filter((script) => listed.has(script) && !existsSync(join(folder, script)))
    .map((script) => `its folder has no ${script}, which partner pages load`);
}
