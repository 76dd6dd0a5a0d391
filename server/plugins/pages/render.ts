import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../../contract/i18n';
import { splitLocalePrefix } from '../../../contract/routes';
import { SESSION_COOKIES } from '../../../contract/session';
import type { RenderPage } from '../../../contract/ssr';
import { TtlLru } from '../../lib/ttl-lru';
import { scriptSafeJson, type RenderedPage } from './shell';

/** What dist/ssr/entry-server.js (src/ssr/entry-server.tsx) exports. */
interface SsrModule {
  renderPage: RenderPage;
}

/**
 * The catalogue pages a guest opens first, and the only ones rendered on the server: they are public,
 * the same for every guest, and where a slow phone waits longest. Other pages get the plain shell.
 */
const RENDERED = [
  /^\/$/,
  /^\/listing$/,
  /^\/units\/[a-z0-9-]{1,120}$/,
  /^\/investment-units(\/[a-z0-9-]{1,120})?$/,
];

export function isRenderedPage(pathname: string): boolean {
  const { locale, rest } = splitLocalePrefix(pathname);
  return locale !== null && RENDERED.some((pattern) => pattern.test(rest));
}

/** A signed-in visitor's pages differ from a guest's (header, favourites), so they render in the browser. */
export function isGuest(request: FastifyRequest): boolean {
  const cookies = request.cookies ?? {};
  return !cookies[SESSION_COOKIES.token] && !cookies[SESSION_COOKIES.user];
}

/** Answers the renderer's API calls with the app itself: no socket, the same routes, caches and checks. */
function injectFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit & { locale: Locale }): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    headers['accept-language'] = init.locale;
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(reply.headers)) {
      if (typeof value === 'string') out.set(key, value);
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: out,
    });
  };
}

/** A guest page's HTML lives this long: its data is the public catalogue, cached as long in the API. */
const PAGE_TTL_MS = 30_000;

/**
 * Renders guest catalogue pages with the SSR build, when there is one. Rendered pages are kept for a
 * short while by host, URL (with its language) and currency; a new build (a changed entry-server.js) starts afresh.
 */
export function createPageRenderer(app: FastifyInstance, distDir: string) {
  const entry = join(distDir, 'ssr', 'entry-server.js');
  const pages = new TtlLru<RenderedPage | null>({ ttlMs: PAGE_TTL_MS, maxBytes: 16 * 1024 * 1024 });
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  let loaded: { stamp: number; module: Promise<SsrModule> } | null = null;
  const fetch = injectFetch(app);

  const moduleNow = (): Promise<SsrModule> | null => {
    if (!existsSync(entry)) return null;
    const stamp = statSync(entry).mtimeMs;
    if (loaded?.stamp !== stamp) {
      // The stamp in the URL makes Node load the new build instead of its cached module.
      loaded = { stamp, module: import(`${pathToFileURL(entry).href}?v=${stamp}`) as Promise<SsrModule> };
      pages.clear();
    }
    return loaded.module;
  };

  return async (request: FastifyRequest, pathname: string): Promise<RenderedPage | null> => {
    if (!isRenderedPage(pathname) || !isGuest(request)) return null;
    const module = moduleNow();
    if (!module) return null;
    const currency = request.cookies?.[SESSION_COOKIES.currency] ?? '';
    // The origin is part of the page: its canonical and alternate links name it. It is PUBLIC_URL or a
    // trusted host (lib/public-origin.ts), so a made-up Host can neither plant links nor fill the cache.
    const key = `${app.originOf(request)}${request.url}|${currency}`;
    const cached = pages.get(key);
    if (cached !== undefined) return cached;
    // Visitors who ask for the same page while it renders wait for that render instead of queueing more.
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(module, request, currency, key).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  async function render(
    module: Promise<SsrModule>,
    request: FastifyRequest,
    currency: string,
    key: string,
  ): Promise<RenderedPage | null> {
    const origin = app.originOf(request);
    try {
      const rendered = await (
        await module
      ).renderPage({
        url: request.url,
        cookies: currency ? `${SESSION_COOKIES.currency}=${encodeURIComponent(currency)}` : '',
        origin,
        fetch,
      });
      const page = rendered ? { html: rendered.html, state: scriptSafeJson(rendered.state) } : null;
      pages.set(key, 'page', page, (page ? page.html.length + page.state.length : 0) * 2 + 1024);
      return page;
    } catch (error) {
      // The browser renders the page itself from the shell; the visitor loses nothing but speed.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return null;
    }
  }
}
