import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  MAX_PROPERTY_PHOTO_BYTES,
  MAX_PROPERTY_PHOTOS,
  PropertySubmission,
} from '../../../contract/properties';
import { AppError } from '../../lib/app-error';
import { newReference } from '../../lib/reference';
import { isDecodableImage, storeVariants } from './photos';
import * as repository from './repository';

const validate = validatorCompiler({
  schema: PropertySubmission,
  method: 'POST',
  url: '/properties',
  httpPart: 'body',
});

const photoError = (
  messageKey: 'properties.photo_type' | 'properties.photo_too_large' | 'properties.too_many_photos',
  status: number,
) =>
  new AppError(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', status, 'errors.validation', [
    {
      field: 'photos',
      messageKey,
      params: { mb: MAX_PROPERTY_PHOTO_BYTES / 1024 / 1024, count: MAX_PROPERTY_PHOTOS },
    },
  ]);

/** Reads the form: the `data` part as JSON, and every `photos` part as bytes (checked by content). */
export async function readForm(request: FastifyRequest): Promise<{ data: unknown; photos: Buffer[] }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 415, 'properties.not_multipart');
  let data: unknown;
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'data') {
          try {
            data = JSON.parse(String(part.value));
          } catch {
            data = null;
          }
        }
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'photos') continue;
      if (!(await isDecodableImage(bytes))) throw photoError('properties.photo_type', 422);
      photos.push(bytes);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw photoError('properties.too_many_photos', 413);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoError('properties.photo_too_large', 413);
    throw error;
  }
  return { data, photos };
}

/**
 * Stores an owner's request as `submitted`: the details checked against the contract and the
 * catalogue's cities and categories, each photo re-encoded (photos.ts) under
 * `<uploadsDir>/<reference>/`, then the row, then the receipt mail. A failure after the photos are
 * written removes them, so nothing is left half-stored.
 */
export async function submitProperty(
  request: FastifyRequest,
  uploadsDir: string,
  form: { data: unknown; photos: Buffer[] },
  userId: string | null,
): Promise<{ reference: string; photos: number }> {
  if (form.data === undefined)
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'data', messageKey: 'properties.data_missing' },
    ]);
  const checked = validate(form.data) as { error?: unknown; value?: PropertySubmission };
  if (checked.error) {
    request.body = form.data;
    throw Object.assign(new Error('invalid property'), {
      validation: checked.error,
      validationContext: 'body',
      statusCode: 422,
    });
  }
  const input = (checked as { value: PropertySubmission }).value;
  const db = request.server.db;
  const place = await repository.findPlace(db, input.city, input.category);
  const unknown = [
    ...(place.cityId === null ? [{ field: 'city', messageKey: 'validation.unknown_city' as const }] : []),
    ...(place.categoryId === null
      ? [{ field: 'category', messageKey: 'validation.unknown_category' as const }]
      : []),
  ];
  if (unknown.length > 0 || place.cityId === null || place.categoryId === null)
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', unknown);

  const reference = newReference('P');
  const dir = join(uploadsDir, reference);
  const names = form.photos.map((_, i) => `photo-${i + 1}`);
  try {
    // One at a time: each encode keeps a core busy, and the machine serves others meanwhile.
    for (const [i, bytes] of form.photos.entries()) await storeVariants(bytes, dir, names[i]!);
    await repository.insertSubmission(db, {
      reference,
      ownerName: input.owner_name,
      ownerEmail: input.owner_email.toLowerCase(),
      ownerPhone: input.owner_phone,
      cityId: place.cityId,
      categoryId: place.categoryId,
      bedrooms: input.bedrooms,
      guests: input.guests,
      address: input.address,
      description: input.description,
      locale: request.locale,
      photos: names,
      ip: request.ip,
      userId,
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  void request.server.mailer
    .send({
      to: input.owner_email,
      locale: request.locale,
      template: 'property_submitted',
      params: { name: input.owner_name, reference, photos: names.length },
    })
    .catch((err: unknown) => request.log.error({ err, reference }, 'sending the listing receipt failed'));
  return { reference, photos: names.length };
}
