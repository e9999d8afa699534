// Every state of the virtual-card link ends on the card or on the expired-link view with
// a working 'Resend my Virtual card' — fresh (with mail-provider tracking parameters), superseded
// before registration, superseded after registration before the agreement, superseded after the
// agreement, unknown — and a link whose signature was stripped is an explained state.
// Against the real server a link cannot be aged 7 days; a superseded link (a resend retired it)
// answers the same 410 link_expired through the same code path, and the jest suites cover the
// time-based expiry (api-server virtual-card-link.test.ts, mfe-virtual-card card-info-page.test.tsx).
import { expect, test, type Page } from '@playwright/test';
import { admin, issueCard } from '../support/admin';
import {
  CARD_IMAGE_NAME,
  acceptAgreement,
  agreementDialog,
  base64Param,
  screenshots,
} from './virtual-card-helpers';

interface OutboxEntry {
  channel: string;
  to: string;
  body: string;
}
const mailsTo = (email: string) =>
  admin<OutboxEntry[]>('outbox', 'list', '--json').filter((m) => m.channel === 'email' && m.to === email);

const REASON = 'e2e: holder asked for a new link';
const expiredHeading = (page: Page) => page.getByRole('heading', { name: 'Your link has expired' });
const stepOne = (page: Page) => page.getByRole('form', { name: 'Register' });

async function expectExpiredViewAndResend(page: Page, email: string): Promise<void> {
  await expect(expiredHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(agreementDialog(page)).toHaveCount(0);
  // the stepper's dead end ('Something went wrong. Please try again later.') never shows
  await expect(page.getByText('Something went wrong. Please try again later.')).toHaveCount(0);
  const before = mailsTo(email).length;
  await page.getByRole('button', { name: 'Resend my Virtual card' }).click();
  await expect(page.getByText('Virtual card info has been resent to your email!')).toBeVisible({
    timeout: 30_000,
  });
  expect(mailsTo(email).length).toBe(before + 1);
}

test('fresh link with tracking parameters appended by a mail provider opens step 1', async ({ page }) => {
  const card = issueCard('--virtual', '--email', `lc-fresh-${Date.now()}@example.test`);
  await page.goto(`${card.registrationPath!}&utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc`);
  await expect(stepOne(page)).toBeVisible({ timeout: 30_000 });
});

test('a link stripped of its signature shows "This link is not valid", not the home page', async ({
  page,
}) => {
  const card = issueCard('--virtual', '--email', `lc-unsigned-${Date.now()}@example.test`);
  const url = new URL(card.registrationPath!, 'http://x');
  url.searchParams.delete('ls');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Please open the link exactly as it appears in your email/)).toBeVisible();
  await expect(page).toHaveURL(/\/ind\/registration\//);
  await screenshots(page, 'virtual-link-invalid');
});

test('superseded before registration: the old link ends on the expired-link view; resend goes to the issued address; the new link registers', async ({
  page,
}) => {
  const email = `lc-unreg-${Date.now()}@example.test`;
  const card = issueCard('--virtual', '--email', email);
  // retire link A from the portal itself: its card screen's resend (the card is not registered)
  await page.goto(`/ind/card/info/${card.accountId}/${base64Param('notThisCardsImage1')}`);
  await acceptAgreement(page);
  await expectExpiredViewAndResend(page, email);
  const fresh = /https?:\/\/\S+?(\/ind\/registration\/\S+)/.exec(mailsTo(email).at(-1)!.body);
  expect(fresh).not.toBeNull();

  // link A is now superseded: straight to the expired-link view, no form, no modal
  await page.goto(card.registrationPath!);
  await expect(page).toHaveURL(/\/ind\/card\/info\//, { timeout: 30_000 });
  await expectExpiredViewAndResend(page, email);
  await screenshots(page, 'virtual-link-expired-before-registration');

  // the fresh link opens the form
  const newest = /https?:\/\/\S+?(\/ind\/registration\/\S+)/.exec(mailsTo(email).at(-1)!.body)![1]!;
  await page.goto(newest);
  await expect(stepOne(page)).toBeVisible({ timeout: 30_000 });
});

test('superseded after registration, before the agreement: the expired-link view, no modal that cannot be closed', async ({
  page,
}) => {
  const email = `lc-noagr-${Date.now()}@example.test`;
  const card = issueCard('--virtual', '--registered', '--email', email);
  admin('link', 'resend', '--card', card.cardNumber, '--reason', REASON, '--json');
  await page.goto(card.cardInfoPath!);
  await expectExpiredViewAndResend(page, email);
  await screenshots(page, 'virtual-link-expired-before-agreement');
});

test('superseded after the agreement: the expired-link view with resend; the fresh link shows the card', async ({
  page,
}) => {
  const email = `lc-agreed-${Date.now()}@example.test`;
  const card = issueCard('--virtual', '--registered', '--email', email);
  await page.goto(card.cardInfoPath!);
  await acceptAgreement(page);
  admin('link', 'resend', '--card', card.cardNumber, '--reason', REASON, '--json');
  await page.goto(card.registrationPath!);
  await expect(page).toHaveURL(/\/ind\/card\/info\//, { timeout: 30_000 });
  await expectExpiredViewAndResend(page, email);
  const link = /https?:\/\/\S+\/ind\/registration\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(
    mailsTo(email).at(-1)!.body,
  )!;
  await page.goto(`/ind/card/info/${link[1]}/${link[2]}`);
  await expect(page.getByRole('img', { name: CARD_IMAGE_NAME })).toBeVisible({ timeout: 30_000 });
});

test('an unknown link ends on the expired-link view (no form, no home redirect)', async ({ page }) => {
  await page.goto('/ind/registration/not-a-real-account-id-000/aW1n');
  await expect(page).toHaveURL(/\/ind\/card\/info\/not-a-real-account-id-000\//, { timeout: 30_000 });
  await expect(expiredHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(agreementDialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend my Virtual card' })).toBeEnabled();
  await screenshots(page, 'virtual-link-unknown');
});
