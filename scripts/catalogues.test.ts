// Every catalogue of words has every key in both languages (docs/i18n.md): each English catalogue
// of the workspace (`src/i18n/*en.ts`) beside its Spanish, key for key, each a non-empty string
// with the same {placeholders}. The types say as much (Translation<typeof en>); this holds it for a
// catalogue cast past them, and for the placeholders the types cannot see.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** The English catalogues: src/i18n/en.ts, src/i18n/embed-en.ts, src/i18n/messages.en.ts … */
function englishCatalogues(): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.') || name.startsWith('dist')) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name === 'i18n' && path.basename(dir) === 'src') {
          for (const file of readdirSync(full))
            if (/(^|[.-])en\.ts$/.test(file)) found.push(path.join(full, file));
        } else if (depth < 3) walk(full, depth + 1);
      }
    }
  };
  walk(root, 0);
  return found.sort();
}

const spanishOf = (english: string) =>
  path.join(path.dirname(english), path.basename(english).replace(/(^|[.-])en\.ts$/, '$1es.ts'));

type Leaves = Map<string, unknown>;
function leaves(node: unknown, at = '', out: Leaves = new Map()): Leaves {
  if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) leaves(value, at ? `${at}.${key}` : key, out);
  else out.set(at, node);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const catalogues = englishCatalogues();

test('the workspace has catalogues: the host, every remote, the shared words', () => {
  const apps = catalogues.map((file) => path.relative(root, file).split(path.sep).slice(0, -3).join('/'));
  for (const app of [
    'host',
    'mfe-account',
    'mfe-history',
    'mfe-registration',
    'mfe-support',
    'mfe-virtual-card',
  ])
    expect(apps).toContain(app);
});

describe.each(catalogues.map((file) => [path.relative(root, file), file]))('%s', (_, english) => {
  test('its Spanish has every key, each a non-empty string with the same placeholders', async () => {
    const en = leaves(((await import(english)) as { default: unknown }).default);
    const es = leaves(((await import(spanishOf(english))) as { default: unknown }).default);
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    const wrong: string[] = [];
    for (const [key, text] of en) {
      const spanish = es.get(key);
      if (typeof text !== 'string' || text.trim() === '') wrong.push(`${key}: English is not a text`);
      else if (typeof spanish !== 'string' || spanish.trim() === '')
        wrong.push(`${key}: Spanish is not a text`);
      else if (placeholders(spanish).join() !== placeholders(text).join())
        wrong.push(
          `${key}: {${placeholders(text).join('} {')}} in English, {${placeholders(spanish).join('} {')}} in Spanish`,
        );
    }
    expect(wrong).toEqual([]);
  });
});
