// Test harness (tests only): the real HistoryPanel with its services injected through the
// HistoryServicesProvider seam as an in-memory card ledger (no mocked fetch). The ledger
// answers like the server — the contracts' request schema checked against its own today,
// rows newest first, 1-based pages, a CSV with the server's header row — and records the calls.
import { render, type RenderResult } from '@testing-library/react';
import * as v from 'valibot';
import type { CsvDownload, HistoryBody, HistoryDownloadBody } from '@portal/api-client';
import {
  addDays,
  compareDates,
  CSV_COLUMNS,
  formatUsDate,
  historyDownloadRequestSchema,
  historyRequestSchema,
  parseUsDate,
  type CalendarDate,
  type HistoryResponse,
  type RuntimeConfig,
  type Transaction,
  type TxnType,
} from '@portal/contracts';
import { useRuntimeConfig, useSession } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';
import { HistoryServicesProvider, type HistoryServices } from './history-api';
import { HistoryPanel } from './history-panel';

export const SUPPORT_PHONE = '1-888-555-0142';
export const TODAY: CalendarDate = { year: 2026, month: 11, day: 22 };

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api/ind/v1',
  remotes: {},
  captcha: { provider: 'off' },
  program: {
    productName: 'Acme Rewards Visa',
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

type Call = 'history' | 'historyDownload';

export class FakeHistoryLedger implements HistoryServices {
  readonly historyCalls: HistoryBody[] = [];
  readonly downloadCalls: HistoryDownloadBody[] = [];
  readonly saved: { fileName: string; blob: Blob }[] = [];
  readonly failing = new Set<Call>();
  private readonly held = new Map<Call, Promise<void>>();

  constructor(
    public transactions: Transaction[],
    public todayDate: CalendarDate = TODAY,
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

  private inRange(startDate: string, endDate: string): Transaction[] {
    const start = parseUsDate(startDate)!;
    const end = parseUsDate(endDate)!;
    return this.transactions
      .filter((t) => {
        const d = parseUsDate(t.date)!;
        return compareDates(d, start) >= 0 && compareDates(d, end) <= 0;
      })
      .sort((a, b) => compareDates(parseUsDate(b.date)!, parseUsDate(a.date)!));
  }

  async history(body: HistoryBody): Promise<HistoryResponse> {
    this.historyCalls.push(body);
    await this.held.get('history');
    if (this.failing.has('history')) throw new Error('HTTP 500');
    const valid = v.parse(
      historyRequestSchema(() => this.todayDate),
      body,
    );
    const rows = this.inRange(valid.startDate, valid.endDate);
    const from = (valid.page - 1) * valid.txnPerPage;
    return {
      transactions: rows.slice(from, from + valid.txnPerPage),
      page: valid.page,
      txnCount: rows.length,
    };
  }

  async historyDownload(body: HistoryDownloadBody): Promise<CsvDownload> {
    this.downloadCalls.push(body);
    await this.held.get('historyDownload');
    if (this.failing.has('historyDownload')) throw new Error('HTTP 500');
    const valid = v.parse(
      historyDownloadRequestSchema(() => this.todayDate),
      body,
    );
    const lines = [
      CSV_COLUMNS.join(','),
      ...this.inRange(valid.startDate, valid.endDate).map((t) =>
        [t.date, t.type, t.merchant, t.amount.toFixed(2)].join(','),
      ),
    ];
    return {
      blob: new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }),
      fileName: 'transaction-history-test.csv',
    };
  }

  saveFile(blob: Blob, fileName: string): void {
    this.saved.push({ blob, fileName });
  }

  today(): CalendarDate {
    return this.todayDate;
  }
}

export function renderHistoryPanel(ledger: HistoryServices): RenderResult {
  useRuntimeConfig.getState().setConfig(TEST_CONFIG);
  useSession.getState().setAuth({ token: 'test-token', exp: Math.floor(Date.now() / 1000) + 900 });
  return render(
    <ThemeProvider program={TEST_CONFIG.program}>
      <HistoryServicesProvider value={ledger}>
        <HistoryPanel />
      </HistoryServicesProvider>
    </ThemeProvider>,
  );
}
