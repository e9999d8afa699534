// Every route and open dialog in the pseudo-language (docs/i18n.md): each text a person reads or
// hears — text nodes, aria-labels, alt texts, titles, placeholders — comes from a catalogue (it is
// accented and bracketed: ⟦Çhéçk ýöür báláñçé ···⟧), or is the programme's own value, the
// cardholder's data, an agreement's text (packages/legal's data) or has no letters at all (amounts,
// dates in digits, card digits). Anything else is English written outside a catalogue.
import { expect, test, type Page } from '@playwright/test';
import { pseudoLocalize } from '@portal/contracts/i18n';
import { issueCard, postTransaction } from '../support/admin';
import { PUBLIC_ROUTES } from '../support/routes';

const MERCHANT = 'CORNER COFFEE AND BAKERY BROOKLYN NY';
/**
 * What react-aria words itself from its own locale data (Spanish on a Spanish page, English in the
 * pseudo-language, which it does not know): a calendar's grid of days and its month buttons.
 */
const REACT_ARIA_OWN = '[role="grid"], [slot="previous"], [slot="next"]';

test.use({ locale: 'en-US' });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'portal_lang', value: 'en-XA', url: baseURL! }]);
});
test.describe.configure({ timeout: 180_000 });

/** The texts of the page (or of `scope`) that come from no catalogue, each with where it is. */
async function untranslated(page: Page, allowed: readonly string[] = [], scope = 'body'): Promise<string[]> {
  const config = (await (await page.request.get('/config.json')).json()) as {
    program: Record<string, unknown>;
  };
  // the programme's values: strings anywhere in it (names, phones, hours, addresses, notices)
  const programme: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') programme.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(config.program);
  return page.evaluate(
    ({ known, scope, REACT_ARIA }) => {
      const root = document.querySelector(scope) ?? document.body;
      const pseudo = /[⟦⟧áéíöüçñýÅÉÍÖÛÇÑÝ]/;
      const lettersFree = (text: string) => !/[A-Za-z]/.test(text);
      // a date as Intl writes it in English (the pseudo-language has no calendar of its own)
      const date = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}(, \d{4})?$/;
      const fine = (text: string) => {
        const t = text.trim();
        return (
          t === '' ||
          lettersFree(t) ||
          pseudo.test(t) ||
          date.test(t) ||
          known.some((k) => k.length > 0 && (k.includes(t) || t.includes(k)))
        );
      };
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
      };
      const where = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (
          !parent ||
          parent.closest(`script, style, noscript, article, [aria-hidden="true"], ${REACT_ARIA}`)
        )
          continue;
        const text = node.textContent ?? '';
        if (!fine(text) && (visible(parent) || parent.closest('.sr-only, [class*="visually"]')))
          found.push(`${where(parent)}: "${text.trim()}"`);
      }
      for (const el of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
        if (el.closest(`article, [aria-hidden="true"], ${REACT_ARIA}`)) continue;
        for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
          const value = el.getAttribute(name);
          if (value !== null && !fine(value)) found.push(`${where(el)} [${name}]: "${value}"`);
        }
      }
      return found;
    },
    { known: [...programme, ...allowed], scope, REACT_ARIA: REACT_ARIA_OWN },
  );
}

test('the public pages and the CVV help speak only from catalogues', async ({ page }) => {
  const found: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await untranslated(page)).map((f) => `${route} ${f}`));
  }
  await page.goto('/ind/login');
  await page.getByRole('button', { name: pseudoLocalize('What is CVV?') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await untranslated(page, [], '[role="dialog"]')).map((f) => `CVV help ${f}`));
  expect(found).toEqual([]);
});

test('the card page and its dialogs speak only from catalogues', async ({ page }) => {
  const card = issueCard(
    '--status',
    'activated',
    '--registered',
    '--permissions',
    'freeze,pin-reset,replacement',
  );
  const today = new Date().toISOString().slice(0, 10);
  postTransaction(card, { amount: '-12.40', merchant: MERCHANT, date: today, type: 'purchase' });
  // the login form in the pseudo-language
  await page.goto('/ind/login');
  const form = page.getByRole('form', { name: pseudoLocalize('Check your balance') });
  await form.getByLabel(pseudoLocalize('Card number')).fill(card.cardNumber);
  await form.getByLabel(pseudoLocalize('CVV')).fill(card.cvv);
  await form.getByRole('button', { name: pseudoLocalize('Log in') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByText('CORNER COFFEE', { exact: false }).filter({ visible: true }).first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  // the cardholder's data: the transactions' descriptions as the processor wrote them (a card's
  // first load is 'Card load'), the demo holder a registered card is issued with, and its address
  const data = [
    MERCHANT,
    'Card load',
    'Jordan Rivera',
    'JORDAN RIVERA',
    '1200 M••• St',
    'Wilmington, DE 19801',
  ];
  const found = (await untranslated(page, data)).map((f) => `card page ${f}`);
  // a template's start: its pseudo-language without the closing padding
  const starting = (text: string) =>
    new RegExp(
      `^${pseudoLocalize(text)
        .replace(/ ·+⟧$/, '')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    );
  const dialogs: [string, string | RegExp][] = [
    ['Freeze card', pseudoLocalize('Freeze card')],
    ['Reset PIN', pseudoLocalize('Reset PIN')],
    ['Report lost or stolen', pseudoLocalize('Report lost or stolen')],
    ['Choose dates', pseudoLocalize('Choose dates')],
    ['Report a problem', starting('Report a problem with')],
  ];
  for (const [button, name] of dialogs) {
    await page.getByRole('button', { name }).filter({ visible: true }).first().click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    await expect(dialog).toBeVisible();
    found.push(
      ...(await untranslated(page, data, '[role="dialog"], [role="alertdialog"]')).map(
        (f) => `${button} ${f}`,
      ),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(found).toEqual([]);
});
