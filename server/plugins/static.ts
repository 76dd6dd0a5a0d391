import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { TtlLru } from '../lib/ttl-lru';
import {
  createPageHinter,
  createPageMatcher,
  renderShell,
  type Manifest,
  type PageHints,
} from './page-hints';
import { createPageRenderer, withPage, type RenderedPage } from './page-render';
import { sendNotFound } from './errors';
import { createPageStatus, type SlugKind } from './page-status';
import { registerAssetCache } from './static-assets';
import {
  acceptedEncodings,
  CACHE_REVALIDATE,
  cacheControlFor,
  isAppNavigation,
  isServerPath,
  pathnameOf,
} from './static-paths';

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

interface RenderedShell {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

type Encoding = 'br' | 'gzip';

/** `best` for shells kept an hour; a quicker level for rendered pages, which live 30 s. */
function encode(body: Buffer, encoding: Encoding, best: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } })
    : gzipSync(body, { level: best ? 9 : 6 });
}

function compressShell(html: string): RenderedShell {
  const body = Buffer.from(html);
  return { html: body, br: encode(body, 'br', true), gzip: encode(body, 'gzip', true) };
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
        setHeaders: (reply, path) => {
          reply.header('cache-control', cacheControlFor(relative(root, path)));
        },
      });
    }

    // Each page kind gets its own shell: language and direction set, and its chunks, catalogues and (on a
    // unit page) main photo hinted, so they download alongside the entry instead of after it.
    const shells = new TtlLru<RenderedShell>({ ttlMs: 60 * 60_000, maxBytes: 8 * 1024 * 1024 });
    // Read again whenever index.html changes, so a new build served by a running server (a deploy
    // that swaps dist/, the update test) never hands out a shell naming files that are gone.
    let build: {
      stamp: number;
      html: string;
      hintsFor: ((path: string) => PageHints | null) | null;
      isPage: ((path: string) => boolean) | null;
    } | null = null;
    const currentBuild = () => {
      const indexPath = join(root!, 'index.html');
      const stamp = statSync(indexPath).mtimeMs;
      if (build?.stamp !== stamp) {
        const manifestPath = join(root!, '.vite/manifest.json');
        const manifest = existsSync(manifestPath)
          ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
          : null;
        build = {
          stamp,
          html: readFileSync(indexPath, 'utf8'),
          hintsFor: manifest ? createPageHinter(manifest) : null,
          isPage: manifest ? createPageMatcher(manifest) : null,
        };
        shells.clear();
      }
      return build;
    };

    // A unit's first photo changes rarely; a page load should not cost a query each time.
    const covers = new TtlLru<string | null>({ ttlMs: 10 * 60_000, maxBytes: 1024 * 1024 });
    const coverOf = async (slug: string): Promise<string | null> => {
      const known = covers.get(slug);
      if (known !== undefined) return known;
      const key = (await options.unitCover?.(slug)) ?? null;
      covers.set(slug, 'cover', key, slug.length + (key?.length ?? 0) + 32);
      return key;
    };

    const statusOf = createPageStatus(options.slugExists);

    const renderPage =
      built && options.serverRendering !== false ? createPageRenderer(app, root) : async () => null;
    // A rendered page is cached (page-render.ts) as one object for its lifetime; its finished HTML is
    // built and compressed once per encoding asked for, not on every request.
    const pageBodies = new WeakMap<RenderedPage, Map<Encoding | 'identity', Buffer>>();
    const pageBody = (
      page: RenderedPage,
      encoding: Encoding | null,
      shell: () => string,
      later: string[],
    ): Buffer => {
      let bodies = pageBodies.get(page);
      if (!bodies) pageBodies.set(page, (bodies = new Map()));
      let body = bodies.get(encoding ?? 'identity');
      if (!body) {
        const html = bodies.get('identity') ?? Buffer.from(withPage(shell(), page, later));
        bodies.set('identity', html);
        body = encoding ? encode(html, encoding, false) : html;
        bodies.set(encoding ?? 'identity', body);
      }
      return body;
    };

    const sendPageShell = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
      if (!built) return sendShell(reply);
      const { html, hintsFor, isPage } = currentBuild();
      const status = await statusOf(path, isPage);
      const hints = hintsFor?.(path) ?? null;
      if (!hints) return sendShell(reply, status);
      const [cover, page, extra] = await Promise.all([
        hints.unitSlug ? coverOf(hints.unitSlug) : null,
        renderPage(request, path),
        options.headFor?.(path).catch((error: unknown) => {
          request.log.error({ err: error }, 'page head data failed');
          return null;
        }) ?? null,
      ]);
      const withExtra = (shell: string) => (extra ? shell.replace('</head>', `${extra}\n  </head>`) : shell);
      const encoding = acceptedEncodings(request.headers['accept-encoding'])[0] ?? null;
      let body: Buffer;
      if (page) {
        body = pageBody(page, encoding, () => withExtra(renderShell(html, hints, cover)), hints.later);
      } else {
        // The extra head is in the key whole: when the FAQ changes, so does the shell that carries it.
        const key = `${hints.locale}|${hints.modules.join(',')}|${cover ?? ''}|${extra ?? ''}`;
        let shell = shells.get(key);
        if (!shell) {
          shell = compressShell(withExtra(renderShell(html, hints, cover)));
          shells.set(key, 'shell', shell, shell.html.length + shell.br.length + shell.gzip.length);
        }
        body = encoding ? shell[encoding] : shell.html;
      }
      reply
        .code(status)
        .header('cache-control', CACHE_REVALIDATE)
        // A rendered page depends on the visitor's cookies (signed in or not, currency).
        .header('vary', page ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    };

    const sendShell = (reply: FastifyReply, status: 200 | 404 = 200) => {
      if (!built) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT);
      }
      // The client router decides what the page shows; the status says whether it is one (statusOf).
      return reply.code(status).header('cache-control', CACHE_REVALIDATE).sendFile('index.html');
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
        return sendPageShell(request, reply, path);
      }
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    });
  },
  { name: 'sakan-static', dependencies: ['sakan-errors'] },
);
