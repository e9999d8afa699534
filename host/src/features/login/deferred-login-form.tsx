// The login form as a first visit gets it: its code (react-aria's fields and buttons and
// the form's validation, about 17 KB gzip, an eighth of what / downloads) is not part of the page's
// start. The server's HTML of the form paints and takes typing at once; the code is fetched when
// the cardholder first acts on the page (moves the pointer, touches, types, moves the focus:
// REACHING), and then hydrates the form, keeping what was typed. What the cardholder pressed on it
// meanwhile ("What is CVV?", "Log in") is done once the code runs (early-actions.ts). A form
// rendered in the browser alone (no server HTML to adopt) loads its code at once.
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useHydrated } from '@portal/ui';
import type { LoginFormProps } from './login-form';
import { listenForEarlyActions } from './early-actions';
import styles from './deferred-login-form.module.css';

type FormModule = typeof import('./login-form');

let loaded: FormModule | null = null;
// named, so its file says what it is (login-form.<hash>.js)
const load = async (): Promise<FormModule> =>
  (loaded = await import(/* webpackChunkName: "login-form" */ './login-form'));

/** The form's code, fetched now: the server render awaits it before it renders. */
export const preloadLoginForm = (): Promise<unknown> => load();

let reachedFor: () => void = () => undefined;
/** Settles when the cardholder first acts on a page with a server-rendered form. */
const reached = new Promise<void>((resolve) => (reachedFor = resolve));

// from the start of the page's code, before hydration: a press on the server's form is noted (and
// fetches the form's code) even when it comes before the page has hydrated, or while the code
// downloads
listenForEarlyActions(() => reachedFor());

/**
 * The events that say the cardholder is acting on the page, and may be about to use the form: the
 * pointer moving or pressed, a touch, a key, the focus moving. Heard anywhere on the page, not only
 * on the form: the sooner the code is fetched, the sooner a press noted meanwhile is done.
 */
const REACHING = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Settles at the cardholder's next tap, click or key press. */
const nextMove = () =>
  new Promise<void>((resolve) => {
    const moved = () => {
      window.removeEventListener('pointerdown', moved);
      window.removeEventListener('keydown', moved);
      resolve();
    };
    window.addEventListener('pointerdown', moved);
    window.addEventListener('keydown', moved);
  });

/**
 * A lazy form whose code is fetched once `ready` settles. A failed download (a dropped connection)
 * is tried again at the cardholder's next move on the page rather than failing the page: until
 * then the server's form stays as it is.
 */
function lazyForm(ready: () => Promise<void>): ComponentType<LoginFormProps> {
  type Loaded = { default: ComponentType<LoginFormProps> };
  return lazy((): Promise<Loaded> => {
    // already here (the server render, or another form of the page): at once, without suspending
    if (loaded) {
      const form: Loaded = { default: loaded.LoginForm };
      return { then: (resolve: (m: Loaded) => void) => resolve(form) } as unknown as Promise<Loaded>;
    }
    const attempt = async (): Promise<Loaded> => {
      try {
        return { default: (await load()).LoginForm };
      } catch {
        await nextMove();
        return attempt();
      }
    };
    return ready().then(attempt);
  });
}

const FormWhenReachedFor = lazyForm(() => reached);
const FormAtOnce = lazyForm(() => Promise.resolve());

export function DeferredLoginForm({ title, headingLevel, onStart, onSubmitting }: LoginFormProps) {
  const hydrated = useHydrated();
  // chosen once: the server's form waits for the cardholder, a form rendered here loads at once
  const [Form] = useState(() => (hydrated ? FormAtOnce : FormWhenReachedFor));
  // The same element on every render: React client-renders a boundary still waiting for its code
  // when a render reaches it with new props (the one that follows hydration, useHydrated turning
  // true), and the server's form, with what was typed into it, would be replaced by nothing.
  const form = useMemo(
    () => (
      <Suspense>
        <Form title={title} headingLevel={headingLevel} onStart={onStart} onSubmitting={onSubmitting} />
      </Suspense>
    ),
    [Form, title, headingLevel, onStart, onSubmitting],
  );
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    // typed into, focused or under the pointer while the page's code was arriving
    const typed = [...element.querySelectorAll('input')].some((input) => input.value !== '');
    const hovered = element.querySelector('form')?.matches(':hover') ?? false;
    if (typed || hovered || element.contains(document.activeElement)) return reachedFor();
    // Heard on the window as it captures, before React: React stops an event aimed at content it
    // has not hydrated yet at its root, so a listener on the form would never hear it.
    const options = { capture: true, passive: true } as const;
    const onEvent = () => {
      for (const type of REACHING) window.removeEventListener(type, onEvent, options);
      reachedFor();
    };
    for (const type of REACHING) window.addEventListener(type, onEvent, options);
    return () => {
      for (const type of REACHING) window.removeEventListener(type, onEvent, options);
    };
  }, []);
  return (
    <div ref={area} className={styles.area}>
      {form}
    </div>
  );
}
