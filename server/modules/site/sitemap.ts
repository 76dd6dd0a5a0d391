import { DEFAULT_LOCALE, LOCALES } from '../../../contract/common';
import type { SlugTable } from './repository';

/**
 * /sitemap.xml is a sitemap index. Its children: the static pages (`PUBLIC_PAGES`), then the unit and
 * investment unit pages, split by ranges of row ids so no file passes the protocol's 50,000 URLs
 * (each language version is its own <url>). Units have no updated_at column yet, so no <lastmod>:
 * a made-up date would teach search engines to ignore ours. Add it from the row when the column exists.
 */

/** The sitemap protocol's limit of <url> entries in one file. */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** Rows per child sitemap: every row is one <url> per language. */
export const ROWS_PER_SITEMAP = Math.floor(MAX_URLS_PER_SITEMAP / LOCALES.length);

export const PAGES_SITEMAP = 'sitemap-pages.xml';

/** Page families read from the database: `/{lang}/{path}/{slug}`, listed in `sitemap-{name}-{n}.xml`. */
export interface SlugSection {
  name: string;
  table: SlugTable;
  path: string;
}

export const SLUG_SECTIONS: readonly SlugSection[] = [
  { name: 'units', table: 'units', path: 'units' },
  { name: 'investment-units', table: 'investment_units', path: 'investment-units' },
];

export const childSitemapName = (section: SlugSection, page: number) => `sitemap-${section.name}-${page}.xml`;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** `/en` for home, `/en/about-us` otherwise: one spelling per page, the same one the client links to. */
export function localizedUrl(base: string, locale: string, path: string): string {
  return path === '' ? `${base}/${locale}` : `${base}/${locale}/${path}`;
}

/**
 * One <url> per language of a page, each listing every language version plus x-default, as search
 * engines require the alternates to be stated on each side.
 */
function urlEntries(base: string, path: string): string {
  const alternates = [
    ...LOCALES.map((alt) => link(alt, localizedUrl(base, alt, path))),
    link('x-default', localizedUrl(base, DEFAULT_LOCALE, path)),
  ].join('\n');
  return LOCALES.map(
    (locale) =>
      `  <url>\n    <loc>${escapeXml(localizedUrl(base, locale, path))}</loc>\n${alternates}\n  </url>\n`,
  ).join('');
}

/** A whole sitemap for a short list of paths ('' is home). */
export function renderSitemap(base: string, paths: readonly string[]): string {
  return XML_DECLARATION + URLSET_OPEN + paths.map((path) => urlEntries(base, path)).join('') + URLSET_CLOSE;
}

export function renderSitemapIndex(base: string, files: readonly string[]): string {
  const entries = files.map(
    (file) => `  <sitemap>\n    <loc>${escapeXml(`${base}/${file}`)}</loc>\n  </sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/**
 * A child sitemap of slug pages, chunk by chunk as the batches arrive, so a 50,000-URL file never sits
 * whole in memory. `first` is read before streaming starts, so an empty range can still be a 404.
 */
export async function* streamSlugSitemap(
  base: string,
  section: SlugSection,
  first: readonly string[],
  rest: AsyncIterable<readonly string[]>,
): AsyncGenerator<string> {
  const render = (slugs: readonly string[]) =>
    slugs.map((slug) => urlEntries(base, `${section.path}/${encodeURIComponent(slug)}`)).join('');
  yield XML_DECLARATION + URLSET_OPEN + render(first);
  for await (const slugs of rest) yield render(slugs);
  yield URLSET_CLOSE;
}

function link(hreflang: string, href: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
