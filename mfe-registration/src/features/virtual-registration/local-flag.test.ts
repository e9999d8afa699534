import { createHash } from 'node:crypto';
import { localFlagKey, markFirstStepViewed, wasFirstStepViewed } from './local-flag';

// an emailed link's identifiers (spec §2: ind/registration/{accountId}/{cardImageId})
const ACCOUNT = 'acc_7f3c2a9e41b04d1e9b6a';
const IMAGE = 'img-42';

const storedKeys = () => Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!);

beforeEach(() => localStorage.clear());

describe("the 'first step viewed' flag (spec §3 Local flag; SECURITY.md emailed links)", () => {
  it('no local storage key holds the account id or the card image id', async () => {
    await markFirstStepViewed(ACCOUNT, IMAGE);
    expect(storedKeys()).toHaveLength(1);
    for (const key of storedKeys()) {
      expect(key).not.toContain(ACCOUNT);
      expect(key).not.toContain(IMAGE);
    }
    expect(JSON.stringify({ ...localStorage })).not.toContain(ACCOUNT);
  });

  it('the key is the SHA-256 (hex) of the concatenation of the two identifiers', async () => {
    await markFirstStepViewed(ACCOUNT, IMAGE);
    const expected = createHash('sha256').update(`${ACCOUNT}${IMAGE}`).digest('hex');
    expect(await localFlagKey(ACCOUNT, IMAGE)).toBe(expected);
    expect(localStorage.getItem(expected)).toBe('true');
  });

  it('still marks the step as viewed for that link only', async () => {
    expect(await wasFirstStepViewed(ACCOUNT, IMAGE)).toBe(false);
    await markFirstStepViewed(ACCOUNT, IMAGE);
    expect(await wasFirstStepViewed(ACCOUNT, IMAGE)).toBe(true);
    expect(await wasFirstStepViewed(ACCOUNT, 'img-43')).toBe(false);
    expect(await wasFirstStepViewed('acc_other', IMAGE)).toBe(false);
  });

  it('a flag stored under the readable ids by an earlier version is removed', async () => {
    localStorage.setItem(`${ACCOUNT}${IMAGE}`, 'true');
    await markFirstStepViewed(ACCOUNT, IMAGE);
    expect(storedKeys()).toEqual([await localFlagKey(ACCOUNT, IMAGE)]);
  });

  it('without usable storage nothing throws and the step counts as not viewed', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => markFirstStepViewed(ACCOUNT, IMAGE)).not.toThrow();
    expect(await wasFirstStepViewed(ACCOUNT, IMAGE)).toBe(false);
    setItem.mockRestore();
  });
});
