import type { FastifyRequest } from 'fastify';
import { MAX_UNIT_PHOTO_BYTES, MAX_UNIT_PHOTOS } from '../../../contract/hosting-units';
import { AppError } from '../../lib/app-error';
import type { MessageKey } from '../../i18n/translate';
import { isDecodableImage } from '../properties/photos';
import { createStaging, newPhotoKey, removePhotoFiles } from './photos-files';
import * as repository from './photos-repository';
import { notFound, writable } from './photos-service';

const photoError = (
  code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST',
  status: number,
  key: MessageKey,
) =>
  new AppError(code, status, 'errors.validation', [
    {
      field: 'photos',
      messageKey: key,
      params: { mb: MAX_UNIT_PHOTO_BYTES / 1024 / 1024, max: MAX_UNIT_PHOTOS },
    },
  ]);

const tooMany = () => photoError('VALIDATION_FAILED', 422, 'hosting.photos_too_many');

/**
 * Reads the `photos` parts, each checked by its bytes (magic numbers, then sharp must decode it),
 * never by its name or declared type. Stops at the first part that would pass MAX_UNIT_PHOTOS in
 * all, so an oversized batch is refused before anything is encoded.
 */
async function readPhotos(request: FastifyRequest, already: number): Promise<Buffer[]> {
  if (!request.isMultipart())
    throw new AppError('BAD_REQUEST', 415, 'errors.unsupported_media_type', [
      { field: 'photos', messageKey: 'hosting.photos_not_multipart' },
    ]);
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' || part.fieldname !== 'photos') {
        if (part.type === 'file') await part.toBuffer();
        continue;
      }
      const bytes = await part.toBuffer();
      if (!(await isDecodableImage(bytes))) throw photoError('BAD_REQUEST', 415, 'hosting.photo_type');
      if (already + photos.length + 1 > MAX_UNIT_PHOTOS) throw tooMany();
      photos.push(bytes);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany();
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw photoError('PAYLOAD_TOO_LARGE', 413, 'hosting.photo_too_large');
    throw error;
  }
  if (photos.length === 0) throw photoError('VALIDATION_FAILED', 422, 'hosting.photos_none');
  return photos;
}

/**
 * Adds photos after the unit's last one. The files are encoded into a staging folder first; the rows
 * go in inside one transaction holding the unit's lock, and the files are moved in just before it
 * commits. Any failure removes whatever was written, so no row lacks its files and no file its row.
 * Answers the unit's status (a published unit's change is live at once).
 */
export async function addPhotos(
  request: FastifyRequest,
  dir: string,
  hostId: string,
  unitId: number,
): Promise<{ status: string }> {
  const db = request.server.db;
  const state = await repository.ownedUnitState(db, hostId, unitId);
  if (!state) throw notFound();
  writable(state.status);
  const photos = await readPhotos(request, state.photos);
  const keys = photos.map(() => newPhotoKey());
  const staging = createStaging(dir);
  let promoted = false;
  try {
    // One at a time: each encode keeps a core busy, and the machine serves others meanwhile.
    for (const [i, bytes] of photos.entries()) await staging.add(bytes, keys[i]!);
    return await db.transaction(async (tx) => {
      const unit = await repository.lockOwnedUnit(tx, hostId, unitId);
      if (!unit) throw notFound();
      writable(unit.status);
      const count = (await repository.photosOf(tx, unitId)).length;
      if (count + keys.length > MAX_UNIT_PHOTOS) throw tooMany();
      await repository.appendPhotos(tx, unitId, keys);
      await repository.touchUnit(tx, unitId);
      promoted = true;
      staging.promote();
      return { status: unit.status };
    });
  } catch (error) {
    if (promoted) removePhotoFiles(dir, keys);
    throw error;
  } finally {
    staging.discard();
  }
}
