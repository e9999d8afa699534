// The actions of the card page against the real server (spec §2, §4, §8): freezing (which is
// also how a journey reaches a frozen card: a frozen card cannot log in), PIN reset (the server
// writes the SMS to the outbox), activation; and the error states, provoked by failing one
// real request in the browser.
import { expect, test, type Page } from '@playwright/test';
import { admin, issueCard } from '../support/admin';
import { failApi, login, screenshots } from '../support/portal';
import { checkA11y, dialogScreenshots } from './account-helpers';

interface OutboxItem {
  id: number;
  channel: string;
  to: string;
  body: string;
}

const cardFigure = (page: Page) => page.getByRole('figure', { name: /^Your .+ card$/ });
const fact = (page: Page, label: string) =>
  cardFigure(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const FREEZE_CONFIRM = 'Are you sure you want to freeze your card?';
const TOOLTIP = "You cannot reset your PIN since your card isn't registered or is frozen";

/** Hold one API call until `release` is called, to see the in-flight state. */
async function holdApi(page: Page, pathSuffix: string): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/ind/v1${pathSuffix}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function expectTooltip(page: Page) {
  const button = page.getByRole('button', { name: 'Reset PIN' });
  await expect(button).toBeDisabled();
  // hovered again until it shows: the card page still settles (its balance, its cases) after the
  // button is disabled, and a panel that moves from under a still pointer closes its tooltip, as
  // a cardholder's next move of the mouse opens it again
  await expect(async () => {
    await button.hover({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText(TOOLTIP, { timeout: 2500 });
  }).toPass({ timeout: 15_000 });
}

test.describe('freezing', () => {
  test('freeze flow: confirm modal, Processing..., then the frozen card page', async ({ page }) => {
    const card = issueCard('--status', 'activated', '--registered', '--amount', '60.00');
    await login(page, card);

    // Cancel freezes nothing; the modal is keyboard usable
    const trigger = page.getByRole('button', { name: 'Freeze card' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: FREEZE_CONFIRM });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Freeze', exact: true })).toBeVisible();
    await checkA11y(page);
    await dialogScreenshots(page, 'account-freeze-confirm');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Freeze card temporarily' })).toBeVisible();

    // Freeze: 'Processing...' while it runs, then the modal closes and card info is refreshed
    const release = await holdApi(page, '/card/freeze');
    await trigger.click();
    await dialog.getByRole('button', { name: 'Freeze', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeVisible();
    const refreshed = page.waitForRequest(
      (r) => r.url().includes('/card/info') && r.url().includes('refresh=true'),
    );
    release();
    await expect(dialog).toBeHidden();
    await refreshed;

    const unfreeze = page.getByRole('region', { name: 'Unfreeze card' });
    await expect(unfreeze).toContainText('To unfreeze your card you will have to contact the call center');
    await expect(unfreeze.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Freeze card temporarily' })).toHaveCount(0);
    await expect(cardFigure(page).getByText('Frozen', { exact: true })).toBeVisible();
    await expectTooltip(page);
    await checkA11y(page);
    await screenshots(page, 'account-frozen');

    // the server froze the card: after a reload (card info fetched anew) it is still frozen
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Unfreeze card' })).toBeVisible();
    await expect(fact(page, 'Balance')).toHaveText('$60.00');
  });

  test("freeze error: 'Something went wrong, please try again later' and the modal stays", async ({
    page,
  }) => {
    const card = issueCard('--status', 'activated', '--registered');
    await login(page, card);
    await failApi(page, '/card/freeze');
    await page.getByRole('button', { name: 'Freeze card' }).click();
    const dialog = page.getByRole('alertdialog', { name: FREEZE_CONFIRM });
    await dialog.getByRole('button', { name: 'Freeze', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('Something went wrong, please try again later');
    await checkA11y(page);
    await dialogScreenshots(page, 'account-freeze-error');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Freeze card temporarily' })).toBeVisible();
  });
});

test.describe('PIN reset', () => {
  test('PIN reset flow: confirm, success dialog, the server wrote the SMS to the outbox', async ({
    page,
  }) => {
    const card = issueCard('--status', 'activated', '--registered');
    await login(page, card);
    const before = admin<OutboxItem[]>('outbox', 'list', '--json').map((m) => m.id);

    await page.getByRole('button', { name: 'Reset PIN' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset PIN' });
    await expect(confirm).toBeVisible();
    await checkA11y(page);
    await dialogScreenshots(page, 'account-pin-reset-confirm');
    await confirm.getByRole('button', { name: 'Reset PIN' }).click();

    const result = page.getByRole('dialog', { name: 'PIN reset' });
    await expect(result).toContainText(
      'PIN was reset successfully! An SMS was sent to your mobile phone number with your new PIN.',
    );
    await checkA11y(page);
    await dialogScreenshots(page, 'account-pin-reset-success');

    const sms = admin<OutboxItem[]>('outbox', 'list', '--json').filter(
      (m) => !before.includes(m.id) && m.channel === 'sms',
    );
    expect(sms.some((m) => /new PIN is \d{4}/.test(m.body))).toBe(true);

    await result.getByRole('button', { name: 'OK' }).click();
    await expect(result).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reset PIN' })).toBeFocused();
  });

  test("PIN reset error: 'An error occurred, please try again later'", async ({ page }) => {
    const card = issueCard('--status', 'activated', '--registered');
    await login(page, card);
    await failApi(page, '/card/pin/reset');
    await page.getByRole('button', { name: 'Reset PIN' }).click();
    await page
      .getByRole('alertdialog', { name: 'Reset PIN' })
      .getByRole('button', { name: 'Reset PIN' })
      .click();
    const result = page.getByRole('dialog', { name: 'PIN reset failed' });
    await expect(result.getByRole('alert')).toContainText('An error occurred, please try again later');
    await checkA11y(page);
    await dialogScreenshots(page, 'account-pin-reset-error');
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
  });

  test('PIN reset is disabled with the tooltip for an unregistered card', async ({ page }) => {
    const card = issueCard('--status', 'activated');
    await login(page, card);
    await expectTooltip(page);
    // the keyboard reaches the tooltip too
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Reset PIN' }).locator('..').focus();
    await expect(page.getByRole('tooltip')).toHaveText(TOOLTIP);
    await checkA11y(page);
    await screenshots(page, 'account-pin-reset-disabled');
  });
});

test.describe('activation', () => {
  test('activation flow: Processing..., success text, the card becomes Activated with its balance', async ({
    page,
  }) => {
    const card = issueCard('--status', 'requires_activation', '--registered', '--amount', '75.25');
    await login(page, card);
    const panel = page.getByRole('region', { name: 'Card activation' });
    const release = await holdApi(page, '/card/activate');
    await panel.getByRole('button', { name: 'Activate' }).click();
    await expect(panel.getByRole('button', { name: 'Processing...' })).toBeVisible();
    release();
    await expect(panel.getByRole('status')).toContainText(
      "Card was successfully activated! Now it's ready for use.",
    );
    await expect(fact(page, 'Status')).toHaveText('Activated');
    await expect(fact(page, 'Balance')).toHaveText('$75.25');
    await expect(page.getByRole('button', { name: 'Reset PIN' })).toBeEnabled();
    await checkA11y(page);
    await screenshots(page, 'account-activation-success');

    await page.reload();
    await expect(fact(page, 'Status')).toHaveText('Activated');
    await expect(page.getByRole('region', { name: 'Card activation' })).toHaveCount(0);
  });

  test('activation error: the error text, and the Activate button stays', async ({ page }) => {
    const card = issueCard('--status', 'requires_activation', '--registered');
    await login(page, card);
    await failApi(page, '/card/activate');
    const panel = page.getByRole('region', { name: 'Card activation' });
    await panel.getByRole('button', { name: 'Activate' }).click();
    await expect(panel.getByRole('alert')).toContainText(
      "Sorry, it seems we couldn't activate this card. Please contact Customer support.",
    );
    await expect(panel.getByRole('button', { name: 'Activate' })).toBeEnabled();
    await checkA11y(page);
    await screenshots(page, 'account-activation-error');
  });
});

test.describe('load errors (spec §8)', () => {
  test("balance load error: the balance shows '---'", async ({ page }) => {
    const card = issueCard('--status', 'activated', '--registered');
    await failApi(page, '/card/balance');
    await login(page, card);
    await expect(fact(page, 'Balance')).toHaveText('---');
    await screenshots(page, 'account-balance-error');
  });

  test('card info load error at 375 px: what failed, the balance line, and Try again loads the card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const card = issueCard('--status', 'activated', '--registered', '--amount', '42.50');
    await failApi(page, '/card/info');
    await login(page, card);
    const failed = page.getByRole('region', { name: "We couldn't load your card" });
    await expect(failed.getByRole('alert')).toHaveText(
      'Something went wrong on our side while loading your card information.',
    );
    await expect(failed).toContainText('Your card and the money on it are not affected.');
    await expect(failed.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByText('Important information about your card')).toHaveCount(0);
    await expect(page.getByText(/destroy your card/)).toHaveCount(0);
    await checkA11y(page);
    await screenshots(page, 'account-card-info-error');

    // the server answers again: Try again, from the keyboard, shows the card and its balance
    await page.unroute('**/api/ind/v1/card/info*');
    await failed.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(cardFigure(page)).toBeVisible();
    await expect(fact(page, 'Balance')).toHaveText('$42.50');
    await expect(failed).toHaveCount(0);
  });
});
