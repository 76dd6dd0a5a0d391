import { SSR_STATE_ID } from '../../contract/ssr';

/**
 * What rendering reads about the page request, in the browser. Code imports it as
 * `#page-environment` (package.json `imports`): the browser build resolves that to this file, the
 * server-rendering build (its `node` condition) to src/ssr/page-environment.server.ts, which answers
 * the same questions from the request being rendered. Everything that runs during render goes through
 * here rather than touching `document`, `location` or `fetch` directly.
 */

export const isServer = false;

/**
 * document.cookie read once per run of script (the copy is dropped when its microtasks run): a
 * page's start reads it many times (language, currency and session, in renders and in React's store
 * checks), and each read asks the browser's cookie store, synchronously after any change. A cookie
 * changes between runs (a response, another tab) or through writeCookie, which drops the copy at once.
 * To measure without it, return document.cookie from pageCookies.
 */
let cookieCopy: string | undefined;
export function pageCookies(): string {
  if (cookieCopy === undefined) {
    cookieCopy = document.cookie;
    queueMicrotask(forgetCookies);
  }
  return cookieCopy;
}
export function forgetCookies(): void {
  cookieCopy = undefined;
}

/** `https://host`, for canonical and alternate links. */
export const pageOrigin = (): string => window.location.origin;

/** The server rendered this page: its markup already shows the lazy parts. */
export const serverRendered = (): boolean => document.getElementById(SSR_STATE_ID) !== null;

/** Sends an API call. */
export const pageFetch = (url: string, init: RequestInit): Promise<Response> => fetch(url, init);
