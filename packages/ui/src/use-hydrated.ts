// Whether this render is in the browser after hydration (the server's HTML paints and
// takes input before the page's code runs). False on the server and while the browser hydrates the
// server's HTML, true after — and at once in a page rendered in the browser alone. Hydration must
// render what the server rendered; what only works in the browser (a form's submit, a remote's
// code) waits for true.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
