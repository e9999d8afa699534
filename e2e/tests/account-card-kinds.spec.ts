// The card page at /ind for each card kind the operator CLI issues (spec §1, §2, §4): the balance
// hero (the card named by its last four digits, the balance, the status chip, the facts), what
// else the page offers, no serious or critical axe violation, screenshots at 1280 px and 375 px.
import { expect, test, type Page } from '@playwright/test';
import { issueCard } from '../support/admin';
import { login, screenshots, supportPhone } from '../support/portal';
import { cardHero, checkA11y, fact } from './account-helpers';

/** The programme's config, as the portal reads it. */
async function program(page: Page): Promise<{ supportPhone: string; supportHours: string }> {
  const config = (await (await page.request.get('/config.json')).json()) as {
    program: { supportPhone: string; supportHours: string };
  };
  return config.program;
}

test.describe('card kinds on the card page', () => {
  test('issued, unregistered card: Issued, balance, not-registered banner, no holder name, no PIN reset', async ({
    page,
  }) => {
    const issued = issueCard('--status', 'issued', '--amount', '25.00');
    await login(page, issued);
    const hero = cardHero(page, issued.cardNumber);
    // shown as dots and the last four, read as "Visa ending 1234"
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText(
      new RegExp(`^Visa ••••\\s*ending ${issued.cardNumber.slice(-4)}$`),
    );
    await expect(fact(hero, 'Status')).toHaveText('Issued');
    await expect(fact(hero, 'Balance')).toHaveText('$25.00');
    await expect(fact(hero, 'Name')).toHaveCount(0);
    await expect(fact(hero, 'Type')).toHaveText('Physical card');
    const banner = page.getByRole('region', { name: 'Card is not registered' });
    await expect(banner.getByRole('link', { name: 'Register card' })).toHaveAttribute(
      'href',
      '/ind/registration',
    );
    await expect(page.getByRole('heading', { name: 'Freeze card temporarily' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset PIN' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Card activation' })).toHaveCount(0);
    await checkA11y(page);
    await screenshots(page, 'account-issued');

    // the full number never reaches the page, nor its first digits
    await expect(page.locator('body')).not.toContainText(issued.cardNumber);
    await expect(page.locator('body')).not.toContainText(`${issued.cardNumber.slice(0, 4)} **** `);

    await banner.getByRole('link', { name: 'Register card' }).click();
    await expect(page).toHaveURL(/\/ind\/registration$/);
  });

  test('activated, registered card: Activated, balance, holder name, PIN reset and freeze offered', async ({
    page,
  }) => {
    const activated = issueCard('--status', 'activated', '--registered', '--amount', '1234.50');
    await login(page, activated);
    const hero = cardHero(page, activated.cardNumber);
    await expect(fact(hero, 'Status')).toHaveText('Activated');
    await expect(fact(hero, 'Balance')).toHaveText('$1,234.50');
    await expect(fact(hero, 'Name')).toHaveText('Jordan Rivera');
    await expect(fact(hero, 'Expires')).toHaveText(/^\d{2}\/\d{2}$/);
    await expect(fact(hero, 'Type')).toHaveText('Physical card');
    await expect(page.getByRole('region', { name: 'Card is not registered' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset PIN' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Freeze card' })).toBeEnabled();
    await expect(hero.getByText('Frozen', { exact: true })).toHaveCount(0);
    await checkA11y(page);
    await screenshots(page, 'account-activated');
  });

  test('at 375 px the balance hero comes first: the card by its last four, the amount, the status chip', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const activated = issueCard('--status', 'activated', '--registered', '--amount', '42.00');
    await login(page, activated);
    const hero = cardHero(page, activated.cardNumber);
    await expect(hero).toBeVisible();
    const amount = fact(hero, 'Balance');
    const chip = fact(hero, 'Status');
    await expect(amount).toHaveText('$42.00');
    await expect(chip).toHaveText('Activated');
    // the first screen answers "how much do I have", before the transactions and the card's tools
    await expect(amount).toBeInViewport();
    await expect(chip).toBeInViewport();
    const top = async (name: string) =>
      (await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox())!.y;
    const heroBox = (await hero.boundingBox())!;
    expect(heroBox.y + heroBox.height).toBeLessThanOrEqual(await top('Recent transactions'));
    expect(await top('Recent transactions')).toBeLessThan(await top('Manage card'));
    // the amount is the largest text of the hero, the facts smaller below it
    const size = (locator: typeof amount) =>
      locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(amount)).toBeGreaterThan(1.5 * (await size(fact(hero, 'Name'))));
    await expect(fact(hero, 'Name')).toHaveText('Jordan Rivera');
    // the card picture is for wide screens: on a phone each fact is shown once
    await expect(hero.getByText('VISA', { exact: true })).toBeHidden();
    await checkA11y(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(hero.getByText('VISA', { exact: true })).toBeVisible();
  });

  test('requires activation, with permission: the Activate panel, Not activated, no balance', async ({
    page,
  }) => {
    const card = issueCard(
      '--status',
      'requires_activation',
      '--registered',
      '--permissions',
      'freeze,pin-reset,activation',
    );
    await login(page, card);
    const panel = page.getByRole('region', { name: 'Card activation' });
    await expect(panel).toContainText('Please, activate your card in order to start using it');
    await expect(panel.getByRole('button', { name: 'Activate' })).toBeEnabled();
    const hero = cardHero(page, card.cardNumber);
    await expect(fact(hero, 'Status')).toHaveText('Not activated');
    await expect(fact(hero, 'Balance')).toHaveCount(0);
    await expect(fact(hero, 'Name')).toHaveCount(0);
    // no balance and no transactions before activation, and the hero says why
    await expect(hero).toContainText('Activate your card to see its balance and transactions.');
    await expect(page.getByRole('heading', { name: 'Recent transactions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset PIN' })).toHaveCount(0);
    await checkA11y(page);
    await screenshots(page, 'account-requires-activation');
  });

  test('requires activation, without permission: a call button to customer support', async ({ page }) => {
    const card = issueCard('--status', 'requires_activation', '--permissions', 'freeze,pin-reset');
    await login(page, card);
    const panel = page.getByRole('region', { name: 'Card activation' });
    await expect(panel).toContainText(
      'You are almost there! To activate your card please call customer support',
    );
    await expect(panel.getByRole('button')).toHaveCount(0);
    const { supportPhone: phone, supportHours } = await program(page);
    const call = panel.getByRole('link', { name: `Call customer support ${phone}` });
    await expect(call).toHaveAttribute('href', /^tel:/);
    await expect(call).toHaveAccessibleDescription(supportHours);
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await checkA11y(page);
    await screenshots(page, 'account-requires-activation-no-permission');
  });

  test('legacy card (gift2GoBin): only the legacy notice', async ({ page }) => {
    const card = issueCard('--status', 'activated', '--registered', '--legacy');
    await login(page, card);
    const notice = page.getByRole('region', { name: 'Important information about your card' });
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText(
      'Important information about your card',
    );
    await expect(notice).toContainText('ended on October 31, 2020');
    await expect(notice).toContainText('could be used until October 30, 2020');
    await expect(notice).toContainText('paper check');
    await expect(notice).toContainText('Questions? Call our support line.');
    const phone = await supportPhone(page);
    const { supportHours } = await program(page);
    const call = notice.getByRole('link', { name: `Call ${phone}` });
    await expect(call).toHaveAttribute('href', /^tel:/);
    await expect(call).toHaveAccessibleDescription(supportHours);
    await expect(notice.getByRole('link', { name: 'Register card' })).toHaveAttribute(
      'href',
      '/ind/registration',
    );
    await expect(cardHero(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Freeze card temporarily' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Recent transactions' })).toHaveCount(0);
    await checkA11y(page);
    await screenshots(page, 'account-legacy');
  });

  test('virtual card: Virtual card, its balance', async ({ page }) => {
    const card = issueCard('--virtual', '--status', 'activated', '--registered', '--amount', '100.00');
    await login(page, card);
    const hero = cardHero(page, card.cardNumber);
    await expect(fact(hero, 'Type')).toHaveText('Virtual card');
    await expect(fact(hero, 'Balance')).toHaveText('$100.00');
    await checkA11y(page);
    await screenshots(page, 'account-virtual');
  });
});
