import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '../../contract/i18n';
import type { PageRequest } from '../../contract/ssr';

/**
 * `#page-environment` in the server-rendering build (package.json `imports`, condition `node`): the
 * same questions as src/lib/page-environment.ts, answered from the page request being rendered.
 * entry-server.tsx runs each render inside `renderingFor`, so concurrent renders each see their own.
 */
interface Rendering {
  request: PageRequest;
  locale: Locale;
}

const current = new AsyncLocalStorage<Rendering>();

export function renderingFor<T>(request: PageRequest, locale: Locale, run: () => Promise<T>): Promise<T> {
  return current.run({ request, locale }, run);
}

export const isServer = true;

/** The request's cookies, cut down by the server to what rendering may read (the currency). */
export const pageCookies = (): string => current.getStore()?.request.cookies ?? '';
export const pageOrigin = (): string => current.getStore()?.request.origin ?? '';
export const serverRendered = (): boolean => true;

/** API calls are answered in-process by the server (fastify.inject), in the page's language. */
export function pageFetch(url: string, init: RequestInit): Promise<Response> {
  const rendering = current.getStore();
  if (!rendering) throw new Error('no page is being rendered');
  return rendering.request.fetch(url, { ...init, locale: rendering.locale });
}
