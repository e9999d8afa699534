// /contact-us on a first visit is read without the support remote's code: the server's
// page paints and its phones work; the visitor's first act on the form fetches the code, and the
// first key they type before it arrives is in the field when it does. The form then shows its
// errors and sends as it always has.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { misfits } from '../support/layout';
import { SCREENSHOTS, holdBack } from '../support/portal';

test("the first key typed before the contact form's code arrived is in the field; the form then shows its errors and sends", async ({
  page,
}) => {
  // the message's proof of work and the remote's arrival take their time on a busy machine
  test.setTimeout(120_000);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/')) fetched.push(pathname);
  });
  // the support remote's files arrive only when the test lets them, as on a slow phone
  const release = await holdBack(page, '**/remotes/mfe-support/**');
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // read, not used: the page's code has run (its nav works) and nothing of the remote is fetched
  expect(fetched).toEqual([]);
  await expect(page.locator('[data-remote-static="support/ContactPage"]')).toHaveCount(1);
  mkdirSync(path.join(SCREENSHOTS, 'public-light'), { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'public-light', 'contact-static-1280.png') });

  // the first tap on Name and the first key: the remote is asked for, the key is in the field
  const form = page.getByRole('form', { name: 'Send us a message' });
  const name = form.getByLabel(/^Name/);
  const asked = page.waitForRequest((request) => request.url().includes('/remotes/mfe-support/'));
  await name.click();
  await page.keyboard.type('A');
  await asked;
  await expect(name).toHaveValue('A');
  await expect(page.locator('[data-remote-static]')).toHaveCount(1);

  // the code arrives: the remote's form in place of the server's, the key in its Name, the focus too
  release();
  await expect(page.locator('[data-remote-static]')).toHaveCount(0, { timeout: 20_000 });
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(name).toHaveValue('A');
  await expect(name).toBeFocused();
  await page.keyboard.type('da Lovelace');
  await expect(name).toHaveValue('Ada Lovelace');

  // errors show after a submit, as they always have
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await expect(form.getByText('Please choose a nature of inquiry')).toBeVisible();
  await expect(form.getByText('Please enter a valid name')).toHaveCount(0);

  // and a valid message is sent, its confirmation read with the focus on it
  await form.getByLabel(/^Email/).fill('ada@example.com');
  await form.getByLabel(/^Nature of inquiry/).selectOption('Card Use');
  const posted = page.waitForRequest((r) => r.url().endsWith('/support/contact') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Send' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    inquiryType: 'Card Use',
  });
  await expect(page.getByRole('heading', { name: 'Your request has been sent. Thank you!' })).toBeFocused({
    timeout: 40_000,
  });
});

test('an agreement is read without any remote code, and its links work', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/')) fetched.push(pathname);
  });
  await page.goto('/cardholder-agreement/ny');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cardholder Agreement (Inside New York)' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the reader scrolls and presses a key: still nothing of the remote
  await page.mouse.wheel(0, 800);
  await page.keyboard.press('Tab');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await page.getByRole('link', { name: /All cardholder agreements/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cardholder Agreement' })).toBeVisible();
  await expect(page).toHaveURL(/\/cardholder-agreement$/);
});

test('the support pages fit at 320, 375 and 1280 px and at 320 px with 200% text, read and in use', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const folder = path.join(SCREENSHOTS, 'public-light');
  mkdirSync(folder, { recursive: true });
  const cdp = await page.context().newCDPSession(page);
  const found: string[] = [];
  const shoot = async (name: string) => {
    for (const [variant, width, fontSize] of [
      ['320', 320, 16],
      ['375', 375, 16],
      ['1280', 1280, 16],
      ['320-text200', 320, 32],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      // the browser's own text size, as a reader of large text sets it
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: fontSize, fixed: 13 * (fontSize / 16) } });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(folder, `${name}-${variant}.png`), fullPage: true });
      found.push(...(await misfits(page)).map((m) => `${name} at ${variant}: ${m}`));
    }
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
  };
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await shoot('contact-read');
  // in use: the remote's form, its errors shown
  await page.getByLabel(/^Name/).focus();
  await expect(page.locator('[data-remote-static]')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await shoot('contact-errors');
  await page.goto('/cardholder-agreement');
  await expect(page.getByRole('heading', { level: 1, name: 'Cardholder Agreement' })).toBeVisible();
  await shoot('agreements');
  expect(found).toEqual([]);
});
