// Where the checkout is: the repository root and the default data folder under it, read by the
// settings, the CLI and the release tooling alike (none of them needs the environment parsed).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The repository root (the nearest folder with pnpm-workspace.yaml at or above `from`), or null. */
export function findRepoRoot(from: string = process.cwd()): string | null {
  let dir = resolve(from);
  for (let i = 0; i < 8; i++) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

export function defaultDataDir(): string {
  const root = findRepoRoot();
  return root ? join(root, '.data') : resolve('.data');
}
