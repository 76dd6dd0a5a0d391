import type { Locale } from './i18n';

/**
 * The boundary between the server and its rendering bundle (src/ssr/entry-server.tsx, built into
 * dist/ssr and loaded by server/plugins/pages/render.ts; see src/ssr/README.md). Neither side may import the other, so the
 * shape they agree on lives here.
 */
/** The id of the script element that carries a rendered page's data to the browser. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The id of the script element that lists a rendered page's code (PageCode), read by
 * src/ssr/page-start.ts, which repeats this literal so that it imports nothing (see there).
 */
export const PAGE_CODE_ID = 'page-code';

/** What a rendered page's start loads (server/plugins/pages/shell.ts writes it, page-start.ts reads it). */
export interface PageCode {
  /** The entry script(s), added first. */
  scripts: string[];
  /** Every module the page will need, preloaded a pair per task after the entry. */
  modules: string[];
}

/**
 * Chunk names by which the server finds files in Vite's manifest rather than by source path: the
 * module that starts a rendered page's code, the hydration code and what every page loads once
 * started (src/ssr/page-start.ts, src/ssr/hydrate.ts, src/startup.ts). Each is imported dynamically
 * (page-start by hydrate.ts, the others by main.tsx), and Vite names such a chunk after its file.
 */
export const BUILD_ENTRIES = { pageStart: 'page-start', hydrate: 'hydrate', startup: 'startup' } as const;

export interface PageRequest {
  /** Path and query, e.g. `/ar/listing?city=riyadh`. */
  url: string;
  /** The request's Cookie header, cut down to what rendering may read (the currency). */
  cookies: string;
  /** `https://host`, for canonical and alternate links. */
  origin: string;
  /** Answers one API call in-process (fastify.inject), in the page's language. */
  fetch: (url: string, init: RequestInit & { locale: Locale }) => Promise<Response>;
}

export interface ServerRenderedPage {
  locale: Locale;
  /** The markup for `<div id="root">`, head elements first (React 19 hoistables). */
  html: string;
  /** React Query's cache after rendering, for the browser to start from the same data. */
  state: unknown;
}

export type RenderPage = (request: PageRequest) => Promise<ServerRenderedPage | null>;
