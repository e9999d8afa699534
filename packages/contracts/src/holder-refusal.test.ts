import { holderRefusalOf, holderRefusalText, type HolderRefusal } from './holder-refusal';
import type { ApiError } from './api';
import { loadAllTexts } from './i18n';

// the rules' messages are worded from the catalogue: English, as a form shows it by default
beforeAll(() => loadAllTexts('en'));

const ET = 'America/New_York';
const refusal = (body: ApiError | null) => holderRefusalOf(body)!;

describe('holderRefusalOf: the refusal an answer carries', () => {
  test.each<[ApiError | null, HolderRefusal | null]>([
    [
      { code: 'login_failed', message: 'x' },
      { kind: 'mismatch', triesLeft: null },
    ],
    [
      { code: 'login_failed', message: 'x', triesLeft: 2 },
      { kind: 'mismatch', triesLeft: 2 },
    ],
    [
      { code: 'locked', message: 'x', lockedUntil: '2026-07-16T02:42:00.000Z' },
      { kind: 'paused', until: new Date('2026-07-16T02:42:00.000Z') },
    ],
    [{ code: 'locked', message: 'x', held: true }, { kind: 'held' }],
    [{ code: 'locked', message: 'x' }, { kind: 'tooManyTries' }],
    [{ code: 'sanctions', message: 'x' }, null],
    [{ code: 'internal', message: 'x' }, null],
    [null, null],
  ])('%p → %p', (body, expected) => {
    expect(holderRefusalOf(body)).toEqual(expected);
  });
});

describe('holderRefusalText: what the cardholder reads', () => {
  test('a wrong pair says to check both; from the third wrong try, the tries left', () => {
    expect(holderRefusalText(refusal({ code: 'login_failed', message: 'x' }), 'login', ET)).toEqual({
      text: "The card number and CVV don't match our records. Check both and try again.",
      call: false,
    });
    expect(
      holderRefusalText(refusal({ code: 'login_failed', message: 'x', triesLeft: 2 }), 'login', ET).text,
    ).toBe(
      "The card number and CVV don't match our records. Check both and try again. You have 2 more tries before logging in with this card is paused.",
    );
    expect(
      holderRefusalText(refusal({ code: 'login_failed', message: 'x', triesLeft: 1 }), 'registration', ET)
        .text,
    ).toBe(
      "The card number and CVV don't match our records. Check both and try again. You have 1 more try before registering this card is paused.",
    );
  });

  test("a pause names its end in the programme's zone, with a call as the next step", () => {
    const paused = refusal({ code: 'locked', message: 'x', lockedUntil: '2026-07-16T02:42:00.000Z' });
    expect(holderRefusalText(paused, 'login', ET)).toEqual({
      text: 'Logging in with this card is paused until 10:42 PM ET. To get in sooner, call us.',
      call: true,
    });
    expect(holderRefusalText(paused, 'registration', 'America/Chicago').text).toBe(
      'Registering this card is paused until 9:42 PM CT. To register sooner, call us.',
    );
  });

  test('a lock only the call centre lifts says to call', () => {
    expect(holderRefusalText({ kind: 'held' }, 'login', ET)).toEqual({
      text: 'Logging in with this card is locked after too many tries. Call us to unlock it.',
      call: true,
    });
    expect(holderRefusalText({ kind: 'held' }, 'registration', ET).text).toBe(
      'Registering this card is locked after too many tries. Call us to unlock it.',
    );
  });

  test('too many tries from one connection says to wait, with no call', () => {
    expect(holderRefusalText({ kind: 'tooManyTries' }, 'login', ET)).toEqual({
      text: 'Too many tries from this device. Wait a few minutes, then try again.',
      call: false,
    });
  });
});
