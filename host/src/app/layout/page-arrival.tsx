// Where a cardholder lands after a navigation, the same on every page whichever remote renders it:
// after every client-side navigation (not the page's first load, where the browser starts at the
// document's top and a visitor may already be typing into the server's HTML), focus moves to the
// new page's h1 and the shell's one polite live region says the page's title. A screen reader
// hears where it arrived, and Tab starts from the page's top instead of the body.
// A remote renders its h1 some time after the navigation commits (its module, then its data): the
// main region is watched until one appears, for HEADING_WAIT_MS at most, then main itself takes
// focus. While a dialog is open (a session timeout, an agreement to accept) it keeps focus, and the
// page is landed on once the dialog closes.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { visuallyHidden } from '@portal/ui';

/** How long the shell waits for the page's h1 (a remote still arriving) before it lands on main. */
export const HEADING_WAIT_MS = 8_000;

/** The pause between emptying the live region and filling it: the same title twice is read twice. */
const ANNOUNCE_AFTER_MS = 100;

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

/** The page's heading, else the message of a remote that failed to show the page. */
const landingIn = (main: HTMLElement) =>
  main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('[data-remote-failed]');

/**
 * Focuses `target` without scrolling (scroll restoration owns the position), made focusable by
 * script if it is not (tabindex -1: never in the tab order). It stays so: a dialog opened over the
 * page gives focus back to it as it closes.
 */
function focusLanding(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Moves focus to the h1 inside `main` once it is there and no dialog is open (main itself after
 * `waitMs` without one), unless the cardholder has already gone into the new page. Gives the
 * function that stops waiting.
 */
export function landOnPage(main: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  let done = false;
  let waited = false;
  // the whole body: a remote's content arrives inside main, a dialog closes in its own portal
  const observer = new MutationObserver(() => attempt());
  const timer = setTimeout(() => {
    waited = true;
    attempt();
  }, waitMs);
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  function attempt() {
    if (done || document.querySelector(OPEN_DIALOG)) return;
    const target = landingIn(main) ?? (waited ? main : null);
    if (!target) return;
    stop();
    // a field or link of the new page focused meanwhile: the cardholder has moved on, focus stays
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return;
    focusLanding(target);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  attempt();
  return stop;
}

export interface Arrival {
  /** the location's key: a new one is a new navigation */
  key: string;
  /** the page's address without its #fragment: a jump within the page (the skip link) is no arrival */
  page: string;
  /** the location is the page shown (not one that redirects) */
  settled: boolean;
  /**
   * What the live region says as the page arrives, or null to land nowhere and say nothing; told
   * whether the page is the one already shown (its address unchanged).
   */
  announcement: (samePage: boolean) => string | null;
}

/**
 * Lands on the page after every navigation but the first (landOnPage) and gives what the live
 * region says (PageAnnouncement).
 */
export function usePageArrival(main: RefObject<HTMLElement | null>, arrival: Arrival): string {
  const [said, setSaid] = useState('');
  const latest = useRef(arrival);
  latest.current = arrival;
  /** the page landed on last; null before the first */
  const shown = useRef<string | null>(null);
  const { key, settled } = arrival;
  useEffect(() => {
    if (!settled) return;
    const { page, announcement } = latest.current;
    const previous = shown.current;
    shown.current = page;
    if (previous === null) return; // the first load
    const text = announcement(previous === page);
    if (text === null) return;
    setSaid('');
    const timer = setTimeout(() => setSaid(text), ANNOUNCE_AFTER_MS);
    const stop = main.current ? landOnPage(main.current) : () => undefined;
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [key, settled, main]);
  return said;
}

/**
 * The shell's one polite live region, in the page from its first paint (a region added with its
 * text is not read). A modal dialog hides what is outside it from screen readers; this region is
 * marked as a live announcer, which react-aria's modals leave readable.
 */
export function PageAnnouncement({ text }: { text: string }) {
  return (
    <div className={visuallyHidden} aria-live="polite" aria-atomic="true" data-live-announcer="true">
      {text}
    </div>
  );
}
