import { RTL_LOCALES } from '../../../contract/i18n';
import { GALLERY_MAIN_SIZES, mediaSrcSet } from '../../../contract/media';
import { PAGE_CODE_ID, SSR_STATE_ID, type PageCode } from '../../../contract/ssr';
import type { PageHints, ShellCode } from './hints';

/**
 * The HTML a page is sent as: the build's index.html (the shell) with the page's language, its hints
 * and, for a rendered page, its markup, data and code loader. Steps 3 and 4 of src/ssr/README.md.
 *
 * Edits are plain string replacements of what the build is known to contain: the `<html>` tag and
 * the generic head between the `shell-head` comments as index.html writes them, and the tags Vite
 * adds for the entry, named from the manifest (hints.ts's shellCode).
 */

const HTML_TAG = '<html lang="en" dir="ltr">';
const GENERIC_HEAD = ['<!-- shell-head', '<!-- /shell-head -->'] as const;

/** The generic head as index.html writes it, between its shell-head comments. */
function genericHead(html: string): string {
  const start = html.indexOf(GENERIC_HEAD[0]);
  const end = html.indexOf(GENERIC_HEAD[1], start);
  return start < 0 || end < 0 ? '' : html.slice(start, end + GENERIC_HEAD[1].length);
}

/** `<` never appears raw, so no string in the data can close the script element it sits in. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The shell's `<html>` tag with the page's language and direction. */
const withLanguage = (html: string, hints: PageHints) =>
  html.replace(
    HTML_TAG,
    `<html lang="${hints.locale}" dir="${RTL_LOCALES.includes(hints.locale) ? 'rtl' : 'ltr'}">`,
  );

/** A unit page's first photo, with the same candidates and sizes as the gallery's <picture>. */
const coverLink = (coverKey: string) =>
  `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${mediaSrcSet(coverKey, 'avif')}" imagesizes="${GALLERY_MAIN_SIZES}">`;

/** The shell a browser renders the page in: its language, and its code and catalogues hinted in <head>. */
export function renderShell(html: string, hints: PageHints, coverKey: string | null): string {
  const links = hints.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  if (coverKey) links.push(coverLink(coverKey));
  return withLanguage(html, hints).replace(
    '</head>',
    links.length > 0 ? `${links.join('\n    ')}\n  </head>` : '</head>',
  );
}

export interface RenderedPage {
  /** The markup for `<div id="root">`, head elements first. */
  html: string;
  /** The query cache as JSON that is safe inside a <script> element. */
  state: string;
}

/** React puts the page's <title>, <meta> and <link> elements first; they belong in <head>. */
const HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

/**
 * A page the server rendered: its head elements replace the shell's generic title and description,
 * its markup fills #root and its data follows. Its code does not load from <head> as the shell's
 * does: the entry (the tags Vite wrote into index.html, named from the manifest), the page's hinted
 * modules and then `later` (what every page loads once started) become the list that page-start.ts
 * loads once the page has loaded and painted.
 */
export function renderPage(
  html: string,
  hints: PageHints,
  coverKey: string | null,
  page: RenderedPage,
  code: ShellCode,
): string {
  const head = HEAD_ELEMENTS.exec(page.html)?.[0] ?? '';
  let shell = withLanguage(html, hints).replace(
    `<script type="module" crossorigin src="/${code.entry}"></script>`,
    '',
  );
  for (const file of code.imports) {
    shell = shell.replace(`<link rel="modulepreload" crossorigin href="/${file}">`, '');
  }
  const pageCode: PageCode = {
    scripts: [`/${code.entry}`],
    modules: [...code.imports, ...hints.modules, ...hints.later].map((file) => `/${file}`),
  };
  const generic = genericHead(shell);
  const ownDescription = head.includes('name="description"');
  const description = ownDescription ? '' : (/<meta\s+name="description"[^>]*>/.exec(generic)?.[0] ?? '');
  const start = code.pageStart
    ? `<script id="${PAGE_CODE_ID}" type="application/json">${scriptSafeJson(pageCode)}</script>` +
      `<script type="module" async crossorigin src="/${code.pageStart}"></script>`
    : '';
  const headEnd = [head, description, coverKey ? coverLink(coverKey) : '', start].join('');
  return shell
    .replace(generic, '')
    .replace('</head>', `${headEnd}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html.slice(head.length)}</div>` +
        `<script id="${SSR_STATE_ID}" type="application/json">${page.state}</script>`,
    );
}
