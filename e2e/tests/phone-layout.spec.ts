// A phone's screen, page by page and dialog by dialog, at 320 and 375 px: nothing wider than the
// screen (the document and every open dialog: scrollWidth within clientWidth), every date field
// wide enough for its whole placeholder, and every programme phone number a tel: link on one line.
import { expect, test, type Page } from '@playwright/test';
import { AGREEMENT_DOCUMENTS } from '@portal/contracts/props';
import { issueCard } from '../support/admin';
import { login } from '../support/portal';
import { acceptAgreement, agreementDialog, expectCardImageLoaded } from './virtual-card-helpers';

const WIDTHS = [320, 375] as const;

/** What does not fit the screen now: the page, an open dialog, a field's text, a phone link. */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) out.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`);
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')) {
      if (dialog.scrollWidth > dialog.clientWidth + 1)
        out.push(
          `dialog "${dialog.getAttribute('aria-label') ?? dialog.textContent?.slice(0, 30)}" ${dialog.scrollWidth} > ${dialog.clientWidth}`,
        );
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (input.offsetParent === null) continue;
      // the placeholder's own width, measured in the field's font
      const probe = document.createElement('span');
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${getComputedStyle(input).font}`;
      probe.textContent = input.value || input.placeholder;
      document.body.append(probe);
      const style = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (probe.offsetWidth > room + 1)
        out.push(`field "${input.placeholder}" needs ${probe.offsetWidth} of ${room}`);
      probe.remove();
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')) {
      if (link.offsetParent !== null && link.getClientRects().length > 1)
        out.push(`phone "${link.textContent}" wraps`);
    }
    return out;
  });
}

async function expectFits(page: Page, where: string): Promise<void> {
  await expect.poll(() => misfits(page), { message: where }).toEqual([]);
}

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
