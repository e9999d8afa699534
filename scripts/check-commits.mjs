#!/usr/bin/env node
// Checks commit messages against scripts/commit-rules.mjs.
//
//   node scripts/check-commits.mjs                      the commits from START on (see below)
//   node scripts/check-commits.mjs --base origin/main   the commits since the merge base with a ref
//   node scripts/check-commits.mjs --message-file FILE  one message (the commit-msg hook)
//
// The rules hold from START, the first commit written under them; an older commit that breaks them
// is reported as a warning and never fails the check: history is not rewritten. Without --base the
// commits from START to HEAD are checked (on a shallow clone that lacks START, the last 20). CI runs
// it from .ci/run; `pnpm install` installs the hook (scripts/install-hooks.mjs). Outside a git work
// tree (an unpacked archive) there is nothing to check.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { messageProblems, stripComments } from './commit-rules.mjs';

const START = 'a1fe2c6';
/** START's commit time (s), to tell older commits on a clone that does not hold START. */
const START_TIME = 1795622398;
const FALLBACK_COUNT = 20;

const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return null;
  }
};

function argValue(name) {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const value = process.argv[i + 1];
  if (!value) {
    console.error(`${name} needs a value`);
    process.exit(2);
  }
  return value;
}

const messageFile = argValue('--message-file');
if (messageFile) {
  const problems = messageProblems(stripComments(readFileSync(messageFile, 'utf8')));
  if (problems.length) {
    console.error(`commit message: ${problems.join('; ')}.`);
    console.error(
      'A subject in the imperative, at most 72 characters, no final period; the why in the body.',
    );
    process.exit(1);
  }
  process.exit(0);
}

if (tryGit('rev-parse', '--is-inside-work-tree') !== 'true') {
  console.log('check-commits: not a git work tree, nothing to check');
  process.exit(0);
}

const startCommit = tryGit('rev-parse', '--verify', '--quiet', `${START}^{commit}`);
const base = argValue('--base');
let range;
if (base) {
  const mergeBase = tryGit('merge-base', base, 'HEAD');
  if (!mergeBase) {
    console.error(`check-commits: no merge base between ${base} and HEAD`);
    process.exit(2);
  }
  range = [`${mergeBase}..HEAD`];
} else if (startCommit && tryGit('rev-parse', '--verify', '--quiet', `${startCommit}^`)) {
  range = [`${startCommit}^..HEAD`];
} else {
  range = [`--max-count=${FALLBACK_COUNT}`, 'HEAD'];
}

/** Older than START: an ancestor of START other than START, or, without START, committed before it. */
function older(sha, time) {
  if (startCommit) {
    if (sha === startCommit) return false;
    return tryGit('merge-base', '--is-ancestor', sha, startCommit) !== null;
  }
  return time < START_TIME;
}

const log = git('log', '--no-merges', '--format=%H %ct%x00%B%x01', ...range);
let failed = 0;
let warned = 0;
let checked = 0;
for (const entry of log.split('\x01')) {
  const text = entry.replace(/^\n/, '');
  if (!text.trim()) continue;
  const [head, message] = text.split('\x00');
  const [sha, time] = head.split(' ');
  const problems = messageProblems(message);
  checked += 1;
  if (!problems.length) continue;
  const subject = message.split('\n')[0];
  const line = `${sha.slice(0, 7)} ${subject.length > 60 ? `${subject.slice(0, 57)}...` : subject}: ${problems.join('; ')}`;
  if (older(sha, Number(time))) {
    warned += 1;
    console.warn(`warning (before ${START}, not failing): ${line}`);
  } else {
    failed += 1;
    console.error(line);
  }
}
console.log(`check-commits: ${checked} commit(s) checked, ${failed} failing, ${warned} older warning(s)`);
if (failed) {
  console.error('A subject in the imperative, at most 72 characters, no final period; the why in the body.');
  process.exit(1);
}
