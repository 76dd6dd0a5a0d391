import { readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes } from '../../lib/csp';
import { TtlLru } from '../../lib/ttl-lru';
import { acceptedEncodings, CACHE_REVALIDATE } from '../static-paths';
import type { PageStatus } from '../page-status';
import {
  createPageHinter,
  createPageMatcher,
  shellCode,
  type Manifest,
  type PageHints,
  type ShellCode,
} from './hints';
import { createPageRenderer } from './render';
import { renderPage as pageHtml, renderShell, type RenderedPage } from './shell';

/**
 * Answers an app navigation (step 1 of src/ssr/README.md): a rendered page for a guest's catalogue
 * page, otherwise the shell with the page's hints. Called by static.ts for every app path.
 */
export interface PageServerOptions {
  /** A unit's first photo key by slug, for the unit page's image preload hint. */
  unitCover?: ((slug: string) => Promise<string | null>) | undefined;
  /** Guest catalogue pages come rendered when the build has dist/ssr. */
  serverRendering: boolean;
  /** Extra <head> markup for a page (the FAQ's structured data), or null. */
  headFor?: ((pathname: string) => Promise<string | null>) | undefined;
  /** 200 for a page, 404 for a path no route matches or a missing unit (no soft 404s for crawlers). */
  statusOf: PageStatus;
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

export function createPageServer(app: FastifyInstance, root: string, options: PageServerOptions) {
  // Each page kind gets its own shell: language and direction set, and its chunks, catalogues and (on a
  // unit page) main photo hinted, so they download alongside the entry instead of after it.
  const shells = new TtlLru<RenderedShell>({ ttlMs: 60 * 60_000, maxBytes: 8 * 1024 * 1024 });
  // Read again whenever index.html changes, so a new build served by a running server (a deploy
  // that swaps dist/, the update test) never hands out a shell naming files that are gone.
  let build: {
    stamp: number;
    html: string;
    /** Its inline scripts' hashes for the CSP; shells add no script of their own. */
    scriptHashes: string[];
    hintsFor: ((path: string) => PageHints | null) | null;
    isPage: ((path: string) => boolean) | null;
    code: ShellCode | null;
  } | null = null;
  const currentBuild = () => {
    const indexPath = join(root, 'index.html');
    const stamp = statSync(indexPath).mtimeMs;
    if (build?.stamp !== stamp) {
      const manifestPath = join(root, '.vite/manifest.json');
      const manifest = existsSync(manifestPath)
        ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
        : null;
      const html = readFileSync(indexPath, 'utf8');
      build = {
        stamp,
        html,
        scriptHashes: inlineScriptHashes(html),
        hintsFor: manifest ? createPageHinter(manifest) : null,
        isPage: manifest ? createPageMatcher(manifest) : null,
        code: manifest ? shellCode(manifest) : null,
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

  const renderPage = options.serverRendering ? createPageRenderer(app, root) : async () => null;
  // A rendered page is cached (pages/render.ts) as one object for its lifetime; its finished HTML is
  // built and compressed once per encoding asked for, not on every request.
  const pageBodies = new WeakMap<RenderedPage, Map<Encoding | 'identity', Buffer>>();
  // The hashes of a rendered page's inline scripts (the shell's and its code loader) for its CSP.
  const pageHashes = new WeakMap<RenderedPage, string[]>();
  const pageBody = (page: RenderedPage, encoding: Encoding | null, html: () => string): Buffer => {
    let bodies = pageBodies.get(page);
    if (!bodies) pageBodies.set(page, (bodies = new Map()));
    let body = bodies.get(encoding ?? 'identity');
    if (!body) {
      let identity = bodies.get('identity');
      if (!identity) {
        const text = html();
        pageHashes.set(page, inlineScriptHashes(text));
        identity = Buffer.from(text);
      }
      bodies.set('identity', identity);
      body = encoding ? encode(identity, encoding, false) : identity;
      bodies.set(encoding ?? 'identity', body);
    }
    return body;
  };

  const server = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const { html, hintsFor, code, scriptHashes, isPage } = currentBuild();
    const status = await options.statusOf(path, isPage);
    const hints = hintsFor?.(path) ?? null;
    // No manifest, or a path without a language: the plain index.html (its policy set by static.ts).
    if (!hints) return reply.code(status).header('cache-control', CACHE_REVALIDATE).sendFile('index.html');
    const [cover, page, extra] = await Promise.all([
      hints.unitSlug ? coverOf(hints.unitSlug) : null,
      code ? renderPage(request, path) : null,
      options.headFor?.(path).catch((error: unknown) => {
        request.log.error({ err: error }, 'page head data failed');
        return null;
      }) ?? null,
    ]);
    const withExtra = (shell: string) => (extra ? shell.replace('</head>', `${extra}\n  </head>`) : shell);
    const encoding = acceptedEncodings(request.headers['accept-encoding'])[0] ?? null;
    let body: Buffer;
    if (page && code) {
      body = pageBody(page, encoding, () => withExtra(pageHtml(html, hints, cover, page, code)));
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
    app.setPagePolicy(reply, (page && pageHashes.get(page)) ?? scriptHashes);
    reply
      .code(status)
      .header('cache-control', CACHE_REVALIDATE)
      // A rendered page depends on the visitor's cookies (signed in or not, currency).
      .header('vary', page ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
  /** The inline scripts' hashes of the current index.html, for static.ts to send with the file itself. */
  return Object.assign(server, { shellScriptHashes: () => currentBuild().scriptHashes });
}
