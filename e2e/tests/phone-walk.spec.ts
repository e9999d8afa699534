// A cardholder's walk on a phone (375 px wide), by keyboard wherever a form is involved (Tab,
// typing, Enter, Space, arrows): a phone number typed and pasted as people write it and stored as
// its 10 digits; a refused contact form that takes the cardholder to the first field in error; the
// recent transactions' range message only once it helps, an empty range with nothing to export,
// and pages whose buttons stay put; the virtual-card link's Next that keeps its form on screen
// while it waits, then shows the card step from its top; and the programme's phone as a tel: link
// (or a call button) on one line wherever a cardholder meets it. Screenshots of each state at 375
// and 1280 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PROGRAM_TIME_ZONE } from '@portal/contracts';
import { admin, issueCard } from '../support/admin';
import {
  expectPhoneLink,
  fillLogin,
  login,
  screenshots,
  SCREENSHOTS,
  supportPhone,
  tabTo,
} from '../support/portal';
import {
  dayFromToday,
  historyPanel,
  loginWithSeededHistory,
  rangePicker,
  recentList,
  spokenDay,
} from './history-helpers';

const VIEWPORT = { width: 375, height: 667 };
// the history's "today" is the programme's day: the browser's zone is set to it too
test.use({ viewport: VIEWPORT, timezoneId: DEFAULT_PROGRAM_TIME_ZONE });

/**
 * The element is wholly in the viewport, not clipped by a scrolling box around it either. A
 * fraction of a pixel is allowed: focus scrolls an element to a sub-pixel position, and a button
 * cut by 0.1 px is on screen for any finger or eye (toBeInViewport's ratio 1 refuses it).
 */
async function expectInViewport(target: Locator, what: string): Promise<void> {
  await expect(target, `${what} in the viewport`).toBeInViewport();
  await expect
    .poll(
      () =>
        target.evaluate((el) => {
          const r = el.getBoundingClientRect();
          let box = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
          for (let a = el.parentElement; a; a = a.parentElement) {
            const style = getComputedStyle(a);
            if (!/(auto|scroll|hidden|clip)/.test(style.overflowX + style.overflowY)) continue;
            const c = a.getBoundingClientRect();
            box = {
              top: Math.max(box.top, c.top),
              left: Math.max(box.left, c.left),
              bottom: Math.min(box.bottom, c.bottom),
              right: Math.min(box.right, c.right),
            };
          }
          // the most any side is cut, in CSS pixels
          return Math.max(box.top - r.top, box.left - r.left, r.bottom - box.bottom, r.right - box.right, 0);
        }),
      { message: `${what}: pixels cut off` },
    )
    .toBeLessThanOrEqual(1);
}

/**
 * The state as the walk left it, at 375×667 (<name>-375x667.png), then the shared screenshots at
 * 1280 and 375 px wide (support/portal.ts), which resize the page and so its scroll position.
 */
async function look(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-375x667.png`), fullPage });
  await screenshots(page, name, fullPage);
}

test.describe('registration', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Card Registration' });
  const field = (page: Page, label: string) => form(page).getByRole('textbox', { name: label, exact: true });
  const PHONE = 'Cell phone number (required for SMS)';

  test('a phone typed with +1 and pasted over with 1- stays (616) 555-0184; the server stores its 10 digits', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const card = issueCard();
    await page.goto('/ind/registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Card Registration' })).toBeVisible();

    const type = async (label: string, text: string) => {
      await tabTo(page, field(page, label));
      await page.keyboard.type(text);
    };
    await type('Card number', card.cardNumber);
    await tabTo(page, form(page).getByLabel('CVV'));
    await page.keyboard.type(card.cvv);
    await type('First name', 'Ada');
    await type('Last name', 'Lovelace');
    await type('Address', '12 Main Street');
    await type('City', 'Springfield');
    await type('State', 'il');
    await type('Zip code', '62701');
    await type('Email', 'ada@example.com');

    // spec §7: the leading +1 is the country code, not the number's first digit
    await type(PHONE, '+1 616 555 0184');
    await expect(field(page, PHONE)).toHaveValue('(616) 555-0184');
    await expect(form(page).getByText('Please provide a 10-digit phone number')).toHaveCount(0);

    // the whole number selected and a number with its country code pasted over it
    await page.keyboard.press('ControlOrMeta+A');
    await page.evaluate(() => navigator.clipboard.writeText('1-616-555-0184'));
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field(page, PHONE)).toHaveValue('(616) 555-0184');
    await look(page, 'phone-walk-registration-phone');

    await tabTo(page, form(page).getByRole('button', { name: 'Register' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your card has been successfully registered')).toBeVisible({
      timeout: 30_000,
    });
    await look(page, 'phone-walk-registration-success');

    const shown = admin<{ holder: { phone: string } | null }>(
      'card',
      'show',
      '--card',
      card.cardNumber,
      '--reason',
      'e2e: the phone the registration stored',
      '--json',
    );
    expect(shown.holder?.phone).toBe('6165550184');
  });
});

test('contact us: an empty Send by keyboard takes focus to Name, its message in view', async ({ page }) => {
  await page.goto('/contact-us');
  // the shell's own code listens for the first act on the form once it runs
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const send = form.getByRole('button', { name: 'Send' });
  // the server's paint holds Send disabled until the form's code runs, which a first visit
  // fetches when the visitor first acts on the form (here: Tab reaches its first field)
  await tabTo(page, form.getByLabel(/^Name/));
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await tabTo(page, send);
  await expectInViewport(send, 'Send');
  await page.keyboard.press('Enter');

  const name = form.getByLabel(/^Name/);
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const errorId = await name.evaluate(
    (input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .find((id) => document.getElementById(id)?.matches('[slot="errorMessage"], [class*="error"]')) ?? '',
  );
  expect(errorId, 'the message of Name is tied to it').not.toBe('');
  const error = page.locator(`[id="${errorId}"]`);
  await expect(error).not.toBeEmpty();
  await expectInViewport(name, 'Name');
  await expectInViewport(error, "Name's message");
  await look(page, 'phone-walk-contact-errors', false);
});

test.describe('history', () => {
  const DAY = 86_400_000;
  const RANGE_MESSAGE = 'Please set a valid date range';

  /** The day of the calendar cell that has focus (its name: '…, November 25, 2026 …'). */
  async function focusedDay(page: Page): Promise<Date> {
    const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const day = spokenDay(name);
    if (!day) throw new Error(`no calendar day has focus (focus on "${name}")`);
    return day;
  }

  /** Arrow keys to `day` in the open calendar, then Enter. */
  async function pickByKeyboard(page: Page, day: Date): Promise<void> {
    for (let i = 0; i < 60; i++) {
      const diff = Math.round((day.getTime() - (await focusedDay(page)).getTime()) / DAY);
      if (diff === 0) {
        await page.keyboard.press('Enter');
        return;
      }
      await page.keyboard.press(
        diff >= 7 ? 'ArrowDown' : diff <= -7 ? 'ArrowUp' : diff > 0 ? 'ArrowRight' : 'ArrowLeft',
      );
    }
    throw new Error('the arrows never reached the day');
  }

  async function openPicker(page: Page): Promise<void> {
    await tabTo(page, historyPanel(page).getByRole('button', { name: 'Choose dates' }));
    await page.keyboard.press('Enter');
    await expect(rangePicker(page)).toBeVisible();
  }

  test('a half range says so once the calendar closes; an empty range exports nothing; the page buttons stay put', async ({
    page,
  }) => {
    // with the card's first load today, 26 transactions in the last 20 days: three pages
    await loginWithSeededHistory(page, 25);
    const panel = historyPanel(page);
    await expect(panel.getByText('Showing 1–10 of 26 transactions')).toBeVisible();

    // only a start: no message while the calendar is open
    await openPicker(page);
    await pickByKeyboard(page, dayFromToday(-3));
    await expect(panel.getByRole('textbox', { name: 'End date', includeHidden: true })).toHaveValue('');
    await expect(panel.getByText(RANGE_MESSAGE)).toHaveCount(0);
    await look(page, 'phone-walk-history-half-range', false);
    // the calendar left with only a start: now the message helps, and the list keeps its rows
    for (let i = 0; i < 3 && (await rangePicker(page).count()) > 0; i++) await page.keyboard.press('Escape');
    await expect(rangePicker(page)).toHaveCount(0);
    await expect(panel.getByText(RANGE_MESSAGE)).toBeVisible();
    await expectInViewport(panel.getByText(RANGE_MESSAGE), 'the range message');
    await expect(panel.getByText('Showing 1–10 of 26 transactions')).toBeVisible();
    await look(page, 'phone-walk-history-range-message');

    // weeks before the card existed: nothing to export
    await openPicker(page);
    await pickByKeyboard(page, dayFromToday(-60));
    await pickByKeyboard(page, dayFromToday(-50));
    await expect(rangePicker(page)).toHaveCount(0);
    await expect(panel.getByText(RANGE_MESSAGE)).toHaveCount(0);
    await expect(panel.getByText('No transactions in these dates')).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
    await look(page, 'phone-walk-history-empty', false);

    // the last 20 days: three pages of a list, paged by keyboard
    await openPicker(page);
    await pickByKeyboard(page, dayFromToday(-20));
    await pickByKeyboard(page, dayFromToday(0));
    await expect(panel.getByText('Showing 1–10 of 26 transactions')).toBeVisible({ timeout: 15_000 });
    await expect(recentList(page).getByRole('listitem')).toHaveCount(10);
    await expect(panel.getByRole('button', { name: 'Export to CSV' })).toBeEnabled();
    const pages = panel.getByRole('navigation', { name: 'Transaction pages' });
    const next = pages.getByRole('button', { name: 'Next' });
    const previous = pages.getByRole('button', { name: 'Previous' });
    await tabTo(page, next);
    await expectInViewport(panel.getByText('Showing 1–10 of 26 transactions'), 'the count of rows');
    await expectInViewport(next, 'Next on page 1');
    // Previous and Next on one row, where every page leaves them
    expect((await previous.boundingBox())!.y, 'Previous beside Next').toBe((await next.boundingBox())!.y);
    await look(page, 'phone-walk-history-page-1', false);

    // a page pressed: the rows above change height, the buttons stay where the finger is
    // (measured at each press: the screenshots resize the page and so move it)
    const turn = async (button: Locator, shown: string, { last = false } = {}) => {
      await tabTo(page, button);
      const at = (await button.boundingBox())!.y;
      await page.keyboard.press('Enter');
      await expectInViewport(panel.getByText(shown), `"${shown}"`);
      await expectInViewport(button, shown);
      // the button keeps the focus to be pressed again (on the last page it is disabled)
      if (!last) await expect(button).toBeFocused();
      for (const b of [next, previous])
        expect((await b.boundingBox())!.y, `${shown}: the buttons stay put`).toBe(at);
    };
    await turn(next, 'Showing 11–20 of 26 transactions');
    await turn(next, 'Showing 21–26 of 26 transactions', { last: true });
    await look(page, 'phone-walk-history-page-3', false);
    await turn(previous, 'Showing 11–20 of 26 transactions');
    await turn(previous, 'Showing 1–10 of 26 transactions', { last: true });
  });
});

test.describe('virtual-card link', () => {
  const stepOne = (page: Page) => page.getByRole('form', { name: 'Register' });
  const field = (page: Page, label: string) =>
    stepOne(page).getByRole('textbox', { name: label, exact: true });

  test('Next keeps the form on screen, busy, while the call runs; then the card step from its top', async ({
    page,
  }) => {
    const card = issueCard('--virtual', '--email', `walk-${Date.now()}@example.test`);
    await page.goto(card.registrationPath!);
    await expect(stepOne(page)).toBeVisible({ timeout: 30_000 });

    const type = async (label: string, text: string) => {
      await tabTo(page, field(page, label));
      await page.keyboard.type(text);
    };
    await type('First name', 'Grace');
    await type('Last name', 'Hopper');
    await type('Address', '7 Navy Yard Road');
    await type('City', 'Arlington');
    await type('State', 'va');
    await type('Zip code', '22201');
    await type('Cell phone number (required for SMS)', '7035550100');

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ind/v1/card/registerVirtualCard', async (route) => {
      await held;
      await route.continue();
    });
    const next = stepOne(page).getByRole('button', { name: 'Next' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // the portal's one busy label
    const busy = stepOne(page).getByRole('button', { name: 'Processing...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expectInViewport(busy, 'the busy button');
    await expect(field(page, 'First name')).toHaveValue('Grace');
    await expect(page.getByRole('status')).toHaveCount(0);
    await look(page, 'phone-walk-virtual-busy', false);
    release();

    await expect(stepOne(page)).toHaveCount(0, { timeout: 30_000 });
    const steps = page.getByRole('navigation', { name: 'Virtual card registration steps' });
    await expect(steps.getByRole('button', { name: /^Step 2:/ })).toHaveAttribute('aria-current', 'step');
    const heading = page.getByRole('heading', { level: 1, name: 'This is your Virtual Card' });
    await expect(heading).toBeAttached({ timeout: 30_000 });
    await expectInViewport(heading, 'the card step heading');
    await expectInViewport(steps, 'the steps');
    await look(page, 'phone-walk-virtual-card-step', false);
  });
});

test.describe('the support phone', () => {
  test('the freeze dialog shows it as a tel: link, the frozen card page as a call button, on one line', async ({
    page,
  }) => {
    const phone = await supportPhone(page);
    const card = issueCard('--status', 'activated', '--registered', '--permissions', 'freeze,pin-reset');
    await login(page, card);
    await tabTo(page, page.getByRole('button', { name: 'Freeze card' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to freeze your card?' });
    await expect(dialog).toBeVisible();
    await expectPhoneLink(dialog, phone);
    await look(page, 'phone-walk-freeze-dialog', false);

    await tabTo(page, dialog.getByRole('button', { name: 'Freeze', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    // the frozen card's panel takes the focus; its action is the call that unfreezes it
    const frozen = page.getByRole('region', { name: 'Card frozen' });
    await expect(frozen.getByRole('heading', { name: 'Card frozen' })).toBeFocused();
    await expect(frozen).toContainText('Your card is frozen.');
    await expect(frozen.getByRole('link', { name: `Call to unfreeze ${phone}` })).toBeVisible();
    await expectPhoneLink(frozen, phone);
    await look(page, 'phone-walk-frozen-page');
  });

  test("a frozen card's login message shows it as a tel: link on one line", async ({ page }) => {
    const phone = await supportPhone(page);
    const card = issueCard('--status', 'activated', '--frozen');
    await page.goto('/ind/login');
    await fillLogin(page, card);
    const alert = page.getByRole('alert').filter({ hasText: 'Frozen' });
    await expect(alert).toContainText('The Card is in "Frozen" Status. Please, contact the Call Center at');
    await expectPhoneLink(alert, phone);
    await look(page, 'phone-walk-frozen-login');
  });

  test('the contact page shows it as a tel: link, the legacy notice as a call button, on one line', async ({
    page,
  }) => {
    const phone = await supportPhone(page);
    await page.goto('/contact-us');
    await expectPhoneLink(page.getByRole('complementary'), phone);
    await look(page, 'phone-walk-contact');

    const card = issueCard('--status', 'activated', '--registered', '--legacy');
    await login(page, card);
    const notice = page.getByRole('region', { name: 'Important information about your card' });
    await expect(notice.getByRole('link', { name: `Call ${phone}` })).toBeVisible();
    await expectPhoneLink(notice, phone);
    await look(page, 'phone-walk-legacy');
  });
});
