// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Pairs of msgid and msgstr from a PO file (single-line entries, as Lingui writes them). */
function entries(path: string): { id: string; str: string }[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
    .map(([, id, str]) => ({ id: id!, str: str! }))
    .filter((e) => e.id !== '');
}

const ARABIC = /[\u0600-\u06FF]/;
// Strings that are the same in every language: an example address; a perk and its formatted rate.
const LANGUAGE_NEUTRAL = new Set(['you@example.com', '{0}: {1}']);

const CATALOGUES = readdirSync('locales/en').filter((f) => f.endsWith('.po'));

describe.each(CATALOGUES)('translation catalogue %s', (file) => {
  const en = entries(`locales/en/${file}`);
  const ar = entries(`locales/ar/${file}`);

  it('exists in both languages with messages', () => {
    expect(en.length).toBeGreaterThan(0);
  });
  it('has the same messages in English and Arabic', () => {
    expect(ar.map((e) => e.id).sort()).toEqual(en.map((e) => e.id).sort());
  });

  it('translates every message into Arabic script, leaving no English behind', () => {
    const untranslated = ar
      .filter((e) => !LANGUAGE_NEUTRAL.has(e.id) && !ARABIC.test(e.str))
      .map((e) => e.id);
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of the source text', () => {
    for (const { id, str } of ar) {
      const source = en.find((e) => e.id === id)?.str || id;
      // Plural messages have their own branches per language (Arabic has six); their variable is checked by Lingui.
      if (/\{\w+, plural,/.test(source)) continue;
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(str), id).toEqual(placeholders(source));
    }
  });
});
