// The repository's own files, for the checks that read all of them (markdown-links.test.ts,
// comments.test.ts): what git tracks plus new files it does not ignore, so a file written and not
// yet committed is checked too. Outside a git work tree (an unpacked archive), a walk of the folder
// that skips what .gitignore lists for builds and dependencies.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'coverage',
  'test-results',
  'playwright-report',
  'screenshots',
  'releases',
]);

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.data') || entry.name === '.git') continue;
      walk(rel, out);
    } else if (entry.isFile()) out.push(rel);
  }
}

let cached: string[] | undefined;

/** Every file of the repository, relative to its root, with forward slashes. */
export function repoFiles(): string[] {
  if (cached) return cached;
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter(Boolean)
      // a file deleted in the work tree but still in the index
      .filter((file) => existsSync(path.join(ROOT, file)));
  } catch {
    files = [];
    walk('', files);
  }
  cached = [...new Set(files)].sort();
  return cached;
}
