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

/**
 * document.cookie read once per run of script (the copy is dropped when its microtasks run). A page's
 * start read it ~27 times (language, currency and session, in renders and in React's store checks);
 * now ~18. Each read asks the browser's cookie store, synchronously after any change: up to 8 ms
 * here. A cookie changes between runs (a response, another tab) or through writeCookie, which drops
 * the copy at once.
 */
let cookieCopy: string | undefined;
function browserCookies(): string {
  if (cookieCopy === undefined) {
    cookieCopy = document.cookie;
    queueMicrotask(forgetCookies);
  }
  return cookieCopy;
}
export function forgetCookies(): void {
  cookieCopy = undefined;
}

let environment: PageEnvironment = {
  cookies: browserCookies,
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
