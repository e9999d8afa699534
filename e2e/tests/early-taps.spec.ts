// No tap is lost while the page's code arrives: on the server's login form, "What is CVV?" and
// "Log in" pressed before the form's code has arrived act once it has (the code is held back, so
// the press always comes first); and Back returns to where a phone's cardholder scrolled an
// agreement page before the app's code arrived, once the page's content (a remote) is there.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { issueCard } from '../support/admin';
import { SCREENSHOTS, holdBack } from '../support/portal';

const FORM_CODE = '**/login-form.*.js';

/** The page has hydrated: its shell's code runs (it takes the scrolling over from the browser). */
const appRuns = (page: Page) => page.waitForFunction(() => history.scrollRestoration === 'manual');

test.describe('a first tap on the server form, its code held back', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  for (const address of ['/', '/ind/login']) {
    test(`${address}: "What is CVV?" tapped first opens the dialog once the form's code arrives`, async ({
      page,
    }) => {
      const release = await holdBack(page, FORM_CODE);
      await page.goto(address);
      await appRuns(page);
      const form = page.getByRole('form', { name: 'Check your balance' });
      const help = form.getByRole('button', { name: 'What is CVV?' });
      await expect(help).toBeEnabled();
      const formCode = page.waitForRequest(FORM_CODE);
      await help.tap(); // the cardholder's very first touch on the page
      await formCode; // the tap fetched the form's code, which is held
      await expect(page.getByRole('dialog')).toHaveCount(0);
      release();
      const dialog = page.getByRole('dialog', { name: 'What is CVV?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('3-digit security code');
      await page.screenshot({
        path: path.join(SCREENSHOTS, `early-tap-cvv${address.replaceAll('/', '-')}-375.png`),
      });
      await dialog.getByRole('button', { name: 'OK' }).tap();
      await expect(dialog).toBeHidden();
    });
  }

  test("Log in pressed before the form's code arrives logs in once it has, once; the card number never in a URL", async ({
    page,
  }) => {
    const card = issueCard();
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/auth/card'))
        logins.push(request.url());
    });
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const release = await holdBack(page, FORM_CODE);
    await page.goto('/ind/login');
    await appRuns(page);
    const form = page.getByRole('form', { name: 'Check your balance' });
    await form.getByLabel('Card number').fill(card.cardNumber);
    await form.getByLabel(/^CVV/).fill(card.cvv);
    const logIn = form.getByRole('button', { name: 'Log in' });
    await expect(logIn).toBeEnabled(); // not shown disabled while its code arrives
    await logIn.tap();
    await logIn.tap(); // impatient: still one login
    await expect(page).toHaveURL(/\/ind\/login$/);
    expect(logins).toEqual([]);
    release();
    await expect(page).toHaveURL(/\/ind$/, { timeout: 30_000 });
    expect(logins).toHaveLength(1);
    const digits = card.cardNumber.replace(/\D/g, '');
    expect(addresses.filter((address) => address.replace(/\D/g, '').includes(digits))).toEqual([]);
  });
});

test("on a phone, Back returns to where an agreement page was scrolled before the app's code arrived", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  // the app's code, and the agreement's own (the support remote's module), arrive late
  const releaseApp = await holdBack(page, '**/main.js');
  const releaseAgreement = await holdBack(page, '**/remotes/mfe-support/__federation_expose_Agreements.*.js');
  await page.goto('/cardholder-agreement/ny', { waitUntil: 'commit' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cardholder Agreement (Inside New York)' }),
  ).toBeVisible();
  // the server's HTML is readable: the cardholder scrolls it down to the footer at once
  await page.mouse.wheel(0, 100_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  const contactUs = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' });
  await expect(contactUs).toBeInViewport();
  const scrolled = await page.evaluate(() => window.scrollY);
  releaseApp();
  await appRuns(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await contactUs.click(); // in view: no scrolling on the way
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.goBack();
  // the agreement's content has not arrived: its area holds a screen, the position waits for it
  await expect(page.getByRole('status')).toContainText('Loading');
  releaseAgreement();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cardholder Agreement (Inside New York)' }),
  ).toBeAttached();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled));
  await expect(contactUs).toBeInViewport();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'early-taps-back-agreement-375.png') });
});
