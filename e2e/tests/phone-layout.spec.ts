// A phone's screen, page by page and dialog by dialog, at 320 and 375 px: nothing wider than the
// screen (the document and every open dialog: scrollWidth within clientWidth), every date field
// wide enough for its whole placeholder, and every programme phone number a tel: link on one line.
import { expect, test } from '@playwright/test';
import { AGREEMENT_DOCUMENTS } from '@portal/contracts/props';
import { issueCard } from '../support/admin';
import { expectFits } from '../support/layout';
import { login } from '../support/portal';
import { acceptAgreement, agreementDialog, expectCardImageLoaded } from './virtual-card-helpers';

const WIDTHS = [320, 375] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('public pages and the CVV help fit the screen', async ({ page }) => {
      const pages = [
        '/',
        '/ind/login',
        '/ind/registration',
        '/contact-us',
        '/cardholder-agreement',
        ...AGREEMENT_DOCUMENTS.map((document) => `/cardholder-agreement/${document}`),
        '/no-such-page',
      ];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectFits(page, path);
      }
      await page.goto('/ind/login');
      // the login form's code comes when the cardholder reaches for the form
      await page.getByRole('form', { name: 'Check your balance' }).getByLabel('Card number').focus();
      await page.getByRole('button', { name: 'What is CVV?' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectFits(page, 'CVV help');
    });

    test('the card page and each of its dialogs fit the screen', async ({ page }) => {
      const card = issueCard('--status', 'activated', '--registered', '--permissions', 'freeze,pin-reset');
      await login(page, card);
      await expect(page.getByRole('button', { name: 'Freeze card' })).toBeVisible();
      await expectFits(page, 'card page');
      for (const [button, dialogName] of [
        ['Freeze card', 'Are you sure you want to freeze your card?'],
        ['Reset PIN', 'Reset PIN'],
      ] as const) {
        await page.getByRole('button', { name: button }).click();
        const dialog = page
          .getByRole('alertdialog', { name: dialogName })
          .or(page.getByRole('dialog', { name: dialogName }));
        await expect(dialog).toBeVisible();
        await expectFits(page, dialogName);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
      await page.getByRole('button', { name: 'Choose dates' }).click();
      await expect(page.getByRole('dialog', { name: 'Date range' })).toBeVisible();
      await expectFits(page, 'date range picker');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Get history' }).click();
      const history = page.getByRole('dialog', { name: 'Transaction history' });
      await expect(history.getByRole('table')).toBeVisible();
      await expectFits(page, 'history dialog');
    });

    test("the virtual card's agreement and card fit the screen", async ({ page }) => {
      const card = issueCard(
        '--virtual',
        '--registered',
        '--email',
        `phone-${width}-${Date.now()}@example.test`,
      );
      await page.goto(card.cardInfoPath!);
      await expect(agreementDialog(page)).toBeVisible();
      await expectFits(page, 'agreement');
      await acceptAgreement(page);
      await expectCardImageLoaded(page);
      await expectFits(page, 'virtual card');
    });
  });
}
