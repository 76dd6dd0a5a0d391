import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parsePhotoFileName,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  photoFileName,
  renderPhoto,
  renderWidths,
} from './render';

/**
 * Bump when a drawing or an encoder setting changes. It names the folder under `${DATA_DIR}/media`
 * and the URL segment `/media/<version>/…`, so browsers holding year-long copies fetch new files.
 */
import { MEDIA_VERSION } from '../../../contract/media';

/** Bump MEDIA_VERSION (contract/media.ts) when a drawing or encoder setting changes. */
export const PHOTOS_VERSION = MEDIA_VERSION;
const MANIFEST = 'manifest.json';

export interface PhotoStore {
  /** Folder holding this version's files. */
  readonly dir: string;
  /** Makes one variant if it is a known key's and not on disk yet; false when it can't exist. */
  ensure(fileName: string): Promise<boolean>;
  /**
   * Makes every missing variant of every key, then writes the manifest; skipped when it matches.
   * An aborted signal stops it between keys (shutdown waits for one key at most).
   */
  generateAll(signal?: AbortSignal): Promise<{ generated: number; skipped: boolean; ms: number }>;
}

/**
 * Photos on disk under `<root>/<PHOTOS_VERSION>/`. Older version folders are removed by generateAll.
 * Writes go to a temporary name and are renamed, so a reader never sees half a file.
 */
export function createPhotoStore(root: string, keys: readonly string[]): PhotoStore {
  const dir = join(root, PHOTOS_VERSION);
  const known = new Set(keys);
  const inFlight = new Map<string, Promise<boolean>>();
  const manifest = JSON.stringify({
    version: PHOTOS_VERSION,
    widths: PHOTO_WIDTHS,
    formats: PHOTO_FORMATS,
    keys,
  });

  const write = (name: string, data: Buffer) => {
    const temp = join(dir, `.${name}.${process.pid}.tmp`);
    writeFileSync(temp, data);
    renameSync(temp, join(dir, name));
  };

  // Two callers asking for the same missing file (a page's srcset and a prefetch) share one render.
  const once = (name: string, make: () => Promise<boolean>): Promise<boolean> => {
    const pending = inFlight.get(name);
    if (pending) return pending;
    const job = make().finally(() => inFlight.delete(name));
    inFlight.set(name, job);
    return job;
  };

  const ensure = (name: string): Promise<boolean> => {
    const parsed = parsePhotoFileName(name);
    if (!parsed || !known.has(parsed.key)) return Promise.resolve(false);
    if (existsSync(join(dir, name))) return Promise.resolve(true);
    return once(name, async () => {
      const data = await renderPhoto(parsed.key, parsed.width, parsed.format);
      if (!data) return false;
      mkdirSync(dir, { recursive: true });
      write(name, data);
      return true;
    });
  };

  const generateAll = async (signal?: AbortSignal) => {
    const started = performance.now();
    const manifestPath = join(dir, MANIFEST);
    if (existsSync(manifestPath) && readFileSync(manifestPath, 'utf8') === manifest)
      return { generated: 0, skipped: true, ms: 0 };
    mkdirSync(dir, { recursive: true });
    for (const entry of readdirSync(root))
      if (entry !== PHOTOS_VERSION) rmSync(join(root, entry), { recursive: true, force: true });
    let generated = 0;
    // WebP for every key first: it is what every page shows, AVIF only serves covers.
    for (const format of PHOTO_FORMATS)
      for (const key of keys) {
        if (signal?.aborted)
          return { generated, skipped: false, ms: Math.round(performance.now() - started) };
        const names = PHOTO_WIDTHS.map((width) => photoFileName(key, width, format));
        if (names.every((name) => existsSync(join(dir, name)))) continue;
        for (const [name, data] of (await renderWidths(key, format)) ?? []) {
          if (existsSync(join(dir, name))) continue;
          write(name, data);
          generated += 1;
        }
      }
    writeFileSync(manifestPath, manifest);
    return { generated, skipped: false, ms: Math.round(performance.now() - started) };
  };

  return { dir, ensure, generateAll };
}
