import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGE_PHOTO_BYTES,
  MESSAGE_PHOTOS_MAX,
  PhotoFileParams,
  PhotosResponse,
} from '../../../contract/messages';
import { AppError } from '../../lib/app-error';
import { created } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { newMessagePhotoKey, readPhotos, removePhoto, storePhoto } from './photos';
import { canSeePhoto, recordUpload } from './photos-repository';
import { photoOf } from './views';

export interface PhotoRoutesOptions {
  /** `<uploads>/messages`: message photos, private to their threads. */
  dir: string;
}

export const photoNotFound = () => new AppError('NOT_FOUND', 404, 'messages.photo_not_found');

/** Sends a stored width of a photo the caller may see (checked by the caller). */
export async function photoBytes(dir: string, file: string): Promise<Buffer> {
  const bytes = await readFile(join(dir, file)).catch(() => null);
  if (!bytes) throw photoNotFound();
  return bytes;
}

/**
 * /messages/photos: anyone signed in uploads photos for a message they are about to send (the keys
 * then go in the message), and reads the photos of their own threads. Uploads take an
 * Idempotency-Key like every retryable write: an outbox replay gets the same keys back.
 */
export const messagePhotoRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (app, { dir }) => {
  // Scoped to this plugin: only the upload reads multipart bodies.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MESSAGE_PHOTO_BYTES,
      files: MESSAGE_PHOTOS_MAX,
      fields: 4,
      fieldSize: 1024,
      parts: MESSAGE_PHOTOS_MAX + 4,
      headerPairs: 200,
    },
  });
  app.addHook('onRequest', app.requireAuth);

  app.post(
    '/messages/photos',
    {
      bodyLimit: MESSAGE_PHOTOS_MAX * MESSAGE_PHOTO_BYTES + 1024 * 1024,
      ...idempotent(app),
      schema: { response: { 201: PhotosResponse } },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const photos = await readPhotos(request);
      const keys: string[] = [];
      try {
        // One at a time: each encode keeps a core busy, and the machine serves others meanwhile.
        for (const bytes of photos) {
          const key = newMessagePhotoKey();
          keys.push(key);
          await storePhoto(bytes, dir, key);
        }
        await app.db.transaction(async (tx) => {
          for (const key of keys) await recordUpload(tx, key, userId);
        });
      } catch (error) {
        for (const key of keys) removePhoto(dir, key);
        throw error;
      }
      reply.code(201);
      return created(request.t('messages.photos_uploaded'), { photos: keys.map(photoOf) });
    },
  );

  app.get('/messages/photos/:file', { schema: { params: PhotoFileParams } }, async (request, reply) => {
    const { file } = request.params;
    const key = file.replace(/-\d+\.webp$/, '');
    if (!(await canSeePhoto(app.db, callerOf(request).userId, key))) throw photoNotFound();
    const bytes = await photoBytes(dir, file);
    return reply.type('image/webp').header('cache-control', 'private, no-store').send(bytes);
  });
};
