// The login form as a first visit gets it: its code (react-aria's fields and buttons and
// the form's validation, about 17 KB gzip, an eighth of what / downloads) is not part of the page's
// start. The server's HTML of the form paints and takes typing at once; the code is fetched when
// the cardholder first acts on the page (moves the pointer, touches, types, moves the focus:
// PAGE_INTENT), and then hydrates the form, keeping what was typed. What the cardholder pressed on it
// meanwhile ("What is CVV?", "Log in") is done once the code runs (early-actions.ts). A form
// rendered in the browser alone (no server HTML to adopt) loads its code at once. The waiting is the
// portal's one (shared/first-intent.ts), which a public page's remote shares.
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { loadAllTexts } from '@portal/contracts/i18n';
import { useHydrated } from '@portal/ui';
import type { LoginFormProps } from './login-form';
import { nextMove, onFirstIntent } from '../../shared/first-intent';
import { listenForEarlyActions } from './early-actions';
import styles from './deferred-login-form.module.css';

type FormModule = typeof import('./login-form');

let loaded: FormModule | null = null;
// named, so its file says what it is (login-form.<hash>.js)
const load = async (): Promise<FormModule> => {
  const form = await import(/* webpackChunkName: "login-form" */ './login-form');
  await loadAllTexts(); // the words its code reads, in the page's language
  return (loaded = form);
};

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
    // the cardholder acting anywhere on the page, not only on the form: the sooner the code is
    // fetched, the sooner a press noted meanwhile is done
    if (area.current) return onFirstIntent(area.current, () => reachedFor());
  }, []);
  return (
    <div ref={area} className={styles.area}>
      {form}
    </div>
  );
}
