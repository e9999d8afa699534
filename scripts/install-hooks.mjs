// `pnpm install` (the root's `prepare` script) points git at the repository's hooks (.githooks/:
// the commit-msg check of scripts/check-commits.mjs). Only inside this repository's own git work
// tree (not a parent repository that vendors it), and it never fails the install: an unpacked
// archive, a missing git or a read-only config skips it with a note.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

try {
  const top = git('rev-parse', '--show-toplevel');
  if (git('rev-parse', '--is-inside-work-tree') === 'true' && realpathSync(top) === realpathSync(root)) {
    git('config', 'core.hooksPath', '.githooks');
  }
} catch {
  console.log('git hooks not installed: not a git work tree, or git is not available');
}
