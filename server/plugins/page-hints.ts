import { RTL_LOCALES, type Locale } from '../../contract/i18n';
import { GALLERY_MAIN_SIZES, mediaSrcSet } from '../../contract/media';
import { cataloguesFor, splitLocalePrefix } from '../../contract/routes';

/**
 * What a page's first load needs, read from the build manifest, so the shell can name it in the HTML:
 * without these hints the browser finds the locale's catalogue only after the entry has run, and the
 * page's own chunks only after the router has matched, one round trip after another.
 */
interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, Chunk>;

const ROUTES = 'src/routes/$lang/';

interface PageRoute {
  /** Path segments below the language; '*' matches any one segment. */
  segments: string[];
  /** Manifest keys to load: its layouts' chunks, then its own component and loader chunks. */
  keys: string[];
}

/** Every page route in the build: `_default/units/$slug/index.tsx` matches `/units/<any>`. */
function pageRoutes(manifest: Manifest): PageRoute[] {
  const pages: PageRoute[] = [];
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith(ROUTES) || !key.endsWith('?tsr-split=component')) continue;
    const parts = key.slice(ROUTES.length, -'.tsx?tsr-split=component'.length).split('/');
    // A file named after a pathless layout (`_default.tsx`) is a layout, not a page.
    if (parts[parts.length - 1]!.startsWith('_')) continue;
    const layouts = parts
      .map((part, i) => (part.startsWith('_') ? `${ROUTES}${parts.slice(0, i + 1).join('/')}.tsx` : null))
      .filter((layout): layout is string => layout !== null);
    const file = key.split('?')[0]!;
    pages.push({
      segments: parts
        .filter((p) => !p.startsWith('_') && p !== 'index')
        .map((p) => (p.startsWith('$') ? '*' : p)),
      keys: [...layouts.map((l) => `${l}?tsr-split=component`), key, `${file}?tsr-split=loader`],
    });
  }
  // Static segments win over parameters (`/units/x/extras` before `/units/*`), as in the client router.
  return pages.sort((a, b) => stars(a) - stars(b));
}

const stars = (page: PageRoute) => page.segments.filter((s) => s === '*').length;

function matchPage(pages: PageRoute[], rest: string): PageRoute | undefined {
  const path = rest.split('/').filter(Boolean);
  return pages.find(
    (page) =>
      page.segments.length === path.length && page.segments.every((s, i) => s === '*' || s === path[i]),
  );
}

function closure(manifest: Manifest, key: string, seen: Set<string>, keys?: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  keys?.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen, keys);
}

/**
 * Lazy parts that a server-rendered page's route loads before it hydrates (the home's loader calls
 * preloadHomeParts). Preloaded with the rest of the page's code, a pair per task: otherwise Vite's
 * preload helper adds all their chunks (~30) the moment the route loads, in one task of its own.
 * Other lazy parts (the date picker, the lists) wait for a visitor and are not named here.
 */
const PARTS_LOADED_BEFORE_HYDRATION = new Set([
  'src/features/units/components/search/SearchBar.tsx',
  'src/features/content/components/home/HomeSections.tsx',
]);

export interface PageHints {
  locale: Locale;
  /** Built files to modulepreload, beyond what index.html already names. */
  modules: string[];
  /**
   * Files a server-rendered page loads right after it starts (AFTER_START), for its code loader to
   * preload with the rest instead of Vite's helper adding each link in the middle of a render.
   */
  later: string[];
  /** True for a unit page, whose first image is worth a preload hint. */
  unitSlug: string | null;
}

/**
 * What every page loads once it has started: the startup chunk (the offline cache, and the calls
 * made once the page has settled). Not preloaded: the schemas of §7's startup calls, which wait
 * until the page has settled (startup.ts); the currency list and the other lists, which load when
 * reached (LazySelect); and the footer's lazy parts, which wait until the footer comes near.
 */
const AFTER_START = ['src/lib/startup.ts'];

/**
 * Whether a path (with or without its language prefix) is one of the build's pages, by the route
 * files' shapes alone: `/en/units/x` is a page shape whether or not unit x exists (static.ts asks
 * the database about slugs). Anything else answers 404 with the shell, so crawlers see no soft 404.
 */
export function createPageMatcher(manifest: Manifest): (pathname: string) => boolean {
  const pages = pageRoutes(manifest);
  // A manifest naming no routes (a test's stand-in build) says nothing about which paths are pages.
  if (pages.length === 0) return () => true;
  return (pathname) => matchPage(pages, splitLocalePrefix(pathname).rest) !== undefined;
}

/**
 * A function from a path to its hints for one build: the page table, what index.html already loads
 * and what every page loads after starting are worked out once here, not on every navigation.
 */
export function createPageHinter(manifest: Manifest): (pathname: string) => PageHints | null {
  const pages = pageRoutes(manifest);
  const inShell = new Set<string>();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (entry) closure(manifest, entry, inShell);
  const afterStart = new Set<string>();
  for (const key of AFTER_START) closure(manifest, key, afterStart);
  return (pathname) => {
    const { locale, rest } = splitLocalePrefix(pathname);
    if (!locale) return null;
    const wanted = new Set<string>();
    const keys = new Set<string>();
    for (const key of matchPage(pages, rest)?.keys ?? []) closure(manifest, key, wanted, keys);
    for (const part of [...keys].flatMap((key) => manifest[key]?.dynamicImports ?? [])) {
      if (PARTS_LOADED_BEFORE_HYDRATION.has(part)) closure(manifest, part, wanted);
    }
    // A guest's catalogue page comes server-rendered and is taken over by this (data, islands).
    closure(manifest, 'src/lib/server-state.ts', wanted);
    for (const name of ['shell', ...cataloguesFor(pathname)]) {
      closure(manifest, `locales/${locale}/${name}.po`, wanted);
    }
    const unit = /^\/units\/([a-z0-9-]{1,120})$/.exec(rest);
    return {
      locale,
      modules: [...wanted].filter((file) => !inShell.has(file) && file.endsWith('.js')),
      later: [...afterStart].filter(
        (file) => !inShell.has(file) && !wanted.has(file) && file.endsWith('.js'),
      ),
      unitSlug: unit ? unit[1]! : null,
    };
  };
}

/** The shell with the page's language and direction set and its hints in <head>. */
export function renderShell(html: string, hints: PageHints, coverKey: string | null): string {
  const dir = RTL_LOCALES.includes(hints.locale) ? 'rtl' : 'ltr';
  const links = hints.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  if (coverKey) {
    // The same candidates and sizes as the gallery's <picture>, so the browser fetches one file once.
    links.push(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${mediaSrcSet(coverKey, 'avif')}" imagesizes="${GALLERY_MAIN_SIZES}">`,
    );
  }
  return html
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${hints.locale}" dir="${dir}">`)
    .replace('</head>', links.length > 0 ? `${links.join('\n    ')}\n  </head>` : '</head>');
}
