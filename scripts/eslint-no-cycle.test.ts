// The lint's no-cycle counts a cycle that goes through `import type`, which import-x's own skips.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import cycles from './eslint-no-cycle.mjs';

const FILES: Record<string, string> = {
  // config.ts needs remotes.ts at run time; remotes.ts needs config.ts for a type only
  'config.ts':
    "import { NAMES } from './remotes';\nexport type Config = { names: readonly string[] };\nexport const config: Config = { names: NAMES };\n",
  'remotes.ts':
    "import type { Config } from './config';\nexport const NAMES = ['a'];\nexport type Render = (config: Config) => string;\n",
  // and a plain value cycle, which both rules report
  'ping.ts': "import { pong } from './pong';\nexport const ping = () => pong;\n",
  'pong.ts': "import { ping } from './ping';\nexport const pong = () => ping;\n",
  'alone.ts': "import { NAMES } from './remotes';\nexport const first = NAMES[0];\n",
};
const NAMES = Object.keys(FILES).sort();

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'no-cycle-'));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(path.join(dir, name), text);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files of the folder that `rule` reports. */
function cycleReports(rule: string): string[] {
  const linter = new Linter({ cwd: dir });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX, cycles },
      settings: {
        'import-x/extensions': ['.ts'],
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })],
      },
      rules: { [rule]: 'error' as const },
    },
  ];
  return NAMES.filter(
    (name) => linter.verify(FILES[name]!, config, { filename: path.join(dir, name) }).length > 0,
  );
}

test('a cycle through a type import is reported on both of its files, as a value cycle is', () => {
  expect(cycleReports('cycles/no-cycle')).toEqual(['config.ts', 'ping.ts', 'pong.ts', 'remotes.ts']);
});

test("import-x's own rule sees the value cycle only (the reason for this one)", () => {
  expect(cycleReports('import-x/no-cycle')).toEqual(['ping.ts', 'pong.ts']);
});
