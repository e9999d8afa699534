// Virtual card registration through the emailed link against the real server (spec §2 Virtual
// card registration, the registered-card guard, §3 local flag, §4): step 1 registers the card,
// step 2 is the card information screen; an already registered card goes to card info; so does a
// link the server does not know (its expired-link view).
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { issueCard } from '../support/admin';
import { expectFits } from '../support/layout';
import { screenshots } from '../support/portal';
import { checkA11y, dialogScreenshots } from './account-helpers';

const steps = (page: Page) => page.getByRole('navigation', { name: 'Virtual card registration steps' });
const header = (page: Page, n: number) =>
  steps(page).getByRole('button', { name: new RegExp(`^Step ${n}:`) });
const stepOne = (page: Page) => page.getByRole('form', { name: 'Register' });
const field = (page: Page, label: string) => stepOne(page).getByRole('textbox', { name: label, exact: true });

test('the emailed link opens step 1 with the email prefilled; Next registers the card and reaches step 2', async ({
  page,
}) => {
  const card = issueCard('--virtual', '--email', 'grace@example.com');
  expect(card.registrationPath).toBeTruthy();
  await page.goto(card.registrationPath!);
  await expect(stepOne(page)).toBeVisible({ timeout: 30_000 });
  await expect(header(page, 1)).toHaveAttribute('aria-current', 'step');
  await expect(header(page, 2)).toBeDisabled();
  await expect(field(page, 'Email')).toHaveValue('grace@example.com');
  await expect(field(page, 'Email')).toBeDisabled();
  // spec §3 local flag: step 1 was viewed (keyed by the SHA-256 of the two identifiers, SECURITY.md)
  const flag = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    createHash('sha256').update(`${card.accountId}${card.cardImageId}`).digest('hex'),
  );
  expect(flag).toBe('true');
  await checkA11y(page);
  await screenshots(page, 'registration-virtual-step1');

  await stepOne(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepOne(page).getByText('First Name is Required')).toBeVisible();

  await field(page, 'First name').fill('Grace');
  await field(page, 'Last name').fill('Hopper');
  await field(page, 'Address').fill('7 Navy Yard Road');
  await field(page, 'City').fill('Arlington');
  await field(page, 'State').pressSequentially('va');
  await field(page, 'Zip code').pressSequentially('22201');
  await field(page, 'Cell phone number (required for SMS)').pressSequentially('7035550100');
  await stepOne(page).getByRole('button', { name: 'Next' }).click();

  await expect(header(page, 2)).toHaveAttribute('aria-current', 'step', { timeout: 30_000 });
  await expect(header(page, 2)).toBeDisabled();
  await expect(header(page, 1)).toHaveAccessibleName('Step 1: Register, completed');
  await expect(stepOne(page)).toHaveCount(0);
  // step 2 opens the agreement modal of the card information screen: a viewport screenshot
  await dialogScreenshots(page, 'registration-virtual-step2');
});

test('an already registered virtual card goes to ind/card/info/{accountId}/{cardImageId}', async ({
  page,
}) => {
  const card = issueCard('--virtual', '--registered', '--email', 'ada@example.com');
  await page.goto(card.registrationPath!);
  const imageSeg = card.registrationPath!.split('?')[0]!.split('/')[4]!;
  await expect(page).toHaveURL(new RegExp(`/ind/card/info/${card.accountId}/${imageSeg}\\?`), {
    timeout: 30_000,
  });
  await expect(stepOne(page)).toHaveCount(0);
});

// an unknown link ends on the expired-link view, where the cardholder can ask a fresh one
test('a link the server does not know goes to the card information screen', async ({ page }) => {
  await page.goto('/ind/registration/not-a-real-account-id-000/aW1n');
  await expect(page).toHaveURL(/\/ind\/card\/info\/not-a-real-account-id-000\//, { timeout: 30_000 });
});

test('at 375 px the steps sit side by side; at 320 px with 200 % text they stack, step 2 under step 1, and nothing is wider than the screen', async ({
  page,
}) => {
  const card = issueCard('--virtual', '--email', `fit-${Date.now()}@example.com`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(card.registrationPath!);
  await expect(stepOne(page)).toBeVisible({ timeout: 30_000 });
  await expect(stepOne(page).getByRole('group', { name: 'Cardholder information' })).toBeVisible();
  await expectFits(page, 'step 1 at 375 px');
  let one = (await header(page, 1).boundingBox())!;
  let two = (await header(page, 2).boundingBox())!;
  expect(Math.abs(two.y - one.y)).toBeLessThan(4);
  expect(two.x).toBeGreaterThan(one.x + one.width);

  const cdp = await page.context().newCDPSession(page);
  await page.setViewportSize({ width: 320, height: 700 });
  // the browser's text size at 200 %, as a cardholder who reads large text sets it
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await expectFits(page, 'step 1 at 320 px with 200 % text');
  await expect
    .poll(async () => {
      one = (await header(page, 1).boundingBox())!;
      two = (await header(page, 2).boundingBox())!;
      return two.y >= one.y + one.height - 1;
    })
    .toBe(true);
  for (const box of [one, two]) expect(box.x + box.width).toBeLessThanOrEqual(320);
  await expect(header(page, 1)).toHaveAccessibleName('Step 1: Register');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
});
