// Test harness: the real screens with the virtual-card calls injected through the
// VirtualCardApiProvider seam as an in-memory card ledger (no mocked fetch). The ledger answers
// as the server does (agreement, signature, registration, image tokens, resend outbox) and
// records the calls; settleImage() plays the browser's part for the card <img>: it loads when
// its token is one the ledger issued for that card, and fails otherwise.
import { fireEvent, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RegisterVirtualBody } from '@portal/api-client';
import type { RuntimeConfig } from '@portal/contracts';
import { CallGate, renderInTheme, resetStores as resetTestStores, testConfig } from '@portal/testing';
import { VirtualCardApiProvider, type VirtualCardApi } from '#shared/virtual-card-api';

// the tests check the tel: links of these numbers
export const TEST_CONFIG: RuntimeConfig = testConfig({
  program: { supportPhone: '1-888-555-0142', balancePhone: '1-888-555-0143' },
});
export const SUPPORT_PHONE = TEST_CONFIG.program.supportPhone;
export const BALANCE_PHONE = TEST_CONFIG.program.balancePhone;
export const PRODUCT = TEST_CONFIG.program.productName;

export const ACCOUNT_ID = 'acct_0123456789abcdef';
export const CARD_IMAGE_ID = 'img_fedcba9876543210';

type Call = keyof Omit<VirtualCardApi, 'cardImageUrl'>;

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export interface LedgerCard {
  cardImageId: string;
  acceptedOn: string | null;
  registered: boolean;
  email: string | null;
  /** the emailed link expired: getToken and sign answer 410 */
  linkExpired: boolean;
}

/** An in-memory virtual-card ledger answering the calls as the server would. */
export class FakeVirtualCardLedger implements VirtualCardApi {
  readonly calls: { call: Call; body: unknown }[] = [];
  readonly outbox: { to: string; subject: string }[] = [];
  readonly cards = new Map<string, LedgerCard>();
  /** calls that answer 500 */
  readonly failing = new Set<Call>();
  /** how many of the next image loads fail (e.g. an image host hiccup) */
  imageFailures = 0;
  /** hand out the same token again (a token minted twice in the same second is identical) */
  reuseTokens = false;
  private readonly tokens = new Map<string, string>(); // token → accountId
  private readonly gate = new CallGate<Call>();
  /** Hold a call until the returned function is called (to see the in-flight state). */
  readonly hold = (call: Call): (() => void) => this.gate.hold(call);
  private issued = 0;

  constructor(card: Partial<LedgerCard> = {}, accountId = ACCOUNT_ID) {
    this.cards.set(accountId, {
      cardImageId: CARD_IMAGE_ID,
      acceptedOn: null,
      registered: true,
      email: 'holder@example.test',
      linkExpired: false,
      ...card,
    });
  }

  callsOf(call: Call): unknown[] {
    return this.calls.filter((c) => c.call === call).map((c) => c.body);
  }

  private async enter(call: Call, body: unknown): Promise<void> {
    this.calls.push({ call, body });
    await this.gate.pass(call);
    if (this.failing.has(call)) throw new HttpError(500);
  }

  private card(accountId: string): LedgerCard {
    const card = this.cards.get(accountId);
    if (!card) throw new HttpError(404);
    return card;
  }

  async agreement(body: { accountId: string }) {
    await this.enter('agreement', body);
    return { acceptanceDate: this.card(body.accountId).acceptedOn };
  }

  async agreementSign(body: { accountId: string; email: string | null }) {
    await this.enter('agreementSign', body);
    const card = this.card(body.accountId);
    if (card.linkExpired) throw new HttpError(410);
    card.acceptedOn ??= '11/22/2026';
    return { acceptanceDate: card.acceptedOn };
  }

  async registerVirtualCard(body: RegisterVirtualBody) {
    await this.enter('registerVirtualCard', body);
    const card = this.card(body.accountId);
    if (card.linkExpired) throw new HttpError(410);
    card.registered = true;
    card.email = body.email;
    return { needToUpdateInfo: false };
  }

  async getToken(body: { accountId: string }) {
    await this.enter('getToken', body);
    const card = this.card(body.accountId);
    if (card.linkExpired) throw new HttpError(410);
    if (card.acceptedOn === null) throw new HttpError(409);
    if (!this.reuseTokens || this.issued === 0) this.issued += 1;
    const token = `token-${this.issued}`;
    this.tokens.set(token, body.accountId);
    return { token };
  }

  cardImageUrl(cardImageId: string, token: string): string {
    return `https://images.test/card/vv/image/${encodeURIComponent(cardImageId)}?token=${encodeURIComponent(token)}`;
  }

  /** Would the browser load this image URL? (a token issued for the card whose image it names) */
  imageLoads(src: string): boolean {
    if (this.imageFailures > 0) {
      this.imageFailures -= 1;
      return false;
    }
    const url = new URL(src);
    const accountId = this.tokens.get(url.searchParams.get('token') ?? '');
    const card = accountId === undefined ? undefined : this.cards.get(accountId);
    return card !== undefined && url.pathname.endsWith(`/${encodeURIComponent(card.cardImageId)}`);
  }

  async emailResend(body: { accountId: string }) {
    await this.enter('emailResend', body);
    const card = this.card(body.accountId);
    if (!card.registered || card.email === null) throw new HttpError(409);
    this.outbox.push({ to: card.email, subject: `Your ${PRODUCT} Virtual Card` });
    return { sent: true };
  }
}

/** Plays the browser for the card image: fires load or error on the <img> as the ledger says. */
export function settleImage(ledger: FakeVirtualCardLedger): 'load' | 'error' | null {
  const img = document.querySelector<HTMLImageElement>('img[src]');
  if (!img) return null;
  const ok = ledger.imageLoads(img.src);
  if (ok) fireEvent.load(img);
  else fireEvent.error(img);
  return ok ? 'load' : 'error';
}

export function resetStores(): void {
  resetTestStores(TEST_CONFIG);
}

/** Render `ui` with the runtime config set, in the theme, behind the ledger. */
export function renderWithLedger(ui: ReactElement, ledger: VirtualCardApi): RenderResult {
  resetStores();
  return renderInTheme(<VirtualCardApiProvider value={ledger}>{ui}</VirtualCardApiProvider>, TEST_CONFIG);
}
