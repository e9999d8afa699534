import { createHash } from 'node:crypto';
import { localFlagKey, markFirstStepViewed, wasFirstStepViewed } from './local-flag';
import { sha256Hex } from './sha256';

// an emailed link's identifiers (spec §2: ind/registration/{accountId}/{cardImageId})
const ACCOUNT = 'acc_7f3c2a9e41b04d1e9b6a';
const IMAGE = 'img-42';

const storedKeys = () => Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!);

beforeEach(() => localStorage.clear());

describe("the 'first step viewed' flag (spec §3 Local flag; SECURITY.md emailed links)", () => {
  it('no local storage key holds the account id or the card image id', () => {
    markFirstStepViewed(ACCOUNT, IMAGE);
    expect(storedKeys()).toHaveLength(1);
    for (const key of storedKeys()) {
      expect(key).not.toContain(ACCOUNT);
      expect(key).not.toContain(IMAGE);
    }
    expect(JSON.stringify({ ...localStorage })).not.toContain(ACCOUNT);
  });

  it('the key is the SHA-256 (hex) of the concatenation of the two identifiers', () => {
    markFirstStepViewed(ACCOUNT, IMAGE);
    const expected = createHash('sha256').update(`${ACCOUNT}${IMAGE}`).digest('hex');
    expect(localFlagKey(ACCOUNT, IMAGE)).toBe(expected);
    expect(localStorage.getItem(expected)).toBe('true');
  });

  it('still marks the step as viewed for that link only', () => {
    expect(wasFirstStepViewed(ACCOUNT, IMAGE)).toBe(false);
    markFirstStepViewed(ACCOUNT, IMAGE);
    expect(wasFirstStepViewed(ACCOUNT, IMAGE)).toBe(true);
    expect(wasFirstStepViewed(ACCOUNT, 'img-43')).toBe(false);
    expect(wasFirstStepViewed('acc_other', IMAGE)).toBe(false);
  });

  it('a flag stored under the readable ids by an earlier version is removed', () => {
    localStorage.setItem(`${ACCOUNT}${IMAGE}`, 'true');
    markFirstStepViewed(ACCOUNT, IMAGE);
    expect(storedKeys()).toEqual([localFlagKey(ACCOUNT, IMAGE)]);
  });

  it('without usable storage nothing throws and the step counts as not viewed', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => markFirstStepViewed(ACCOUNT, IMAGE)).not.toThrow();
    expect(wasFirstStepViewed(ACCOUNT, IMAGE)).toBe(false);
    setItem.mockRestore();
  });
});

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('matches the FIPS 180-4 example %p', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });

  it.each([55, 56, 63, 64, 65, 1000])('matches Node for %p UTF-8 characters across block boundaries', (n) => {
    const text = 'é€'.repeat(n).slice(0, n);
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});
