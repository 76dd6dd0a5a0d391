import { MIN_UNIT_PHOTOS, type UnitStatus } from '../../../contract/hosting-units';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { removePhotoFiles } from './photos-files';
import * as repository from './photos-repository';

/**
 * The rules of a unit's photos besides uploading (photos-upload.ts): order, alt texts, removal. Each
 * write locks the caller's unit first (a unit that is not theirs answers 404 like a missing one) and
 * answers the unit's status, so the route knows whether guests see the change at once.
 */

export const notFound = () => new AppError('NOT_FOUND', 404, 'errors.not_found');

/** A unit in review keeps the photos the operator is looking at: nothing changes until a decision. */
export function writable(status: UnitStatus): void {
  if (status === 'review') throw new AppError('CONFLICT', 409, 'hosting.photos_in_review');
}

async function lockWritable(tx: repository.Tx, hostId: string, unitId: number): Promise<UnitStatus> {
  const unit = await repository.lockOwnedUnit(tx, hostId, unitId);
  if (!unit) throw notFound();
  writable(unit.status);
  return unit.status;
}

/** `ids` must name every photo of the unit exactly once; the first becomes the cover. */
export function reorderPhotos(db: Database, hostId: string, unitId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const status = await lockWritable(tx, hostId, unitId);
    const current = new Set((await repository.photosOf(tx, unitId)).map((photo) => photo.id));
    const distinct = new Set(ids);
    if (distinct.size !== ids.length || ids.length !== current.size || ids.some((id) => !current.has(id)))
      throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
        { field: 'ids', messageKey: 'hosting.photos_order_mismatch' },
      ]);
    await repository.renumber(tx, unitId, ids);
    await repository.touchUnit(tx, unitId);
    return { status };
  });
}

export function setPhotoAlt(
  db: Database,
  hostId: string,
  unitId: number,
  photoId: number,
  alt: { alt_en: string; alt_ar: string },
) {
  return db.transaction(async (tx) => {
    const status = await lockWritable(tx, hostId, unitId);
    if (!(await repository.setAlt(tx, unitId, photoId, alt))) throw notFound();
    await repository.touchUnit(tx, unitId);
    return { status };
  });
}

/**
 * Removes a photo and closes the gap in the order. A published unit keeps at least MIN_UNIT_PHOTOS
 * (the guest gallery's grid needs them): the host adds one first, or pauses the unit. The files go
 * only after the commit, and only when no other row names the key.
 */
export async function deletePhoto(
  db: Database,
  dir: string,
  hostId: string,
  unitId: number,
  photoId: number,
) {
  const { status, key } = await db.transaction(async (tx) => {
    const status = await lockWritable(tx, hostId, unitId);
    const photos = await repository.photosOf(tx, unitId);
    if (!photos.some((photo) => photo.id === photoId)) throw notFound();
    if (status === 'published' && photos.length - 1 < MIN_UNIT_PHOTOS)
      throw new AppError('CONFLICT', 409, 'hosting.photo_not_removed', [
        { field: 'photos', messageKey: 'hosting.photos_min_published', params: { count: MIN_UNIT_PHOTOS } },
      ]);
    const key = await repository.deletePhoto(tx, unitId, photoId);
    if (key === null) throw notFound();
    const rest = photos.filter((photo) => photo.id !== photoId).map((photo) => photo.id);
    await repository.renumber(tx, unitId, rest);
    await repository.touchUnit(tx, unitId);
    return { status, key };
  });
  if (!(await repository.keyInUse(db, key))) removePhotoFiles(dir, [key]);
  return { status };
}
