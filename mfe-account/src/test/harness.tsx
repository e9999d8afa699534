// Test harness: the real AccountPage in a router, calling through the shared api-client (the
// default of the account-api seam) to the one local test server (no mocked fetch or module).
// A screen that only shows a card is answered with that card (serveTestApi + answerCard); a flow
// whose rules are the server's — freezing, activation, PIN reset and its limit — runs against the
// real api-server in-process (serveRealApi + signInWithCard), with the test server in front of it
// to hold a request or answer a failure.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@portal/router';
import { maskCardNumber, type CardInfo, type RuntimeConfig } from '@portal/contracts';
import { useSession } from '@portal/session-store';
import { resetStores, signIn, testCard, testConfig, type TestServer } from '@portal/testing';
import type { IssueOptions, IssuedCard, RealApi } from '@portal/testing/api-server';
import { AccountPage } from '../app/account-page';

// the tests check the tel: links of these numbers
export const TEST_CONFIG: RuntimeConfig = testConfig({
  program: { supportPhone: '1-888-555-0142', balancePhone: '1-888-555-0143' },
});
export const SUPPORT_PHONE = TEST_CONFIG.program.supportPhone;
export const BALANCE_PHONE = TEST_CONFIG.program.balancePhone;
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

export interface AnswerCardOptions {
  /** the balance the server answers, in dollars */
  balance?: number;
  /** card info already in the session store before the page loads it (e.g. from login) */
  stored?: CardInfo | null;
}

let sessions = 0;

/** A signed-in holder (a session of its own) whose card info and balance the test server answers. */
export function answerCard(
  server: TestServer,
  info: CardInfo,
  { balance = 25, stored = null }: AnswerCardOptions = {},
) {
  resetStores(TEST_CONFIG);
  sessions += 1;
  signIn({ token: `session-${sessions}`, cardInfo: stored });
  server.answer('GET /card/info', { json: info });
  server.answer('GET /card/balance', { json: { amount: balance } });
  // an answered card is not one the real server knows: its cases are answered too (none)
  server.answer('GET /card/disputes', { json: { cases: [] } });
}

/**
 * A card the real server issues — registered and activated unless told otherwise, with its
 * default permissions — and the holder signed in with it (the real login).
 */
export async function signInWithCard(real: RealApi, options: IssueOptions = {}): Promise<IssuedCard> {
  resetStores(TEST_CONFIG);
  const issued = await real.issue({ registered: true, status: 'activated', ...options });
  await real.signIn(issued);
  return issued;
}

/** The masked number the page shows for an issued card. */
export const masked = (issued: IssuedCard) => maskCardNumber(issued.cardNumber);

/**
 * The requests of the current session (not a previous test's, still in flight when it ended),
 * oldest first, as 'METHOD /route?query' (e.g. 'GET /card/info?refresh=true').
 */
export function requests(server: TestServer): string[] {
  const prefix = new URL(server.apiBaseUrl).pathname;
  const bearer = `Bearer ${useSession.getState().authToken}`;
  return server.seen
    .filter((s) => s.authorization === bearer)
    .map((s) => `${s.method} ${s.path.replace(prefix, '')}${s.search}`);
}

export interface RenderOptions {
  renderHistory?: () => ReactNode;
}

/** The account page at /ind, with /ind/registration standing in as a heading. */
export function renderAccountPage(options: RenderOptions = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={['/ind']}>
      <Routes>
        <Route path="/ind" element={<AccountPage renderHistory={options.renderHistory} />} />
        <Route path="/ind/registration" element={<h1>Card Registration</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}
