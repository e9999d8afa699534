// What a build states about itself in its mf-manifest.json (`metaData.portal`), so that the portal
// can refuse a release that does not fit the host before anyone sees it (packages/api-server
// src/modules/releases): its version and commit, the contracts major it was built against, the
// shared singletons it needs from the host with their requiredVersion, and its exposes; and the
// release its bundles name in a failure report (__PORTAL_RELEASE__).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The short commit of the checkout holding `dir`, or 'local' outside git. */
export function gitCommit(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'local';
  }
}

/**
 * A build's version: PORTAL_RELEASE_VERSION when `pnpm release` sets it, else the app's
 * package.json version plus the commit as semver build metadata (1.3.0+a1b2c3d).
 */
export function releaseVersion(dir) {
  if (process.env.PORTAL_RELEASE_VERSION) return process.env.PORTAL_RELEASE_VERSION;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return `${version}+${gitCommit(dir)}`;
}

/**
 * metaData.portal of an app's manifest.
 * @param {object} o
 * @param {string} o.dir the app's folder
 * @param {Record<string, string>} o.exposes the exposed modules (registry)
 * @param {Record<string, {singleton: boolean, version: string, requiredVersion: string}>} o.shared
 * @param {string} o.contractsVersion the @portal/contracts version the app resolves
 */
export function portalMetaData({ dir, exposes, shared, contractsVersion, scripts = [], pages = [] }) {
  const version = releaseVersion(dir);
  const plus = version.indexOf('+');
  return {
    release: {
      version,
      commit: process.env.PORTAL_RELEASE_COMMIT ?? (plus > 0 ? version.slice(plus + 1) : gitCommit(dir)),
      builtAt: new Date().toISOString(),
    },
    contracts: { version: contractsVersion, major: Number(contractsVersion.split('.')[0]) },
    // what the app needs the host to provide: one instance of each, in a satisfying version
    singletons: Object.entries(shared)
      .filter(([name, s]) => s.singleton && !name.endsWith('/'))
      .map(([name, s]) => ({ name, version: s.version, requiredVersion: s.requiredVersion })),
    exposes: Object.keys(exposes),
    // the plain scripts built beside the container (createAppConfig's standaloneBundles)
    scripts,
    // the pages it declares (src/pages.json): the host routes and links them when it is served
    pages,
  };
}

/** The release a browser's failure report names: PORTAL_RELEASE at build, else name@version. */
export function releaseOf(name, dir) {
  if (process.env.PORTAL_RELEASE) return process.env.PORTAL_RELEASE;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return `${name}@${version}`;
}
