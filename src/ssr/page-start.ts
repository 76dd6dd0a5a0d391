/**
 * The first script of a page the server rendered: it starts the page's code, and keeps the buttons
 * tapped before the app has taken the page over. Built by Vite as a chunk of its own (hydrate.ts
 * imports it dynamically), written into the page's <head> by server/plugins/pages/shell.ts as an async
 * module script, and imported again by hydrate.ts: one URL, so one module, whose exports are the
 * values hydration needs.
 *
 * It imports nothing, so that it is one small file: PAGE_CODE_ID is repeated from contract/ssr.ts
 * (page-start.test.ts checks they agree).
 */
import type { PageCode } from '../../contract/ssr';

const PAGE_CODE_ID = 'page-code';

/** The longest the code waits for the page's images (and its first paint) before loading anyway. */
export const CODE_WAIT_MS = 3000;

/**
 * How many module preloads go in per task. Adding a preload link costs the main thread about a
 * millisecond (four on a phone; more with DevTools watching the network, as under Lighthouse), so
 * the links go in pairs, a task each, rather than in one task that would hold up a tap.
 * To measure without it, set this to Infinity (one task for all).
 */
export const PRELOADS_PER_TASK = 2;

/** What the loader touches of the browser, so a test can stand in for it. */
export interface LoaderHost {
  document: Pick<Document, 'readyState' | 'createElement' | 'head'>;
  addEventListener(type: 'load', listener: () => void): void;
  setTimeout(run: () => void, ms: number): unknown;
  /** First contentful paint seen already; undefined when the browser does not report paints. */
  painted(): boolean | undefined;
  /** Calls `run` at the first contentful paint. */
  onPaint(run: () => void): void;
}

/**
 * Starts the page's code once the page has both loaded (its first images included) and been painted,
 * or after CODE_WAIT_MS: on a slow connection the photo a visitor looks at gets the bandwidth first.
 * The paint is waited for because `load` can come first: when the first frame is slow (a busy phone,
 * a browser just started), code started at `load` kept the main thread busy back to back and the
 * first paint waited for all of it. A browser that does not report paints starts at `load`.
 *
 * Resolves once the last preload is in: hydrate.ts loads the route only then, because Vite's preload
 * helper would otherwise add every link still missing at that moment in one task of its own.
 */
export function loadPageCode(code: PageCode, host: LoaderHost): Promise<void> {
  return new Promise((preloaded) => {
    const { document } = host;
    let started = false;
    let loaded = document.readyState === 'complete';
    let painted = host.painted() ?? true;
    const add = (modules: string[]) => {
      for (const href of modules.slice(0, PRELOADS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
      const rest = modules.slice(PRELOADS_PER_TASK);
      if (rest.length > 0) host.setTimeout(() => add(rest), 0);
      else preloaded();
    };
    const start = () => {
      if (started) return;
      started = true;
      for (const src of code.scripts) {
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = src;
        document.head.appendChild(script);
      }
      host.setTimeout(() => add(code.modules), 0);
    };
    const ready = () => {
      if (loaded && painted) start();
    };
    if (!painted)
      host.onPaint(() => {
        painted = true;
        ready();
      });
    host.addEventListener('load', () => {
      loaded = true;
      ready();
    });
    host.setTimeout(start, CODE_WAIT_MS);
    ready();
  });
}

const browser = (): LoaderHost => ({
  document,
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  painted: () => {
    const types = window.PerformanceObserver?.supportedEntryTypes ?? [];
    if (!types.includes('paint')) return undefined;
    return performance.getEntriesByName('first-contentful-paint').length > 0;
  },
  onPaint: (run) =>
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    }).observe({ type: 'paint' }),
});

/**
 * Buttons of a server-rendered page do nothing until the app has taken the page over, a second or
 * more on a slow phone. The ones tapped (or pressed with Enter or Space, which click them) meanwhile
 * are kept here, and pressed again once the island around each has hydrated (islands/early-taps.ts):
 * late rather than lost. Links and form submits need no help: they work as plain HTML.
 */
let earlyTaps: HTMLElement[] | null = [];
function keepEarlyTap(event: MouseEvent): void {
  const ready = document.documentElement.hasAttribute('data-ready');
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (earlyTaps && !ready && button instanceof HTMLElement) earlyTaps.push(button);
}

/** The buttons tapped so far; from this call on, the islands' own listeners answer taps. */
export function takeEarlyTaps(): HTMLElement[] {
  const taps = earlyTaps ?? [];
  earlyTaps = null;
  window.removeEventListener('click', keepEarlyTap, true);
  return taps;
}

const pageCode = typeof document === 'undefined' ? null : document.getElementById(PAGE_CODE_ID);
if (pageCode) window.addEventListener('click', keepEarlyTap, true);

/** Settles once every module of the page is preloaded (at once on a page with no list to load). */
export const codePreloaded: Promise<void> = pageCode
  ? loadPageCode(JSON.parse(pageCode.textContent ?? '{}') as PageCode, browser())
  : Promise.resolve();
