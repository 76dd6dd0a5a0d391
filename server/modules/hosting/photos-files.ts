import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoFileName } from '../../tools/photos/render';
import { storeVariants } from '../properties/photos';

/**
 * Hosts' photo files under the unit photos folder: every width and format the guest pages ask for
 * (`<key>-<width>.<webp|avif>`, the same names as the generated seed photos), so a host's photo is
 * shown by ResponsiveImage exactly like a seed one. Keys are random and never reused, so a file's
 * bytes never change under its URL (the media route caches them as immutable).
 */

/** `hp-` then 16 hex digits: cannot collide with a seed key (those are drawing names like `villa-03`). */
const HOST_KEY = /^hp-[0-9a-f]{16}$/;
export const newPhotoKey = (): string => `hp-${randomBytes(8).toString('hex')}`;
export const isHostPhotoKey = (key: string): boolean => HOST_KEY.test(key);

export const variantNames = (key: string): string[] =>
  PHOTO_FORMATS.flatMap((format) => PHOTO_WIDTHS.map((width) => photoFileName(key, width, format)));

/**
 * A staging folder beside the photos (same file system, so moving in is a rename). Photos are
 * encoded into it first; only once every one of them is encoded are they moved in.
 */
export function createStaging(dir: string) {
  const staging = join(dir, `.staging-${randomUUID()}`);
  mkdirSync(staging, { recursive: true });
  return {
    /** Re-encoded by sharp (upright, 16:10, no metadata: EXIF and GPS tags are not carried over). */
    add: (bytes: Buffer, key: string) => storeVariants(bytes, staging, key),
    /** Moves every staged file into the photos folder. */
    promote: () => {
      for (const name of readdirSync(staging)) renameSync(join(staging, name), join(dir, name));
    },
    discard: () => rmSync(staging, { recursive: true, force: true }),
  };
}

/** Removes a photo's files; a file already gone is no error. */
export function removePhotoFiles(dir: string, keys: readonly string[]): void {
  for (const key of keys) {
    if (!isHostPhotoKey(key)) continue;
    for (const name of variantNames(key)) rmSync(join(dir, name), { force: true });
  }
}
