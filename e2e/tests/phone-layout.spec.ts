// A phone's screen, page by page and dialog by dialog, at 320 and 375 px: nothing wider than the
// screen (the document and every open dialog: scrollWidth within clientWidth), every date field
// wide enough for its whole placeholder, and every programme phone number a tel: link on one line.
import { expect, test } from '@playwright/test';
import { issueCard, postTransaction } from '../support/admin';
import { expectFits } from '../support/layout';
import { login } from '../support/portal';
import { PUBLIC_ROUTES } from '../support/routes';
import { dayFromToday, isoDate, usDate } from './history-helpers';
import { acceptAgreement, agreementDialog, expectCardImageLoaded } from './virtual-card-helpers';

const WIDTHS = [320, 375] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('public pages and the CVV help fit the screen', async ({ page }) => {
      for (const path of PUBLIC_ROUTES) {
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

    test('the card page, its recent transactions and each of its dialogs fit the screen', async ({
      page,
    }) => {
      const card = issueCard('--status', 'activated', '--registered', '--permissions', 'freeze,pin-reset');
      const charged = dayFromToday(-2);
      postTransaction(card, {
        amount: '-1234.56',
        merchant: 'Corner Market and Deli of Springfield',
        date: isoDate(charged),
        type: 'purchase',
      });
      await login(page, card);
      await expect(page.getByRole('button', { name: 'Freeze card' })).toBeVisible();
      // the recent transactions are on the page, as a list at a phone's width (the table is for wide ones)
      const history = page.getByRole('region', { name: 'Recent transactions' });
      const row = history.getByRole('button', { name: /^Corner Market and Deli of Springfield, / });
      await expect(row).toBeVisible({ timeout: 20_000 });
      await expect(history.getByRole('list', { name: /^Transactions from / })).toBeVisible();
      await expect(history.getByRole('table')).toBeHidden();
      await expectFits(page, 'card page');
      // a long merchant never pushes the amount out of its row
      const amount = row.getByText('−$1,234.56', { exact: true });
      await expect(amount).toBeVisible();
      const [rowBox, amountBox] = [(await row.boundingBox())!, (await amount.boundingBox())!];
      expect(amountBox.x).toBeGreaterThanOrEqual(rowBox.x);
      expect(amountBox.x + amountBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);

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

      await history.getByRole('button', { name: 'Choose dates' }).click();
      const calendar = page.getByRole('dialog', { name: 'Dates' });
      await expect(calendar).toBeVisible();
      await expectFits(page, 'date range picker');
      await page.keyboard.press('Escape');
      await expect(calendar).toHaveCount(0);

      // a row's details, its report sheet, and the question before a typed report is dropped
      await row.click();
      await expect(row).toHaveAttribute('aria-expanded', 'true');
      await expectFits(page, 'transaction details');
      await history
        .getByRole('button', {
          name: `Report a problem with Corner Market and Deli of Springfield on ${usDate(charged)}`,
        })
        .click();
      const report = page.getByRole('dialog', {
        name: 'Report a problem with Corner Market and Deli of Springfield',
      });
      await expect(report).toBeVisible();
      await expectFits(page, 'report dialog');
      await report.getByRole('textbox', { name: 'What happened?' }).fill('I was charged twice.');
      await report.getByRole('button', { name: 'Back' }).click();
      const discard = page.getByRole('alertdialog', { name: 'Discard your report?' });
      await expect(discard).toBeVisible();
      await expectFits(page, 'discard question');
      await discard.getByRole('button', { name: 'Discard' }).click();
      await expect(report).toHaveCount(0);
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
