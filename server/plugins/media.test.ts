import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 fake', 'latin1');

describe('media route', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sakan-media-route-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'villa-01-640.webp'), WEBP);
  writeFileSync(join(dir, 'villa-01-640.avif'), WEBP);
  const produced: string[] = [];
  const t = useTestApp({
    seed: false,
    media: {
      mediaDir: dir,
      version: 'p9',
      // Stands in for the photo store: makes one known file, refuses the rest.
      produce: async (name) => {
        produced.push(name);
        if (name !== 'villa-02-320.webp') return false;
        writeFileSync(join(dir, name), WEBP);
        return true;
      },
    },
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves a versioned photo with its type and a year of caching', async () => {
    const res = await get('/media/p9/villa-01-640.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe(String(WEBP.length));
    expect(res.rawPayload.equals(WEBP)).toBe(true);
    expect((await get('/media/p9/villa-01-640.avif')).headers['content-type']).toBe('image/avif');
  });

  it('keeps the unversioned alias for a day only', async () => {
    const res = await get('/media/villa-01-640.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('makes a missing photo on its first request', async () => {
    const res = await get('/media/p9/villa-02-320.webp');
    expect(res.statusCode).toBe(200);
    expect(produced).toContain('villa-02-320.webp');
  });

  it('answers a plain 404, never the app shell, for anything else', async () => {
    for (const url of [
      '/media/p9/villa-09-320.webp',
      '/media/p1/villa-01-640.webp',
      '/media/p9/%2e%2e%2fvilla-01-640.webp',
      '/media/p9/villa-01-640.png',
      '/media/a/b/c',
      '/media/nothing',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain|application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
