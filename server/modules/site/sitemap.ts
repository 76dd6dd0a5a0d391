import { LOCALES, DEFAULT_LOCALE } from '../../../contract/common';
import { PUBLIC_PAGES } from '../../../contract/routes';
import type { Database } from '../../db/client';

/**
 * A sitemap source yields page paths without the language prefix ('' is home). Units and investment
 * units will add sources that read their slugs from the database, hence the async signature.
 */
export type SitemapSource = (db: Database) => Promise<readonly string[]> | readonly string[];

export const SITEMAP_SOURCES: readonly SitemapSource[] = [() => PUBLIC_PAGES];

export async function collectSitemapPaths(db: Database, sources = SITEMAP_SOURCES): Promise<string[]> {
  const lists = await Promise.all(sources.map((source) => source(db)));
  return [...new Set(lists.flat())];
}

/** `/en` for home, `/en/about-us` otherwise: one spelling per page, the same one the client links to. */
export function localizedUrl(base: string, locale: string, path: string): string {
  return path === '' ? `${base}/${locale}` : `${base}/${locale}/${path}`;
}

/**
 * One <url> per page and language, each listing every language version plus x-default, as search
 * engines require the alternates to be stated on each side.
 */
export function renderSitemap(base: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = [
        ...LOCALES.map((alt) => link(alt, localizedUrl(base, alt, path))),
        link('x-default', localizedUrl(base, DEFAULT_LOCALE, path)),
      ];
      return `  <url>\n    <loc>${escapeXml(localizedUrl(base, locale, path))}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function link(hreflang: string, href: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
