// Report lost or stolen and replace an expired card with money on it, keyboard only at 375 px
// against the real server: a physical card reported stolen lands on the "what comes next" page,
// is refused at login, and its replacement (read from the operator CLI, as the card plant prints
// it) shows the moved balance and the fee in its history; a virtual card's replacement is shown
// from the link emailed to the holder; an expired card with money is replaced without fee. Within
// 72 hours of a call-centre contact change, a card reported stolen is frozen at once and sends no
// replacement: the dialog says why with the phone, keeps the focus and closes on Escape, every
// contact is told, and the holder stays logged in.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fill } from '@portal/contracts';
import { admin, adminRefusal, issueCard, type IssuedCard } from '../support/admin';
import { frozenNotices, loginDuringContactHold, showCard } from '../support/contact-hold';
import { checkA11y, dialogScreenshots } from './account-helpers';
import {
  expectPhoneLink,
  keyboardLogin,
  screenshots,
  supportPhone,
  tabTo,
  typeLogin,
} from '../support/portal';
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

test.describe('within 72 hours of a call-centre contact change', () => {
  const HELD =
    'We froze your card so no one can use it. Its contact details changed in the last 72 hours, so we cannot send a replacement yet. Please call customer service at {phone}.';
  const CONFIRM = 'Close card and send replacement';

  /** In the dialog, with the keyboard: the arrow from "I lost it" to "It was stolen", then confirm. */
  async function reportStolen(page: Page): Promise<Locator> {
    const dialog = await openReport(page);
    await tabTo(page, dialog.getByRole('radio', { name: 'I lost it' }));
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'It was stolen' })).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: CONFIRM }));
    await page.keyboard.press('Enter');
    return dialog;
  }

  const frozenPanel = (page: Page) => page.getByRole('region', { name: 'Unfreeze card' });

  test('a card reported stolen is frozen at once, no replacement is made, every contact is told, and the holder stays logged in', async ({
    page,
  }) => {
    const { card, before, after } = await loginDuringContactHold(page);
    const phone = await supportPhone(page);
    const dialog = await reportStolen(page);
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(fill(HELD, { phone }));
    await expectPhoneLink(alert, phone);
    await expect(dialog.getByRole('button', { name: CONFIRM })).toHaveCount(0);
    // what the dialog promised did not happen: the message is all it shows, whole, on a phone too
    await expect(dialog.getByText('What happens')).toHaveCount(0);
    await expect(alert).toBeInViewport({ ratio: 1 });
    await checkA11y(page);
    await dialogScreenshots(page, 'card-replacement-held');

    // Close closes the dialog on the card page, which shows the card frozen
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(frozenPanel(page)).toContainText(
      'To unfreeze your card you will have to contact the call center',
    );
    await expect(page.getByRole('heading', { name: 'Freeze card temporarily' })).toHaveCount(0);
    await screenshots(page, 'card-replacement-held-frozen');

    // the call centre sees it frozen, with its balance, and no replacement
    const shown = showCard(card);
    expect(shown.card.freezeInfo.frozen).toBe(true);
    expect(shown.card.status).toBe('ACTIVATED');
    expect(shown.balance).toBe(40);
    expect(shown.holder?.email).toBe(after);
    const none = adminRefusal('card', 'replacement', '--card', card.cardNumber, '--json');
    expect(none.error.code).toBe('not_found');

    // the previous email, the new one and the phone are each told once
    const told = frozenNotices(card).map((m) => `${m.channel} ${m.to}`);
    expect(told.sort()).toEqual([`email ${after}`, `email ${before}`, `sms ${shown.holder?.phone}`].sort());

    // still logged in: the card page again after a reload, frozen
    await page.reload();
    await expect(page).toHaveURL(/\/ind$/);
    await expect(frozenPanel(page)).toBeVisible();
  });

  test('keyboard: the refusal is an alert, the focus stays in the dialog, Escape closes it', async ({
    page,
  }) => {
    await loginDuringContactHold(page);
    const dialog = await reportStolen(page);
    await expect(dialog.getByRole('alert')).toContainText('We froze your card so no one can use it.');
    await expect(dialog.getByRole('button', { name: CONFIRM })).toHaveCount(0);

    // the confirm button is gone: the focus is on the message, and Tab and Shift+Tab keep it in the dialog
    await expect(dialog.getByRole('alert').locator('..')).toBeFocused();
    const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
    await expect.poll(focusInDialog, { message: 'focus in the dialog once confirm is gone' }).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus in the dialog after ${key}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Report lost or stolen' })).toBeFocused();
    await expect(frozenPanel(page)).toBeVisible();
  });
});
