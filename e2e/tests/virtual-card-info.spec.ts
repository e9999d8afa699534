// The card information screen of an emailed virtual-card link (spec §2 'Card ready / card
// information screen' and 'Virtual agreement modal', §4 Agreement, Card image, Resend): accept
// the agreement, see the card; an invalid link shows 'Your link has expired' and the resend
// writes a fresh email to the outbox, whose link shows the card.
import { expect, test } from '@playwright/test';
import { issueCard } from '../support/admin';
import {
  acceptAgreement,
  agreementDialog,
  base64Param,
  expectCardImageLoaded,
  expectNoSeriousViolations,
  outboxFor,
  screenshots,
} from './virtual-card-helpers';

test.describe('virtual card information screen', () => {
  test('accepting the agreement shows "This is your Virtual Card" with the card image', async ({ page }) => {
    const card = issueCard('--virtual', '--registered', '--email', `vc-info-${Date.now()}@example.test`);
    expect(card.cardInfoPath).toBeTruthy();
    await page.goto(card.cardInfoPath!);

    const dialog = agreementDialog(page);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('accept the terms below and your card will then display!')).toBeVisible();
    const terms = dialog.getByRole('region', { name: 'Cardholder agreement and e-sign consent' });
    await expect(terms.getByRole('heading', { name: 'Virtual Visa Cardholder Agreement' })).toBeVisible();
    await expect(terms.getByRole('heading', { name: 'E-Sign Consent' })).toBeAttached();
    // static backdrop, not closable by keyboard
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // no card image before the agreement is accepted
    await expect(page.locator('img[src*="/card/vv/image/"]')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await screenshots(page, 'virtual-card-agreement', false);

    await acceptAgreement(page);
    await expect(page.getByRole('heading', { level: 1, name: 'This is your Virtual Card' })).toBeVisible();
    await expectCardImageLoaded(page);
    await expect(page.getByRole('region', { name: "What's next" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Important notes' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshots(page, 'virtual-card-info');

    // accepted once: the next visit shows the card without the modal
    await page.reload();
    await expectCardImageLoaded(page);
    await expect(agreementDialog(page)).toHaveCount(0);
  });

  test('at 375 px the card is text too: a screen reader reads number, expiry and CVV, Copy puts each on the clipboard', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const card = issueCard('--virtual', '--registered', '--email', `vc-text-${Date.now()}@example.test`);
    await page.goto(card.cardInfoPath!);
    await acceptAgreement(page);
    await expectCardImageLoaded(page);
    const last4 = card.cardNumber.slice(-4);
    await expect(page.getByRole('img', { name: `Virtual Visa ending ${last4}` })).toBeVisible();

    const details = page.getByRole('region', { name: 'Card details' });
    const grouped = card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    // what a screen reader gets: each term and its value, the CVV hidden until asked for
    await expect(details).toMatchAriaSnapshot(`
      - region "Card details":
        - heading "Card details" [level=2]
        - term: Card number
        - definition:
          - text: ${grouped}
          - button "Copy card number"
        - term: Expiration date
        - definition:
          - text: ${card.expiry}
          - button "Copy expiration date"
        - term: Security code (CVV)
        - definition:
          - text: hidden
          - button "Show security code"
          - button "Copy security code"
    `);
    await expectNoSeriousViolations(page);
    await screenshots(page, 'virtual-card-text');

    // from the keyboard: Copy card number, then the status says so and the clipboard holds the digits
    await details.getByRole('button', { name: 'Copy card number' }).focus();
    await page.keyboard.press('Enter');
    await expect(details.getByRole('status')).toHaveText('Card number copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(card.cardNumber);

    await details.getByRole('button', { name: 'Show security code' }).click();
    await expect(details.getByRole('definition').nth(2)).toContainText(card.cvv);
    await details.getByRole('button', { name: 'Copy security code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(card.cvv);
    // nothing is wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('an invalid link shows "Your link has expired"; resend emails a fresh link that shows the card', async ({
    page,
  }) => {
    const email = `vc-resend-${Date.now()}@example.test`;
    const card = issueCard('--virtual', '--registered', '--email', email);
    const before = outboxFor(email).length;
    // the link's image id does not belong to the card: the image is refused, retried once, refused
    await page.goto(`/ind/card/info/${card.accountId}/${base64Param('notThisCardsImage1')}`);
    await acceptAgreement(page);

    await expect(page.getByRole('heading', { name: 'Your link has expired' })).toBeVisible({
      timeout: 30_000,
    });
    // one state: the expired view's heading is the page's, focused, with no image error beside it
    await expect(page.getByRole('heading', { level: 1, name: 'Your link has expired' })).toBeFocused();
    await expect(page.getByText('Oops, something went wrong. Please, try again later.')).toHaveCount(0);
    const expired = page.getByRole('region', { name: 'Your link has expired' });
    await expect(expired.getByRole('link')).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expectNoSeriousViolations(page);
    await screenshots(page, 'virtual-card-expired');

    await page.getByRole('button', { name: 'Resend my Virtual card' }).click();
    await expect(page.getByText('Virtual card info has been resent to your email!')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Resend my Virtual card' })).toBeEnabled();

    const mails = outboxFor(email);
    expect(mails.length).toBe(before + 1);
    const fresh = mails.at(-1)!;
    const link = /https?:\/\/\S+\/ind\/registration\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(fresh.body);
    expect(link, fresh.body).not.toBeNull();
    expect(link![1]).not.toBe(card.accountId);

    // the fresh link's card information screen shows the card (agreement already accepted)
    await page.goto(`/ind/card/info/${link![1]}/${link![2]}`);
    await expectCardImageLoaded(page);
    await expect(agreementDialog(page)).toHaveCount(0);
  });
});
