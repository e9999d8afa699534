// The shape of a commit message (scripts/commit-rules.mjs), as the hook and CI apply it.
import { MAX_SUBJECT, messageProblems, stripComments } from './commit-rules.mjs';

test('a short imperative subject, a blank line and the why in the body passes', () => {
  expect(
    messageProblems('Give operator tokens scopes\n\nEvery operator token could do everything.\n'),
  ).toEqual([]);
  expect(messageProblems('x'.repeat(MAX_SUBJECT))).toEqual([]);
});

test(`a subject over ${MAX_SUBJECT} characters fails, counted in characters, not bytes`, () => {
  expect(messageProblems('x'.repeat(MAX_SUBJECT + 1))).toEqual([expect.stringMatching(/73 characters/)]);
  expect(messageProblems('é'.repeat(MAX_SUBJECT))).toEqual([]);
});

test('a subject ending with a period fails', () => {
  expect(messageProblems('Fix the thing.')).toEqual(['the subject ends with a period']);
});

test('an empty subject, or a body not set off by a blank line, fails', () => {
  expect(messageProblems('\n\nbody')).toEqual(['the subject is empty']);
  expect(messageProblems('Fix the thing\nbecause')).toEqual([
    'the subject and the body are not separated by a blank line',
  ]);
});

test("git's own subjects (merges, reverts, fixups to squash) are left alone", () => {
  expect(messageProblems(`Merge branch '${'x'.repeat(80)}'`)).toEqual([]);
  expect(messageProblems(`fixup! ${'x'.repeat(80)}.`)).toEqual([]);
});

test("the hook reads the message without git's comment lines and verbose diff", () => {
  const edited =
    'Fix the thing\n\nWhy.\n# Please enter the commit message\n# ------------------------ >8 ------------------------\ndiff --git a b\n';
  expect(stripComments(edited)).toBe('Fix the thing\n\nWhy.\n');
});
