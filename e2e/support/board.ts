// The screenshot board: a screen shot at 320, 375 and 1280 px and at 320 px with the text at
// 200 % (WCAG 1.4.4, 1.4.10), saved to e2e/screenshots/board/, measured (nothing wider than the
// screen: the page, an open dialog, a field's placeholder, a phone link) and scanned by axe.
// index.html lays every shot in the folder side by side for a person to look at; it is written
// from the folder, so each spec that adds shots keeps the others'.
import { type Page } from '@playwright/test';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { misfits } from './layout';
import { expectNoSeriousA11yViolations, SCREENSHOTS } from './portal';

export const BOARD = path.join(SCREENSHOTS, 'board');

/** The four ways the board looks at a screen; `fontSize` is the browser's default font size in px. */
const VARIANTS = [
  { name: '320', width: 320, height: 700, fontSize: 16 },
  { name: '375', width: 375, height: 812, fontSize: 16 },
  { name: '1280', width: 1280, height: 900, fontSize: 16 },
  { name: '320-text200', width: 320, height: 700, fontSize: 32 },
] as const;

/**
 * Shoot the current screen in every variant and measure it; the text size and viewport are
 * restored after. A dialog is shot as the viewport (its backdrop covers the viewport), a page in
 * full. Returns what did not fit, one line per misfit, for the caller to expect empty.
 */
export async function board(page: Page, name: string, options: { dialog?: boolean } = {}): Promise<string[]> {
  mkdirSync(BOARD, { recursive: true });
  // axe on the screen as the journey reached it: no serious or critical finding on any route or dialog
  await expectNoSeriousA11yViolations(page);
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  const found: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  for (const variant of VARIANTS) {
    await page.setViewportSize({ width: variant.width, height: variant.height });
    // the browser's own text size setting, as a cardholder who reads large text sets it: every
    // rem, em and em media query of the portal follows it
    await cdp.send('Page.setFontSizes', {
      fontSizes: { standard: variant.fontSize, fixed: 13 * (variant.fontSize / 16) },
    });
    await page.waitForTimeout(200);
    await page.screenshot({
      path: path.join(BOARD, `${name}-${variant.name}.png`),
      fullPage: !options.dialog,
    });
    // a layout settles after a resize: ask twice before calling it a misfit
    let misfit = await misfits(page);
    if (misfit.length) {
      await page.waitForTimeout(300);
      misfit = await misfits(page);
    }
    found.push(...misfit.map((m) => `${name} at ${variant.name}: ${m}`));
  }
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
  await cdp.detach();
  await page.setViewportSize(before);
  writeBoardIndex();
  return found;
}

/** index.html: one row per screen in the folder, its variants side by side. */
function writeBoardIndex(): void {
  const pattern = new RegExp(`^(.+)-(${VARIANTS.map((v) => v.name).join('|')})\\.png$`);
  const byScreen = new Map<string, string[]>();
  for (const file of readdirSync(BOARD).sort()) {
    const match = pattern.exec(file);
    if (!match) continue;
    byScreen.set(match[1]!, [...(byScreen.get(match[1]!) ?? []), file]);
  }
  const order = VARIANTS.map((v) => v.name as string);
  const rows = [...byScreen].map(([name, files]) => {
    const cells = files
      .map((file) => ({ file, variant: pattern.exec(file)![2]! }))
      .sort((a, b) => order.indexOf(a.variant) - order.indexOf(b.variant))
      .map(
        ({ file, variant }) =>
          `<figure><img src="${file}" alt="${name} at ${variant}" loading="lazy"><figcaption>${variant}</figcaption></figure>`,
      )
      .join('');
    return `<section><h2>${name}</h2><div class="row">${cells}</div></section>`;
  });
  writeFileSync(
    path.join(BOARD, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshot board</title>
<style>body{font:14px system-ui;margin:16px}.row{display:flex;gap:12px;align-items:flex-start}
figure{margin:0}img{width:240px;border:1px solid #ccc}</style>
<h1>Screenshot board</h1>${rows.join('\n')}</html>\n`,
  );
}
