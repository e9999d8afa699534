// The shape of a commit message, so that `git log --oneline` reads as a list of what changed:
// a subject in the imperative of at most 72 characters (what fits a terminal and a GitHub list)
// without a final period, then, when there is more to say, a blank line and the why in the body.
// Pure functions, shared by scripts/check-commits.mjs (CI and the commit-msg hook) and its test.

export const MAX_SUBJECT = 72;

/** Subjects git or a review tool writes, which the author squashes or does not type. */
const GENERATED = /^(Merge |Revert "|fixup! |squash! |amend! )/;

/** The message as the author wrote it: without git's comment lines and the diff of `commit -v`. */
export function stripComments(message) {
  const scissors = message.indexOf('# ------------------------ >8 ------------------------');
  const kept = scissors >= 0 ? message.slice(0, scissors) : message;
  return kept
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replace(/^\s*\n/, '');
}

/** What is wrong with a commit message, one sentence per problem; empty when it is fine. */
export function messageProblems(message) {
  const lines = message.replace(/\s+$/, '').split('\n');
  const subject = lines[0] ?? '';
  if (!subject.trim()) return ['the subject is empty'];
  if (GENERATED.test(subject)) return [];
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT)
    problems.push(
      `the subject is ${length} characters; keep it to ${MAX_SUBJECT} and put the why in the body`,
    );
  if (/\.\s*$/.test(subject)) problems.push('the subject ends with a period');
  if (lines.length > 1 && lines[1].trim() !== '')
    problems.push('the subject and the body are not separated by a blank line');
  return problems;
}
