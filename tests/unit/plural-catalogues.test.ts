/// <reference types="vite/client" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { intlLocale, LOCALES, type Locale } from '../../contract/i18n';
import { formatNumber } from '../../src/lib/numbers';

/**
 * Every counted message of every catalogue (found by its `plural,`), rendered as the app renders it
 * (the catalogues compiled by the same Vite plugin), for counts that reach each of Arabic's six forms.
 */
const compiled = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po', { eager: true });
const COUNTS = [0, 1, 2, 3, 11, 100] as const;
/** The form each count must take, written out rather than asked of Intl, so a wrong rule would show. */
const FORM: Record<Locale, Record<(typeof COUNTS)[number], string>> = {
  en: { 0: 'other', 1: 'one', 2: 'other', 3: 'other', 11: 'other', 100: 'other' },
  ar: { 0: 'zero', 1: 'one', 2: 'two', 3: 'few', 11: 'many', 100: 'other' },
};
const REQUIRED: Record<Locale, string[]> = {
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};
const WRONG_SCRIPT: Record<Locale, RegExp> = { en: /[\u0600-\u06ff]/, ar: /[A-Za-z]/ };

interface Entry {
  id: string;
  msgid: string;
  msgstr: string;
  file: string;
}

const unquote = (lines: string[]) => lines.map((line) => JSON.parse(line) as string).join('');

function entries(locale: Locale): Entry[] {
  // Vitest runs from the project's root.
  const dir = resolve('locales', locale);
  return readdirSync(dir).flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split(/\n\n+/)
      .map((block) => {
        const field = (name: string) => {
          const match = new RegExp(`^${name} ("(?:[^"\\\\]|\\\\.)*"(?:\\n"(?:[^"\\\\]|\\\\.)*")*)`, 'm').exec(
            block,
          );
          return match ? unquote(match[1]!.split('\n')) : null;
        };
        const msgid = field('msgid');
        const context = field('msgctxt') ?? '';
        return msgid
          ? { id: generateMessageId(msgid, context), msgid, msgstr: field('msgstr') ?? '', file }
          : null;
      })
      .filter((entry): entry is Entry => entry !== null && /^\{\w+, plural,/.test(entry.msgid)),
  );
}

/** The cases of a message `{n, plural, key {text} …}` at its top level, by key. */
function cases(message: string): { variable: string; forms: Map<string, string> } {
  const head = /^\{(\w+), plural,/.exec(message)!;
  const forms = new Map<string, string>();
  let i = head[0].length;
  while (i < message.length - 1) {
    const key = /^\s*([=\w]+)\s*\{/.exec(message.slice(i));
    if (!key) break;
    i += key[0].length;
    let depth = 1;
    const start = i;
    for (; depth > 0; i += 1) depth += message[i] === '{' ? 1 : message[i] === '}' ? -1 : 0;
    forms.set(key[1]!, message.slice(start, i - 1));
  }
  return { variable: head[1]!, forms };
}

describe('counted messages (issue 29: "لشراء 10 حصة")', () => {
  for (const locale of LOCALES) {
    const list = entries(locale);
    const messages = Object.assign(
      {},
      ...Object.entries(compiled)
        .filter(([path]) => path.includes(`/locales/${locale}/`))
        .map(([, module]) => module.messages),
    ) as Messages;
    const i18n = setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } });

    it(`finds the counted messages in ${locale}`, () => {
      expect(list.length).toBeGreaterThan(20);
    });

    for (const entry of list) {
      it(`${locale} ${entry.file}: ${entry.msgid}`, () => {
        const message = entry.msgstr || entry.msgid;
        const { variable, forms } = cases(message);
        for (const form of REQUIRED[locale]) {
          const present = forms.has(form) || (form === 'zero' && forms.has('=0'));
          expect(present, `${form} form missing in ${message}`).toBe(true);
        }
        const names = [...entry.msgid.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        const others = Object.fromEntries(names.map((name) => [name, '«ق»']));
        for (const n of COUNTS) {
          const text = forms.get(`=${n}`) ?? forms.get(FORM[locale][n])!;
          const expected = text
            .replace(/#/g, formatNumber(n, locale))
            .replace(/\{(\w+)\}/g, (_, name: string) => others[name] ?? '')
            .replace(/<\/?\d+>/g, '');
          const shown = i18n._(entry.id, { ...others, [variable]: n }).replace(/<\/?\d+>/g, '');
          expect(shown, `${n} in ${entry.msgid}`).toBe(expected);
          expect(shown.replace(/«ق»/g, ''), `${n}: ${shown}`).not.toMatch(WRONG_SCRIPT[locale]);
        }
      });
    }
  }
});
