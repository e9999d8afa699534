// Where the page is scrolled after a navigation (what react-router's data router did with
// ScrollRestoration; the host uses the declarative router): a new page (a link, a redirect) starts
// at the top, or at its #fragment; back and forward return where the cardholder was on that entry,
// after a reload too (the positions are kept in sessionStorage, by history entry).
// A position is recorded as the page is left, not only as it scrolls: the server's HTML is
// readable, and scrolled, before the app's code runs, and no scroll event tells of that. And a
// page whose content arrives after the navigation (a remote's area) is landed on once it is tall
// enough to scroll there.
import { Component, useEffect, useLayoutEffect, useRef, type ReactElement } from 'react';
import { useLocation, useNavigationType } from '@portal/router';

const STORAGE_KEY = 'portal-scroll-positions';
/** positions kept across a reload: the last entries only */
const KEPT = 50;
/** how long Back waits for its page to be tall enough for the position (a remote arriving) */
export const RESTORE_WAIT_MS = 10_000;
/** what the cardholder does to scroll: a restore still waiting gives way to it */
const SCROLLING_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let positions: Map<string, number> | null = null;

function savedPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const [key, y] of Object.entries(saved)) if (typeof y === 'number') positions.set(key, y);
  } catch {
    // storage unavailable or unreadable: positions of this page's life only
  }
  return positions;
}

/**
 * The history entry a position is kept under: react-router's key. Every page's first entry has the
 * same one ('default'): its address tells the documents of one tab apart.
 */
function entryOf({ key, pathname, search }: { key: string; pathname: string; search: string }): string {
  return key === 'default' ? `default ${pathname}${search}` : key;
}

/** Whether this document was opened anew (a link, a typed address), not reloaded or gone back to. */
function openedAnew(): boolean {
  if (typeof performance.getEntriesByType !== 'function') return false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'navigate';
}

/** The element id a #fragment names; a malformed escape (#50%) is taken as it is. */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Scrolls to `y` (never returning scrollTo's answer: in Chromium a Promise, see the effect). */
function scrollToY(y: number): boolean {
  window.scrollTo(0, y);
  return window.scrollY >= y - 1;
}

/**
 * Scrolls to `y`; when the page is not yet tall enough (its content still arriving), tries again at
 * every frame until it gets there, for RESTORE_WAIT_MS at most, or until the cardholder scrolls.
 * Gives the function that stops it.
 */
function landAt(y: number): () => void {
  if (scrollToY(y)) return () => undefined;
  const until = Date.now() + RESTORE_WAIT_MS;
  const options = { capture: true, passive: true } as const;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of SCROLLING_INPUT) window.removeEventListener(type, stop, options);
  };
  const retry = () => {
    if (scrollToY(y) || Date.now() >= until) stop();
    else frame = requestAnimationFrame(retry);
  };
  for (const type of SCROLLING_INPUT) window.addEventListener(type, stop, options);
  frame = requestAnimationFrame(retry);
  return stop;
}

/**
 * Records where the page is as a navigation replaces it, before React changes the document: read
 * after, a shorter next page would have cut the position short. A class, for getSnapshotBeforeUpdate.
 */
class LeavingPosition extends Component<{ entry: string }> {
  override getSnapshotBeforeUpdate(previous: Readonly<{ entry: string }>): null {
    if (previous.entry !== this.props.entry) savedPositions().set(previous.entry, window.scrollY);
    return null;
  }

  // React expects it beside getSnapshotBeforeUpdate; the snapshot has been recorded already
  override componentDidUpdate(): void {}

  override render(): null {
    return null;
  }
}

/** Rendered once, in the shell (it outlives the pages): renders nothing. */
export function ScrollRestoration(): ReactElement {
  const location = useLocation();
  const entry = entryOf(location);
  const { hash } = location;
  const navigationType = useNavigationType();
  const current = useRef(entry);

  useEffect(() => {
    const map = savedPositions();
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onScroll = () => map.set(current.current, window.scrollY);
    const onPageHide = () => {
      // where the page is as it is left (a reload, another site), scrolled or not since the code ran
      map.set(current.current, window.scrollY);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...map].slice(-KEPT))));
      } catch {
        // storage full or unavailable: nothing to restore after a reload
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      if ('scrollRestoration' in history) history.scrollRestoration = 'auto';
    };
  }, []);

  const first = useRef(true);
  useLayoutEffect(() => {
    current.current = entry;
    const isFirst = first.current;
    first.current = false;
    if (navigationType === 'POP') {
      // back, forward, or the page's first location (a reload): where it was, if known; a document
      // opened anew starts where the browser put it, whatever an earlier one on its address kept
      const y = isFirst && openedAnew() ? undefined : savedPositions().get(entry);
      // the clean-up is landAt's own stop (the next navigation ends a restore still waiting), never
      // scrollTo's answer: where it is a Promise React would call it on clean-up, which throws and
      // unmounts the app
      if (y !== undefined) return landAt(y);
      // the page as the browser loaded it; an entry with no position known starts as a new page
      if (isFirst) return;
    }
    const target = hash ? document.getElementById(fragmentId(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [entry, hash, navigationType]);

  return <LeavingPosition entry={entry} />;
}
