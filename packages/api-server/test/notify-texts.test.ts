// The server's mail and SMS catalogues: Spanish says every text in its own words (no English left
// in it) and keeps each template's placeholders, so a filled Spanish message never shows a raw
// `{name}` nor drops a value English gives.
import en from '../src/notify/texts/en';
import es from '../src/notify/texts/es';
import { inquiryLabel, languageOf, momentIn, notifyTexts } from '../src/notify/texts';

/** Every leaf of a catalogue by its path. */
function leaves(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, [...path, k]));
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// the same in both languages: a template of placeholders and punctuation only
const SAME = new Set(['dispute.subject']);

describe('the Spanish catalogue of the server', () => {
  const spanish = new Map(leaves(es));

  test.each(leaves(en))('%s keeps its placeholders', (path, english) => {
    expect(spanish.has(path)).toBe(true);
    expect(placeholders(spanish.get(path)!)).toEqual(placeholders(english));
  });

  test.each(leaves(en).filter(([path]) => !SAME.has(path)))('%s is in Spanish', (path, english) => {
    expect(spanish.get(path)).not.toBe(english);
  });
});

describe('choosing and wording', () => {
  test('an unknown or missing language is English', () => {
    expect(languageOf('es')).toBe('es');
    for (const other of ['fr', 'en-XA', undefined, null, 1]) expect(languageOf(other)).toBe('en');
    expect(notifyTexts('fr')).toBe(en);
  });

  test('a moment in English keeps its RFC form; in Spanish its own words, in UTC', () => {
    const at = new Date(Date.UTC(2026, 10, 28, 20, 5));
    expect(momentIn('en', at)).toBe('Sat, 28 Nov 2026 20:05:00 GMT');
    expect(momentIn('es', at)).toBe('28 de noviembre de 2026 a las 20:05 UTC');
  });

  test('the nature of inquiry in the reader’s words; an unknown one as sent', () => {
    expect(inquiryLabel(notifyTexts('es'), 'Technical problems')).toBe('Problemas técnicos');
    expect(inquiryLabel(notifyTexts('en'), 'Card Use')).toBe('Card Use');
    expect(inquiryLabel(notifyTexts('es'), 'Other')).toBe('Other');
  });
});
