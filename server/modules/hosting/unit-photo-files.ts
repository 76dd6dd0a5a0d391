import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoFileName } from '../../tools/photos/render';
import { newPhotoKey } from './photos-files';

/**
 * Hosts' photos on disk. Each photo is stored once, as every variant the guest pages ask for (the
 * widths and formats of tools/photos/render.ts, made by properties/photos.ts), in one flat folder
 * `<uploads>/units/` named `<key>-<width>.<format>`, the same names as the drawn seed photos. They
 * live outside `${DATA_DIR}/media/<version>` because a new media version deletes the old folder: the
 * drawings can be drawn again, a host's photo cannot. /media serves them from there (its uploadedDir).
 */
export const unitPhotosDir = (uploadsRoot: string): string => join(uploadsRoot, 'units');

/**
 * Copies a submission's stored photos (`<uploads>/properties/<reference>/<name>-<w>.<f>`) under new
 * keys into the hosts' folder; returns the keys in the submission's order. A photo with a variant
 * missing on disk is left out rather than shown broken. `undo` removes what was copied, for a caller
 * whose transaction then fails.
 */
export function copySubmissionPhotos(
  uploadsRoot: string,
  reference: string,
  names: readonly string[],
): { keys: string[]; undo: () => void } {
  const from = join(uploadsRoot, 'properties', reference);
  const to = unitPhotosDir(uploadsRoot);
  mkdirSync(to, { recursive: true });
  const written: string[] = [];
  const keys: string[] = [];
  const undo = () => written.forEach((file) => rmSync(file, { force: true }));
  try {
    for (const name of names) {
      const variants = PHOTO_FORMATS.flatMap((format) => PHOTO_WIDTHS.map((width) => ({ format, width })));
      if (!variants.every(({ format, width }) => existsSync(join(from, photoFileName(name, width, format)))))
        continue;
      const key = newPhotoKey();
      for (const { format, width } of variants) {
        const target = join(to, photoFileName(key, width, format));
        copyFileSync(join(from, photoFileName(name, width, format)), target);
        written.push(target);
      }
      keys.push(key);
    }
  } catch (error) {
    undo();
    throw error;
  }
  return { keys, undo };
}
