// Dispute a charge, keyboard only at 375 px against the real server: "Report a problem" on a
// posted purchase of the history dialog opens the form (its errors take the focus to the first
// field; "I don't recognise it" offers to report the card lost or stolen), the case's reference
// shows at once, the card page lists the case, and the call centre's commands (follow-up,
// provisional credit, resolution) move it on: each state is seen by the cardholder.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PROGRAM_TIME_ZONE } from '@portal/contracts';
import { admin, issueCard, postTransaction } from '../support/admin';
import { checkA11y, dialogScreenshots } from './account-helpers';
import { keyboardLogin, screenshots, tabTo } from '../support/portal';
import { dayFromToday, getHistoryButton, historyDialog, isoDate, usDate } from './history-helpers';

test.use({ viewport: { width: 375, height: 812 }, timezoneId: DEFAULT_PROGRAM_TIME_ZONE });
test.describe.configure({ timeout: 180_000 });

const reason = 'holder called, identity checked';

const cases = (page: Page) => page.getByRole('region', { name: 'Your reported problems' });

/** The card page read again (the session is kept), and the case's state as the holder sees it. */
async function expectState(page: Page, state: string): Promise<Locator> {
  await page.reload();
  const list = cases(page);
  await expect(list.getByText(`Status: ${state}`)).toBeVisible({ timeout: 15_000 });
  return list;
}

test('a dispute opened from the history, seen on the card page, credited and resolved', async ({ page }) => {
  const email = `dispute.${Date.now()}@example.com`;
  const card = issueCard('--registered', '--amount', '100', '--email', email);
  const charged = dayFromToday(-2);
  postTransaction(card, {
    amount: '-23.45',
    merchant: 'Corner Market',
    date: isoDate(charged),
    type: 'purchase',
  });
  await keyboardLogin(page, card);

  // the history dialog, opened with the keyboard; the purchase's "Report a problem"
  await tabTo(page, getHistoryButton(page));
  await page.keyboard.press('Enter');
  const dialog = historyDialog(page);
  await expect(dialog.getByRole('cell', { name: 'Corner Market', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  // a load is not offered: one "Report a problem", the purchase's
  await expect(dialog.getByRole('button', { name: /^Report a problem/ })).toHaveCount(1);
  const report = dialog.getByRole('button', {
    name: `Report a problem with Corner Market on ${usDate(charged)}`,
  });
  await tabTo(page, report);
  await page.keyboard.press('Enter');
  const form = dialog.getByRole('form', { name: 'Report a problem with a charge' });
  await expect(form).toBeVisible();

  // sent empty: the messages, and the focus on the first field
  const send = form.getByRole('button', { name: 'Send report' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(form.getByText('Choose what is wrong with this charge')).toBeVisible();
  await expect(form.getByText('Tell us what happened')).toBeVisible();
  const notRecognised = form.getByRole('radio', { name: 'I don’t recognise it' });
  await expect(notRecognised).toBeFocused();
  await page.keyboard.press('Space');
  await expect(notRecognised).toBeChecked();
  // not recognised: the card may be lost or stolen
  await expect(form.getByRole('button', { name: 'Report my card lost or stolen' })).toBeVisible();
  await dialogScreenshots(page, 'dispute-form');
  await checkA11y(page);

  await tabTo(page, form.getByLabel('What happened?'));
  await page.keyboard.type('I was not in town that day and still have my card.');
  await tabTo(page, form.getByLabel('How can we reach you?'));
  await page.keyboard.type('avery.stone@example.com');
  await page.keyboard.press('Enter');

  const done = dialog.getByRole('heading', { name: 'We received your report' });
  await expect(done).toBeFocused({ timeout: 15_000 });
  const referenceText = await dialog.getByText(/^Your case reference is CASE-/).textContent();
  const reference = /CASE-[A-Z0-9]{8}/.exec(referenceText ?? '')![0];
  await dialogScreenshots(page, 'dispute-reference');
  // the reference went to the holder by email too
  const outbox = admin<{ to: string; body: string }[]>('outbox', 'list', '--json');
  expect(outbox.some((m) => m.to === email && m.body.includes(reference))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // the card page lists the case as received, with the agreement's dates
  const list = cases(page);
  await expect(list.getByText(reference)).toBeVisible();
  await expect(list.getByText('Status: Received')).toBeVisible();
  await expect(list.getByText('Result by')).toBeVisible();
  await screenshots(page, 'dispute-case-received');

  // the call centre: due first in the list, then follow-up, provisional credit, resolution
  const open = admin<{ reference: string }[]>('case', 'list', '--open', '--json');
  expect(open.map((c) => c.reference)).toContain(reference);
  admin('case', 'follow-up', reference, '--reason', reason, '--json');
  await expect(
    (await expectState(page, 'Under review')).getByText('Please confirm in writing by'),
  ).toBeVisible();

  admin('case', 'credit', reference, '--reason', reason, '--json');
  const credited = await expectState(page, 'Provisionally credited');
  await expect(credited.getByText('$23.45').first()).toBeVisible();

  admin('case', 'resolve', reference, '--outcome', 'favour', '--reason', reason, '--json');
  const resolved = await expectState(page, 'Resolved in your favour');
  await expect(resolved.getByText('Our explanation:')).toBeVisible();
  await screenshots(page, 'dispute-case-resolved');
  await checkA11y(page);
});
