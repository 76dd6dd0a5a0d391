import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LOCALES } from '../../../contract/i18n';
import { splitLocalePrefix } from '../../../contract/routes';
import { currentLocale } from '../../lib/i18n';
import { pageOrigin } from '#page-environment';

/** `/ar/units/x` → `https://host/en/units/x`: the same page in another language. */
export function localizedUrl(origin: string, pathname: string, locale: string): string {
  const { rest } = splitLocalePrefix(pathname);
  return `${origin}/${locale}${rest === '/' ? '' : rest}`;
}

/**
 * The document's title, description, canonical address and its other-language alternates, for search
 * engines and link previews. React 19 hoists these into <head> and removes them when the page goes.
 * English is the x-default, as in the sitemap.
 */
export function DocumentHead({ title, description }: { title: string; description?: string }) {
  const { pathname } = useLocation();
  const origin = pageOrigin();
  const locale = currentLocale();
  // index.html carries a generic description for visitors without JavaScript; a page's own replaces it.
  useEffect(() => {
    if (description) document.head.querySelector('meta[name="description"]:not([data-page])')?.remove();
  }, [description]);
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} data-page="" />}
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <link rel="canonical" href={localizedUrl(origin, pathname, locale)} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={localizedUrl(origin, pathname, l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={localizedUrl(origin, pathname, 'en')} />
    </>
  );
}

/** A description for search results: the first ~160 characters, cut at a word. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
