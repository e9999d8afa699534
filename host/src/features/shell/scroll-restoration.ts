// Where the page is scrolled after a navigation (what react-router's data router did with
// ScrollRestoration; issue 8 left the data router): a new page (a link, a redirect) starts at the
// top, or at its #fragment; back and forward return where the cardholder was on that entry, after
// a reload too (the positions are kept in sessionStorage, by history entry).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@portal/router';

const STORAGE_KEY = 'portal-scroll-positions';
/** positions kept across a reload: the last entries only */
const KEPT = 50;

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

/** The element id a #fragment names; a malformed escape (#50%) is taken as it is. */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);

  useEffect(() => {
    const map = savedPositions();
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onScroll = () => map.set(current.current, window.scrollY);
    const onPageHide = () => {
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
    current.current = key;
    const isFirst = first.current;
    first.current = false;
    if (navigationType === 'POP') {
      // back, forward, or the page's first location (a reload): where it was, if known
      const y = savedPositions().get(key);
      if (y !== undefined) {
        // never returned: browsers where scrollTo answers a Promise would hand React a clean-up
        // that is not a function, which throws when the effect is cleaned up and unmounts the app
        window.scrollTo(0, y);
        return;
      }
      // the page as the browser loaded it; an entry with no position known starts as a new page
      if (isFirst) return;
    }
    const target = hash ? document.getElementById(fragmentId(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
