import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { MessageKey } from '../../i18n/translate';
import { isDecodableImage } from './photos';

/** What one upload route allows, and the words its refusals use. */
export interface PhotoLimits {
  /** Per photo, in bytes (the multipart plugin's file size limit, said in MB). */
  bytes: number;
  /** In all, counting the photos already kept (`already`). */
  max: number;
  tooMany: MessageKey;
  tooLarge: MessageKey;
}

/** A refusal on the `photos` field, with the limits its message names. */
export const photoError = (
  limits: PhotoLimits,
  code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST',
  status: number,
  key: MessageKey,
) =>
  new AppError(code, status, 'errors.validation', [
    { field: 'photos', messageKey: key, params: { mb: limits.bytes / 1024 / 1024, max: limits.max } },
  ]);

/**
 * Reads the `photos` parts of a multipart body, each checked by its bytes (magic numbers, then sharp
 * must decode it), never by its name or declared type. Stops at the first part past `limits.max` in
 * all, so an oversized batch is refused before anything is encoded. Other parts are drained unread.
 */
export async function readPhotoParts(
  request: FastifyRequest,
  limits: PhotoLimits,
  already = 0,
): Promise<Buffer[]> {
  if (!request.isMultipart())
    throw new AppError('BAD_REQUEST', 415, 'errors.unsupported_media_type', [
      { field: 'photos', messageKey: 'hosting.photos_not_multipart' },
    ]);
  const tooMany = () => photoError(limits, 'VALIDATION_FAILED', 422, limits.tooMany);
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' || part.fieldname !== 'photos') {
        if (part.type === 'file') await part.toBuffer();
        continue;
      }
      const bytes = await part.toBuffer();
      if (!(await isDecodableImage(bytes)))
        throw photoError(limits, 'BAD_REQUEST', 415, 'hosting.photo_type');
      if (already + photos.length + 1 > limits.max) throw tooMany();
      photos.push(bytes);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany();
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw photoError(limits, 'PAYLOAD_TOO_LARGE', 413, limits.tooLarge);
    throw error;
  }
  if (photos.length === 0) throw photoError(limits, 'VALIDATION_FAILED', 422, 'hosting.photos_none');
  return photos;
}
