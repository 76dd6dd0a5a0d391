import type { Locale } from './i18n';

/**
 * The boundary between the server and its rendering bundle (src/entry-server.tsx, built into
 * dist/ssr and loaded by server/plugins/page-render.ts). Neither side may import the other, so the
 * shape they agree on lives here.
 */
/** The id of the script element that carries a rendered page's data to the browser. */
export const SSR_STATE_ID = 'ssr-state';

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
