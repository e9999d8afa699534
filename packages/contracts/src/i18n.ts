// The portal's languages: which there are, how a visitor's is chosen, and the shape every app's
// catalogue of words has. Pure: the browser (each app's catalogues, the language control) and the
// server (the page's first paint, mail and SMS) read the same rules. See docs/i18n.md.
// One piece: the language's choice, its state and the catalogues read in it are one mechanism,
// which a reader follows from a visitor's first request to a text read while rendering.

/** English, US Spanish, and the pseudo-language of development and tests (en-XA, as Chromium names it). */
export const LOCALES = ['en', 'es', 'en-XA'] as const;
export type Locale = (typeof LOCALES)[number];
/** The languages a cardholder chooses between (the pseudo-language is never offered). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LOCALE: Language = 'en';

/** The cookie that remembers the choice (a year; the server's first paint reads it). */
export const LANGUAGE_COOKIE = 'portal_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The BCP 47 tag of a locale: `<html lang>`, Intl's formats and react-aria's calendar. */
export function languageTag(locale: Locale): string {
  return locale === 'es' ? 'es-US' : locale === 'en-XA' ? 'en-XA' : 'en-US';
}

/** The locale of a `<html lang>` value (an unknown or missing one is English). */
export function localeOfTag(tag: string | null | undefined): Locale {
  if (tag === 'en-XA') return 'en-XA';
  return tag?.toLowerCase().startsWith('es') ? 'es' : DEFAULT_LOCALE;
}

/**
 * The language of a first visit: any Spanish the browser accepts (`es`, `es-MX`, `es-419`, with
 * any weight above zero) gives Spanish, since a visitor who reads Spanish at all is better served
 * by it than by the English a US portal would default to; anything else is English.
 */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (/^es(-|$)/i.test(range.trim())) return 'es';
  }
  return DEFAULT_LOCALE;
}

/** The value of the language cookie in a Cookie header, when it names a locale. */
export function localeOfCookie(cookieHeader: string | undefined): Locale | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The page's locale: the remembered choice, else the browser's languages. The pseudo-language only
 * where the server allows it (development and tests).
 */
export function chooseLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  { pseudo = false }: { pseudo?: boolean } = {},
): Locale {
  const chosen = localeOfCookie(cookieHeader);
  if (chosen === 'en-XA') return pseudo ? chosen : DEFAULT_LOCALE;
  return chosen ?? negotiateLanguage(acceptLanguage);
}

/**
 * A catalogue in another language: every key English has, each a string (a missing or extra key is
 * a type error). `T` is the English catalogue's type (`typeof en`).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/**
 * The pseudo-language of a text: accented and about 35 % longer, in brackets, so that English left
 * outside a catalogue (unaccented) and text that does not fit (cut brackets) show at a glance.
 * `{placeholders}` and a leading or trailing space stay as they are.
 */
export function pseudoLocalize(text: string): string {
  if (text.trim() === '') return text;
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
  const letters = text.replace(/\{\w+\}|\s/g, '').length;
  const padding = '·'.repeat(Math.max(1, Math.round(letters * 0.35)));
  const lead = /^\s/.test(text) ? ' ' : '';
  const trail = /\s$/.test(text) ? ' ' : '';
  return `${lead}⟦${accented.trim()} ${padding}⟧${trail}`;
}

/** A catalogue with every string passed through pseudoLocalize. */
export function pseudoCatalogue<T>(catalogue: T): T {
  if (typeof catalogue === 'string') return pseudoLocalize(catalogue) as T;
  if (catalogue === null || typeof catalogue !== 'object') return catalogue;
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, pseudoCatalogue(value)]),
  ) as T;
}

// ---------------------------------------------------------------------------------------------
// The page's language and every app's catalogue of words in it.
//
// The language is fixed for a page load (a change reloads the page: the host's language control):
// the browser reads it from `<html lang>`, which the server set from the remembered choice or the
// browser's languages; a server render sets it per request around its synchronous render
// (withLocale). Its state lives on globalThis, not in this module, so that every copy of this
// package a page holds (a remote built against another version gets its own) reads one language.
//
// Each app (the host, each remote, a package with words) defines its words with defineTexts: one
// catalogue per language, each a chunk of the app's own release, and only the page's language is
// downloaded. Whoever starts an app loads the catalogues before its first render (loadAllTexts
// loads every catalogue defined so far): the host at start and after loading a remote's module, a
// parcel at bootstrap, a server render before rendering, a test in jest/setup-dom.cjs.
//
// A key the page's language lacks (a release whose catalogue fell behind its code) shows the
// English and is reported once (MISSING_TEXT_EVENT, which the host sends as a client failure):
// never a raw key. Where English has not been loaded (a Spanish page), it is loaded then, and the
// text is empty until the next render.

/** Sent on window when a text is missing from the page's language; `detail` names it. */
export const MISSING_TEXT_EVENT = 'portal:missing-text';
export interface MissingText {
  /** the app whose catalogue lacks it ('account', 'host', …) */
  app: string;
  locale: Locale;
  /** the key's path, 'overview.balance' */
  key: string;
  /** the app's release (its build's __PORTAL_RELEASE__), when it named it */
  release?: string;
}

/** An app's catalogues: those loaded, and the loads under way. */
interface Catalogues {
  loaded: Map<Locale, unknown>;
  load(locale: Locale): Promise<void>;
}
interface LanguageState {
  locale: Locale;
  /**
   * By app and release: the same release defined again (a second copy of a package on the page, a
   * test's fresh modules) shares the catalogues of the first; another release has its own
   */
  defined: Map<string, Catalogues>;
}
const STATE = Symbol.for('portal.language');
const state = (): LanguageState =>
  ((globalThis as Record<symbol, LanguageState | undefined>)[STATE] ??= {
    locale: DEFAULT_LOCALE,
    defined: new Map(),
  });

/** The page's locale now. */
export const currentLocale = (): Locale => state().locale;

/** Sets the page's locale: once at start in a browser (from `<html lang>`), per render on a server. */
export function setLocale(locale: Locale): void {
  state().locale = locale;
}

/** Runs a synchronous render in `locale` (a server render: requests of several languages share the process). */
export function withLocale<R>(locale: Locale, render: () => R): R {
  const before = currentLocale();
  setLocale(locale);
  try {
    return render();
  } finally {
    setLocale(before);
  }
}

/** Loads, for every app defined so far, its catalogue in `locale` (default: the page's). */
export async function loadAllTexts(locale: Locale = currentLocale()): Promise<void> {
  await Promise.all([...state().defined.values()].map((c) => c.load(locale)));
}

type Loader<T> = () => Promise<{ default: T }>;
/** English (the catalogue the others are typed against) and a loader per other language. */
export interface CatalogueLoaders<T> {
  en: Loader<T>;
  es: Loader<Translation<T>>;
}

const at = (root: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);

/**
 * An app's words: reads, at each access, the catalogue of the page's language. A catalogue's top
 * level holds sections only (objects), which a module may keep in a constant
 * (`export const LOGIN_TEXT = HOST_TEXTS.login`); the texts under them are read while rendering,
 * never into a module-level constant (that would be read before the catalogue loaded: an error).
 * A text with values is a template, filled with fill().
 */
export function defineTexts<T extends object>(
  app: string,
  loaders: CatalogueLoaders<T>,
  { release }: { release?: string } = {},
): T {
  // a release of its own: another release of the app on the same page (a remote switched while the
  // page stays) brings its own words, never the first release's
  const id = release ? `${app}@${release}` : app;
  let catalogues = state().defined.get(id);
  if (!catalogues) {
    const loaded = new Map<Locale, unknown>();
    const loading = new Map<Locale, Promise<void>>();
    const load = (locale: Locale): Promise<void> => {
      if (loaded.has(locale)) return Promise.resolve();
      let pending = loading.get(locale);
      if (!pending) {
        const source: Loader<unknown> = locale === 'es' ? loaders.es : loaders.en;
        pending = source().then((mod) => {
          loaded.set(locale, locale === 'en-XA' ? pseudoCatalogue(mod.default) : mod.default);
          loading.delete(locale);
        });
        pending.catch(() => loading.delete(locale));
        loading.set(locale, pending);
      }
      return pending;
    };
    catalogues = { loaded, load };
    state().defined.set(id, catalogues);
  }
  const { loaded, load } = catalogues;
  const reported = new Set<string>();

  const missing = (locale: Locale, key: string): void => {
    if (reported.has(`${locale}:${key}`)) return;
    reported.add(`${locale}:${key}`);
    // a browser page only (a server render's English is already loaded, and it has no telemetry)
    const page = globalThis as unknown as {
      document?: unknown;
      dispatchEvent?(event: unknown): boolean;
      CustomEvent?: new (type: string, init: { detail: MissingText }) => unknown;
    };
    if (page.document && page.dispatchEvent && page.CustomEvent)
      page.dispatchEvent(
        new page.CustomEvent(MISSING_TEXT_EVENT, {
          detail: { app, locale, key, ...(release && { release }) },
        }),
      );
    load('en').catch(() => undefined);
  };

  /** The value at `path` in the page's language, English where it lacks one. */
  const read = (path: readonly string[]): unknown => {
    const locale = currentLocale();
    const catalogue = loaded.get(locale);
    if (catalogue === undefined)
      throw new Error(
        `The ${app} texts in ${locale} were read before they loaded (loadAllTexts before the first render).`,
      );
    const value = at(catalogue, path);
    if (value !== undefined || locale === 'en') return value;
    const english = at(loaded.get('en'), path);
    // a whole section missing: each text read under it is reported
    if (typeof english !== 'object' || english === null || Array.isArray(english))
      missing(locale, path.join('.'));
    return english ?? '';
  };

  const proxies = new Map<string, object>();
  const node = (path: readonly string[]): object => {
    const id = path.join('\u0000');
    let proxy = proxies.get(id);
    if (!proxy) {
      const handler: ProxyHandler<object> = {
        get(_, key) {
          if (typeof key !== 'string') return undefined;
          const keyPath = [...path, key];
          // a section: resolved at each read below it
          if (path.length === 0) return node(keyPath);
          const value = read(keyPath);
          return typeof value === 'object' && value !== null && !Array.isArray(value) ? node(keyPath) : value;
        },
        has(_, key) {
          const here = read(path);
          return typeof key === 'string' && typeof here === 'object' && here !== null && key in here;
        },
        ownKeys() {
          const here = read(path);
          return typeof here === 'object' && here !== null ? Reflect.ownKeys(here) : [];
        },
        getOwnPropertyDescriptor(target, key) {
          if (!handler.has!(target, key)) return undefined;
          return {
            enumerable: true,
            configurable: true,
            writable: false,
            value: handler.get!(target, key, target),
          };
        },
      };
      proxy = new Proxy({}, handler);
      proxies.set(id, proxy);
    }
    return proxy;
  };
  return node([]) as T;
}
