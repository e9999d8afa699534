// Test harness: the real screens calling through the shared api-client (the default of the
// virtual-card-api seam) to the real api-server, behind the one local test server (no mocked
// fetch or module): agreement, signature, image tokens, the image itself and the resend are the
// server's rules. settleImage() plays the browser's part for the card <img>: it loads the image
// URL from the server and fires load or error as the answer says.
import { act, fireEvent, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RuntimeConfig } from '@portal/contracts';
import { renderInTheme, resetStores as resetTestStores, testConfig } from '@portal/testing';
import type { IssuedCard, RealApi } from '@portal/testing/api-server';

// the tests check the tel: links of these numbers
export const TEST_CONFIG: RuntimeConfig = testConfig({
  program: { supportPhone: '1-888-555-0142', balancePhone: '1-888-555-0143' },
});
export const SUPPORT_PHONE = TEST_CONFIG.program.supportPhone;
export const BALANCE_PHONE = TEST_CONFIG.program.balancePhone;
export const PRODUCT = TEST_CONFIG.program.productName;

/** A virtual card and its emailed link. */
export interface VirtualCard extends IssuedCard {
  accountId: string;
  email: string;
}

export interface VirtualCardOptions {
  /** the holder accepted the agreement already */
  accepted?: boolean;
  /** the holder registered the card (true unless told) */
  registered?: boolean;
  frozen?: boolean;
}

let cards = 0;

/** A virtual card the real server issues, its link mailed to an address of its own. */
export async function issueVirtualCard(
  real: RealApi,
  { accepted = false, registered = true, frozen = false }: VirtualCardOptions = {},
): Promise<VirtualCard> {
  cards += 1;
  const issued = await real.issue({
    virtual: true,
    registered,
    frozen,
    email: `holder-${cards}@example.test`,
  });
  const card = issued as VirtualCard;
  if (accepted) {
    const signed = await real.call('POST', '/card/vv/agreement/sign', {
      accountId: card.accountId,
      email: null,
    });
    if (signed.status !== 200) throw new Error(`the agreement was not signed: ${signed.status}`);
  }
  return card;
}

/** A link lives 7 days (LINK_TTL_DAYS): after 8 the server refuses it. */
export const LINK_EXPIRED_MS = 8 * 86_400_000;

/** The mails the server sent to the card's address, oldest first. */
export async function mailsTo(real: RealApi, card: VirtualCard) {
  return (await real.outbox()).filter((m) => m.channel === 'email' && m.to === card.email);
}

/** Plays the browser for the card image: loads its URL, then fires load or error on the <img>. */
export async function settleImage(): Promise<'load' | 'error' | null> {
  const img = document.querySelector<HTMLImageElement>('img[src]');
  if (!img) return null;
  const { ok } = await fetch(img.src);
  await act(async () => {
    if (ok) fireEvent.load(img);
    else fireEvent.error(img);
  });
  return ok ? 'load' : 'error';
}

export function resetStores(): void {
  resetTestStores(TEST_CONFIG);
}

/** Render `ui` with the runtime config set, in the theme. */
export function renderScreen(ui: ReactElement): RenderResult {
  resetStores();
  return renderInTheme(ui, TEST_CONFIG);
}
