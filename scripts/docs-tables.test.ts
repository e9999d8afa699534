// The docs' tables hold to the code: a newcomer who reads them finds every messages module, every
// operator scope, every remote with its exposes and every server module, so adding one without its
// line in the docs fails here. The code is read as text (no app code is imported): the test stays
// fast and independent of the apps' builds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, repoFiles } from './repo-files';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The lines of a markdown table whose first cell names `key` (in backticks or a link). */
function tableRow(markdown: string, key: string): string | undefined {
  return markdown.split('\n').find((line) => line.startsWith('|') && line.split('|')[1]?.includes(key));
}

describe('docs/product.md names every messages module', () => {
  const product = read('docs/product.md');
  // the files that hold product copy: a messages module per app or feature, the partner's texts
  const messageFiles = repoFiles().filter((file) =>
    /^(host|mfe-[a-z-]+|packages\/[a-z-]+)\/src\/.*(^|\/|-)(messages|texts)\.ts$/.test(file),
  );

  it('finds the messages modules it checks', () => {
    expect(messageFiles.length).toBeGreaterThan(10);
  });

  it.each(messageFiles)('%s', (file) => {
    expect(product).toContain(file);
  });
});

describe('docs/operations.md lists every operator scope', () => {
  const operations = read('docs/operations.md');
  const source = read('packages/api-server/src/operator/scopes.ts');
  const list = /OPERATOR_SCOPES = \[([\s\S]*?)\] as const/.exec(source)?.[1] ?? '';
  const scopes = [...list.matchAll(/^\s*'([a-z-]+)'/gm)].map((m) => m[1]!);

  it('finds the scopes it checks', () => {
    expect(scopes).toContain('metrics');
  });

  it.each(scopes)('`%s` has its row in the scope table', (scope) => {
    expect(tableRow(operations, `\`${scope}\``)).toBeDefined();
  });
});

describe('docs/architecture.md names every remote and what it exposes', () => {
  const architecture = read('docs/architecture.md');
  const registry = read('packages/contracts/src/remotes-data.mjs');
  // each remote's entry in the registry: its folder and the keys of its exposes
  const remotes = [...registry.matchAll(/folder: '(mfe-[a-z-]+)'[\s\S]*?exposes: \{([\s\S]*?)\}/g)].map(
    (m) => ({
      folder: m[1]!,
      exposes: [...m[2]!.matchAll(/'(\.\/[A-Za-z]+)':/g)].map((e) => e[1]!),
    }),
  );
  // a remote's pages (src/pages.json) add an expose each
  for (const remote of remotes) {
    const pages = repoFiles().find((file) => file === `${remote.folder}/src/pages.json`);
    if (!pages) continue;
    const declared = JSON.parse(read(pages)) as { expose: string }[];
    remote.exposes.push(...declared.map((page) => page.expose));
  }

  it('finds the remotes it checks', () => {
    expect(remotes.map((r) => r.folder)).toEqual(
      expect.arrayContaining([
        'mfe-account',
        'mfe-history',
        'mfe-registration',
        'mfe-support',
        'mfe-virtual-card',
      ]),
    );
  });

  it.each(remotes)('$folder has its row in the units table with every expose', ({ folder, exposes }) => {
    const row = tableRow(architecture, `\`${folder}\``);
    expect(row).toBeDefined();
    const named = [...(row!.split('|')[3] ?? '').matchAll(/`(\.\/[A-Za-z]+)`/g)].map((m) => m[1]).sort();
    expect(named).toEqual([...exposes].sort());
  });
});

describe('packages/api-server/README.md names every server module', () => {
  const readme = read('packages/api-server/README.md');
  const modules = readdirSync(path.join(ROOT, 'packages/api-server/src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('finds the modules it checks', () => {
    expect(modules).toContain('card');
  });

  it.each(modules)('`%s`', (name) => {
    expect(readme).toContain(`\`${name}\``);
  });
});
