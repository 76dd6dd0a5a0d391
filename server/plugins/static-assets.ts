import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TtlLru } from '../lib/ttl-lru';
import { acceptedEncodings, CACHE_IMMUTABLE } from './static-paths';

/** What `vite build` writes to assets/: flat, content-hashed file names. */
const ASSET_NAME = /^[\w.-]+\.(js|css|woff2|svg|png|webp|avif)$/;
const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
/** Text assets have .br and .gz twins beside them (vite.config.ts precompress). */
const COMPRESSIBLE = new Set(['js', 'css', 'svg']);

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Serves the build's hashed assets from memory. A page's first load asks for 60–90 of them at once;
 * read from disk through @fastify/static each cost about a millisecond of the server's CPU (stat,
 * encoding lookup, stream), which on a small machine competes with the very browser loading them.
 * The names change with their content, so a cached copy never goes stale; a rebuild only adds names.
 */
export function registerAssetCache(app: FastifyInstance, root: string): void {
  const files = new TtlLru<Buffer | null>({ ttlMs: 60 * 60_000, maxBytes: 64 * 1024 * 1024 });

  const load = async (name: string, encoding: Encoding): Promise<Buffer | null> => {
    const key = `${name}|${encoding}`;
    const known = files.get(key);
    if (known !== undefined) return known;
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
    const body = await readFile(join(root, 'assets', name + suffix)).catch(() => null);
    files.set(key, 'asset', body, (body?.length ?? 0) + key.length);
    return body;
  };

  const serve = async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    const { name } = request.params;
    const ext = ASSET_NAME.exec(name)?.[1];
    // Any other kind of file the build may emit one day is still served, from disk.
    if (!ext) return /^\w[\w.-]*$/.test(name) ? reply.sendFile(`assets/${name}`) : reply.callNotFound();
    const preferred = COMPRESSIBLE.has(ext) ? acceptedEncodings(request.headers['accept-encoding']) : [];
    for (const encoding of [...preferred, 'identity' as const]) {
      const body = await load(name, encoding);
      if (!body) continue;
      reply
        .code(200)
        .header('cache-control', CACHE_IMMUTABLE)
        .type(TYPES[ext] ?? 'application/octet-stream');
      if (COMPRESSIBLE.has(ext)) reply.header('vary', 'Accept-Encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body);
    }
    return reply.callNotFound();
  };

  app.get<{ Params: { name: string } }>('/assets/:name', serve);
}
