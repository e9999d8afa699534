import * as v from 'valibot';
import { declaredLabel, declaredTitle, DeclaredPageSchema } from './releases';

const page = v.parse(DeclaredPageSchema, {
  path: '/accessibility',
  expose: './AccessibilityStatement',
  title: 'Accessibility statement',
  titles: { es: 'Declaración de accesibilidad' },
  links: [{ in: 'footer', order: 10, label: 'Accessibility', labels: { es: 'Accesibilidad' } }],
});

describe("a declared page's words in the page's language", () => {
  it('a Spanish page reads its Spanish title and label; an English one its own', () => {
    expect(declaredTitle(page, 'es')).toBe('Declaración de accesibilidad');
    expect(declaredLabel(page.links[0]!, 'es')).toBe('Accesibilidad');
    expect(declaredTitle(page, 'en')).toBe('Accessibility statement');
    expect(declaredLabel(page.links[0]!, 'en-XA')).toBe('⟦Åççéssíbílítý ·····⟧');
  });

  it('a page that gives no Spanish shows its English on a Spanish page', () => {
    const plain = v.parse(DeclaredPageSchema, {
      ...page,
      titles: undefined,
      links: [{ ...page.links[0], labels: undefined }],
    });
    expect(declaredTitle(plain, 'es')).toBe('Accessibility statement');
    expect(declaredLabel(plain.links[0]!, 'es')).toBe('Accessibility');
  });

  it('a Spanish title is held to the same bounds as the English', () => {
    const long = 'x'.repeat(81);
    expect(v.safeParse(DeclaredPageSchema, { ...page, titles: { es: long } }).success).toBe(false);
    expect(v.safeParse(DeclaredPageSchema, { ...page, titles: { es: '' } }).success).toBe(false);
  });
});
