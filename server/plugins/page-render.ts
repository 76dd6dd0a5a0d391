import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../contract/i18n';
import { splitLocalePrefix } from '../../contract/routes';
import { SSR_STATE_ID, type RenderPage } from '../../contract/ssr';
import { TtlLru } from '../lib/ttl-lru';
import { codeLoader } from './code-loader';

/** What dist/ssr/entry-server.js (src/entry-server.tsx) exports. */
interface SsrModule {
  renderPage: RenderPage;
}

export interface RenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The query cache as JSON that is safe inside a <script> element. */
  state: string;
}

/** `<` never appears raw, so no string in the data can close the script element it sits in. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

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
  return !cookies['token'] && !cookies['user'];
}

/** React puts the page's <title>, <meta> and <link> elements first; they belong in <head>. */
const HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

/**
 * The shell with the rendered page: its head elements replace the shell's generic title and
 * description, its markup fills #root, and its data follows, before the entry script that reads it.
 * The client claims the head elements as its own when it hydrates (React 19 hoistables).
 */
export function withPage(shell: string, page: RenderedPage, later: string[] = []): string {
  const head = HEAD_ELEMENTS.exec(page.html)?.[0] ?? '';
  const scripts: string[] = [];
  const modules: string[] = [];
  let html = shell
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      modules.push(href);
      return '';
    });
  modules.push(...later.map((file) => `/${file}`));
  if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  if (head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  return html
    .replace('</head>', `${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html.slice(head.length)}</div>` +
        `<script id="${SSR_STATE_ID}" type="application/json">${page.state}</script>` +
        `<script>${codeLoader(scripts, modules)}</script>`,
    );
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
    const currency = request.cookies?.['currency'] ?? '';
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
        cookies: currency ? `currency=${encodeURIComponent(currency)}` : '',
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
