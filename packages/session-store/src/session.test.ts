import type { CardInfo, RuntimeConfig } from '@portal/contracts';
import { renderHook } from '@testing-library/react';
import {
  SESSION_STORAGE_KEY,
  selectCanResetPin,
  selectFreezeOffer,
  selectIsLoggedIn,
  selectIsVirtualCard,
  selectReplacementOffered,
  selectPinResetDisabled,
  selectShouldFetchBalance,
  selectShowActivation,
  selectCanActivate,
  selectShowDetails,
  selectShowHolderName,
  selectStatusLabel,
  useProgram,
  useRuntimeConfig,
  useSession,
} from './index';

function card(overrides: Partial<CardInfo> = {}): CardInfo {
  return {
    status: 'ACTIVATED',
    virtual: false,
    freezeInfo: { frozen: false },
    permissions: { availableCardFreeze: true, availablePinReset: true, availableCardActivation: true },
    cardRegistered: true,
    maskedCardNumber: '4111 **** **** 1111',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gift2GoBin: false,
    ...overrides,
  };
}

function withCard(c: CardInfo | null) {
  return { authToken: 't', authExp: 2_000_000_000, cardInfo: c };
}

function stored(): Record<string, unknown> {
  const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) throw new Error('nothing stored');
  return (JSON.parse(raw) as { state: Record<string, unknown> }).state;
}

beforeEach(() => {
  useSession.getState().logout();
  sessionStorage.clear();
});

describe('session (spec §4 Session)', () => {
  it('keeps token, expiry, card info and balance in session storage', () => {
    useSession.getState().setAuth({ token: 'tok', exp: 1_900_000_000 });
    useSession.getState().setCardInfo(card());
    useSession.getState().setCardBalance({ amount: 12.5 });
    expect(stored()).toEqual({
      authToken: 'tok',
      authExp: 1_900_000_000,
      cardInfo: card(),
      cardBalance: { amount: 12.5 },
    });
  });

  it('restores a session already in session storage (a reload keeps the session)', async () => {
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: { authToken: 'kept', authExp: 1_900_000_000, cardInfo: null, cardBalance: { amount: 3 } },
        version: 0,
      }),
    );
    await useSession.persist.rehydrate();
    expect(useSession.getState().authToken).toBe('kept');
    expect(useSession.getState().cardBalance).toEqual({ amount: 3 });
  });

  it('logout removes token and expiry and clears card info and balance', () => {
    const s = useSession.getState();
    s.setAuth({ token: 'tok', exp: 1_900_000_000 });
    s.setCardInfo(card());
    s.setCardBalance({ amount: 1 });
    useSession.getState().logout();
    const after = useSession.getState();
    expect([after.authToken, after.authExp, after.cardInfo, after.cardBalance]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(stored()).toEqual({ authToken: null, authExp: null, cardInfo: null, cardBalance: null });
  });

  it('is logged in only while the stored expiry (seconds) is in the future', () => {
    const now = 1_800_000_000;
    expect(selectIsLoggedIn({ authToken: 't', authExp: now + 1, cardInfo: null }, now)).toBe(true);
    expect(selectIsLoggedIn({ authToken: 't', authExp: now, cardInfo: null }, now)).toBe(false);
    expect(selectIsLoggedIn({ authToken: 't', authExp: now - 1, cardInfo: null }, now)).toBe(false);
  });

  it('is not logged in without a token, or without an expiry', () => {
    const now = 1_800_000_000;
    expect(selectIsLoggedIn({ authToken: null, authExp: now + 60, cardInfo: null }, now)).toBe(false);
    expect(selectIsLoggedIn({ authToken: 't', authExp: null, cardInfo: null }, now)).toBe(false);
  });

  it('compares the expiry with the clock in epoch seconds by default', () => {
    const nowS = Math.floor(Date.now() / 1000);
    expect(selectIsLoggedIn({ authToken: 't', authExp: nowS + 30, cardInfo: null })).toBe(true);
    expect(selectIsLoggedIn({ authToken: 't', authExp: nowS - 30, cardInfo: null })).toBe(false);
  });

  it('the freeze response updates the stored freeze info (spec §4 Freezing)', () => {
    useSession.getState().setCardInfo(card());
    useSession.getState().setFrozen(true);
    expect(useSession.getState().cardInfo?.freezeInfo.frozen).toBe(true);
    expect((stored().cardInfo as CardInfo).freezeInfo.frozen).toBe(true);
    useSession.getState().setFrozen(false);
    expect(useSession.getState().cardInfo?.freezeInfo.frozen).toBe(false);
  });

  it('setting the freeze state without card info stores nothing', () => {
    useSession.getState().setFrozen(true);
    expect(useSession.getState().cardInfo).toBeNull();
  });
});

describe('card status labels (spec §4)', () => {
  it.each([
    ['ACTIVATED', 'Activated'],
    ['activated', 'Activated'],
    ['REQUIRES_ACTIVATION', 'Requires activation'],
    ['requires activation', 'Requires activation'],
    ['ISSUED', 'Issued'],
    ['issued', 'Issued'],
    ['BLOCKED', '---'],
    ['', '---'],
  ])('status %p shows %p', (status, label) => {
    expect(selectStatusLabel(withCard(card({ status })))).toBe(label);
  });

  it("anything else shows '---', including no card info", () => {
    expect(selectStatusLabel(withCard(null))).toBe('---');
  });
});

describe('balance and details (spec §4)', () => {
  it.each([
    ['ACTIVATED', true],
    ['issued', true],
    ['REQUIRES_ACTIVATION', false],
    ['closed', false],
  ])('balance is fetched only when status is activated or issued (%p → %p)', (status, expected) => {
    expect(selectShouldFetchBalance(withCard(card({ status })))).toBe(expected);
  });

  it.each([
    ['activated', true],
    ['ISSUED', true],
    ['requires activation', false],
    ['UNKNOWN', false],
  ])('details show for activated or issued (%p → %p)', (status, expected) => {
    expect(selectShowDetails(withCard(card({ status })))).toBe(expected);
  });

  it('no card info: no balance fetch, no details', () => {
    expect(selectShouldFetchBalance(withCard(null))).toBe(false);
    expect(selectShowDetails(withCard(null))).toBe(false);
  });
});

describe('PIN reset (spec §4, §6)', () => {
  it('PIN reset is available only when the permission holds and status is activated', () => {
    expect(selectCanResetPin(withCard(card()))).toBe(true);
    expect(selectCanResetPin(withCard(card({ status: 'activated' })))).toBe(true);
    const noPermission = card({
      permissions: { availableCardFreeze: true, availablePinReset: false, availableCardActivation: true },
    });
    expect(selectCanResetPin(withCard(noPermission))).toBe(false);
    expect(selectCanResetPin(withCard(card({ status: 'ISSUED' })))).toBe(false);
    expect(selectCanResetPin(withCard(card({ status: 'REQUIRES_ACTIVATION' })))).toBe(false);
    expect(selectCanResetPin(withCard(null))).toBe(false);
  });

  it('PIN reset is disabled for unregistered or frozen cards', () => {
    expect(selectPinResetDisabled(withCard(card()))).toBe(false);
    expect(selectPinResetDisabled(withCard(card({ cardRegistered: false })))).toBe(true);
    expect(selectPinResetDisabled(withCard(card({ freezeInfo: { frozen: true } })))).toBe(true);
  });
});

describe('freeze offer (spec §4)', () => {
  const noFreeze = { availableCardFreeze: false, availablePinReset: true, availableCardActivation: true };
  it('freeze is offered when permitted and not frozen', () => {
    expect(selectFreezeOffer(withCard(card()))).toBe('freeze');
  });
  it('unfreeze is offered when permitted and frozen', () => {
    expect(selectFreezeOffer(withCard(card({ freezeInfo: { frozen: true } })))).toBe('unfreeze');
  });
  it('nothing is offered without the freeze permission', () => {
    expect(selectFreezeOffer(withCard(card({ permissions: noFreeze })))).toBeNull();
    expect(
      selectFreezeOffer(withCard(card({ permissions: noFreeze, freezeInfo: { frozen: true } }))),
    ).toBeNull();
    expect(selectFreezeOffer(withCard(null))).toBeNull();
  });
});

describe('activation panel (spec §2, §4; reading in selectors.ts)', () => {
  const noActivation = {
    availableCardFreeze: true,
    availablePinReset: true,
    availableCardActivation: false,
  };
  it("shows for 'requires activation', with the Activate button when the permission is given", () => {
    expect(selectShowActivation(withCard(card({ status: 'REQUIRES_ACTIVATION' })))).toBe(true);
    expect(selectShowActivation(withCard(card({ status: 'requires activation' })))).toBe(true);
    expect(selectCanActivate(withCard(card({ status: 'REQUIRES_ACTIVATION' })))).toBe(true);
  });
  it("shows the 'call customer support' variant without the permission", () => {
    const c = withCard(card({ status: 'REQUIRES_ACTIVATION', permissions: noActivation }));
    expect(selectShowActivation(c)).toBe(true);
    expect(selectCanActivate(c)).toBe(false);
  });
  it('does not show for another status or without a card', () => {
    expect(selectShowActivation(withCard(card({ status: 'ACTIVATED' })))).toBe(false);
    expect(selectCanActivate(withCard(card({ status: 'ACTIVATED' })))).toBe(false);
    expect(selectShowActivation(withCard(null))).toBe(false);
    expect(selectCanActivate(withCard(null))).toBe(false);
  });
});

describe('holder name (spec §4)', () => {
  it('holder name shows only for activated or issued registered cards', () => {
    expect(selectShowHolderName(withCard(card({ status: 'ACTIVATED' })))).toBe(true);
    expect(selectShowHolderName(withCard(card({ status: 'issued' })))).toBe(true);
    expect(selectShowHolderName(withCard(card({ status: 'ACTIVATED', cardRegistered: false })))).toBe(false);
    expect(selectShowHolderName(withCard(card({ status: 'REQUIRES_ACTIVATION' })))).toBe(false);
    expect(selectShowHolderName(withCard(null))).toBe(false);
  });
});

describe('virtual card', () => {
  it('tells a virtual card from a physical one', () => {
    expect(selectIsVirtualCard(withCard(card({ virtual: true })))).toBe(true);
    expect(selectIsVirtualCard(withCard(card()))).toBe(false);
    expect(selectIsVirtualCard(withCard(null))).toBe(false);
  });
});

describe('runtime config', () => {
  const config: RuntimeConfig = {
    apiBaseUrl: '/api/ind/v1',
    remotes: {},
    captcha: { provider: 'off' },
    program: {
      productName: 'Rewards Card',
      supportPhone: '1-800-555-0100',
      supportHours: '8am to midnight EST, seven days',
      balancePhone: '1-800-555-0101',
      balanceHours: '24/7',
      mailAddress: ['PO Box 1'],
      websiteUrl: 'https://example.test',
      orderCardsUrl: 'https://example.test/order',
      privacyPolicyUrl: 'https://example.test/privacy',
      californiaPrivacyChoicesUrl: 'https://example.test/ca-choices',
      californiaPrivacyNoticeUrl: 'https://example.test/ca-notice',
      carouselImages: [],
      timeZone: 'America/New_York',
      imageHost: '/api/ind/v1/card/vv/image',
      issuerDisclaimer: 'Issued by a bank.',
      gamblingNotice: 'No gambling.',
      virtualAgreementPdfUrl: '/vv.pdf',
      colors: {
        primary: '#1a3d8f',
        primaryContrast: '#ffffff',
        accent: '#f2b705',
        surface: '#ffffff',
        text: '#1b1b1f',
      },
    },
  };

  it('useProgram throws a clear error before the config is set', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useProgram())).toThrow('Runtime config is not set');
  });

  it('useProgram returns the programme values once the config is set, and is not persisted', () => {
    useRuntimeConfig.getState().setConfig(config);
    const { result } = renderHook(() => useProgram());
    expect(result.current.productName).toBe('Rewards Card');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '').not.toContain('Rewards Card');
  });
});

describe('replacement offer', () => {
  const replaceable = { ...card().permissions, availableCardReplacement: true };
  it('is offered when the card permits it and the programme does not turn it off', () => {
    expect(selectReplacementOffered(withCard(card({ permissions: replaceable })), {})).toBe(true);
    expect(
      selectReplacementOffered(withCard(card({ permissions: replaceable })), { cardReplacement: true }),
    ).toBe(true);
  });
  it('is not offered when the programme turns it off', () => {
    expect(
      selectReplacementOffered(withCard(card({ permissions: replaceable })), { cardReplacement: false }),
    ).toBe(false);
  });
  it('is not offered without the permission, or without a card', () => {
    expect(selectReplacementOffered(withCard(card()), {})).toBe(false);
    expect(selectReplacementOffered(withCard(null), {})).toBe(false);
  });
});
