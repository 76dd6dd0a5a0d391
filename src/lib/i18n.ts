import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, intlLocale, type Locale } from '../../contract/i18n';
import type { CatalogueName } from './catalogues';
import { directionOf, isLocale, rememberLocale } from './locale';
import { relinkManifest } from './manifest-link';
import { isServer } from '#page-environment';

type Catalogue = 'shell' | CatalogueName;

/** Catalogues load on demand, one chunk per locale and catalogue (CONVENTIONS, i18n, lingui.config.ts). */
const files = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

const loaded = new Map<string, Promise<void>>();
/** Feature catalogues asked for so far: a language switch loads them again in the new language. */
const wanted = new Set<Catalogue>(['shell']);

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * Sets `<html lang dir>` so the browser, screen readers and CSS logical properties follow the locale.
 * Only when they change: writing either, even with the value it already has, makes the browser match
 * every `:lang()`/`:dir()` rule again and re-pick fonts for the whole page, a full style recalculation
 * and layout in the middle of a server-rendered page's start, whose markup already carries both.
 */
export function applyDocumentLocale(locale: Locale): void {
  if (isServer) return;
  const root = document.documentElement;
  const dir = directionOf(locale);
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== dir) root.dir = dir;
  relinkManifest(locale);
}

function load(locale: Locale, name: Catalogue): Promise<void> {
  const key = `${locale}/${name}`;
  let pending = loaded.get(key);
  if (!pending) {
    const file = files[`../../locales/${key}.po`];
    if (!file) throw new Error(`No catalogue ${key}`);
    // i18n.load merges into what the locale already has, so catalogues add up.
    pending = file().then(({ messages }) => i18n.load(locale, messages));
    // A failed download (offline, new deploy) may be retried on the next navigation.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** Loads the shell and the given feature catalogues in parallel, then activates the locale. */
export async function activateLocale(locale: Locale, names: readonly CatalogueName[] = []): Promise<void> {
  for (const name of names) wanted.add(name);
  await Promise.all([...wanted].map((name) => load(locale, name)));
  // The Intl tag makes ICU's `#` in plurals print the same digits as every other number (contract/i18n.ts).
  if (i18n.locale !== locale) i18n.activate(locale, [intlLocale(locale)]);
  applyDocumentLocale(locale);
  rememberLocale(locale);
}

/** For parts loaded after first paint that use another feature's strings (e.g. unit cards on home). */
export function loadCatalogues(names: readonly CatalogueName[]): Promise<void> {
  return activateLocale(currentLocale(), names);
}

export { i18n };

/**
 * A component module loaded after first paint together with the feature catalogues it speaks from,
 * so it never renders before its strings are there (for React.lazy).
 */
export function withCatalogues<M>(names: readonly CatalogueName[], load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), loadCatalogues(names)]).then(([module]) => module);
}
