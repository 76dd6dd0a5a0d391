import type { Locale } from '../../../contract/i18n';
import { cataloguesFor, splitLocalePrefix } from '../../../contract/routes';
import { BUILD_ENTRIES } from '../../../contract/ssr';

/**
 * What a page's first load needs, read from the build manifest, so the shell can name it in the HTML:
 * without these hints the browser finds the locale's catalogue only after the entry has run, and the
 * page's own chunks only after the router has matched, one round trip after another.
 */
interface Chunk {
  file: string;
  /** The chunk's name: Vite names a dynamically imported module's chunk after its file (BUILD_ENTRIES). */
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, Chunk>;

const ROUTES = 'src/routes/$lang/';

interface PageRoute {
  /** Path segments below the language; '*' matches any one segment, a last '**' any number of them. */
  segments: string[];
  /** Manifest keys to load: its layouts' chunks, then its own component and loader chunks. */
  keys: string[];
  /** Its loader's chunk: the lazy parts this chunk can load are loaded before hydration. */
  loader: string;
}

/**
 * Every page route in the build: `_default/units/$slug/index.tsx` matches `/units/<any>`, and a splat
 * route (`_default/hosting/$.tsx`) matches its folder and anything below it. A route may ship its
 * component in one chunk with its pending and error screens (`?tsr-split=component---…`).
 */
function pageRoutes(manifest: Manifest): PageRoute[] {
  const pages: PageRoute[] = [];
  for (const key of Object.keys(manifest)) {
    const [file, split] = key.split('?tsr-split=');
    if (!file!.startsWith(ROUTES) || !split?.split('---').includes('component')) continue;
    const parts = file!.slice(ROUTES.length, -'.tsx'.length).split('/');
    // A file named after a pathless layout (`_default.tsx`) is a layout, not a page.
    if (parts[parts.length - 1]!.startsWith('_')) continue;
    const layouts = parts
      .map((part, i) => (part.startsWith('_') ? `${ROUTES}${parts.slice(0, i + 1).join('/')}.tsx` : null))
      .filter((layout): layout is string => layout !== null);
    pages.push({
      segments: parts
        .filter((p) => !p.startsWith('_') && p !== 'index')
        .map((p) => (p === '$' ? SPLAT : p.startsWith('$') ? '*' : p)),
      keys: [...layouts.map((l) => `${l}?tsr-split=component`), key, `${file}?tsr-split=loader`],
      loader: `${file}?tsr-split=loader`,
    });
  }
  // Static segments win over parameters (`/units/x/extras` before `/units/*`), and a splat comes last,
  // as in the client router.
  return pages.sort((a, b) => rank(a) - rank(b));
}

const SPLAT = '**';
const rank = (page: PageRoute) =>
  page.segments.filter((s) => s === '*').length + (page.segments.at(-1) === SPLAT ? 100 : 0);

function matchPage(pages: PageRoute[], rest: string): PageRoute | undefined {
  const path = rest.split('/').filter(Boolean);
  return pages.find((page) => {
    const splat = page.segments.at(-1) === SPLAT;
    const fixed = splat ? page.segments.slice(0, -1) : page.segments;
    if (splat ? path.length < fixed.length : path.length !== fixed.length) return false;
    return fixed.every((s, i) => s === '*' || s === path[i]);
  });
}

function closure(manifest: Manifest, key: string, seen: Set<string>, keys?: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  keys?.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen, keys);
}

/**
 * The lazy parts a route's loader can load (the home's loader calls preloadHomeParts): the dynamic
 * imports of its loader chunk and of what that chunk imports, leaving out the app's shared chunks
 * (`inShell`: their dynamic imports are the app's, such as the catalogues). A server-rendered page's route loads
 * them before it hydrates, so they are preloaded with the rest of its code, a pair per task:
 * otherwise Vite's preload helper adds all their chunks the moment the route loads, in one task of
 * its own. Other lazy parts (the date picker, the lists) wait for a visitor and are not named.
 */
function loaderParts(manifest: Manifest, loader: string, inShell: Set<string>): string[] {
  const keys = new Set<string>();
  closure(manifest, loader, new Set(), keys);
  return [...keys]
    .filter((key) => !inShell.has(manifest[key]!.file))
    .flatMap((key) => manifest[key]?.dynamicImports ?? []);
}

/** The manifest key of an entry or a dynamically imported module, by its chunk name (BUILD_ENTRIES). */
export function entryKey(manifest: Manifest, name: string): string | undefined {
  return Object.keys(manifest).find((key) => {
    const chunk = manifest[key]!;
    return (chunk.isEntry || chunk.isDynamicEntry) && chunk.name === name;
  });
}

export interface PageHints {
  locale: Locale;
  /** Built files to modulepreload, beyond what index.html already names. */
  modules: string[];
  /**
   * Files every page loads right after it starts (the startup chunk), for a rendered page's loader to
   * preload with the rest instead of Vite's helper adding each link in the middle of a render.
   */
  later: string[];
  /** True for a unit page, whose first image is worth a preload hint. */
  unitSlug: string | null;
}

/** What the build's index.html loads (Vite writes these tags into it), from the manifest. */
export interface ShellCode {
  /** The app's entry script. */
  entry: string;
  /** The entry's imports, which index.html names as modulepreload links. */
  imports: string[];
  /** The module that starts a rendered page's code (src/ssr/page-start.ts). */
  pageStart: string | null;
}

/** The app entry's files and the page-start module, as the shell and a rendered page name them. */
export function shellCode(manifest: Manifest): ShellCode | null {
  const entry = manifest['index.html'];
  if (!entry) return null;
  const files = new Set<string>();
  closure(manifest, 'index.html', files);
  files.delete(entry.file);
  const pageStart = entryKey(manifest, BUILD_ENTRIES.pageStart);
  return {
    entry: entry.file,
    imports: [...files].filter((file) => file.endsWith('.js')),
    pageStart: pageStart ? manifest[pageStart]!.file : null,
  };
}

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
  closure(manifest, 'index.html', inShell);
  // What every page loads once it has started: the startup chunk (the offline cache, and the calls made
  // once the page has settled). Not preloaded: the schemas of the startup API calls, which wait until
  // the page has settled (src/startup.ts); the lists, which load when reached (LazySelect); and the
  // footer's lazy parts, which wait until the footer comes near.
  const afterStart = new Set<string>();
  const startup = entryKey(manifest, BUILD_ENTRIES.startup);
  if (startup) closure(manifest, startup, afterStart);
  const hydrate = entryKey(manifest, BUILD_ENTRIES.hydrate);
  return (pathname) => {
    const { locale, rest } = splitLocalePrefix(pathname);
    if (!locale) return null;
    const wanted = new Set<string>();
    const page = matchPage(pages, rest);
    for (const key of page?.keys ?? []) closure(manifest, key, wanted);
    for (const part of page ? loaderParts(manifest, page.loader, inShell) : [])
      closure(manifest, part, wanted);
    // A guest's catalogue page comes server-rendered and is taken over by this (data, islands).
    if (hydrate) closure(manifest, hydrate, wanted);
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
