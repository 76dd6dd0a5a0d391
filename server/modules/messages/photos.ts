import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { MESSAGE_PHOTO_BYTES, MESSAGE_PHOTO_WIDTHS, MESSAGE_PHOTOS_MAX } from '../../../contract/messages';
import { readPhotoParts, type PhotoLimits } from '../properties/photo-parts';

/**
 * Message photos: checked by their bytes like every upload (properties/photos.ts), re-encoded by sharp
 * (upright, no metadata: a phone photo's location does not travel), kept in their own proportions at
 * the two widths a thread shows, under `<uploads>/messages/`. They are private: never under /media,
 * only through the messages routes, which check the reader takes part in the thread.
 */

const MAX_PIXELS = 50_000_000;
export const newMessagePhotoKey = () => `mp-${randomBytes(16).toString('hex')}`;

const LIMITS: PhotoLimits = {
  bytes: MESSAGE_PHOTO_BYTES,
  max: MESSAGE_PHOTOS_MAX,
  tooMany: 'messages.photos_too_many',
  tooLarge: 'messages.photo_too_large',
};

/** The `photos` parts of a multipart body, each a decodable image; at most MESSAGE_PHOTOS_MAX. */
export const readPhotos = (request: FastifyRequest) => readPhotoParts(request, LIMITS);

export const photoFile = (key: string, width: number) => `${key}-${width}.webp`;

/** Writes a photo's widths (under temporary names first, so a reader never sees half a file). */
export async function storePhoto(bytes: Buffer, dir: string, key: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const width of MESSAGE_PHOTO_WIDTHS) {
    const encoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    const temp = join(dir, `.${photoFile(key, width)}.tmp`);
    writeFileSync(temp, encoded);
    renameSync(temp, join(dir, photoFile(key, width)));
  }
}

export function removePhoto(dir: string, key: string): void {
  for (const width of MESSAGE_PHOTO_WIDTHS) rmSync(join(dir, photoFile(key, width)), { force: true });
}
