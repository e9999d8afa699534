import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { CANARY_BUCKETS, ReleaseVersionSchema, canaryBucket, inCanary, satisfiesRange } from './releases';

describe('canary buckets: a stable hash of the browser’s session id', () => {
  test('the same id always falls in the same bucket (a cardholder keeps their version across reloads)', () => {
    const id = '5f0c2a9e8b7d4c3a2f1e0d9c8b7a6f5e';
    const first = canaryBucket(id);
    for (let i = 0; i < 5; i++) expect(canaryBucket(id)).toBe(first);
    expect(canaryBucket('')).toBe(canaryBucket(''));
  });

  test('random session ids spread evenly: a 50 % canary takes about half, a 10 % one about a tenth', () => {
    const ids = Array.from({ length: 20_000 }, () => randomBytes(16).toString('hex'));
    const buckets = ids.map(canaryBucket);
    expect(buckets.every((b) => Number.isInteger(b) && b >= 0 && b < CANARY_BUCKETS)).toBe(true);
    const share = (percent: number) => buckets.filter((b) => inCanary(b, percent)).length / buckets.length;
    expect(share(50)).toBeGreaterThan(0.47);
    expect(share(50)).toBeLessThan(0.53);
    expect(share(10)).toBeGreaterThan(0.085);
    expect(share(10)).toBeLessThan(0.115);
    expect(share(0)).toBe(0);
    expect(share(100)).toBe(1);
    // every bucket is used
    expect(new Set(buckets).size).toBe(CANARY_BUCKETS);
  });

  test('a canary of N % serves buckets 0 … N-1', () => {
    expect([inCanary(0, 1), inCanary(1, 1), inCanary(49, 50), inCanary(50, 50), inCanary(-1, 50)]).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });
});

describe('what a release may require of the host (satisfiesRange)', () => {
  test.each([
    ['19.3.1', '^19.3.0', true],
    ['19.3.1', '^19.4.0', false],
    ['19.3.1', '^20.0.0', false],
    ['18.3.1', '^19.0.0', false],
    ['0.2.5', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['5.1.0', '>=5.0.0 <6', true],
    ['6.0.0', '>=5.0.0 <6', false],
    ['7.18.5', '^6.0.0 || ^7.0.0', true],
    ['1.0.0', '1.x', true],
    ['2.0.0', '1.x', false],
    ['1.0.0', '*', true],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  test('a range or version it cannot read is null (the release is refused, not guessed)', () => {
    expect(satisfiesRange('19.3.1', 'workspace:*')).toBeNull();
    expect(satisfiesRange('latest', '^1.0.0')).toBeNull();
  });

  test('release versions: semver with build metadata', () => {
    expect(v.is(ReleaseVersionSchema, '1.3.0+a1b2c3d')).toBe(true);
    expect(v.is(ReleaseVersionSchema, '1.3.0+a1b2c3d.dirty.20261124T120000')).toBe(true);
    expect(v.is(ReleaseVersionSchema, '../etc')).toBe(false);
    expect(v.is(ReleaseVersionSchema, '1.3.0/x')).toBe(false);
  });
});
