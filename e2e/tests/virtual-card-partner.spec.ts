// The partner embed (ARCHITECTURE.md §1, §3): a plain HTML page on ANOTHER origin than the
// portal loads the virtual-card remote through the Module Federation runtime and mounts its
// single-spa parcel with the portal's /config.json; the agreement is accepted there and the card shows.
import { expect, test } from '@playwright/test';
import { issueCard } from '../support/admin';
import {
  PORTAL_URL,
  acceptAgreement,
  agreementDialog,
  expectCardImageLoaded,
  expectNoSeriousViolations,
  screenshots,
  servePartnerPage,
  type StaticSite,
} from './virtual-card-helpers';

let partner: StaticSite;

test.beforeAll(async () => {
  partner = await servePartnerPage();
});

test.afterAll(async () => {
  await partner.close();
});

test('a partner page on another origin mounts the virtual-card parcel and shows the card', async ({
  page,
}) => {
  const card = issueCard('--virtual', '--registered', '--email', `vc-partner-${Date.now()}@example.test`);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  const query = new URLSearchParams({
    portal: PORTAL_URL,
    accountId: card.accountId!,
    cardImageId: card.cardImageId,
  });
  await page.goto(`${partner.origin}/?${query.toString()}`);
  expect(new URL(page.url()).origin).not.toBe(new URL(PORTAL_URL).origin);
  await expect(page.getByText('Partner Rewards Club')).toBeVisible();

  // the agreement dialog is a true modal over the whole partner page (PARTNERS.md), focus inside it
  const dialog = agreementDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#virtual-card [role="dialog"]')).toHaveCount(0);
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await screenshots(page, 'virtual-card-partner-agreement');
  await acceptAgreement(page);
  await expect(page.getByRole('heading', { level: 1, name: 'This is your Virtual Card' })).toBeVisible();
  await expectCardImageLoaded(page);
  // the parcel lives inside the partner's container, and the page has no React of its own
  await expect(
    page.locator('#virtual-card').getByRole('heading', { name: 'This is your Virtual Card' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'virtual-card-partner');
});
