import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inlineScriptHashes } from '../lib/csp';
import { createPageServer } from './pages/serve';
import { sendNotFound } from './errors';
import { createPageStatus, type SlugKind } from './page-status';
import { registerAssetCache } from './static-assets';
import { CACHE_REVALIDATE, cacheControlFor, isAppNavigation, isServerPath, pathnameOf } from './static-paths';

export interface StaticOptions {
  /** The `vite build` output. Absent or without index.html: the API still works, pages answer 503. */
  distDir?: string | undefined;
  /** The route rules for full page loads: a match is answered with a redirect instead of the shell. */
  resolveRedirect?: (pathname: string) => Promise<{ location: string; permanent: boolean } | null>;
  /** A unit's first photo key by slug, for the unit page's image preload hint. */
  unitCover?: (slug: string) => Promise<string | null>;
  /** Guest catalogue pages come rendered when the build has dist/ssr (default true). */
  serverRendering?: boolean;
  /** Extra <head> markup for a page (the FAQ's structured data), or null. */
  headFor?: (pathname: string) => Promise<string | null>;
  /** Whether a unit or investment unit with this slug exists; a page for a missing one answers 404. */
  slugExists?: (kind: SlugKind, slug: string) => Promise<boolean>;
}

const NOT_BUILT = 'The web app is not built yet: run npm run build';

/**
 * Serves the PWA build and owns the not-found route: app navigations get the shell (index.html), missing
 * files a plain 404, and anything else (API paths, other methods) the 404 envelope.
 */
export const staticPlugin = fp<StaticOptions>(
  async (app, options) => {
    const root = options.distDir ? resolve(options.distDir) : undefined;
    const built = root !== undefined && existsSync(join(root, 'index.html'));

    // App navigations: a rendered page for a guest's catalogue page, else the shell with its hints.
    const sendPage = built
      ? createPageServer(app, root, {
          unitCover: options.unitCover,
          serverRendering: options.serverRendering !== false,
          headFor: options.headFor,
          statusOf: createPageStatus(options.slugExists),
        })
      : null;

    if (built) {
      registerAssetCache(app, root);
      await app.register(fastifyStatic, {
        root,
        // vite.config.ts writes .br/.gz beside text files at build time (brotli 11, too slow per request).
        preCompressed: true,
        wildcard: true,
        cacheControl: false,
        dotfiles: 'ignore',
        // dist/ssr is the server's rendering code, not a public file.
        allowedPath: (pathname) => !isServerPath(pathname) && !pathname.startsWith('/ssr/'),
        setHeaders: (reply, sent) => {
          reply.header('cache-control', cacheControlFor(relative(root, sent)));
          // With preCompressed the file sent is often its .br or .gz twin; the policy follows the original.
          const path = sent.replace(/\.(br|gz)$/, '');
          // A worker runs under the CSP of its own script's answer: the service worker must be allowed
          // to fetch what it precaches (module scripts loaded by pages ignore their answer's policy).
          if (path.endsWith('.js')) app.setPagePolicy(reply, []);
          // /index.html itself: the service worker precaches it and serves it for every navigation.
          if (path.endsWith('.html')) {
            const isShell = path === join(root, 'index.html') && sendPage;
            app.setPagePolicy(
              reply,
              isShell ? sendPage.shellScriptHashes() : inlineScriptHashes(readFileSync(path, 'utf8')),
            );
          }
        },
      });
    }

    const sendShell = (reply: FastifyReply) => {
      if (!built) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT);
      }
      // 200, not 404: the client router decides what the page is. setHeaders marks it no-cache too.
      return reply.code(200).header('cache-control', CACHE_REVALIDATE).sendFile('index.html');
    };

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = pathnameOf(request.url);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || isServerPath(path)) return sendNotFound(request, reply);
      if (isAppNavigation(path)) {
        const redirect = await options.resolveRedirect?.(path);
        if (redirect) {
          const query = request.url.slice(path.length);
          const location = /^https?:/i.test(redirect.location)
            ? redirect.location
            : `${redirect.location}${query}`;
          return reply.header('cache-control', 'no-cache').redirect(location, redirect.permanent ? 301 : 302);
        }
        return sendPage ? sendPage(request, reply, path) : sendShell(reply);
      }
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    });
  },
  { name: 'sakan-static', dependencies: ['sakan-errors', 'sakan-security-headers'] },
);
