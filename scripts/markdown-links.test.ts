// Every relative link in the repository's markdown files leads somewhere: the file (or folder)
// exists, and a `#fragment` names a heading of the markdown file it points to, by GitHub's rule
// for heading ids. A newcomer with only the repository must be able to follow every link of the
// docs; web links are not fetched (CI has no network to prove them with).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, repoFiles } from './repo-files';

/** GitHub's id of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingId(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The markdown without fenced code blocks and inline code, whose brackets are not links. */
function prose(text: string): string {
  return text
    .replace(/^( {0,3})(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '')
    .replace(/^(?: {4}|\t).*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

/** The ids of a markdown file's headings, numbered as GitHub numbers repeated ones. */
function headingIds(file: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  const text = readFileSync(file, 'utf8').replace(/^( {0,3})(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const id = headingId(heading);
    const n = seen.get(id) ?? 0;
    ids.add(n ? `${id}-${n}` : id);
    seen.set(id, n + 1);
  }
  for (const [, name] of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) ids.add(name);
  return ids;
}

/** The link targets of a markdown text: inline links and images, and reference definitions. */
export function linkTargets(text: string): string[] {
  const body = prose(text);
  const inline = [...body.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const references = [...body.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]);
  return [...inline, ...references];
}

/** What is wrong with one link of `from` (a path relative to the root), or null. */
function brokenLink(from: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null;
  const [rawPath, fragment] = target.split('#', 2) as [string, string | undefined];
  const file = rawPath
    ? path.resolve(path.dirname(path.join(ROOT, from)), decodeURIComponent(rawPath.split('?')[0]))
    : path.join(ROOT, from);
  if (!file.startsWith(ROOT + path.sep) && file !== ROOT) return `${target}: outside the repository`;
  if (!existsSync(file)) return `${target}: no such file`;
  if (fragment && statSync(file).isFile() && file.endsWith('.md') && !headingIds(file).has(fragment)) {
    return `${target}: no heading #${fragment} in ${path.relative(ROOT, file)}`;
  }
  return null;
}

const markdown = repoFiles().filter((file) => file.endsWith('.md'));

test('the repository has its docs (docs/README.md and the pages it indexes)', () => {
  expect(markdown).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'docs/architecture.md']));
});

test.each(markdown)('every relative link of %s leads to an existing file and heading', (file) => {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const broken = linkTargets(text)
    .map((target) => brokenLink(file, target))
    .filter((problem): problem is string => problem !== null);
  expect(broken).toEqual([]);
});

test('a heading id follows GitHub: punctuation dropped, spaces to hyphens', () => {
  expect(headingId("The portal's other users")).toBe('the-portals-other-users');
  expect(headingId('4. States and transitions')).toBe('4-states-and-transitions');
  expect(headingId('`pnpm start` and *dev*')).toBe('pnpm-start-and-dev');
});

test('links inside code are not links; web links are not checked', () => {
  expect(linkTargets('see [a](b.md) and `[c](d.md)`\n\n```\n[e](f.md)\n```\n[g]: h.md')).toEqual([
    'b.md',
    'h.md',
  ]);
  expect(brokenLink('README.md', 'https://example.com/x')).toBeNull();
  expect(brokenLink('README.md', 'no/such/page.md')).toMatch(/no such file/);
  expect(brokenLink('README.md', 'SECURITY.md#no-such-heading')).toMatch(/no heading/);
});

const TEXT_FILES = repoFiles().filter((file) => /\.(?:[cm]?[jt]sx?|css|md|json|html)$|^\.ci\//.test(file));

test('every docs/… path a comment or a doc names exists, with its heading', () => {
  const broken = TEXT_FILES.flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/(?<![\w./-])docs\/[\w/.-]+\.md(?:#[\w-]+)?/g)]
      .map((m) => brokenLink('README.md', m[0]))
      .filter((problem): problem is string => problem !== null)
      .map((problem) => `${file}: ${problem}`),
  );
  expect(broken).toEqual([]);
});

test('every "spec §N" names a numbered section of docs/product.md', () => {
  const product = readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');
  const sections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])));
  const unknown = TEXT_FILES.flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\bspec §(\d+)/gi)]
      .filter((m) => !sections.has(Number(m[1])))
      .map((m) => `${file}: ${m[0]}`),
  );
  expect(sections.size).toBe(9);
  expect(unknown).toEqual([]);
});
