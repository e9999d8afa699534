import {
  chooseLocale,
  currentLocale,
  defineTexts,
  loadAllTexts,
  MISSING_TEXT_EVENT,
  negotiateLanguage,
  pseudoLocalize,
  setLocale,
  withLocale,
  type Translation,
} from './i18n';

describe('the language of a first visit', () => {
  it.each([
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.5', 'es'],
    ['es-419', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['es;q=0', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['espanol', 'en'],
  ])('Accept-Language %p gives %p', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it('the remembered choice wins over the browser; the pseudo-language only where allowed', () => {
    expect(chooseLocale('a=1; portal_lang=en', 'es')).toBe('en');
    expect(chooseLocale('portal_lang=es', 'en-US')).toBe('es');
    expect(chooseLocale('portal_lang=fr', 'es')).toBe('es');
    expect(chooseLocale('portal_lang=en-XA', 'es')).toBe('en');
    expect(chooseLocale('portal_lang=en-XA', 'es', { pseudo: true })).toBe('en-XA');
  });
});

describe('the pseudo-language', () => {
  it('accents and lengthens a text, keeping its placeholders and edge spaces', () => {
    const text = pseudoLocalize('Call us at {phone} now ');
    expect(text).toBe('⟦Çáll üs át {phone} ñöw ····⟧ ');
    expect(pseudoLocalize('   ')).toBe('   ');
  });
});

describe('an app’s catalogues', () => {
  const en = { page: { title: 'My card', states: { frozen: 'Frozen' } }, list: { items: ['One', 'Two'] } };
  const es: Translation<typeof en> = {
    page: { title: 'Mi tarjeta', states: { frozen: 'Congelada' } },
    list: { items: ['Uno', 'Dos'] },
  };
  const loads: string[] = [];
  const texts = defineTexts<typeof en>('test-app', {
    en: async () => (loads.push('en'), { default: en }),
    // a release whose Spanish fell behind its code: no states.frozen
    es: async () => (loads.push('es'), { default: { ...es, page: { title: 'Mi tarjeta' } } as typeof es }),
  });
  afterEach(() => setLocale('en'));

  it('reads the page’s language at each access, sections kept in constants included', async () => {
    const page = texts.page; // a section: fine before loading
    await loadAllTexts('en');
    await loadAllTexts('es');
    expect(loads).toEqual(['en', 'es']);
    expect(page.title).toBe('My card');
    expect(withLocale('es', () => page.title)).toBe('Mi tarjeta');
    expect(currentLocale()).toBe('en');
    expect(withLocale('es', () => texts.list.items)).toEqual(['Uno', 'Dos']);
    expect(Object.keys(texts.page)).toEqual(['title', 'states']);
  });

  it('a key the language lacks shows English and is reported once, never the raw key', async () => {
    await loadAllTexts('es');
    const reports: unknown[] = [];
    const listen = (e: Event) => reports.push((e as CustomEvent).detail);
    const page = globalThis as unknown as { document?: unknown };
    // a browser page: the report goes on window
    const target = new EventTarget();
    Object.assign(globalThis, { document: {}, dispatchEvent: target.dispatchEvent.bind(target) });
    target.addEventListener(MISSING_TEXT_EVENT, listen);
    try {
      setLocale('es');
      expect(texts.page.states.frozen).toBe('Frozen');
      expect(texts.page.states.frozen).toBe('Frozen');
      expect(reports).toEqual([{ app: 'test-app', locale: 'es', key: 'page.states.frozen' }]);
    } finally {
      delete page.document;
      delete (globalThis as { dispatchEvent?: unknown }).dispatchEvent;
    }
  });

  it('a text read before its catalogue loaded is an error that says so', () => {
    const late = defineTexts<typeof en>('late-app', {
      en: async () => ({ default: en }),
      es: async () => ({ default: es }),
    });
    expect(() => late.page.title).toThrow('The late-app texts in en were read before they loaded');
  });
});

describe('two releases of one app on a page', () => {
  it('each reads its own words: a remote switched while the page stays shows the new release’s', async () => {
    const v1 = defineTexts<{ page: { heading: string } }>(
      'switched',
      {
        en: async () => ({ default: { page: { heading: 'My card' } } }),
        es: async () => ({ default: { page: { heading: 'Mi tarjeta' } } }),
      },
      { release: 'switched@1.0.0' },
    );
    await loadAllTexts('en');
    const v2 = defineTexts<{ page: { heading: string } }>(
      'switched',
      {
        en: async () => ({ default: { page: { heading: 'My card, release 2' } } }),
        es: async () => ({ default: { page: { heading: 'Mi tarjeta 2' } } }),
      },
      { release: 'switched@1.1.0' },
    );
    await loadAllTexts('en');
    expect(v1.page.heading).toBe('My card');
    expect(v2.page.heading).toBe('My card, release 2');
  });
});
