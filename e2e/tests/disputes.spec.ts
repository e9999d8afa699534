// Dispute a charge, keyboard only at 375 px against the real server: the card page's recent list
// shows each row with its signed amount; a posted purchase's row opens its details, whose "Report
// a problem" opens a dialog of its own with "Send report" and "Back" (its errors take the focus to
// the first field; "I don't recognize it" offers to report the card lost or stolen); typed text is
// never dropped without "Discard your report?" being answered; once sent, the row keeps the case's
// reference, which takes the focus; the card page lists the case, and the call centre's commands
// (follow-up, provisional credit, resolution) move it on: each state is seen by the cardholder.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PROGRAM_TIME_ZONE, DISPUTE_REASON_LABELS } from '@portal/contracts';
import { admin, issueCard, postTransaction } from '../support/admin';
import { checkA11y, dialogScreenshots } from './account-helpers';
import { keyboardLogin, screenshots, tabTo } from '../support/portal';
import {
  dayFromToday,
  historyLoaded,
  historyPanel,
  isoDate,
  listRow,
  recentList,
  recentTable,
  signed,
  usDate,
} from './history-helpers';

test.use({ viewport: { width: 375, height: 812 }, timezoneId: DEFAULT_PROGRAM_TIME_ZONE });
test.describe.configure({ timeout: 180_000 });

const reason = 'holder called, identity checked';

const cases = (page: Page) => page.getByRole('region', { name: 'Your reported problems' });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Report a problem with Corner Market' });
const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard your report?' });

/** The element holds the focus, or an element inside it does. */
const focusWithin = (scope: Locator) => scope.evaluate((el) => el.contains(document.activeElement));

/** The card page read again (the session is kept), and the case's state as the holder sees it. */
async function expectState(page: Page, state: string): Promise<Locator> {
  await page.reload();
  const list = cases(page);
  await expect(list.getByText(`Status: ${state}`)).toBeVisible({ timeout: 15_000 });
  return list;
}

test('the recent list at 375 px: a purchase reported from its row, the discard question, the reference focused; the case credited and resolved', async ({
  page,
}) => {
  const email = `dispute.${Date.now()}@example.com`;
  // issuing posts the card's first load, $100.00, today
  const card = issueCard('--registered', '--amount', '100', '--email', email);
  const charged = dayFromToday(-2);
  postTransaction(card, {
    amount: '-23.45',
    merchant: 'Corner Market',
    date: isoDate(charged),
    type: 'purchase',
  });
  await keyboardLogin(page, card);
  await historyLoaded(page);

  // on a phone the rows are a list named by its dates (the last 30 days), not a table
  const list = recentList(page);
  await expect(list).toHaveAccessibleName(
    `Transactions from ${usDate(dayFromToday(-30))} to ${usDate(dayFromToday(0))}`,
  );
  await expect(recentTable(page)).toHaveCount(0);
  // each row is one button saying the merchant, the signed amount, the date and the type
  const purchase = listRow(page, 'Corner Market');
  await expect(purchase).toHaveAccessibleName(
    `Corner Market, ${signed(-23.45)}, ${usDate(charged)}, Purchase`,
  );
  await expect(purchase).toContainText('−$23.45');
  await expect(list.getByRole('button', { name: /, \+\$100\.00, / })).toHaveCount(1);
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(purchase).toHaveAttribute('aria-expanded', 'false');
  await screenshots(page, 'dispute-recent-list');

  // a load offers no report: its details hold none
  const load = list.getByRole('button', { name: /, \+\$100\.00, / });
  await tabTo(page, load);
  await page.keyboard.press('Enter');
  await expect(load).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByText('Load', { exact: true })).toBeVisible();
  await expect(historyPanel(page).getByRole('button', { name: /^Report a problem/ })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(load).toHaveAttribute('aria-expanded', 'false');

  // the purchase's row opens its details, with "Report a problem"
  await tabTo(page, purchase);
  await page.keyboard.press('Enter');
  await expect(purchase).toHaveAttribute('aria-expanded', 'true');
  const report = list.getByRole('button', {
    name: `Report a problem with Corner Market on ${usDate(charged)}`,
  });
  await expect(report).toBeVisible();
  await expect(historyPanel(page).getByRole('button', { name: /^Report a problem/ })).toHaveCount(1);
  await tabTo(page, report);
  await page.keyboard.press('Enter');

  // a dialog of its own, titled for the charge, with Back and Send report
  let dialog = sheet(page);
  await expect(dialog).toBeVisible();
  let form = dialog.getByRole('form', { name: 'Report a problem with Corner Market' });
  await expect(dialog.getByText(`Purchase on ${usDate(charged)}, −$23.45`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect.poll(() => focusWithin(dialog), { message: 'focus in the dialog' }).toBe(true);

  // sent empty: the messages, and the focus on the first field
  await tabTo(page, dialog.getByRole('button', { name: 'Send report' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Choose what is wrong with this charge')).toBeVisible();
  await expect(form.getByText('Tell us what happened')).toBeVisible();
  let notRecognised = form.getByRole('radio', { name: DISPUTE_REASON_LABELS.not_recognised });
  await expect(notRecognised).toBeFocused();
  await page.keyboard.press('Space');
  await expect(notRecognised).toBeChecked();
  // not recognised: the card may be lost or stolen
  await expect(form.getByRole('button', { name: 'Report my card lost or stolen' })).toBeVisible();
  await dialogScreenshots(page, 'dispute-form');
  await checkA11y(page);

  // text typed, then Escape: the dialog asks before it drops it
  await tabTo(page, form.getByLabel('What happened?'));
  await page.keyboard.type('I was not in town that day and still have my card.');
  await page.keyboard.press('Escape');
  let question = discardQuestion(page);
  await expect(question).toBeVisible();
  await expect(question.getByText('What you typed will not be sent.')).toBeVisible();
  await expect.poll(() => focusWithin(question), { message: 'focus in the question' }).toBe(true);
  await dialogScreenshots(page, 'dispute-discard-question');
  await checkA11y(page);
  // "Keep editing": back to the report as it was
  await tabTo(page, question.getByRole('button', { name: 'Keep editing' }));
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(form.getByLabel('What happened?')).toHaveValue(
    'I was not in town that day and still have my card.',
  );
  await expect.poll(() => focusWithin(dialog), { message: 'focus back in the report' }).toBe(true);

  // "Back", then "Discard": nothing is sent, and the focus is back on the row's "Report a problem"
  await tabTo(page, dialog.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  question = discardQuestion(page);
  await expect(question).toBeVisible();
  await tabTo(page, question.getByRole('button', { name: 'Discard' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(report).toBeFocused();
  await expect(cases(page)).toHaveCount(0);

  // reported again, and sent with Enter in the last field
  await page.keyboard.press('Enter');
  dialog = sheet(page);
  form = dialog.getByRole('form', { name: 'Report a problem with Corner Market' });
  await expect(form.getByLabel('What happened?')).toHaveValue('');
  notRecognised = form.getByRole('radio', { name: DISPUTE_REASON_LABELS.not_recognised });
  await tabTo(page, notRecognised);
  await page.keyboard.press('Space');
  await expect(notRecognised).toBeChecked();
  await tabTo(page, form.getByLabel('What happened?'));
  await page.keyboard.type('I was not in town that day and still have my card.');
  await tabTo(page, form.getByLabel('How can we reach you?'));
  await page.keyboard.type('avery.stone@example.com');
  await page.keyboard.press('Enter');

  // the dialog closes; the row keeps the reference, which has the focus
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  const received = list.getByText(/^We received your report\. Your case reference is CASE-[A-Z0-9]{8}\.$/);
  await expect(received).toBeFocused();
  await expect(
    list.getByText(
      /^We have sent it to you by email too\. We will tell you the result by \d\d\/\d\d\/\d{4}\./,
    ),
  ).toBeVisible();
  await expect(historyPanel(page).getByRole('button', { name: /^Report a problem/ })).toHaveCount(0);
  const reference = /CASE-[A-Z0-9]{8}/.exec((await received.textContent()) ?? '')![0];
  await screenshots(page, 'dispute-reference');
  await checkA11y(page);
  // the reference went to the holder by email too
  const outbox = admin<{ to: string; body: string }[]>('outbox', 'list', '--json');
  expect(outbox.some((m) => m.to === email && m.body.includes(reference))).toBe(true);

  // the card page lists the case as received, with the agreement's dates
  const listed = cases(page);
  await expect(listed.getByText(reference)).toBeVisible();
  await expect(listed.getByText('Status: Received')).toBeVisible();
  await expect(listed.getByText('Result by')).toBeVisible();
  await screenshots(page, 'dispute-case-received');

  // the call centre: due first in the list, then follow-up, provisional credit, resolution
  const open = admin<{ reference: string }[]>('case', 'list', '--open', '--reason', reason, '--json');
  expect(open.map((c) => c.reference)).toContain(reference);
  admin('case', 'follow-up', reference, '--reason', reason, '--json');
  await expect(
    (await expectState(page, 'Under review')).getByText('Please confirm in writing by'),
  ).toBeVisible();

  admin('case', 'credit', reference, '--reason', reason, '--json');
  const credited = await expectState(page, 'Provisionally credited');
  await expect(credited.getByText('$23.45').first()).toBeVisible();

  admin('case', 'resolve', reference, '--outcome', 'favour', '--reason', reason, '--json');
  const resolved = await expectState(page, 'Resolved in your favor');
  await expect(resolved.getByText('Our explanation:')).toBeVisible();
  await screenshots(page, 'dispute-case-resolved');
  await checkA11y(page);
});
