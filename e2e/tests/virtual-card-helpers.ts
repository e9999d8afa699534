// Helpers of the virtual-card journeys (virtual-card-*.spec.ts): the axe check, screenshots at
// 1280 px and 375 px wide (full page, or the viewport while a modal covers it), accepting the
// agreement in its modal and the card image, on a portal page or inside a partner page's card
// frame (a FrameLocator), and the member's code that a partner's card frame asks first.
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

/** The code step of a partner's card frame: the member types the code sent to their address. */
export const codeStep = (scope: CardScope) =>
  scope.getByRole('heading', { level: 1, name: "Let's check it's you" });
export const codeField = (scope: CardScope) => scope.getByRole('textbox', { name: 'Code' });

/** The code of the latest code message the portal sent to `email` (the outbox), or null. */
export function latestCode(email: string): string | null {
  const mails = outboxFor(email).filter((m) => /code$/.test(m.subject ?? ''));
  return /is (\d{6})\./.exec(mails.at(-1)?.body ?? '')?.[1] ?? null;
}

/**
 * As the member: read the code the portal emailed to `email` and type it, with the keyboard, into
 * the frame's code field, then Enter; waits for the step to go.
 */
export async function enterCode(frame: FrameLocator, email: string): Promise<void> {
  await expect(codeStep(frame)).toBeVisible({ timeout: 30_000 });
  let code: string | null = null;
  await expect.poll(() => (code = latestCode(email)), { timeout: 15_000 }).not.toBeNull();
  const field = codeField(frame);
  await field.focus();
  await field.pressSequentially(code!);
  await field.press('Enter');
  await expect(codeStep(frame)).toBeHidden({ timeout: 30_000 });
}

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

/** The card image's name: the programme's card until its text arrives, then its last four digits. */
export const CARD_IMAGE_NAME = /Virtual Visa (card|ending \d{4})/;

/**
 * The card image, once the browser has loaded it (a decoded SVG has a natural width), and the
 * card's text that follows it: the screen has its final height then (a partner page's frame grows
 * to it, and a second frame below moves once more).
 */
export async function expectCardImageLoaded(page: CardScope): Promise<void> {
  const image = page.getByRole('img', { name: CARD_IMAGE_NAME });
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Card details' })).toBeVisible({ timeout: 30_000 });
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
