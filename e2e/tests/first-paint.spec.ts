// The HTML carries the first paint: the server renders the shell and the host's own
// pages, so a phone shows the heading, the login form and the footer before any script has run;
// the browser then adopts (hydrates) that HTML without an error and without a shift.
import { expect, test } from '@playwright/test';
import { holdBack, screenshots, watchLayoutShift } from '../support/portal';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the heading, the login form and the footer from the HTML alone', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Prepaid Cards \| .+/);
    await expect(page.getByRole('heading', { name: 'Prepaid Cards', level: 1 })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Check your balance' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await screenshots(page, 'first-paint-home');
  });

  test('/ind/login shows its title and form; an unknown page answers 404 with the not-found page', async ({
    page,
  }) => {
    await page.goto('/ind/login');
    await expect(page.getByRole('heading', { name: 'Individual account login', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /card number/i })).toBeVisible();
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page not found \| /);
  });

  test("the server's login form cannot be sent before the page's code runs (the card number stays out of the URL)", async ({
    page,
  }) => {
    await page.goto('/ind/login');
    const form = page.getByRole('form', { name: 'Check your balance' });
    await form.getByLabel('Card number').fill('4111111111111111');
    await form.getByLabel(/^CVV/).fill('123');
    // Log in is not shown disabled, and neither a press on it nor Enter sends the form natively
    await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await form.getByRole('button', { name: 'Log in' }).click();
    await form.getByLabel(/^CVV/).press('Enter');
    await expect(page).toHaveURL(/\/ind\/login$/);
  });

  test("a remote's page without a static render holds its area with the loading state; the footer is below the fold", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/ind');
    await expect(page.getByRole('status')).toContainText('Loading');
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  });

  test("/contact-us shows the support remote's page from the HTML: texts, form and phones; Send cannot send it yet", async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await expect(page).toHaveTitle(/^Contact Us \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('Send us your question and we will get back to you by email.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByLabel('Name')).toBeEditable();
    // the programme's values, as the server's runtime config gives them
    const { program } = (await (await page.request.get('/config.json')).json()) as {
      program: { supportPhone: string };
    };
    await expect(page.getByRole('link', { name: program.supportPhone })).toBeVisible();
    // a native submit would be a GET with the card number in the URL: the button is disabled, so
    // neither a tap nor Enter sends it
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
    await form.getByLabel('Card number (optional)').fill('4111111111111111');
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Name').press('Enter');
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('the agreements index and a document come from the HTML too', async ({ page }) => {
    await page.goto('/cardholder-agreement');
    await expect(page.getByRole('heading', { level: 1, name: 'Cardholder Agreement' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

test("what a cardholder types in the contact page before the remote's code mounts is kept, with the focus", async ({
  page,
}) => {
  // hold the support remote's entry back while the cardholder types into the server's HTML
  const release = await holdBack(page, '**/remotes/mfe-support/remoteEntry.js');
  await page.goto('/contact-us', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Card number (optional)').fill('4111111111111111');
  await form.getByLabel('Nature of inquiry').selectOption({ index: 1 });
  await form.getByLabel('Name').fill('Ada');
  await expect(page.locator('[data-remote-static]')).toHaveCount(1);
  release();
  // the remote's page replaces the static one: the values are in its state (the card number masked
  // by its field), the focus still in Name, and it can be sent
  await expect(page.locator('[data-remote-static]')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(form.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(form.getByLabel('Card number (optional)')).toHaveValue('4111 1111 1111 1111');
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(' Lovelace');
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your request has been sent')).toBeVisible();
});

test("what a cardholder types before the page's code runs is kept, and the form then logs in", async ({
  page,
}) => {
  // hold the app's code back until the card number and CVV are typed into the server's HTML
  const release = await holdBack(page, '**/main.js');
  // (the page's load waits for its deferred main.js: only its HTML is awaited here)
  await page.goto('/ind/login', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Check your balance' });
  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByLabel(/^CVV/).fill('123');
  release();
  // once the page runs, the form is the cardholder's: the typed values are in it and it can be sent
  await expect(form.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  await expect(form.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await form.getByRole('button', { name: 'Log in' }).click();
  // an unknown card: the login answer, not a form that lost its values ('Card number is required')
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form).not.toContainText(/is required/i);
});

test('a cardholder who types as the page starts loses no key, and the form then logs in', async ({
  page,
}) => {
  // keys at 80 ms from the page's load: they land before, during and after hydration (which ran in
  // a transition, one task per part of the shell). The first key was lost in 2 runs of 6 when the
  // form took the server's values in a passive effect, the whole number in 5 of 6 without the
  // shell's Suspense boundaries (an update during hydration made React render the form anew).
  await page.goto('/ind/login');
  const form = page.getByRole('form', { name: 'Check your balance' });
  await form.getByLabel('Card number').pressSequentially('4111111111111111', { delay: 80 });
  await form.getByLabel(/^CVV/).pressSequentially('123', { delay: 80 });
  await expect(form.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await expect(form.getByLabel(/^CVV/)).toHaveValue('123');
  await form.getByRole('button', { name: 'Log in' }).click();
  // an unknown card: the login's answer, not a form that lost its values
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form).not.toContainText(/is required|valid card number/i);
});

for (const path of ['/', '/ind/login', '/contact-us']) {
  test(`${path}: the browser adopts the server's HTML with no error and no layout shift`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const layoutShift = await watchLayoutShift(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(await layoutShift()).toEqual({ value: 0, moved: [] });
  });
}

test("every class the host puts on a page has its rules in the server's page (the host's code carries no CSS)", async ({
  page,
}) => {
  // the host's classes on screen, and those no rule of the page's style sheets names
  const unstyled = () =>
    page.evaluate(() => {
      const selectors: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of document.styleSheets) walk(sheet.cssRules);
      const all = selectors.join(' ');
      const classes = new Set(
        [...document.querySelectorAll('[class]')].flatMap((e) =>
          [...e.classList].filter((c) => c.startsWith('host_')),
        ),
      );
      return { shown: classes.size, missing: [...classes].filter((c) => !all.includes(`.${c}`)) };
    });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ind/login');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Register Card' })).toBeVisible();
  expect((await unstyled()).missing).toEqual([]);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('button', { name: /What is CVV/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'What is CVV?' })).toBeVisible();
  const login = await unstyled();
  expect(login.shown).toBeGreaterThan(10);
  expect(login.missing).toEqual([]);
  await page.goto('/no/such/page');
  expect((await unstyled()).missing).toEqual([]);
});
