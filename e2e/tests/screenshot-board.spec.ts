// The screenshot board: every route and dialog a cardholder meets, at 320, 375 and 1280 px and at
// 320 px with the text at 200 % (WCAG 1.4.4, 1.4.10), saved to e2e/screenshots/board/ with an
// index.html that lays them side by side for a person to look at. Each shot is also measured:
// nothing wider than the screen (the page, an open dialog, a field's placeholder, a phone link),
// and checked by axe.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AGREEMENT_DOCUMENTS } from '@portal/contracts/props';
import { issueCard, postTransaction } from '../support/admin';
import { misfits } from '../support/layout';
import { expectNoSeriousA11yViolations, login, SCREENSHOTS } from '../support/portal';
import { acceptAgreement, agreementDialog, expectCardImageLoaded } from './virtual-card-helpers';

const BOARD = path.join(SCREENSHOTS, 'board');

/** The four ways the board looks at a screen; `fontSize` is the browser's default font size in px. */
const VARIANTS = [
  { name: '320', width: 320, height: 700, fontSize: 16 },
  { name: '375', width: 375, height: 812, fontSize: 16 },
  { name: '1280', width: 1280, height: 900, fontSize: 16 },
  { name: '320-text200', width: 320, height: 700, fontSize: 32 },
] as const;

/** Every shot taken in this file, in order, for the index. */
const shots: { name: string; variant: string; file: string }[] = [];

/**
 * Shoot the current screen in every variant and measure it; the text size is restored after.
 * A dialog is shot as the viewport (its backdrop covers the viewport), a page in full.
 */
async function board(page: Page, name: string, options: { dialog?: boolean } = {}): Promise<string[]> {
  mkdirSync(BOARD, { recursive: true });
  // axe on the screen as the journey reached it: no serious or critical finding on any route or dialog
  await expectNoSeriousA11yViolations(page);
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  const found: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  for (const variant of VARIANTS) {
    await page.setViewportSize({ width: variant.width, height: variant.height });
    // the browser's own text size setting, as a cardholder who reads large text sets it: every
    // rem, em and em media query of the portal follows it
    await cdp.send('Page.setFontSizes', {
      fontSizes: { standard: variant.fontSize, fixed: 13 * (variant.fontSize / 16) },
    });
    await page.waitForTimeout(200);
    const file = `${name}-${variant.name}.png`;
    await page.screenshot({ path: path.join(BOARD, file), fullPage: !options.dialog });
    shots.push({ name, variant: variant.name, file });
    // a layout settles after a resize: ask twice before calling it a misfit
    let misfit = await misfits(page);
    if (misfit.length) {
      await page.waitForTimeout(300);
      misfit = await misfits(page);
    }
    found.push(...misfit.map((m) => `${name} at ${variant.name}: ${m}`));
  }
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
  await cdp.detach();
  await page.setViewportSize(before);
  return found;
}

// four sizes, a full-page shot and an axe scan per screen: minutes, not the default minute
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.afterAll(() => {
  mkdirSync(BOARD, { recursive: true });
  const rows = [...new Set(shots.map((s) => s.name))].map((name) => {
    const cells = shots
      .filter((s) => s.name === name)
      .map(
        (s) =>
          `<figure><img src="${s.file}" alt="${name} at ${s.variant}" loading="lazy"><figcaption>${s.variant}</figcaption></figure>`,
      )
      .join('');
    return `<section><h2>${name}</h2><div class="row">${cells}</div></section>`;
  });
  writeFileSync(
    path.join(BOARD, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshot board</title>
<style>body{font:14px system-ui;margin:16px}.row{display:flex;gap:12px;align-items:flex-start}
figure{margin:0}img{width:240px;border:1px solid #ccc}</style>
<h1>Screenshot board</h1>${rows.join('\n')}</html>\n`,
  );
});

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
