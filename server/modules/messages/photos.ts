import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { MESSAGE_PHOTO_BYTES, MESSAGE_PHOTO_WIDTHS, MESSAGE_PHOTOS_MAX } from '../../../contract/messages';
import { AppError } from '../../lib/app-error';
import type { MessageKey } from '../../i18n/translate';
import { isDecodableImage } from '../properties/photos';

/**
 * Message photos: checked by their bytes like every upload (properties/photos.ts), re-encoded by sharp
 * (upright, no metadata: a phone photo's location does not travel), kept in their own proportions at
 * the two widths a thread shows, under `<uploads>/messages/`. They are private: never under /media,
 * only through the messages routes, which check the reader takes part in the thread.
 */

const MAX_PIXELS = 50_000_000;
export const newMessagePhotoKey = () => `mp-${randomBytes(16).toString('hex')}`;

const photoError = (
  code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST',
  status: number,
  key: MessageKey,
) =>
  new AppError(code, status, 'errors.validation', [
    {
      field: 'photos',
      messageKey: key,
      params: { mb: MESSAGE_PHOTO_BYTES / 1024 / 1024, max: MESSAGE_PHOTOS_MAX },
    },
  ]);

/** The `photos` parts of a multipart body, each a decodable image; at most MESSAGE_PHOTOS_MAX. */
export async function readPhotos(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 415, 'errors.unsupported_media_type', [
      { field: 'photos', messageKey: 'hosting.photos_not_multipart' },
    ]);
  }
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' || part.fieldname !== 'photos') {
        if (part.type === 'file') await part.toBuffer();
        continue;
      }
      const bytes = await part.toBuffer();
      if (!(await isDecodableImage(bytes))) throw photoError('BAD_REQUEST', 415, 'hosting.photo_type');
      if (photos.length >= MESSAGE_PHOTOS_MAX)
        throw photoError('VALIDATION_FAILED', 422, 'messages.photos_too_many');
      photos.push(bytes);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw photoError('VALIDATION_FAILED', 422, 'messages.photos_too_many');
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw photoError('PAYLOAD_TOO_LARGE', 413, 'messages.photo_too_large');
    throw error;
  }
  if (photos.length === 0) throw photoError('VALIDATION_FAILED', 422, 'hosting.photos_none');
  return photos;
}

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
