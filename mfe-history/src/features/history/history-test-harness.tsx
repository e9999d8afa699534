// Test harness (tests only): the real HistoryPanel with its services injected through the
// HistoryServicesProvider seam as an in-memory card ledger (no mocked fetch). The ledger
// answers like the server — the contracts' request schema checked against its own today,
// rows newest first, 1-based pages, a CSV with the server's header row — and records the calls.
import type { RenderResult } from '@testing-library/react';
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
import { CallGate, renderInTheme, signIn, testConfig } from '@portal/testing';
import { HistoryServicesProvider, type HistoryServices } from './history-api';
import { HistoryPanel } from './history-panel';

export const TODAY: CalendarDate = { year: 2026, month: 11, day: 22 };

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

type Call = 'history' | 'historyDownload';

export class FakeHistoryLedger implements HistoryServices {
  readonly historyCalls: HistoryBody[] = [];
  readonly downloadCalls: HistoryDownloadBody[] = [];
  readonly saved: { fileName: string; blob: Blob }[] = [];
  readonly failing = new Set<Call>();
  private readonly gate = new CallGate<Call>();
  /** Hold a call until the returned function is called (to see the in-flight state). */
  readonly hold = (call: Call): (() => void) => this.gate.hold(call);

  constructor(
    public transactions: Transaction[],
    public todayDate: CalendarDate = TODAY,
  ) {}

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
    await this.gate.pass('history');
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
    await this.gate.pass('historyDownload');
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
  signIn();
  return renderInTheme(
    <HistoryServicesProvider value={ledger}>
      <HistoryPanel />
    </HistoryServicesProvider>,
    TEST_CONFIG,
  );
}
