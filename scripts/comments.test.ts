// Comments say why, in the present, and point inside the repository.
//
// - An issue number anywhere in the repository's text (a comment, a test's name, a doc, a JSON
//   `$comment`) points at a tracker a reader of the code may not have, and says when a line was
//   written rather than why it is there: the line should carry the reason itself. Test names are
//   included on purpose: they are what a failing run prints, and a newcomer reads them first.
// - A comment that tells the code's history (what it did before, what changed) is out of date the
//   day after; git keeps the history. Checked in comments only: product texts and test names may
//   say that a token "no longer works", which is behaviour, not history.
// - The design documents the portal was started from lived outside the repository; their content
//   is in docs/ now, and nothing may send a reader back to them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT, repoFiles } from './repo-files';

const ISSUE_NUMBER = /\bissue #?\d+\b/i;

/** Phrases that narrate the code's past instead of its reason. */
const HISTORY = [
  /\b(?:before|after|since) this (?:change|commit|PR|pull request)\b/i,
  /\b(?:we|it|this|that|they) used to\b/i,
  /\bused to be\b/i,
  /\bpreviously\b/i,
  /\bformerly\b/i,
  /\bno longer (?:a dependency|needed|used|exported|imported|supported)\b/i,
  /\b(?:the|an?) (?:old|earlier) (?:code|version|implementation|approach)\b/i,
];

/** Documents that are not in the repository (their content is docs/). */
const OUTSIDE =
  /\.\.\/shared\/(?:spec|design)\b|\b(?:ARCHITECTURE|STYLE|STACK-NOTES|DEVELOPERS)\.md\b|portal-spec\.md/;

const TEXT = /\.(?:[cm]?[jt]sx?|css|md|json|html|ya?ml|sh)$|^\.ci\/|^\.githooks\//;
const CODE = /\.(?:[cm]?[jt]sx?)$/;

const files = repoFiles().filter((file) => TEXT.test(file) && file !== 'pnpm-lock.yaml');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The comments of a JavaScript or TypeScript file, each with its line, read by TypeScript's parser. */
export function codeComments(file: string, text: string): { line: number; text: string }[] {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const comments: { line: number; text: string }[] = [];
  const collect = (pos: number) => {
    const ranges = [
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
    ];
    for (const range of ranges) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
  };
  // the trivia before every token holds the comments (JSX `{/* … */}` included): those on the
  // previous token's line are its trailing comments, the others its leading ones
  const visit = (node: ts.Node) => {
    collect(node.pos);
    const children = node.getChildren(source);
    if (children.length === 0) return;
    for (const child of children) visit(child);
    collect(node.end);
  };
  collect(0);
  visit(source);
  return comments;
}

/** The comments of a CSS file. */
function cssComments(text: string): { line: number; text: string }[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({
    line: text.slice(0, m.index).split('\n').length,
    text: m[0],
  }));
}

/** Shell and hook scripts: their `#` lines. */
function shellComments(text: string): { line: number; text: string }[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line }))
    .filter(({ text: line }) => /^\s*#/.test(line));
}

function commentsOf(file: string, text: string) {
  if (CODE.test(file)) return codeComments(file, text);
  if (file.endsWith('.css')) return cssComments(text);
  if (/^\.ci\/|^\.githooks\/|\.sh$/.test(file)) return shellComments(text);
  return [];
}

test('no file cites an issue number', () => {
  const found = files.flatMap((file) =>
    read(file)
      .split('\n')
      .map((line, i) => (ISSUE_NUMBER.test(line) ? `${file}:${i + 1}: ${line.trim().slice(0, 100)}` : null))
      .filter(Boolean),
  );
  expect(found).toEqual([]);
});

test('no comment tells the code’s history', () => {
  const found = files.flatMap((file) =>
    commentsOf(file, read(file))
      .filter((comment) => HISTORY.some((phrase) => phrase.test(comment.text.replace(/\s+/g, ' '))))
      .map((comment) => `${file}:${comment.line}: ${comment.text.replace(/\s+/g, ' ').slice(0, 120)}`),
  );
  expect(found).toEqual([]);
});

test('nothing points at design documents outside the repository', () => {
  const found = files
    .filter((file) => file !== 'scripts/comments.test.ts')
    .flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, i) => (OUTSIDE.test(line) ? `${file}:${i + 1}: ${line.trim().slice(0, 100)}` : null))
        .filter(Boolean),
    );
  expect(found).toEqual([]);
});

test('comments are found in code, in JSX and at the end of a file, not in strings', () => {
  const text = [
    "// top\nconst a = '// not a comment'; /* block */",
    'const b = <div>{/* jsx */}</div>;',
    'const r = /\\/\\/ regex/; // after a regex',
    '// last',
  ].join('\n');
  expect(codeComments('x.tsx', text).map((c) => c.text)).toEqual([
    '// top',
    '/* block */',
    '/* jsx */',
    '// after a regex',
    '// last',
  ]);
  expect(HISTORY.some((phrase) => phrase.test('// this used to call the API twice'))).toBe(true);
  expect(HISTORY.some((phrase) => phrase.test('// a revoked token no longer works'))).toBe(false);
  expect(ISSUE_NUMBER.test(`// (${'Issue'} 14) the link`)).toBe(true);
});
