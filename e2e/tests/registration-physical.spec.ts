// Physical card registration at /ind/registration against the real server (spec §2 Card
// registration, §4 Registration, §5 rules, §8 registration error): field errors, a card
// registered for real (captcha solved by the browser), and a refused card.
import { expect, test, type Page } from '@playwright/test';
import { issueCard, type IssuedCard } from '../support/admin';
import { expectFits } from '../support/layout';
import { login, screenshots } from '../support/portal';
import { cardHero, checkA11y, expectMessageFocused, fact, messageText } from './account-helpers';

const form = (page: Page) => page.getByRole('form', { name: 'Card Registration' });
/** The input of a field; a required field's visible label ends with '*' (hidden from assistive tech). */
const field = (page: Page, label: string) => form(page).getByRole('textbox', { name: label, exact: true });

async function fillForm(
  page: Page,
  card: Pick<IssuedCard, 'cardNumber' | 'cvv'>,
  name = { first: 'Ada', last: 'Lovelace' },
) {
  await field(page, 'Card number').fill(card.cardNumber);
  await form(page).getByLabel('CVV').fill(card.cvv);
  await field(page, 'First name').fill(name.first);
  await field(page, 'Last name').fill(name.last);
  await field(page, 'Date of birth (Optional)').pressSequentially('04121988');
  await field(page, 'Address').fill('12 Main Street');
  await field(page, 'City').fill('Springfield');
  await field(page, 'State').pressSequentially('il');
  await field(page, 'Zip code').pressSequentially('627011234');
  await field(page, 'Email').fill('ada@example.com');
  await field(page, 'Cell phone number (required for SMS)').pressSequentially('5551234567');
}

test('the form shows every required message after a submit attempt, and rule messages once a field is left', async ({
  page,
}) => {
  await page.goto('/ind/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Registration' })).toBeVisible();
  await screenshots(page, 'registration-form');

  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Card Number is Required',
    'CVV is Required',
    'First Name is Required',
    'Last Name is Required',
    'Address is Required',
    'City is Required',
    'State is Required',
    'Zip code is Required',
    'Email is Required',
    'Phone number is Required',
  ]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, 'Card number')).toBeFocused();

  await field(page, 'Last name').fill('L');
  await field(page, 'State').pressSequentially('ny');
  await expect(field(page, 'State')).toHaveValue('NY');
  await field(page, 'Zip code').pressSequentially('123456789');
  await expect(field(page, 'Zip code')).toHaveValue('12345-6789');
  await field(page, 'Cell phone number (required for SMS)').pressSequentially('555123');
  await field(page, 'Date of birth (Optional)').pressSequentially('01012020');
  await field(page, 'Email').fill('ada@example');
  await field(page, 'Email').blur();
  await expect(
    form(page).getByText('Please, review. Last name should include at least 2 letters.'),
  ).toBeVisible();
  await expect(form(page).getByText('Please provide a 10-digit phone number')).toBeVisible();
  await expect(form(page).getByText('Please, select a valid Date of Birth')).toBeVisible();
  await expect(form(page).getByText('Please enter a valid email')).toBeVisible();
  await checkA11y(page);
  await screenshots(page, 'registration-errors');
});

test("registers a physical card: 'Processing...', then 'Your card has been successfully registered' (focused) and Home", async ({
  page,
}) => {
  const card = issueCard();
  await page.goto('/ind/registration');
  await fillForm(page, card);
  await expect(field(page, 'Card number')).toHaveValue(card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(field(page, 'Cell phone number (required for SMS)')).toHaveValue('(555) 123-4567');
  await page.getByRole('button', { name: 'Register' }).click();
  // the form is gone: the focus is on what replaced it, the heading that says what happened
  const done = page.getByRole('heading', { name: 'Your card has been successfully registered' });
  await expect(done).toBeFocused({ timeout: 30_000 });
  await expect(page.getByRole('form')).toHaveCount(0);
  await checkA11y(page);
  await screenshots(page, 'registration-success');
  await page.getByRole('button', { name: 'Home' }).click();
  // /ind needs a session: without one the host sends the visitor to the login page
  await expect(page).toHaveURL(/\/ind(\/login)?$/);
});

test("a wrong CVV says the pair doesn't match and keeps the form", async ({ page }) => {
  const card = issueCard();
  await page.goto('/ind/registration');
  await fillForm(page, { cardNumber: card.cardNumber, cvv: card.cvv === '000' ? '111' : '000' });
  await page.getByRole('button', { name: 'Register' }).click();
  const alert = page.getByRole('alert').filter({ hasText: "don't match" });
  await expect(alert).toHaveText(
    messageText("The card number and CVV don't match our records. Check both and try again."),
    { timeout: 30_000 },
  );
  // read at once, and the next Tab goes on from it
  await expectMessageFocused(alert);
  await expect(field(page, 'First name')).toHaveValue('Ada');
  await checkA11y(page);
  await screenshots(page, 'registration-failed');
});

test("a name with an apostrophe registers as typed: Dana O'Reilly, then shown on the card page", async ({
  page,
}) => {
  const card = issueCard('--status', 'activated');
  await page.goto('/ind/registration');
  await fillForm(page, card, { first: 'Dana', last: "O'Reilly" });
  // the rule accepts it: no message when the field is left
  await field(page, 'Email').focus();
  await expect(field(page, 'Last name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText('Please enter a valid last name.')).toHaveCount(0);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/ind/v1/card/register'));
  await page.getByRole('button', { name: 'Register' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ firstName: 'Dana', lastName: "O'Reilly" });
  await expect(page.getByText('Your card has been successfully registered')).toBeVisible({ timeout: 30_000 });

  // the server kept the name as typed: the card page says whose card it is
  await login(page, card);
  await expect(fact(cardHero(page, card.cardNumber), 'Name')).toHaveText("Dana O'Reilly");
});

test('at 375 px and at 320 px with 200 % text the form fits the screen, its groups named by their headings', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ind/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Registration' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(form(page).getByRole('group', { name: 'Your card' })).toBeVisible();
  await expect(form(page).getByRole('group', { name: 'Cardholder information' })).toBeVisible();
  await expectFits(page, 'the form at 375 px');
  const cdp = await page.context().newCDPSession(page);
  await page.setViewportSize({ width: 320, height: 700 });
  // the browser's text size at 200 %, as a cardholder who reads large text sets it
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await expectFits(page, 'the form at 320 px with 200 % text');
  const register = await page.getByRole('button', { name: 'Register' }).boundingBox();
  expect(register!.x + register!.width).toBeLessThanOrEqual(320);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
});
