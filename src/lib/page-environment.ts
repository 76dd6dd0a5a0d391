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
 * The page's cookies, read afresh on every call: a fresh read is never stale, and keeping a copy for
 * the length of a task made no difference bench:web could see (tests/bench/NOTES.md).
 */
export const pageCookies = (): string => document.cookie;

/** `https://host`, for canonical and alternate links. */
export const pageOrigin = (): string => window.location.origin;

/** The server rendered this page: its markup already shows the lazy parts. */
export const serverRendered = (): boolean => document.getElementById(SSR_STATE_ID) !== null;

/** Sends an API call. */
export const pageFetch = (url: string, init: RequestInit): Promise<Response> => fetch(url, init);
