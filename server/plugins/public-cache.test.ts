import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nPlugin } from './i18n';
import { createPublicCache, publicCachePlugin, publicRead, type PublicCacheOptions } from './public-cache';

/** The plugin as app.ts wires it: after compress, in the same scope. */
async function appWith(options: PublicCacheOptions, routes: (app: FastifyInstance) => void) {
  const app = Fastify();
  const store = createPublicCache(options);
  await app.register(i18nPlugin);
  await app.register(fastifyCompress, { threshold: 16 });
  await app.register(publicCachePlugin, { store });
  routes(app);
  await app.ready();
  return { app, store };
}

describe('publicCachePlugin', () => {
  let reads = 0;
  let gate: Promise<void> = Promise.resolve();
  let t: Awaited<ReturnType<typeof appWith>>;

  beforeAll(async () => {
    t = await appWith({ ttlMs: 60_000 }, (app) => {
      const querystring = { type: 'object' };
      app.get('/api/count', { config: publicRead('test'), schema: { querystring } }, async () => {
        const seen = ++reads;
        await gate;
        return { seen, padding: 'x'.repeat(64) };
      });
      app.get('/api/personal', { config: publicRead('test') }, async (_request, reply) => {
        reply.header('set-cookie', 'a=b');
        return { seen: ++reads };
      });
      app.get('/api/plain', async () => ({ seen: ++reads }));
      app.get('/api/n', { config: publicRead('test') }, async () => ({ seen: ++reads }));
    });
  });
  afterAll(() => t.app.close());

  const seen = async (url: string) => (await t.app.inject({ url })).json<{ seen: number }>().seen;

  it('runs the handler once per key until invalidated', async () => {
    t.store.invalidate();
    const first = await seen('/api/count?a=1');
    expect(await seen('/api/count?a=1')).toBe(first);
    expect(await seen('/api/count?a=2')).toBe(first + 1);
    t.store.invalidate('other-scope');
    expect(await seen('/api/count?a=1')).toBe(first);
    t.store.invalidate('test');
    expect(await seen('/api/count?a=1')).toBe(first + 2);
  });

  it('does not store an answer read before an invalidate that happened while it was computed', async () => {
    t.store.invalidate();
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const slow = t.app.inject({ url: '/api/count?race' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    t.store.invalidate('test');
    open();
    const stale = (await slow).json<{ seen: number }>().seen;
    expect(await seen('/api/count?race')).toBe(stale + 1);
  });

  it('keeps the compressed bytes per Accept-Encoding, identical to a live compression', async () => {
    t.store.invalidate();
    const get = (encoding?: string) =>
      t.app.inject({ url: '/api/count?z', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get();
    const [gzipLive, gzipCached, brLive, brCached] = [
      await get('gzip'),
      await get('gzip'),
      await get('br, gzip'),
      await get('br, gzip'),
    ];
    expect(gzipLive.headers['content-encoding']).toBe('gzip');
    expect(brLive.headers['content-encoding']).toBe('br');
    expect(gzipCached.rawPayload.equals(gzipLive.rawPayload)).toBe(true);
    expect(brCached.rawPayload.equals(brLive.rawPayload)).toBe(true);
    expect(brCached.headers.vary).toBe(brLive.headers.vary);
    expect(brCached.headers.vary).toBe('Accept-Language, currency, accept-encoding');
    expect(JSON.parse((await get()).body)).toEqual(JSON.parse(plain.body));
    expect(t.store.stats.entries).toBe(1);
  });

  it('ignores the query string of a route whose schema declares none', async () => {
    t.store.invalidate();
    const first = await seen('/api/n?utm_source=a');
    expect(await seen('/api/n?utm_source=b')).toBe(first);
    expect(await seen('/api/n')).toBe(first);
  });

  it('never stores a reply that sets a cookie, and leaves routes that did not opt in alone', async () => {
    const personal = await seen('/api/personal');
    expect(await seen('/api/personal')).toBe(personal + 1);
    const plain = await seen('/api/plain');
    expect(await seen('/api/plain')).toBe(plain + 1);
  });

  it('expires entries after the TTL', async () => {
    let n = 0;
    const short = await appWith({ ttlMs: 20 }, (app) => {
      app.get('/api/n', { config: publicRead('test') }, async () => ({ n: ++n }));
    });
    expect((await short.app.inject({ url: '/api/n' })).json()).toEqual({ n: 1 });
    expect((await short.app.inject({ url: '/api/n' })).json()).toEqual({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await short.app.inject({ url: '/api/n' })).json()).toEqual({ n: 2 });
    await short.app.close();
  });
});
