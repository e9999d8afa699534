// Report lost or stolen and replace an expired card with money on it, keyboard only at 375 px
// against the real server: a physical card reported stolen lands on the "what comes next" page,
// is refused at login, and its replacement (read from the operator CLI, as the card plant prints
// it) shows the moved balance and the fee in its history; a virtual card's replacement is shown
// from the link emailed to the holder; an expired card with money is replaced without fee.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, issueCard, type IssuedCard } from '../support/admin';
import { checkA11y, dialogScreenshots } from './account-helpers';
import { keyboardLogin, screenshots, tabTo, typeLogin } from '../support/portal';
import { acceptAgreement, expectCardImageLoaded, outboxFor } from './virtual-card-helpers';

test.use({ viewport: { width: 375, height: 812 } });
// each journey logs in twice and takes screenshots at two widths: more than the default minute
test.describe.configure({ timeout: 150_000 });

const last4 = (n: string) => n.slice(-4);
const replacementOf = (card: IssuedCard) =>
  admin<{ cardNumber: string; cvv: string }>('card', 'replacement', '--card', card.cardNumber, '--json');

const reportDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Report your card lost or stolen' });

/** Open the dialog from the card page's panel with the keyboard. */
async function openReport(page: Page): Promise<Locator> {
  const trigger = page.getByRole('button', { name: 'Report lost or stolen' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = reportDialog(page);
  await expect(dialog.getByRole('heading', { name: 'What happens' })).toBeVisible();
  return dialog;
}

/** The rows of the history modal (Date, Type, Merchant, Amount), opened with the keyboard. */
async function historyRows(page: Page): Promise<string[]> {
  const panel = page.getByRole('region', { name: 'Transaction history' });
  await tabTo(page, panel.getByRole('button', { name: 'Get history' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Transaction history' });
  const rows = dialog.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.allInnerTexts();
}

test('a physical card reported stolen: what comes next, the old card refused, the replacement with the moved balance and the fee', async ({
  page,
}) => {
  const card = issueCard('--status', 'activated', '--registered', '--amount', '40.00');
  await keyboardLogin(page, card);
  const dialog = await openReport(page);
  await expect(dialog).toContainText('Your card is closed for good');
  await expect(dialog).toContainText('within 30 days');
  await expect(dialog).toContainText('A replacement fee of $5.00');
  await expect(dialog.getByRole('group', { name: 'What happened to your card?' })).toBeVisible();
  await expect(dialog).toContainText('Wilmington, DE 19801');
  await expect(dialog).not.toContainText('Market Street');
  await checkA11y(page);
  await dialogScreenshots(page, 'card-replacement-dialog');

  // confirming without a reason says so and puts the focus on the first choice
  const confirm = dialog.getByRole('button', { name: 'Close card and send replacement' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Please choose what happened to your card');
  await expect(dialog.getByRole('radio', { name: 'I lost it' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'It was stolen' })).toBeChecked();
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  const done = page.getByRole('heading', { name: 'Your card is closed', level: 1 });
  await expect(done).toBeFocused();
  const main = page.getByRole('main');
  await expect(main).toContainText(`Your card ending ${last4(card.cardNumber)} is closed for good`);
  await expect(main).toContainText('will be mailed to the address on file within 30 days');
  await expect(main).toContainText('Your balance of $40.00 has moved to it. A replacement fee of $5.00');
  await checkA11y(page);
  await screenshots(page, 'card-replacement-done');

  // the old card is refused at login with a way on
  await typeLogin(page, card);
  await expect(page.getByRole('alert')).toContainText('This card was reported lost or stolen and is closed.');
  await expect(page).toHaveURL(/\/ind\/login$/);

  // the replacement: its history holds the moved balance and the fee
  const fresh = replacementOf(card);
  await keyboardLogin(page, fresh);
  const rows = await historyRows(page);
  expect(rows.join('\n')).toContain(`Balance moved from card ···${last4(card.cardNumber)}`);
  expect(rows.join('\n')).toContain('Card replacement fee');
  expect(rows.join('\n')).toMatch(/40\.00/);
  expect(rows.join('\n')).toMatch(/5\.00/);
  await screenshots(page, 'card-replacement-history', false);
});

test("a virtual card lost: its replacement is shown from the link emailed to the holder's address", async ({
  page,
}) => {
  const email = `vc-lost-${Date.now()}@example.test`;
  const card = issueCard(
    '--virtual',
    '--status',
    'activated',
    '--registered',
    '--email',
    email,
    '--amount',
    '20.00',
  );
  const before = outboxFor(email).length;
  await keyboardLogin(page, card);
  const dialog = await openReport(page);
  await expect(dialog).toContainText('We email you a link to a replacement virtual card');
  await expect(dialog).toContainText('A replacement fee of $2.50');
  await expect(dialog).toContainText('v•••@example.test');
  // Tab into the choices and pick "I lost it" with Space
  await tabTo(page, dialog.getByRole('radio', { name: 'I lost it' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Close card and send replacement' }));
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expect(main).toContainText('we emailed you a link to see it');
  await screenshots(page, 'card-replacement-virtual-done');

  // the email with the replacement's link: it shows the new card
  await expect.poll(() => outboxFor(email).length).toBeGreaterThan(before);
  const link = outboxFor(email)
    .map((m) =>
      /https?:\/\/\S+?(\/ind\/registration\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)?)/.exec(
        m.body,
      ),
    )
    .filter((m) => m !== null)
    .at(-1);
  expect(link).toBeTruthy();
  await page.goto(link![1]!);
  await acceptAgreement(page);
  await expectCardImageLoaded(page);
  await screenshots(page, 'card-replacement-virtual-card');
});

test('an expired card with money: login offers a replacement without fee, which carries the balance', async ({
  page,
}) => {
  const card = issueCard('--status', 'activated', '--registered', '--amount', '30.00', '--expired');
  await typeLogin(page, card);
  await expect(page.getByText('Your card has expired.')).toBeVisible();
  await expect(page.getByText('without fee', { exact: false })).toBeVisible();
  await checkA11y(page);
  await screenshots(page, 'card-replacement-expired-offer');
  await tabTo(page, page.getByRole('button', { name: 'Get a replacement card' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your replacement card is on its way.')).toBeVisible();
  await expect(page.getByText('Your balance of $30.00 has moved to it, without fee.')).toBeVisible();
  await screenshots(page, 'card-replacement-expired-done');

  const fresh = replacementOf(card);
  await keyboardLogin(page, fresh);
  const rows = await historyRows(page);
  expect(rows.join('\n')).toContain(`Balance moved from card ···${last4(card.cardNumber)}`);
  expect(rows.join('\n')).not.toContain('Card replacement fee');
});
