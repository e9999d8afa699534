// Report lost or stolen and replace an expired card with money on it, keyboard only at 375 px
// against the real server: a physical card reported stolen, with a charge the holder did not make
// marked "I didn't make this" and disputed in the same submission, lands on "Your money is safe"
// (focused) with the new balance and the case's reference; the old card is refused at login, and
// its replacement (read from the operator CLI, as the card plant prints it) shows the moved
// balance, the fee and the old card's charge in its history, and the case on its card page; a
// virtual card's replacement is shown from the link emailed to the holder; an expired card with
// money is replaced without fee after a confirm step that shows the address. Within 72 hours of a
// call-centre contact change, a card reported stolen is frozen at once and sends no replacement:
// the dialog says why with the phone, keeps the focus and closes on Escape, every contact is told,
// and the holder stays logged in.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PROGRAM_TIME_ZONE, fill } from '@portal/contracts';
import { admin, adminRefusal, issueCard, postTransaction, type IssuedCard } from '../support/admin';
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
import { dayFromToday, historyLoaded, historyPanel, isoDate, recentList, usDate } from './history-helpers';
import { acceptAgreement, expectCardImageLoaded, outboxFor } from './virtual-card-helpers';

test.use({ viewport: { width: 375, height: 812 }, timezoneId: DEFAULT_PROGRAM_TIME_ZONE });
// each journey logs in twice and takes screenshots at two widths: more than the default minute
test.describe.configure({ timeout: 150_000 });

const last4 = (n: string) => n.slice(-4);
const replacementOf = (card: IssuedCard) =>
  admin<{ cardNumber: string; cvv: string }>('card', 'replacement', '--card', card.cardNumber, '--json');

const reportDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Report your card lost or stolen' });

/** The card page's balance, as the hero shows it ('$40.00'). */
async function shownBalance(page: Page): Promise<string> {
  const amount = page.locator('dt', { hasText: /^Balance$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(amount).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 15_000 });
  return (await amount.textContent())!;
}

/** Open the dialog from the card page's panel with the keyboard. */
async function openReport(page: Page): Promise<Locator> {
  const trigger = page.getByRole('button', { name: 'Report lost or stolen' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = reportDialog(page);
  await expect(dialog.getByRole('heading', { name: 'What happens' })).toBeVisible();
  return dialog;
}

/** The names of the card page's recent rows at 375 px: 'Merchant, −$5.00, 11/20/2026, Type'. */
async function historyRows(page: Page): Promise<string[]> {
  await historyLoaded(page);
  const rows = recentList(page).getByRole('button', { expanded: false });
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
}

test("a physical card reported stolen with a charge marked \"I didn't make this\": your money is safe, the case opened, the old card's charge in the replacement's history", async ({
  page,
}) => {
  const email = `stolen.${Date.now()}@example.test`;
  const card = issueCard('--status', 'activated', '--registered', '--amount', '40.00', '--email', email);
  const stolenOn = dayFromToday(-3);
  const theirs = dayFromToday(-5);
  postTransaction(card, {
    amount: '-12.50',
    merchant: 'Corner Market',
    date: isoDate(stolenOn),
    type: 'purchase',
  });
  postTransaction(card, {
    amount: '-4.00',
    merchant: 'Blue Bottle Coffee',
    date: isoDate(theirs),
    type: 'purchase',
  });
  await keyboardLogin(page, card);
  const before = Number((await shownBalance(page)).replace(/[$,]/g, ''));
  const dialog = await openReport(page);

  // what happens, lost or stolen, the purchases, where the new card goes
  await expect(dialog).toContainText('We close this card so no one can use it, even if you find it.');
  await expect(dialog).toContainText('We mail you a new card with a new number, within 30 days.');
  await expect(dialog).toContainText('A replacement fee of $5.00 is taken from your balance.');
  await expect(dialog.getByRole('group', { name: 'What happened to your card?' })).toBeVisible();
  const purchases = dialog.getByRole('group', { name: 'Your purchases in the last 60 days' });
  const notMine = purchases.getByRole('checkbox', {
    name: `I didn't make this: Corner Market, ${usDate(stolenOn)}, \u2212$12.50`,
  });
  const mine = purchases.getByRole('checkbox', {
    name: `I didn't make this: Blue Bottle Coffee, ${usDate(theirs)}, \u2212$4.00`,
  });
  await expect(notMine).not.toBeChecked();
  await expect(mine).not.toBeChecked();
  // the street masked, the town whole
  await expect(dialog).toContainText('1200 M••• St');
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
  // the thief's charge, checked with Space; the holder's own left alone
  await tabTo(page, notMine);
  await page.keyboard.press('Space');
  await expect(notMine).toBeChecked();
  await expect(mine).not.toBeChecked();
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  // what a holder fears for first: the money, with its new balance
  const done = page.getByRole('heading', { name: 'Your money is safe', level: 1 });
  await expect(done).toBeFocused({ timeout: 15_000 });
  const main = page.getByRole('main');
  const fresh = replacementOf(card);
  const newBalance = `$${(before - 5).toFixed(2)}`;
  await expect(main.getByRole('term').filter({ hasText: 'Your new balance' })).toBeVisible();
  await expect(main.getByText(newBalance, { exact: true })).toBeVisible();
  await expect(main).toContainText('After the $5.00 replacement fee.');
  // the new card by its last four: '•••• 7456' on screen, 'ending 7456' to a screen reader
  await expect(
    main.getByRole('definition').filter({ hasText: `ending ${last4(fresh.cardNumber)}` }),
  ).toBeVisible();
  await expect(main).toContainText(/Arrives by \d\d\/\d\d\/\d{4}\./);
  await expect(main).toContainText('1200 M••• St');
  // the charge reported, with its case's reference; the holder's own purchase is not among them
  const reported = main.getByRole('list').filter({ hasText: 'Corner Market' });
  await expect(main.getByRole('heading', { name: 'Charges you reported' })).toBeVisible();
  await expect(reported.getByRole('listitem')).toHaveCount(1);
  await expect(reported).toContainText(`Corner Market, ${usDate(stolenOn)}, \u2212$12.50`);
  await expect(reported).toContainText(
    /Reference CASE-[A-Z0-9]{8}\. We will tell you the result by \d\d\/\d\d\/\d{4}\./,
  );
  await expect(main).not.toContainText('Blue Bottle Coffee');
  const reference = /CASE-[A-Z0-9]{8}/.exec((await reported.textContent()) ?? '')![0];
  await expect(main.getByRole('heading', { name: 'What to do now' })).toBeVisible();
  await expect(main).toContainText(
    `Your old card ending ${last4(card.cardNumber)} is closed, so no one can use it. You are logged out.`,
  );
  await checkA11y(page);
  await screenshots(page, 'card-replacement-done');

  // the holder is told by email, the case's reference in an email of its own
  await expect
    .poll(() => outboxFor(email).some((m) => m.body.includes(reference)), {
      message: 'the reference emailed',
    })
    .toBe(true);
  expect(outboxFor(email).some((m) => m.body.includes(`Your new balance is ${newBalance}`))).toBe(true);
  const open = admin<{ reference: string }[]>(
    'case',
    'list',
    '--open',
    '--reason',
    'e2e: the case the report opened',
    '--json',
  );
  expect(open.map((c) => c.reference)).toContain(reference);

  // the old card is refused at login with a way on
  await typeLogin(page, card);
  await expect(page.getByRole('alert')).toContainText('This card was reported lost or stolen and is closed.');
  await expect(page).toHaveURL(/\/ind\/login$/);

  // the replacement: its balance, and its history holds the moved balance, the fee and the old
  // card's charges, marked as the old card's
  await keyboardLogin(page, fresh);
  expect(await shownBalance(page)).toBe(newBalance);
  const rows = (await historyRows(page)).join('\n');
  expect(rows).toContain(`Balance moved from card ···${last4(card.cardNumber)}, +$${before.toFixed(2)}, `);
  expect(rows).toContain('Card replacement fee, −$5.00, ');
  const oldCharge = recentList(page).getByRole('button', {
    name: `Corner Market (card ending ${last4(card.cardNumber)}), −$12.50, ${usDate(stolenOn)}, Purchase`,
  });
  await tabTo(page, oldCharge);
  await page.keyboard.press('Enter');
  await expect(oldCharge).toHaveAttribute('aria-expanded', 'true');
  // the old card's charges may be reported from the replacement, like its own (this one already
  // was, with the stolen-card report: the server would answer that its case is open)
  await expect(historyPanel(page).getByRole('button', { name: /^Report a problem/ })).toHaveCount(1);
  // the case, from the replacement's card page, says it was the old card's
  const cases = page.getByRole('region', { name: 'Your reported problems' });
  await expect(cases.getByText(reference)).toBeVisible();
  await expect(cases).toContainText(`Old card ending ${last4(card.cardNumber)}`);
  await checkA11y(page);
  await screenshots(page, 'card-replacement-history');
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
  await expect(dialog).toContainText('We email you a link to a new virtual card with a new number.');
  await expect(dialog).toContainText('A replacement fee of $2.50');
  await expect(dialog).toContainText('v•••@example.test');
  // Tab into the choices and pick "I lost it" with Space
  await tabTo(page, dialog.getByRole('radio', { name: 'I lost it' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Close card and send replacement' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your money is safe', level: 1 })).toBeFocused({
    timeout: 15_000,
  });
  const main = page.getByRole('main');
  await expect(main).toContainText('Ready now: we emailed a link to v•••@example.test');
  await expect(main).toContainText('After the $2.50 replacement fee.');
  // nothing reported: no cases
  await expect(main.getByRole('heading', { name: 'Charges you reported' })).toHaveCount(0);
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

test('an expired card with money: login offers a replacement without fee, confirmed with its address, which carries the balance', async ({
  page,
}) => {
  const card = issueCard('--status', 'activated', '--registered', '--amount', '30.00', '--expired');
  await typeLogin(page, card);
  await expect(page.getByText('Your card has expired.')).toBeVisible();
  await expect(page.getByText('without fee', { exact: false })).toBeVisible();
  await checkA11y(page);
  await screenshots(page, 'card-replacement-expired-offer');
  const offer = page.getByRole('button', { name: 'Get a replacement card' });
  await tabTo(page, offer);
  await page.keyboard.press('Enter');

  // the confirm step: what happens and where it goes, focused
  const confirmHeading = page.getByRole('heading', { name: 'Confirm your replacement card' });
  await expect(confirmHeading).toBeFocused({ timeout: 15_000 });
  const step = page.getByRole('region', { name: 'Confirm your replacement card' });
  await expect(step).toContainText('We close your expired card.');
  await expect(step).toContainText('There is no replacement fee.');
  await expect(step).toContainText('1200 M••• St');
  await expect(step).not.toContainText('Market Street');
  await checkA11y(page);
  await screenshots(page, 'card-replacement-expired-confirm');
  // Back: the offer again, its button focused; then on to the confirm step once more
  await tabTo(page, step.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expect(offer).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirmHeading).toBeFocused({ timeout: 15_000 });
  await tabTo(page, step.getByRole('button', { name: 'Send my new card' }));
  await page.keyboard.press('Enter');

  const done = page.getByRole('heading', { name: 'Your money is safe' });
  await expect(done).toBeFocused({ timeout: 15_000 });
  await expect(page.getByText('$30.00', { exact: true })).toBeVisible();
  await expect(page.getByText('No replacement fee was taken.')).toBeVisible();
  await expect(page.getByText(`Your expired card ending ${last4(card.cardNumber)} is closed.`)).toBeVisible();
  await screenshots(page, 'card-replacement-expired-done');

  const fresh = replacementOf(card);
  await keyboardLogin(page, fresh);
  const rows = (await historyRows(page)).join('\n');
  expect(rows).toContain(`Balance moved from card ···${last4(card.cardNumber)}, +$30.00, `);
  expect(rows).not.toContain('Card replacement fee');
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

  const frozenPanel = (page: Page) => page.getByRole('region', { name: 'Card frozen' });

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
    await expect(frozenPanel(page).getByRole('link', { name: `Call to unfreeze ${phone}` })).toBeVisible();
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
