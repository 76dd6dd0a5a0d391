import { SSR_STATE_ID } from '../../contract/ssr';

/**
 * What rendering reads about the page request: the browser's own document and address, unless the
 * server is rendering the page, in which case it installs the request's (src/entry-server.tsx).
 * Everything that runs during render goes through here rather than touching `document` directly.
 */
export interface PageEnvironment {
  /** The `Cookie` string of the request (document.cookie in the browser). */
  cookies(): string;
  /** `https://host`, for canonical and alternate links. */
  origin(): string;
}

let environment: PageEnvironment = {
  cookies: () => document.cookie,
  origin: () => window.location.origin,
};

export const isServer = typeof document === 'undefined';

/** The server rendered this page (or is rendering it): its markup already shows the lazy parts. */
export const serverRendered = (): boolean => isServer || document.getElementById(SSR_STATE_ID) !== null;

export function setPageEnvironment(next: PageEnvironment): void {
  environment = next;
}

export const pageCookies = (): string => environment.cookies();
export const pageOrigin = (): string => environment.origin();
