// What does not fit the screen: the page wider than the viewport, an open dialog wider than
// itself, a field too narrow for its own placeholder, a programme phone number broken over two
// lines. Phone journeys and the screenshot board measure every screen with it.
import { expect, type Page } from '@playwright/test';

/** What does not fit the screen now: the page, an open dialog, a field's text, a phone link. */
export async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) out.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`);
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')) {
      if (dialog.scrollWidth > dialog.clientWidth + 1)
        out.push(
          `dialog "${dialog.getAttribute('aria-label') ?? dialog.textContent?.slice(0, 30)}" ${dialog.scrollWidth} > ${dialog.clientWidth}`,
        );
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (input.offsetParent === null) continue;
      // the placeholder's own width, measured in the field's font
      const probe = document.createElement('span');
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${getComputedStyle(input).font}`;
      probe.textContent = input.value || input.placeholder;
      document.body.append(probe);
      const style = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (probe.offsetWidth > room + 1)
        out.push(`field "${input.placeholder}" needs ${probe.offsetWidth} of ${room}`);
      probe.remove();
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')) {
      if (link.offsetParent !== null && link.getClientRects().length > 1)
        out.push(`phone "${link.textContent}" wraps`);
    }
    return out;
  });
}

export async function expectFits(page: Page, where: string): Promise<void> {
  await expect.poll(() => misfits(page), { message: where }).toEqual([]);
}
