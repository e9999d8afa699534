// Test harness: the real AccountPage in a router, with the account calls injected through the
// AccountApiProvider seam as an in-memory card ledger (no mocked fetch). The ledger behaves
// like the server for the calls the page makes and records them, so a test can assert which
// calls the page made (e.g. that the balance was not fetched).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CardBalance, CardInfo, RuntimeConfig } from '@portal/contracts';
import { CallGate, resetStores, signIn, testCard, testConfig } from '@portal/testing';
import { AccountApiProvider, type AccountApi } from '#shared/account-api';
import { AccountPage } from '../app/account-page';

// the tests check the tel: links of these numbers
export const TEST_CONFIG: RuntimeConfig = testConfig({
  program: { supportPhone: '1-888-555-0142', balancePhone: '1-888-555-0143' },
});
export const SUPPORT_PHONE = TEST_CONFIG.program.supportPhone;
export const PRODUCT = TEST_CONFIG.program.productName;

export function card(overrides: Partial<CardInfo> = {}): CardInfo {
  return testCard({
    permissions: { availableCardFreeze: true, availablePinReset: true, availableCardActivation: true },
    maskedCardNumber: '4111 **** **** 1234',
    ...overrides,
  });
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
  private readonly gate = new CallGate<Call>();
  /** Hold a call until the returned function is called (to see the in-flight state). */
  readonly hold = (call: Call): (() => void) => this.gate.hold(call);

  constructor(
    public card: CardInfo,
    public balanceAmount = 25,
  ) {}

  private async enter(call: Call, label: string = call): Promise<void> {
    this.calls.push(label);
    await this.gate.pass(call);
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

/**
 * The account page answered by `ledger`; with `'http'` it calls through the shared api-client,
 * to the test server of `serveTestApi()` (for how the page reads the server's real refusals).
 */
export function renderAccountPage(ledger: AccountApi | 'http', options: RenderOptions = {}): RenderResult {
  resetStores(TEST_CONFIG);
  signIn({ cardInfo: options.storedCardInfo ?? null });
  const routes = (
    <Routes>
      <Route path="/ind" element={<AccountPage renderHistory={options.renderHistory} />} />
      <Route path="/ind/registration" element={<h1>Card Registration</h1>} />
    </Routes>
  );
  return render(
    <MemoryRouter initialEntries={['/ind']}>
      {ledger === 'http' ? routes : <AccountApiProvider value={ledger}>{routes}</AccountApiProvider>}
    </MemoryRouter>,
  );
}
