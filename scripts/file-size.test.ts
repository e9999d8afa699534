// A source file past 300 lines says at its top why it is one piece: a long file is either one
// concept a reader takes in top to bottom (a table, the schema's migrations) or several that want
// files of their own. Tests and benches are left out: a test file follows the code it tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, repoFiles } from './repo-files';

const LIMIT = 300;
const SOURCE = /\.(?:ts|tsx|mjs|cjs|js)$/;
const NOT_SOURCE = /(?:\.test\.|\.spec\.|(?:^|\/)test\/|(?:^|\/)e2e\/|(?:^|\/)bench)/;
/** What the top comment says: "One piece: …" or "One file past 300 lines: …". */
const WHY = /^\/\/ One (?:piece|file past 300 lines)\b/m;

const longFiles = repoFiles()
  .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }))
  .filter(({ text }) => text.split('\n').length > LIMIT);

describe(`source files past ${LIMIT} lines`, () => {
  it('finds the files it checks', () => {
    expect(repoFiles().filter((file) => SOURCE.test(file)).length).toBeGreaterThan(100);
  });

  // (jest refuses an empty table: with no long file left, the one check above stands alone)
  if (longFiles.length === 0) return;
  it.each(longFiles.map(({ file, text }) => [file, text]))(
    '%s says in its top comment why it is one piece',
    (_file, text) => {
      const top = text.split('\n').slice(0, 20).join('\n');
      expect(top).toMatch(WHY);
    },
  );
});
