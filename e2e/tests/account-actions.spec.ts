// The actions of the card page against the real server (spec §2, §4, §8): freezing (which is
// also how a journey reaches a frozen card: a frozen card cannot log in), PIN reset (the server
// writes the SMS to the outbox), activation; and the error states, provoked by failing one
// real request in the browser.
import { expect, test, type Page } from '@playwright/test';
import { admin, issueCard } from '../support/admin';
import { failApi, login, screenshots, supportPhone } from '../support/portal';
import { cardHero, checkA11y, dialogScreenshots, fact } from './account-helpers';

interface OutboxItem {
  id: number;
  channel: string;
  to: string;
  body: string;
}

const FREEZE_CONFIRM = 'Are you sure you want to freeze your card?';
const UNREGISTERED = 'Register your card to reset your PIN.';
const FROZEN = "You can't reset your PIN while your card is frozen.";

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

/** Reset PIN is disabled, and why is text beside it (a phone cannot hover), which describes it. */
async function expectPinResetUnavailable(page: Page, reason: string) {
  const button = page.getByRole('button', { name: 'Reset PIN' });
  await expect(button).toBeDisabled();
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  await expect(button).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

/** The programme's balance line, from the config the portal reads. */
async function balancePhone(page: Page): Promise<string> {
  const config = (await (await page.request.get('/config.json')).json()) as {
    program: { balancePhone: string };
  };
  return config.program.balancePhone;
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

    // the Freeze button is gone: focus is on what replaced it, the "Card frozen" heading, and
    // the confirmation is said below it
    const frozen = page.getByRole('region', { name: 'Card frozen' });
    await expect(frozen.getByRole('heading', { level: 3, name: 'Card frozen' })).toBeFocused();
    await expect(frozen.getByRole('status')).toHaveText(/Your card is frozen\.$/);
    await expect(frozen).toContainText('No one can use your card while it is frozen.');
    await expect(frozen).toContainText('To unfreeze your card you will have to contact the call center.');
    const phone = await supportPhone(page);
    const call = frozen.getByRole('link', { name: `Call to unfreeze ${phone}` });
    await expect(call).toHaveAttribute('href', /^tel:/);
    await expect(frozen.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Freeze card temporarily' })).toHaveCount(0);
    // the hero's chip says Frozen at once
    const hero = cardHero(page, card.cardNumber);
    await expect(fact(hero, 'Status')).toHaveText('Frozen');
    await expect(fact(hero, 'Balance')).toHaveText('$60.00');
    await expectPinResetUnavailable(page, FROZEN);
    await checkA11y(page);
    await screenshots(page, 'account-frozen');

    // the server froze the card: after a reload (card info fetched anew) it is still frozen
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Card frozen' })).toBeVisible();
    await expect(fact(hero, 'Status')).toHaveText('Frozen');
    await expect(fact(hero, 'Balance')).toHaveText('$60.00');
    // the confirmation belongs to the freeze just made, not to a card that is frozen
    await expect(page.getByRole('region', { name: 'Card frozen' }).getByRole('status')).toHaveCount(0);
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

  test('PIN reset is disabled for an unregistered card, and the reason is text beside it', async ({
    page,
  }) => {
    const card = issueCard('--status', 'activated');
    await login(page, card);
    await expectPinResetUnavailable(page, UNREGISTERED);
    // the reason is read with the button: a keyboard user on the panel hears it too
    await expect(page.getByText(FROZEN)).toHaveCount(0);
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
    const hero = cardHero(page, card.cardNumber);
    await expect(fact(hero, 'Status')).toHaveText('Activated');
    await expect(fact(hero, 'Balance')).toHaveText('$75.25');
    // the transactions follow the balance once the card is activated
    await expect(page.getByRole('heading', { name: 'Recent transactions' })).toBeVisible();
    await expect(hero).not.toContainText('Activate your card to see');
    await expect(page.getByRole('button', { name: 'Reset PIN' })).toBeEnabled();
    await checkA11y(page);
    await screenshots(page, 'account-activation-success');

    await page.reload();
    await expect(fact(hero, 'Status')).toHaveText('Activated');
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
  test('balance load error at 375 px: what failed, Try again, then the amount has the focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const card = issueCard('--status', 'activated', '--registered', '--amount', '31.40');
    await failApi(page, '/card/balance');
    await login(page, card);
    const hero = cardHero(page, card.cardNumber);
    const balance = fact(hero, 'Balance');
    // said as a failure, never as an amount ('---' reads like $0)
    await expect(balance.getByRole('alert')).toHaveText("We couldn't load your balance.");
    await expect(balance).not.toContainText('$');
    await expect(balance).not.toContainText('---');
    const phone = await balancePhone(page);
    await expect(balance).toContainText('You can also hear your balance by phone.');
    await expect(balance.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', /^tel:/);
    // the card's state is still there
    await expect(fact(hero, 'Status')).toHaveText('Activated');
    await checkA11y(page);
    await screenshots(page, 'account-balance-error');

    // still failing: Try again says so, and stays
    const retry = balance.getByRole('button', { name: 'Try again' });
    await retry.click();
    await expect(balance.getByRole('alert')).toHaveText(
      "We still couldn't load your balance. Please try again in a few minutes.",
    );

    // the server answers again: Try again, from the keyboard, shows the amount and focuses it
    await page.unroute('**/api/ind/v1/card/balance*');
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(balance).toHaveText('$31.40');
    await expect(balance).toBeFocused();
    await expect(hero.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(hero.getByRole('alert')).toHaveCount(0);
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
    const phone = await balancePhone(page);
    await expect(failed).toContainText('You can also hear your balance by phone.');
    await expect(failed.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByText('Important information about your card')).toHaveCount(0);
    await expect(page.getByText(/destroy your card/)).toHaveCount(0);
    await checkA11y(page);
    await screenshots(page, 'account-card-info-error');

    // the server answers again: Try again, from the keyboard, shows the card and its balance
    await page.unroute('**/api/ind/v1/card/info*');
    await failed.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    const hero = cardHero(page, card.cardNumber);
    await expect(hero).toBeVisible();
    await expect(fact(hero, 'Balance')).toHaveText('$42.50');
    await expect(failed).toHaveCount(0);
    // the button pressed is gone with the failure: the page's heading has the focus
    await expect(page.getByRole('heading', { level: 1, name: 'My card' })).toBeFocused();
  });
});
