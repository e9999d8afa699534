// The federation runtime the host provides to the remotes (provide-runtime.mjs) must hold every
// name their bundled @module-federation/runtime imports from @module-federation/runtime-core:
// a missing one breaks every remote at run time, so an upgrade of Module Federation that needs
// another name fails here first.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RUNTIME_CORE_SUBSET } from './provide-runtime.mjs';

/** a package's folder as Node resolves it from another package's folder (pnpm nests them) */
function packageDir(name: string, from: string): string {
  let dir = path.dirname(createRequire(path.join(from, 'package.json')).resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) || !dir.endsWith(name)) dir = path.dirname(dir);
  return dir;
}

/** every name the package's ESM files import from @module-federation/runtime-core, and whether one imports it whole */
function importsFromCore(dir: string): { names: Set<string>; whole: string[] } {
  const names = new Set<string>();
  const whole: string[] = [];
  for (const file of readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(path.join(dir, 'dist', file), 'utf8');
    for (const [, list] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@module-federation\/runtime-core"/g))
      for (const name of list.split(',').map((n) => n.trim().split(/\s+as\s+/)[0])) if (name) names.add(name);
    if (/import\s*\*\s*as\s+\w+\s+from\s*"@module-federation\/runtime-core"/.test(text)) whole.push(file);
  }
  return { names, whole };
}

const enhanced = packageDir('@module-federation/enhanced', path.join(__dirname, '..'));
const bundlerRuntime = packageDir(
  '@module-federation/webpack-bundler-runtime',
  packageDir('@module-federation/runtime-tools', enhanced),
);
const runtime = packageDir('@module-federation/runtime', bundlerRuntime);

test('the provided runtime holds every name the remotes’ federation runtime imports from runtime-core', () => {
  const { names } = importsFromCore(runtime);
  expect(names.size).toBeGreaterThan(5);
  const missing = [...names].filter((name) => !(name in RUNTIME_CORE_SUBSET));
  expect(missing).toEqual([]);
  for (const name of names)
    expect(RUNTIME_CORE_SUBSET[name as keyof typeof RUNTIME_CORE_SUBSET]).toBeDefined();
});

test('the bundler runtime reaches runtime-core only through @module-federation/runtime, and only core.js imports it whole', () => {
  expect(importsFromCore(bundlerRuntime).names.size).toBe(0);
  // core.js (the `@module-federation/runtime/core` entry, re-exporting everything) is not what
  // the webpack bundler runtime imports (it imports the package's index)
  expect(importsFromCore(runtime).whole).toEqual(['core.js']);
  const bundlerIndex = readFileSync(path.join(bundlerRuntime, 'dist', 'index.js'), 'utf8');
  expect(bundlerIndex).toMatch(/from "@module-federation\/runtime"/);
  expect(bundlerIndex).not.toMatch(/@module-federation\/runtime\/core/);
});

test('importing it provides the global the remotes’ entries read', () => {
  expect((globalThis as Record<string, unknown>)._FEDERATION_RUNTIME_CORE).toBe(RUNTIME_CORE_SUBSET);
});
