// The card page at /ind for each card kind the operator CLI issues (spec §1, §2, §4): what
// the page shows, no serious or critical axe violation, screenshots at 1280 px and 375 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { issueCard } from '../support/admin';
import { login, screenshots } from '../support/portal';
import { checkA11y } from './account-helpers';

const cardFigure = (page: Page) => page.getByRole('figure', { name: /^Your .+ card$/ });
const details = (page: Page) => page.getByRole('region', { name: 'Card details' });

/** The dd after a dt label inside a container. */
const fact = (container: Locator, label: string) =>
  container.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('card kinds on the card page', () => {
  test('issued, unregistered card: Issued, balance, not-registered banner, no holder name, no PIN reset', async ({
    page,
  }) => {
    const issued = issueCard('--status', 'issued', '--amount', '25.00');
    await login(page, issued);
    const figure = cardFigure(page);
    await expect(figure).toContainText(
      `${issued.cardNumber.slice(0, 4)} **** **** ${issued.cardNumber.slice(-4)}`,
    );
    await expect(fact(figure, 'Status')).toHaveText('Issued');
    await expect(fact(figure, 'Balance')).toHaveText('$25.00');
    await expect(fact(figure, 'Card holder')).toHaveCount(0);
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

    // the full number never reaches the page
    await expect(page.locator('body')).not.toContainText(issued.cardNumber);

    await banner.getByRole('link', { name: 'Register card' }).click();
    await expect(page).toHaveURL(/\/ind\/registration$/);
  });

  test('activated, registered card: Activated, balance, holder name, PIN reset and freeze offered', async ({
    page,
  }) => {
    const activated = issueCard('--status', 'activated', '--registered', '--amount', '1234.50');
    await login(page, activated);
    const figure = cardFigure(page);
    await expect(fact(figure, 'Status')).toHaveText('Activated');
    await expect(fact(figure, 'Balance')).toHaveText('$1,234.50');
    await expect(fact(figure, 'Card holder')).toHaveText('Jordan Rivera');
    await expect(page.getByRole('region', { name: 'Card is not registered' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset PIN' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Freeze card' })).toBeEnabled();
    await expect(figure.getByText('Frozen', { exact: true })).toHaveCount(0);
    await expect(figure.getByText('Virtual', { exact: true })).toHaveCount(0);
    await checkA11y(page);
    await screenshots(page, 'account-activated');
  });

  test('small screens show name, balance and status as details', async ({ page }) => {
    const activated = issueCard('--status', 'activated', '--registered', '--amount', '42.00');
    await login(page, activated);
    await page.setViewportSize({ width: 375, height: 812 });
    const list = details(page);
    await expect(list).toBeVisible();
    await expect(fact(list, 'Name')).toHaveText('Jordan Rivera');
    await expect(fact(list, 'Balance')).toHaveText('$42.00');
    await expect(fact(list, 'Status')).toHaveText('Activated');
    // on a small screen the card graphic keeps only the number: each fact is read once
    await expect(fact(cardFigure(page), 'Balance')).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(list).toBeHidden();
    await expect(fact(cardFigure(page), 'Balance')).toBeVisible();
  });

  test('requires activation, with permission: the Activate panel, no balance', async ({ page }) => {
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
    await expect(fact(cardFigure(page), 'Status')).toHaveText('Requires activation');
    await expect(fact(cardFigure(page), 'Balance')).toHaveCount(0);
    await expect(fact(cardFigure(page), 'Card holder')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset PIN' })).toHaveCount(0);
    await checkA11y(page);
    await screenshots(page, 'account-requires-activation');
  });

  test('requires activation, without permission: call customer support', async ({ page }) => {
    const card = issueCard('--status', 'requires_activation', '--permissions', 'freeze,pin-reset');
    await login(page, card);
    const panel = page.getByRole('region', { name: 'Card activation' });
    await expect(panel).toContainText(
      'You are almost there! To activate your card please call customer support',
    );
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expect(panel.getByRole('link')).toHaveAttribute('href', /^tel:/);
    await checkA11y(page);
    await screenshots(page, 'account-requires-activation-no-permission');
  });

  test('legacy card (gift2GoBin): only the legacy notice', async ({ page }) => {
    const card = issueCard('--status', 'activated', '--registered', '--legacy');
    await login(page, card);
    const notice = page.getByRole('region', { name: 'Important information about your card' });
    await expect(notice).toContainText('ended on October 31, 2020');
    await expect(notice).toContainText('could be used until October 30, 2020');
    await expect(notice).toContainText('paper check');
    await expect(notice).toContainText('7 days a week, 8am to midnight EST (');
    await expect(notice.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
    await expect(cardFigure(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Freeze card temporarily' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Transaction history' })).toHaveCount(0);
    await checkA11y(page);
    await screenshots(page, 'account-legacy');
  });

  test('virtual card: the virtual style', async ({ page }) => {
    const card = issueCard('--virtual', '--status', 'activated', '--registered', '--amount', '100.00');
    await login(page, card);
    const figure = cardFigure(page);
    await expect(figure.getByText('Virtual', { exact: true })).toBeVisible();
    await expect(fact(figure, 'Balance')).toHaveText('$100.00');
    await checkA11y(page);
    await screenshots(page, 'account-virtual');
  });
});
