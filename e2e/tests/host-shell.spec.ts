// The host shell against the real built portal and server (spec §2, §4, §8): home, login and
// each of its failures, logout, session timeout on focus, 'Stay signed in', titles and the
// dataLayer, the 404 page; axe on each page; screenshots of home, login and 404.
import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { issueCard } from '../support/admin';
import { dataLayer, expectNoSeriousA11yViolations, fillLogin, login, screenshots } from '../support/portal';
import { expectMessageFocused, messageText } from './account-helpers';

const PRODUCT = /\| .+$/; // every title ends with ' | {productName}'

/** The shell's one polite live region, beside main: it says the title of each page arrived at. */
const arrivalRegion = (page: Page) =>
  page.locator('#main').locator('xpath=preceding-sibling::div[@aria-live="polite"]');

test.describe('home and titles', () => {
  test('the anonymous home: Prepaid Cards, Order cards, and the Check your balance form', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Prepaid Cards' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Already have a card? Check your balance' }),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Check your balance' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Order cards/ })).toHaveAttribute('href', /^https?:\/\//);
    await expect(page).toHaveTitle(/^Prepaid Cards \| /);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'CHECK BALANCE' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register Card' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    for (const name of [
      'Contact Us',
      'Cardholder Agreement',
      /Privacy Policy/,
      /California privacy choices/,
      /California privacy notice/,
    ])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer.getByText('This card cannot be used for online gambling.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'home');
  });

  test('on a phone the balance form is on the first screen, before ordering cards', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const cardNumber = page.getByRole('form', { name: 'Check your balance' }).getByLabel('Card number');
    await expect(cardNumber).toBeInViewport();
    const fieldTop = (await cardNumber.boundingBox())!.y;
    const orderTop = (await page.getByRole('link', { name: /Order cards/ }).boundingBox())!.y;
    expect(fieldTop).toBeLessThan(orderTop);
  });

  test('titles carry the product suffix and each completed navigation pushes its final path', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Prepaid Cards' })).toBeVisible();
    // the heading is the server's HTML: a click before the app runs is a full page load (no
    // pageview for / in this document), so wait for the app's first pageview
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'pageview', page: '/' });
    const product = (await page.title()).replace(/^Prepaid Cards \| /, '');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page).toHaveTitle(`Contact Us | ${product}`);
    // /ind without a session redirects: only the final path is counted
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CHECK BALANCE' }).click();
    await expect(page).toHaveTitle(`Individual account login | ${product}`);
    await page.evaluate(() => window.history.pushState(null, '', '/ind'));
    await page.goBack();
    // pageviews are pushed once the app has handled each navigation: wait for them
    await expect
      .poll(() => dataLayer(page))
      .toEqual(
        expect.arrayContaining([
          { event: 'pageview', page: '/' },
          { event: 'pageview', page: '/contact-us' },
          { event: 'pageview', page: '/ind/login' },
        ]),
      );
    await page.goto('/ind');
    await expect(page).toHaveURL(/\/ind\/login$/);
    await expect.poll(() => dataLayer(page)).toEqual([{ event: 'pageview', page: '/ind/login' }]);
  });

  test('an unknown path shows the 404 page with a Home button', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: "Sorry, we couldn't find that page" })).toBeVisible();
    await expect(page.getByRole('img', { name: /question mark/ })).toBeVisible();
    await expect(page).toHaveTitle(PRODUCT);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'not-found');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prepaid Cards' })).toBeVisible();
  });

  test('on a small screen the menu collapses behind a disclosure button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'CHECK BALANCE' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'CHECK BALANCE' }).click();
    await expect(page).toHaveURL(/\/ind\/login$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('arriving on a page', () => {
  test("after a link the focus is on the new page's h1 and the shell says its title", async ({ page }) => {
    const card = issueCard('--status', 'activated', '--registered', '--amount', '12.00');
    const said = arrivalRegion(page);
    await page.goto('/ind/login');
    // the first load lands nowhere and says nothing: the browser starts at the document's top
    await expect(said).toHaveCount(1);
    await expect(said).toHaveAttribute('aria-atomic', 'true');
    await expect(said).toHaveText('');
    await fillLogin(page, card);
    await expect(page).toHaveURL(/\/ind$/, { timeout: 30_000 });
    // logged in: the card page's heading, once its remote has drawn it
    const myCard = page.getByRole('heading', { level: 1, name: 'My card' });
    await expect(myCard).toBeFocused({ timeout: 20_000 });
    await expect(said).toHaveText('My card');

    // the footer's Contact Us from the card page
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    const contact = page.getByRole('heading', { level: 1, name: 'Contact Us' });
    await expect(contact).toBeFocused({ timeout: 20_000 });
    await expect(said).toHaveText('Contact Us');
    // Tab goes on from the page's top, into the page, not back to the nav
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(
      true,
    );

    // the nav's CHECK BALANCE, with a session: the card page again
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CHECK BALANCE' }).click();
    await expect(page).toHaveURL(/\/ind$/);
    await expect(myCard).toBeFocused({ timeout: 20_000 });
    await expect(said).toHaveText('My card');

    // the browser's Back is a navigation too
    await page.goBack();
    await expect(contact).toBeFocused({ timeout: 20_000 });
    await expect(said).toHaveText('Contact Us');
  });
});

test.describe('measurements', () => {
  test('the host initial JavaScript, gzip-compressed', async ({ page }) => {
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js') && !url.pathname.startsWith('/remotes/')) {
        scripts.set(url.pathname, await response.body());
      }
    });
    await page.goto('/');
    await expect(page.getByRole('form', { name: 'Check your balance' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    let raw = 0;
    let gzip = 0;
    for (const body of scripts.values()) {
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    console.log(
      `[measure] host initial JS on /: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`,
    );
    expect(scripts.has('/main.js')).toBe(true);
    expect([...scripts.keys()].some((path) => path.startsWith('/remotes/'))).toBe(false);
  });
});

test.describe('login', () => {
  test('the login page: form ready, axe clean, and the time until it is interactive', async ({ page }) => {
    await page.goto('/ind/login');
    const cardNumber = page.getByRole('form', { name: 'Check your balance' }).getByLabel('Card number');
    await expect(cardNumber).toBeEditable();
    // performance.now() counts from the navigation start of this document
    const interactiveMs = await page.evaluate(() => {
      const input = document.querySelector('input[name="cardNumber"]');
      return input ? performance.now() : -1;
    });
    const nav = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return entry ? { domContentLoaded: entry.domContentLoadedEventEnd, load: entry.loadEventEnd } : null;
    });
    console.log(
      `[measure] /ind/login interactive ≤ ${Math.round(interactiveMs)} ms after navigation start`,
      nav,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Individual account login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'login');
  });

  test('shows the required messages after submit, and a wrong check digit at once', async ({ page }) => {
    await page.goto('/ind/login');
    const form = page.getByRole('form', { name: 'Check your balance' });
    // the pointer reaches the form first, as a cardholder's does: the form's code is fetched as they
    // act on the page (deferred-login-form.tsx)
    await form.hover();
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByText('Card Number is Required')).toBeVisible();
    await expect(form.getByText('CVV is Required')).toBeVisible();
    await form.getByLabel('Card number').fill('4111111111111112');
    await expect(form.getByText('Please enter a valid card number')).toBeVisible();
    await expect(form.getByLabel('Card number')).toHaveValue('4111 1111 1111 1112');
    await expect(form.getByLabel(/^CVV/)).toHaveAttribute('type', 'password');
  });

  test('the CVV help dialog', async ({ page }) => {
    await page.goto('/ind/login');
    await page.getByRole('form', { name: 'Check your balance' }).hover(); // as above
    await page.getByRole('button', { name: 'What is CVV?' }).click();
    const dialog = page.getByRole('dialog', { name: 'What is CVV?' });
    await expect(dialog).toContainText('3-digit security code');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('success goes to /ind with Log out in the nav; Log out ends the session and goes home', async ({
    page,
  }) => {
    const card = issueCard('--status', 'activated', '--registered');
    await page.goto('/');
    await fillLogin(page, card);
    await expect(page).toHaveURL(/\/ind$/, { timeout: 30_000 });
    const logout = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' });
    await expect(logout).toBeVisible();
    // logged in, the home shows the registration block and the carousel
    await page.getByRole('link', { name: /home$/ }).click();
    await expect(page.getByRole('heading', { name: 'Card registration' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Popular types of cards' });
    await expect(carousel.getByRole('group', { name: '1 of 5' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next card' }).click();
    await expect(carousel.getByRole('group', { name: '2 of 5' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'home-session');
    await logout.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('form', { name: 'Check your balance' })).toBeVisible();
    await expect(logout).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('portal-session'))).not.toContain(
      '"authToken":"',
    );
    await page.goto('/ind');
    await expect(page).toHaveURL(/\/ind\/login$/);
  });

  test('/ind/login with a session goes to /ind', async ({ page }) => {
    const card = issueCard('--status', 'activated', '--registered');
    await login(page, card);
    await page.goto('/ind/login');
    await expect(page).toHaveURL(/\/ind$/);
  });

  test("a wrong CVV says the pair doesn't match and to check both", async ({ page }) => {
    const card = issueCard('--status', 'activated');
    await page.goto('/ind/login');
    await fillLogin(page, { cardNumber: card.cardNumber, cvv: card.cvv === '999' ? '998' : '999' });
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      messageText("The card number and CVV don't match our records. Check both and try again."),
    );
    // read at once; the next Tab goes on from it, to the card number to try again
    await expectMessageFocused(alert);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('form', { name: 'Check your balance' }).getByLabel('Card number'),
    ).toBeFocused();
    await expect(page).toHaveURL(/\/ind\/login$/);
  });

  test('a frozen card gets no session and the frozen message with the phone', async ({ page }) => {
    const card = issueCard('--status', 'activated', '--frozen');
    await page.goto('/ind/login');
    await fillLogin(page, card);
    await expect(page.getByRole('alert')).toHaveText(
      /(^|!)The Card is in "Frozen" Status\. Please, contact the Call Center at [\d-]+$/,
    );
    await expect(page).toHaveURL(/\/ind\/login$/);
  });

  test('a 403 (failed captcha answers like a sanctioned card) shows the sanctions message with its links', async ({
    page,
  }) => {
    // The operator CLI cannot mark a card sanctioned; the server answers a failed captcha with
    // the same 403 'sanctions', so the journey spoils the captcha solution in flight.
    const card = issueCard('--status', 'activated');
    await page.route('**/api/ind/v1/auth/card', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, captchaResponse: 'spoiled' }) });
    });
    await page.goto('/ind/login');
    await fillLogin(page, card);
    const alert = page.getByRole('alert');
    // the alert's icon ('!') is aria-hidden; the message is word for word
    await expect(alert).toHaveText(
      /(^|!)In order to continue using your card we need additional information\. Please contact us via our form or call us\.$/,
      // the captcha is solved in the browser first: slow on a busy machine
      { timeout: 30_000 },
    );
    await expectMessageFocused(alert);
    await expect(alert.getByRole('link', { name: 'form' })).toHaveAttribute('href', '/contact-us');
    await expect(alert.getByRole('link', { name: 'call' })).toHaveAttribute('href', /^tel:\d+$/);
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('link', { name: 'form' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});

test.describe('session lifecycle', () => {
  test('on window focus an expired token ends the session: home, modals closed, Session Timeout', async ({
    page,
  }) => {
    const card = issueCard('--status', 'activated', '--registered', '--permissions', 'freeze');
    await page.clock.install();
    await login(page, card);
    // a modal of the account remote is open when the tab loses focus
    await page.getByRole('button', { name: 'Freeze card' }).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    // the tab comes back after 16 minutes: the 15-minute token has expired (no timer fired meanwhile)
    await page.clock.setSystemTime(Date.now() + 16 * 60_000);
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    const dialog = page.getByRole('alertdialog', { name: 'Session Timeout' });
    await expect(dialog).toContainText('Your session has timed out. Please login again.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Are you sure you want to freeze your card?')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('portal-session'))).toContain('"authToken":null');
    // the fake clock: let react-aria's 7-second announcement of the closed freeze dialog expire
    await page.clock.runFor(8000);
    await expectNoSeriousA11yViolations(page);
    // the home page it was sent to says why first, then where it is
    await expect(arrivalRegion(page)).toHaveText('Your session has ended. Prepaid Cards');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Check your balance' })).toBeVisible();
    // the dialog closed: the focus lands on the home page's heading
    await expect(page.getByRole('heading', { level: 1, name: 'Prepaid Cards' })).toBeFocused();
  });

  test('a card page scrolled, reloaded, then timed out shows Session Timeout, never a blank page', async ({
    page,
  }) => {
    // at 375 px the card page is taller than the screen: the reload restores a saved position
    await page.setViewportSize({ width: 375, height: 667 });
    const card = issueCard('--status', 'activated', '--registered', '--permissions', 'freeze');
    await page.clock.install();
    await login(page, card);
    // the card page has committed (its URL comes first): scrolled before, its own start scrolls to the top
    await expect(page.getByRole('button', { name: 'Freeze card' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Freeze card' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.clock.setSystemTime(Date.now() + 16 * 60_000);
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    const dialog = page.getByRole('alertdialog', { name: 'Session Timeout' });
    await expect(dialog).toContainText('Your session has timed out. Please login again.');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(errors).toEqual([]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('form', { name: 'Check your balance' })).toBeVisible();
  });

  test('two minutes before expiry a dialog offers Stay signed in, which extends the session', async ({
    page,
  }) => {
    const card = issueCard('--status', 'activated', '--registered');
    await page.clock.install();
    await login(page, card);
    const expBefore = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('portal-session') ?? '{}') as { state: { authExp: number } }).state
          .authExp,
    );
    await page.clock.fastForward('13:05'); // 15-minute token: the warning is due at 13:00
    const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await expect(dialog).toContainText(/logged out in \d+ seconds/);
    await expectNoSeriousA11yViolations(page);
    // back to the server's time, so the refreshed expiry is not seen as 13 minutes closer
    await page.clock.setSystemTime(Date.now());
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toHaveCount(0);
    const expAfter = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('portal-session') ?? '{}') as { state: { authExp: number } }).state
          .authExp,
    );
    expect(expAfter).toBeGreaterThan(expBefore);
    await expect(page).toHaveURL(/\/ind$/);
  });
});
