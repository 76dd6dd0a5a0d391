import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../contract/i18n';
import { directionOf, isLocale, rememberLocale } from './locale';

/** Catalogues load on demand, one chunk per locale (CONVENTIONS §6). */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  ar: () => import('../../locales/ar/messages.po'),
};

const loaded = new Map<Locale, Messages>();

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Sets `<html lang dir>` so the browser, screen readers and CSS logical properties follow the locale. */
export function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = `/manifest-${locale}.webmanifest`;
}

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    let messages = loaded.get(locale);
    if (!messages) {
      messages = (await loaders[locale]()).messages;
      loaded.set(locale, messages);
    }
    i18n.loadAndActivate({ locale, messages });
  }
  applyDocumentLocale(locale);
  rememberLocale(locale);
}

export { i18n };
