// Security refusals as the holder meets them, against the real server (SECURITY.md): a registered
// card refuses registration (409 already_registered, only once its CVV proved the holder) and the
// form says it is registered, with the way to log in; the 4th PIN reset of a card within 24 h is refused (429 locked) and
// the result dialog shows the spec's error, all by keyboard; an emailed link's ids reach neither
// the analytics data layer nor a local storage key.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { issueCard } from '../support/admin';
import { dataLayer, expectNoSeriousA11yViolations, screenshots, tabTo } from '../support/portal';
import { expectMessageFocused, messageText } from './account-helpers';

const ALREADY_REGISTERED = 'This card is already registered. Log in to see it.';
const PIN_RESET_SUCCEEDED =
  'PIN was reset successfully! An SMS was sent to your mobile phone number with your new PIN.';
const PIN_RESET_FAILED = 'An error occurred, please try again later';

test('registering an already registered card says so, with the way to log in', async ({ page }) => {
  const card = issueCard('--status', 'activated', '--registered');
  await page.goto('/ind/registration');
  const form = page.getByRole('form', { name: 'Card Registration' });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('Card number').fill(card.cardNumber);
  await form.getByLabel('CVV').fill(card.cvv);
  await field('First name').fill('Mallory');
  await field('Last name').fill('Intruder');
  await field('Address').fill('1 Takeover Lane');
  await field('City').fill('Springfield');
  await field('State').pressSequentially('il');
  await field('Zip code').pressSequentially('62701');
  await field('Email').fill('mallory@example.com');
  await field('Cell phone number (required for SMS)').pressSequentially('5550001111');

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/ind/v1/card/register'));
  await form.getByRole('button', { name: 'Register' }).click();
  // the server refused it as registered (not, say, for a wrong CVV)
  const response = await answer;
  expect(response.status()).toBe(409);
  expect(await response.json()).toMatchObject({ code: 'already_registered' });

  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(messageText(ALREADY_REGISTERED));
  // read at once, and the next Tab reaches its Log in link
  await expectMessageFocused(alert);
  await page.keyboard.press('Tab');
  await expect(alert.getByRole('link', { name: 'Log in' })).toBeFocused();
  await expect(alert.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/ind/login');
  await expect(page.getByText('Your card has been successfully registered')).toHaveCount(0);
  await expect(field('First name')).toHaveValue('Mallory');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'security-registration-already-registered');
});

test("the 4th PIN reset within 24 h shows 'An error occurred, please try again later', by keyboard only", async ({
  page,
}) => {
  const card = issueCard('--status', 'activated', '--registered');
  // log in by keyboard too
  await page.goto('/ind/login');
  const form = page.getByRole('form', { name: 'Check your balance' });
  await tabTo(page, form.getByLabel('Card number'));
  await page.keyboard.type(card.cardNumber);
  await tabTo(page, form.getByLabel(/^CVV/));
  await page.keyboard.type(card.cvv);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ind$/, { timeout: 30_000 });
  const trigger = page.getByRole('button', { name: 'Reset PIN' });
  await expect(trigger).toBeEnabled();

  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/ind/v1/card/pin/reset')) statuses.push(r.status());
  });

  for (let attempt = 1; attempt <= 4; attempt++) {
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Reset PIN' });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Reset PIN' }));
    await page.keyboard.press('Enter');

    const name = attempt < 4 ? 'PIN reset' : 'PIN reset failed';
    const result = page.getByRole('dialog', { name, exact: true });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(confirm).toBeHidden();
    if (attempt < 4) {
      await expect(result).toContainText(PIN_RESET_SUCCEEDED);
    } else {
      await expect(result.getByRole('alert')).toHaveText(PIN_RESET_FAILED);
      await expect(page.getByText('Too many attempts', { exact: false })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await screenshots(page, 'security-pin-reset-limit', false);
    }
    await tabTo(page, result.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(result).toBeHidden();
    await expect(trigger).toBeFocused();
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  // a refusal is not a session end: the holder is still on the card page
  await expect(page).toHaveURL(/\/ind$/);
  await expect(trigger).toBeEnabled();
});

test("an emailed link's account id and image id reach neither analytics nor local storage keys", async ({
  page,
}) => {
  const card = issueCard('--virtual', '--email', 'grace@example.com');
  expect(card.registrationPath).toBeTruthy();
  const [path, query = ''] = card.registrationPath!.split('?');
  const idSegments = path!.split('/').slice(3); // ind/registration/{accountId}/{cardImageId}[/{email}]
  await page.goto(card.registrationPath!);
  await expect(page.getByRole('form', { name: 'Register' })).toBeVisible({ timeout: 30_000 });

  const pages = (await dataLayer(page)) as { event: string; page: string }[];
  expect(pages.at(-1)?.page).toMatch(/^\/ind\/registration\/:accountId\/:cardImageId(\/:email)?$/);
  const sent = JSON.stringify(pages);
  for (const secret of [card.accountId!, card.cardImageId, ...idSegments, query].filter(Boolean)) {
    expect(sent).not.toContain(secret);
  }

  // spec §3 local flag: step 1 was viewed, keyed by the SHA-256 of the two identifiers
  const storage = await page.evaluate(() => ({ ...window.localStorage }));
  const key = createHash('sha256').update(`${card.accountId}${card.cardImageId}`).digest('hex');
  expect(storage[key]).toBe('true');
  for (const stored of Object.keys(storage)) {
    expect(stored).not.toContain(card.accountId!);
    expect(stored).not.toContain(card.cardImageId);
  }
});
