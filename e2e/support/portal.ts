// Shared helpers of the portal journeys: log in through the host's form (by pointer or keyboard),
// an axe-core check that fails on serious or critical violations, and screenshots at 1280 px and
// 375 px wide saved to e2e/screenshots/<name>-<width>.png.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IssuedCard } from './admin';

export const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Fill and submit the login form of the current page (home or /ind/login). */
export async function fillLogin(page: Page, card: Pick<IssuedCard, 'cardNumber' | 'cvv'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Check your balance' });
  await form.getByLabel('Card number').fill(card.cardNumber);
  await form.getByLabel(/^CVV/).fill(card.cvv);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Log in at /ind/login and wait for /ind. */
export async function login(page: Page, card: Pick<IssuedCard, 'cardNumber' | 'cvv'>): Promise<void> {
  await page.goto('/ind/login');
  await fillLogin(page, card);
  await expect(page).toHaveURL(/\/ind$/, { timeout: 30_000 });
}

/** Type the card number and CVV into the login form of /ind/login and press Enter. */
export async function typeLogin(page: Page, card: Pick<IssuedCard, 'cardNumber' | 'cvv'>): Promise<void> {
  await page.goto('/ind/login');
  const form = page.getByRole('form', { name: 'Check your balance' });
  await form.getByLabel('Card number').focus();
  await page.keyboard.type(card.cardNumber);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^CVV/)).toBeFocused();
  await page.keyboard.type(card.cvv);
  await page.keyboard.press('Enter');
}

/** Log in at /ind/login with the keyboard and wait for /ind. */
export async function keyboardLogin(page: Page, card: Pick<IssuedCard, 'cardNumber' | 'cvv'>): Promise<void> {
  await typeLogin(page, card);
  await expect(page).toHaveURL(/\/ind$/, { timeout: 30_000 });
}

/** No serious or critical axe-core violation on the page, open dialogs included. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // react-aria's live announcer (body > [data-live-announcer]) keeps an announcement for 7 s as
  // an off-screen role=img labelled by the announced element; once that element is gone (a dialog
  // closed, a page left) the node has no name and axe flags role-img-alt. It is a transient
  // third-party node outside the page's content, so it is left out of the scan.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('[data-live-announcer]')
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

/**
 * Screenshots at 1280 px and 375 px wide into e2e/screenshots/<name>-<width>.png: the full page,
 * or only the viewport while a modal covers it (its backdrop covers the viewport, not the page).
 * The viewport is restored afterwards.
 */
export async function screenshots(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize(before);
}

/** The analytics data layer of the page. */
export function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
}

/** The layout shift a page reported, and what moved: `tag#id.class (x,y w×h → x,y w×h)`. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/**
 * Sum the layout shifts the page reports (CLS without the input exclusion window), from before its
 * first paint: call before `page.goto`, then `await layoutShift()` for the total so far. A shift
 * names the elements that moved, so a failure says where to look.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<LayoutShift>> {
  await page.addInitScript(() => {
    interface Source {
      node?: Node;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    const w = window as unknown as { layoutShift: { value: number; moved: string[] } };
    w.layoutShift = { value: 0, moved: [] };
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    const name = (node?: Node) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
      const classes = [...node.classList].map((c) => `.${c}`).join('');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: Source[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.layoutShift.value += entry.value;
        for (const s of entry.sources)
          w.layoutShift.moved.push(`${name(s.node)} (${rect(s.previousRect)} → ${rect(s.currentRect)})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: LayoutShift }).layoutShift);
}

/** Fail one API call of the page with a 500, as a broken server would. */
export async function failApi(page: Page, pathSuffix: string): Promise<void> {
  await page.route(`**/api/ind/v1${pathSuffix}*`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"internal","message":"boom"}',
    }),
  );
}

/**
 * Holds back every response to `url` (a glob) until the returned function is called: the page's
 * code arrives late, as on a slow phone, while the test acts on the server's HTML.
 */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Tab (Shift+Tab with `backwards`) until `target`, or an element inside it, has the focus: the
 * keyboard-only journeys reach each control as a cardholder without a pointer does.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The programme's phone, from the config the portal itself reads. */
export async function supportPhone(page: Page): Promise<string> {
  const config = (await (await page.request.get('/config.json')).json()) as {
    program: { supportPhone: string };
  };
  return config.program.supportPhone;
}

/**
 * `phone` inside `scope` is a tel: link to its digits, the number shown on one line: a link named
 * by the number alone, or a call button named by its words and then the number ('Call
 * 1-800-555-0142', 'Call to unfreeze 1-800-555-0142').
 */
export async function expectPhoneLink(scope: Locator, phone: string): Promise<void> {
  const number = phone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = scope.getByRole('link', { name: new RegExp(`^(\\S.* )?${number}$`) });
  await expect(link).toBeVisible();
  const digits = phone.replace(/\D/g, '').slice(-10);
  await expect(link).toHaveAttribute('href', new RegExp(`^tel:\\+?1?${digits}$`));
  // the lines the number's own text takes, wherever it sits in the link (a call button holds an
  // icon and words too); polled: a page the server painted swaps in its live copy once its code runs
  await expect
    .poll(
      () =>
        link.evaluate((el, text) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.indexOf(text) ?? -1;
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + text.length);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          }
          return 0;
        }, phone),
      { message: `"${phone}" on one line` },
    )
    .toBe(1);
}
