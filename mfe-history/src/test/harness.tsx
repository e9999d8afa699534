// Test harness (tests only): the real HistoryPanel calling through the shared api-client (the
// default history calls of the history-api seam) to the real api-server, behind the one local
// test server (no mocked fetch or module): the range rule, rows newest first, 1-based pages and
// the CSV are the server's. The server's clock and the panel's today are TODAY; the browser's
// part of the seam (saving a file) is recorded.
import type { RenderResult } from '@testing-library/react';
import {
  addDays,
  formatUsDate,
  usToIso,
  type CalendarDate,
  type RuntimeConfig,
  type Transaction,
  type TxnType,
} from '@portal/contracts';
import { renderInTheme, resetStores, testConfig } from '@portal/testing';
import type { IssuedCard, RealApi, RealApiOptions } from '@portal/testing/api-server';
import { useSession } from '@portal/session-store';
import { defaultHistoryServices, HistoryServicesProvider } from '../features/history/history-api';
import { HistoryPanel } from '../features/history/history-panel';

export const TODAY: CalendarDate = { year: 2026, month: 11, day: 22 };

/** The real server's options: its clock at noon (UTC) of TODAY. */
export const SERVER_AT_TODAY: RealApiOptions = { now: new Date('2026-11-22T12:00:00Z') };

// the tests check the tel: links of these numbers
export const TEST_CONFIG: RuntimeConfig = testConfig({
  program: { supportPhone: '1-888-555-0142', balancePhone: '1-888-555-0143' },
});
export const SUPPORT_PHONE = TEST_CONFIG.program.supportPhone;

const TYPES: TxnType[] = ['purchase', 'purchase', 'refund', 'load', 'fee'];

/**
 * `count` transactions, newest first: number i (1-based) is on TODAY − floor((i − 1) / 2) days,
 * merchant 'Merchant i', a debit of i dollars and 25 cents unless its type is a credit.
 */
export function makeTransactions(count: number, newest: CalendarDate = TODAY): Transaction[] {
  return Array.from({ length: count }, (_, k) => {
    const i = k + 1;
    const type = TYPES[k % TYPES.length]!;
    const credit = type === 'refund' || type === 'load';
    return {
      date: formatUsDate(addDays(newest, -Math.floor(k / 2))),
      type,
      merchant: `Merchant ${i}`,
      amount: credit ? i + 0.25 : -(i + 0.25),
    };
  });
}

/**
 * A card holding exactly `transactions` (newest first) on the real server, and the holder
 * signed in with it. The server lists a day's transactions latest posted first, so they are
 * posted oldest first.
 */
export async function signInWithHistory(real: RealApi, transactions: Transaction[]): Promise<IssuedCard> {
  resetStores(TEST_CONFIG);
  const card = await real.issue({ registered: true, status: 'activated', amount: 0 });
  for (const t of [...transactions].reverse()) {
    await real.post(card, { amount: t.amount, type: t.type, merchant: t.merchant, date: usToIso(t.date)! });
  }
  await real.signIn(card);
  return card;
}

/** The bodies of the session's calls to a route (a previous test's may still arrive), oldest first. */
export function bodiesOf(real: RealApi, route: 'POST /card/txn/history' | 'POST /card/txn/history/download') {
  const bearer = `Bearer ${useSession.getState().authToken}`;
  return real.server
    .calls(route)
    .filter((s) => s.authorization === bearer)
    .map((s) => s.body);
}

export interface SavedFile {
  fileName: string;
  blob: Blob;
}

/** The panel with the real history calls; `saved` receives the files the browser would save. */
export function renderHistoryPanel(
  saved: SavedFile[] = [],
  browserToday: CalendarDate = TODAY,
): RenderResult {
  return renderInTheme(
    <HistoryServicesProvider
      value={{
        ...defaultHistoryServices,
        saveFile: (blob, fileName) => saved.push({ blob, fileName }),
        today: () => browserToday,
      }}
    >
      <HistoryPanel />
    </HistoryServicesProvider>,
    TEST_CONFIG,
  );
}
