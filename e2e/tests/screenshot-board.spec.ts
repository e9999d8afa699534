// The screenshot board (e2e/support/board.ts) of every route and dialog a cardholder meets from
// the public pages, the card page and the virtual card; the states a journey reaches (messages,
// done pages, timeouts) are on the board from screenshot-board-states.spec.ts.
import { expect, test } from '@playwright/test';
import { AGREEMENT_DOCUMENTS } from '@portal/contracts/props';
import { issueCard, postTransaction } from '../support/admin';
import { board } from '../support/board';
import { login } from '../support/portal';
import { acceptAgreement, agreementDialog, expectCardImageLoaded } from './virtual-card-helpers';

// four sizes, a full-page shot and an axe scan per screen: minutes, not the default minute
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('public pages fit every width and 200 % text', async ({ page }) => {
  const routes: [string, string][] = [
    ['home', '/'],
    ['login', '/ind/login'],
    ['registration', '/ind/registration'],
    ['contact', '/contact-us'],
    ['agreements', '/cardholder-agreement'],
    ...AGREEMENT_DOCUMENTS.map((document): [string, string] => [
      `agreement-${document}`,
      `/cardholder-agreement/${document}`,
    ]),
    ['accessibility', '/accessibility'],
    ['not-found', '/no-such-page'],
  ];
  const found: string[] = [];
  for (const [name, route] of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    found.push(...(await board(page, name)));
  }
  await page.goto('/ind/login');
  await page.getByRole('form', { name: 'Check your balance' }).getByLabel('Card number').focus();
  await page.getByRole('button', { name: 'What is CVV?' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await board(page, 'cvv-help', { dialog: true })));
  expect(found).toEqual([]);
});

test('the card page fits every width and 200 % text', async ({ page }) => {
  const card = issueCard(
    '--status',
    'activated',
    '--registered',
    '--permissions',
    'freeze,pin-reset,replacement',
  );
  const today = new Date().toISOString().slice(0, 10);
  postTransaction(card, {
    amount: '-12.40',
    merchant: 'CORNER COFFEE AND BAKERY BROOKLYN NY',
    date: today,
    type: 'purchase',
  });
  postTransaction(card, { amount: '25.00', merchant: 'REWARD CREDIT', date: today, type: 'load' });
  await login(page, card);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the list (narrow) and the table (wide) are both in the page: the one shown at this width
  await expect(
    page.getByText('CORNER COFFEE', { exact: false }).filter({ visible: true }).first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  const found = await board(page, 'card-page');
  // every dialog of the card page, opened from its button and closed with Escape
  const dialogs: [string, string, string][] = [
    ['Freeze card', 'Are you sure you want to freeze your card?', 'freeze-confirm'],
    ['Reset PIN', 'Reset PIN', 'pin-reset-confirm'],
    ['Report lost or stolen', 'Report your card lost or stolen', 'lost-stolen'],
    ['Choose dates', 'Dates', 'dates'],
    ['Report a problem', 'Report a problem with CORNER COFFEE AND BAKERY BROOKLYN NY', 'report-problem'],
  ];
  for (const [button, dialogName, name] of dialogs) {
    await page.getByRole('button', { name: button }).filter({ visible: true }).first().click();
    const dialog = page
      .getByRole('alertdialog', { name: dialogName })
      .or(page.getByRole('dialog', { name: dialogName }));
    await expect(dialog).toBeVisible();
    found.push(...(await board(page, name, { dialog: true })));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  expect(found).toEqual([]);
});

test('the virtual card and its agreement fit every width and 200 % text', async ({ page }) => {
  const card = issueCard('--virtual', '--registered', '--email', `board-${Date.now()}@example.test`);
  await page.goto(card.cardInfoPath!);
  await expect(agreementDialog(page)).toBeVisible();
  const found = await board(page, 'virtual-agreement', { dialog: true });
  await acceptAgreement(page);
  await expectCardImageLoaded(page);
  found.push(...(await board(page, 'virtual-card')));
  expect(found).toEqual([]);
});
