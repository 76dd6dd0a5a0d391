import type { FastifyRequest } from 'fastify';
import { MAX_UNIT_PHOTO_BYTES, MAX_UNIT_PHOTOS } from '../../../contract/hosting-units';
import { photoError, readPhotoParts, type PhotoLimits } from '../properties/photo-parts';
import { createStaging, newPhotoKey, removePhotoFiles } from './photos-files';
import * as repository from './photos-repository';
import { notFound, writable } from './photos-service';

const LIMITS: PhotoLimits = {
  bytes: MAX_UNIT_PHOTO_BYTES,
  max: MAX_UNIT_PHOTOS,
  tooMany: 'hosting.photos_too_many',
  tooLarge: 'hosting.photo_too_large',
};
const tooMany = () => photoError(LIMITS, 'VALIDATION_FAILED', 422, LIMITS.tooMany);

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
  const photos = await readPhotoParts(request, LIMITS, state.photos);
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
