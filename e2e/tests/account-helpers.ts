// Names the account journeys (account-*.spec.ts) use for the shared helpers of support/portal.ts,
// and what the card page's balance hero and the portal's messages look like to a test.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots } from '../support/portal';

/** No serious or critical axe-core violation on the page, open dialogs included. */
export const checkA11y = expectNoSeriousA11yViolations;

/** Viewport screenshots at 1280 px and 375 px wide, for an open dialog. */
export const dialogScreenshots = (page: Page, name: string): Promise<void> => screenshots(page, name, false);

/**
 * The card page's balance hero: a region named by its heading, "Visa ending 1234" as a screen
 * reader hears it (the dots it shows are hidden from it).
 */
export const cardHero = (page: Page, cardNumber?: string) =>
  page.getByRole('region', {
    name: cardNumber === undefined ? /^Visa ending \d{4}$/ : `Visa ending ${cardNumber.slice(-4)}`,
    exact: true,
  });

/** The dd after a dt labelled `label` inside `container` (the hero's Balance, Status, Name…). */
export const fact = (container: Locator, label: string) =>
  container.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message block's text, word for word: its icon ('!' or '✓', hidden from screen readers) comes
 * first in the DOM, so the text is matched after it.
 */
export const messageText = (text: string): RegExp => new RegExp(`^[!✓i]?${escape(text)}$`);

/**
 * The focus is on `message` (a role=alert or status): on the element itself, or on the focusable
 * box (tabindex -1) that holds only it, so a screen reader reads it and the next Tab goes on from it.
 */
export async function expectMessageFocused(message: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        message.evaluate((el) => {
          const active = document.activeElement;
          if (active === null || active === document.body) return 'nothing focused';
          if (active === el) return 'focused';
          if (active.contains(el) && active.textContent?.trim() === el.textContent?.trim()) return 'focused';
          return `focus on <${active.tagName.toLowerCase()}> "${active.textContent?.trim().slice(0, 60)}"`;
        }),
      { message: 'the message has the focus' },
    )
    .toBe('focused');
}
