import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { seedImageKeys } from './keys';
import {
  heightFor,
  parsePhotoFileName,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  renderPhoto,
  renderWidths,
} from './render';
import { photoSvg } from './scenes';
import { createPhotoStore, PHOTOS_VERSION } from './store';

describe('photo generator', () => {
  const root = mkdtempSync(join(tmpdir(), 'sakan-media-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('draws a scene for every key the seed writes', () => {
    const keys = seedImageKeys();
    expect(keys).toContain('villa-01');
    expect(keys).toContain('city-cairo');
    expect(keys).toContain('investment-zamalek-nile-flats');
    expect(keys.filter((key) => photoSvg(key) === null)).toEqual([]);
  });

  it('makes every width in every format at 16:10', async () => {
    for (const key of ['villa-03', 'desert-camp-07'])
      for (const format of PHOTO_FORMATS) {
        const files = await renderWidths(key, format);
        expect([...(files?.keys() ?? [])]).toEqual(PHOTO_WIDTHS.map((w) => `${key}-${w}.${format}`));
        for (const [name, data] of files ?? []) {
          const meta = await sharp(data).metadata();
          const width = parsePhotoFileName(name)?.width ?? 0;
          expect(meta.format === 'heif' ? 'avif' : meta.format, name).toBe(format);
          expect([meta.width, meta.height], name).toEqual([width, heightFor(width)]);
        }
      }
  }, 30_000);

  it('gives the same bytes for the same key and different pictures for different keys', async () => {
    const a = await renderPhoto('chalet-02', 320, 'webp');
    expect(a?.equals((await renderPhoto('chalet-02', 320, 'webp')) ?? Buffer.alloc(0))).toBe(true);
    expect(photoSvg('chalet-02')).not.toBe(photoSvg('chalet-03'));
  });

  it('makes a missing file on demand, only for known keys and widths', async () => {
    const store = createPhotoStore(root, ['studio-04']);
    expect(store.dir).toBe(join(root, PHOTOS_VERSION));
    const [first, second] = await Promise.all([
      store.ensure('studio-04-640.webp'),
      store.ensure('studio-04-640.webp'),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(readdirSync(store.dir)).toEqual(['studio-04-640.webp']);
    expect(await store.ensure('studio-05-640.webp')).toBe(false);
    expect(await store.ensure('studio-04-500.webp')).toBe(false);
    expect(await store.ensure('../studio-04-640.webp')).toBe(false);
  });

  it('generates everything once, writes a manifest and clears older versions', async () => {
    const store = createPhotoStore(root, ['farm-stay-01']);
    const stale = createPhotoStore(join(root, 'x'), []);
    expect(stale.dir).not.toBe(store.dir);
    const first = await store.generateAll();
    expect(first.skipped).toBe(false);
    // The on-demand file of the test above belongs to another key and stays; 12 new variants.
    expect(first.generated).toBe(PHOTO_WIDTHS.length * PHOTO_FORMATS.length);
    expect(readdirSync(store.dir)).toContain('manifest.json');
    expect((await store.generateAll()).skipped).toBe(true);
  }, 30_000);
});
