// Helpers of the virtual-card journeys (virtual-card-*.spec.ts): the axe check, screenshots at
// 1280 px and 375 px wide (full page, or the viewport while a modal covers it), accepting the
// agreement in its modal and the card image, on a portal page or inside a partner page's card
// frame (a FrameLocator).
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { admin } from '../support/admin';
import { expectNoSeriousA11yViolations, screenshots } from '../support/portal';

export { screenshots };
export const expectNoSeriousViolations = expectNoSeriousA11yViolations;

export const PORTAL_URL = `http://localhost:${process.env.E2E_PORT ?? 8090}`;

interface OutboxEntry {
  id: number;
  channel: string;
  to: string;
  subject?: string;
  body: string;
}

/** The emails the portal sent to `email` (the operator CLI's outbox). */
export const outboxFor = (email: string) =>
  admin<OutboxEntry[]>('outbox', 'list', '--json').filter((m) => m.channel === 'email' && m.to === email);

/** Where the card screen is: a portal page, or the card's frame on a partner's page. */
export type CardScope = Page | FrameLocator;

export const agreementDialog = (page: CardScope) =>
  page.getByRole('dialog', { name: /^Welcome to the .+ Virtual Visa program$/ });

/** Tick the confirmation and press Ok in the agreement modal; waits for it to close. */
export async function acceptAgreement(page: CardScope): Promise<void> {
  const dialog = agreementDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const ok = dialog.getByRole('button', { name: 'Ok' });
  await expect(ok).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I confirm that I have read and agree' }).check();
  await ok.click();
  await expect(dialog).toBeHidden();
}

/** The card image, once the browser has loaded it (a decoded SVG has a natural width). */
export async function expectCardImageLoaded(page: CardScope): Promise<void> {
  const image = page.getByRole('img', { name: /Virtual Visa card/ });
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await image.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(302);
}

/** base64url, as the emailed links carry cardImageId */
export function base64Param(value: string): string {
  return Buffer.from(value, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
