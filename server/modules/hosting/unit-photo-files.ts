import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parsePhotoFileName, PHOTO_FORMATS, PHOTO_WIDTHS, photoFileName } from '../../tools/photos/render';

/**
 * Hosts' photos on disk. Each photo is stored once, as every variant the guest pages ask for (the
 * widths and formats of tools/photos/render.ts, made by properties/photos.ts), in one flat folder
 * `<uploads>/units/` named `<key>-<width>.<format>`, the same names as the drawn seed photos. They
 * live outside `${DATA_DIR}/media/<version>` because a new media version deletes the old folder: the
 * drawings can be drawn again, a host's photo cannot. /media finds them through `uploadedPhotos`.
 */
export const unitPhotosDir = (uploadsRoot: string): string => join(uploadsRoot, 'units');

/**
 * `hp-` then 16 hex digits, the hosts' photo key format (the editor's uploads use the same): no seed
 * drawing is named so, and a random key is never reused, so a file's bytes never change under its URL.
 */
export function newPhotoKey(): string {
  return `hp-${randomBytes(8).toString('hex')}`;
}

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

/**
 * The media plugin's fallback for a file it has not got: a host photo is copied from the hosts'
 * folder into the current media folder (under a temporary name, then renamed), then served like any
 * other. Anything else answers false (404).
 */
export function uploadedPhotos(uploadsRoot: string, mediaDir: string) {
  return async (fileName: string): Promise<boolean> => {
    if (!/^hp-[0-9a-f]{16}$/.test(parsePhotoFileName(fileName)?.key ?? '')) return false;
    const source = join(unitPhotosDir(uploadsRoot), fileName);
    if (!existsSync(source)) return false;
    mkdirSync(mediaDir, { recursive: true });
    const temp = join(mediaDir, `.${fileName}.${process.pid}.tmp`);
    copyFileSync(source, temp);
    renameSync(temp, join(mediaDir, fileName));
    return true;
  };
}
