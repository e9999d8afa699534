// The page's language (docs/i18n.md): a browser that accepts Spanish gets Spanish from the
// server's first paint on, with <html lang> set and only the Spanish words downloaded; the
// language control in the nav switches both ways by keyboard, keeps the URL, and the choice is
// remembered across a reload; the page hydrates in Spanish without a mismatch; on a phone the
// control is in the nav's menu. The pseudo-language exists outside production.
import { expect, test, type Page } from '@playwright/test';
import { screenshots, tabTo } from '../support/portal';

/** Every script path the page downloads from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.ok() && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return scripts;
}

/** React's hydration complaints on the console (a server render that differs from the browser's). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

const nav = (page: Page) => page.getByRole('navigation', { name: /^(Main|Principal)$/ });

test.describe('a browser that reads Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('gets Spanish from the first paint, switches to English and back by keyboard, remembered across a reload', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    const mismatches = hydrationErrors(page);
    // the server's HTML, before any script: already Spanish
    const response = await page.request.get('/', { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } });
    const html = await response.text();
    expect(html).toMatch(/<html lang="es-US">/);
    expect(html).toContain('Tarjetas prepagadas');
    expect(response.headers()['vary']).toMatch(/Accept-Language/);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarjetas prepagadas' })).toBeVisible();
    const english = nav(page).getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    // hydrated in Spanish, with the Spanish words only
    await expect(page.getByRole('button', { name: 'Menú' }).or(english)).toBeVisible();
    expect(
      scripts.some((s) => /\/texts-es\.[0-9a-f]+\.js$/.test(s)),
      'the Spanish words',
    ).toBe(true);
    expect(
      scripts.filter((s) => /texts-en/.test(s)),
      'no English words',
    ).toEqual([]);
    expect(mismatches).toEqual([]);
    await screenshots(page, 'language-home-es');

    // to English by keyboard: the same URL, English, remembered across a reload
    await page.goto('/contact-us');
    await tabTo(page, nav(page).getByRole('link', { name: 'English' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(nav(page).getByRole('link', { name: 'Español' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'CHECK BALANCE' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(nav(page).getByRole('link', { name: 'Register Card' })).toBeVisible();

    // and back to Spanish
    await tabTo(page, nav(page).getByRole('link', { name: 'Español' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(nav(page).getByRole('link', { name: 'Registrar tarjeta' })).toBeVisible();
    // a page a remote declares is linked and titled in Spanish too
    const footer = page.getByRole('navigation', { name: 'Pie de página' });
    await footer.getByRole('link', { name: 'Accesibilidad' }).click();
    await expect(page).toHaveTitle(/^Declaración de accesibilidad \| /);
  });

  test('on a phone the control is in the nav’s menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menú' });
    await expect(menu).toBeEnabled();
    await menu.click();
    const english = nav(page).getByRole('link', { name: 'English' });
    await expect(english).toBeVisible();
    await english.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prepaid Cards' })).toBeVisible();
    // nothing wider than the phone in either language
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('an English browser gets English and downloads no Spanish', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Prepaid Cards' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter((s) => /texts-es/.test(s)),
    'no Spanish words',
  ).toEqual([]);
});

test('the language route keeps the visitor on this site and refuses an unknown language', async ({
  page,
}) => {
  const away = await page.request.get('/language/es?next=//evil.example/x', { maxRedirects: 0 });
  expect(away.status()).toBe(303);
  expect(away.headers()['location']).toBe('/');
  expect(away.headers()['set-cookie']).toMatch(/^portal_lang=es; Path=\/; Max-Age=31536000; SameSite=Lax/);
  const unknown = await page.request.get('/language/fr?next=/', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).code).toBe('not_found');
});

test('the pseudo-language, outside production, shows every shell text accented and longer', async ({
  page,
}) => {
  await page.goto('/language/en-XA?next=/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^⟦Prépáíd Çárds ·+⟧$/);
});
