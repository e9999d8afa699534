// Test harness: the real AccountPage in a router, with the account calls injected through the
// AccountApiProvider seam as an in-memory card ledger (no mocked fetch). The ledger behaves
// like the server for the calls the page makes and records them, so a test can assert which
// calls the page made (e.g. that the balance was not fetched).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CardBalance, CardInfo, RuntimeConfig } from '@portal/contracts';
import { useRuntimeConfig, useSession } from '@portal/session-store';
import { AccountApiProvider, type AccountApi } from '#shared/account-api';
import { AccountPage } from '../app/account-page';

export const SUPPORT_PHONE = '1-888-555-0142';
export const PRODUCT = 'Acme Rewards Visa';

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api/ind/v1',
  remotes: {},
  captcha: { provider: 'off' },
  program: {
    productName: PRODUCT,
    supportPhone: SUPPORT_PHONE,
    supportHours: '8am to midnight EST, seven days',
    balancePhone: '1-888-555-0143',
    balanceHours: '24/7',
    mailAddress: ['PO Box 1', 'Springfield'],
    websiteUrl: 'https://example.test',
    orderCardsUrl: 'https://example.test/order',
    privacyPolicyUrl: 'https://example.test/privacy',
    californiaPrivacyChoicesUrl: 'https://example.test/ca-choices',
    californiaPrivacyNoticeUrl: 'https://example.test/ca-notice',
    carouselImages: [],
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

export function card(overrides: Partial<CardInfo> = {}): CardInfo {
  return {
    status: 'ACTIVATED',
    virtual: false,
    freezeInfo: { frozen: false },
    permissions: { availableCardFreeze: true, availablePinReset: true, availableCardActivation: true },
    cardRegistered: true,
    maskedCardNumber: '4111 **** **** 1234',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gift2GoBin: false,
    ...overrides,
  };
}

export function permissions(p: Partial<CardInfo['permissions']>): CardInfo['permissions'] {
  return { availableCardFreeze: false, availablePinReset: false, availableCardActivation: false, ...p };
}

type Call = keyof AccountApi;

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** An in-memory card ledger answering the account calls as the server would. */
export class FakeCardLedger implements AccountApi {
  readonly calls: string[] = [];
  /** the new-PIN SMS the ledger "sent" */
  readonly sms: string[] = [];
  readonly failing = new Set<Call>();
  /** force the freeze answer (a mismatch), instead of the card's new state */
  freezeAnswer: boolean | null = null;
  pinResetSent = true;
  private readonly held = new Map<Call, Promise<void>>();

  constructor(
    public card: CardInfo,
    public balanceAmount = 25,
  ) {}

  /** Hold a call until the returned function is called (to see the in-flight state). */
  hold(call: Call): () => void {
    let release = () => {};
    this.held.set(
      call,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => {
      this.held.delete(call);
      release();
    };
  }

  private async enter(call: Call, label: string = call): Promise<void> {
    this.calls.push(label);
    await this.held.get(call);
    if (this.failing.has(call)) throw new HttpError(500);
  }

  async cardInfo(options?: { refresh?: boolean }): Promise<CardInfo> {
    await this.enter('cardInfo', options?.refresh ? 'cardInfo:refresh' : 'cardInfo');
    return structuredClone(this.card);
  }

  async balance(): Promise<CardBalance> {
    await this.enter('balance');
    return { amount: this.balanceAmount };
  }

  async freeze({ frozen }: { frozen: boolean }): Promise<{ frozen: boolean }> {
    await this.enter('freeze');
    if (this.freezeAnswer !== null) return { frozen: this.freezeAnswer };
    this.card = { ...this.card, freezeInfo: { frozen } };
    return { frozen };
  }

  async pinReset(): Promise<{ sent: boolean }> {
    await this.enter('pinReset');
    if (this.pinResetSent) this.sms.push('Your new PIN is 1234');
    return { sent: this.pinResetSent };
  }

  async activate(): Promise<CardInfo> {
    await this.enter('activate');
    this.card = { ...this.card, status: 'ACTIVATED' };
    return structuredClone(this.card);
  }
}

export interface RenderOptions {
  renderHistory?: () => ReactNode;
  /** card info already in the session store before the page loads it (e.g. from login) */
  storedCardInfo?: CardInfo | null;
}

export function renderAccountPage(ledger: AccountApi, options: RenderOptions = {}): RenderResult {
  useRuntimeConfig.getState().setConfig(TEST_CONFIG);
  const session = useSession.getState();
  session.logout();
  session.setAuth({ token: 'test-token', exp: Math.floor(Date.now() / 1000) + 900 });
  session.setCardInfo(options.storedCardInfo ?? null);
  return render(
    <MemoryRouter initialEntries={['/ind']}>
      <AccountApiProvider value={ledger}>
        <Routes>
          <Route path="/ind" element={<AccountPage renderHistory={options.renderHistory} />} />
          <Route path="/ind/registration" element={<h1>Card Registration</h1>} />
        </Routes>
      </AccountApiProvider>
    </MemoryRouter>,
  );
}
