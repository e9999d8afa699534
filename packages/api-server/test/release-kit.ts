// A release folder as `pnpm release` writes it (its manifest's metaData.portal, a container, a
// hashed chunk and its source map), with what a test changes: for the release tests in one process
// and across replicas.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface Fake {
  version: string;
  name?: string;
  react?: string;
  contractsMajor?: number;
  exposes?: string[];
  noPortal?: boolean;
  /** metaData.portal.scripts (left out when not given: a release without a partner card) */
  scripts?: string[];
  /** the manifest lists its scripts but the folder lost them */
  scriptsMissing?: boolean;
  /** metaData.portal.pages: the pages it declares */
  pages?: unknown[];
}

/** A release folder as `pnpm release` writes it, with what the test changes. */
export function fakeRelease(work: string, f: Fake): string {
  const dir = join(work, `${f.name ?? 'account'}-${f.version}`);
  mkdirSync(dir, { recursive: true });
  const exposes = f.exposes ?? ['./AccountPage', './parcel'];
  const manifest = {
    id: f.name ?? 'account',
    name: f.name ?? 'account',
    metaData: {
      name: f.name ?? 'account',
      publicPath: 'auto',
      ...(f.noPortal
        ? {}
        : {
            portal: {
              release: { version: f.version, commit: 'a1b2c3d', builtAt: '2026-11-20T10:00:00.000Z' },
              contracts: { version: `${f.contractsMajor ?? 1}.0.0`, major: f.contractsMajor ?? 1 },
              singletons: [
                { name: 'react', version: '19.3.1', requiredVersion: f.react ?? '^19.0.0' },
                { name: 'zustand', version: '5.1.0', requiredVersion: '^5.0.0' },
              ],
              exposes,
              ...(f.scripts ? { scripts: f.scripts } : {}),
              ...(f.pages ? { pages: f.pages } : {}),
            },
          }),
    },
    shared: [],
    remotes: [],
    exposes: exposes.map((path) => ({ id: `account:${path.slice(2)}`, name: path.slice(2), path })),
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* account ${f.version} */`);
  for (const script of f.scriptsMissing ? [] : (f.scripts ?? [])) {
    mkdirSync(dirname(join(dir, script)), { recursive: true });
    writeFileSync(join(dir, script), `/* ${script} */`);
  }
  writeFileSync(join(dir, '123.0123abcd.js'), '/* a hashed chunk */');
  writeFileSync(join(dir, '123.0123abcd.js.map'), '{}');
  return dir;
}
