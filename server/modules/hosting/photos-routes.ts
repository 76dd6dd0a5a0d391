import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HostUnitParams,
  HostUnitPhotoAltBody,
  HostUnitPhotoOrderBody,
  HostUnitPhotoParams,
  HostUnitResponse,
  MAX_UNIT_PHOTO_BYTES,
  MAX_UNIT_PHOTOS,
} from '../../../contract/hosting-units';
import { created, ok } from '../../lib/envelope';
import type { MessageKey } from '../../i18n/translate';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { addPhotos } from './photos-upload';
import { deletePhoto, notFound, reorderPhotos, setPhotoAlt } from './photos-service';
import { loadHostUnit } from './unit-view';

/**
 * /hosting/units/{id}/photos…: a host's own unit's photos (contract/hosting-units.ts). Hosts only;
 * the unit is checked against the caller in every query, so another host's unit or photo is a 404.
 * Every write takes an Idempotency-Key and answers the whole unit; a published unit's change reaches
 * guests at once, so the cached catalogue reads are dropped.
 */
export const photosRoutes: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  // Scoped to this plugin: only the upload route reads multipart bodies.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UNIT_PHOTO_BYTES,
      files: MAX_UNIT_PHOTOS,
      fields: 4,
      fieldSize: 1024,
      parts: MAX_UNIT_PHOTOS + 4,
      headerPairs: 200,
    },
  });
  app.addHook('onRequest', app.requireRole('host'));
  const write = idempotent(app);

  const answer = async (request: FastifyRequest, unitId: number, status: string, message: MessageKey) => {
    if (status === 'published') app.publicCache.invalidate('units');
    const unit = await loadHostUnit(app.db, request.locale, callerOf(request).userId, unitId);
    if (!unit) throw notFound();
    return ok(request.t(message), { unit });
  };

  app.post(
    '/units/:id/photos',
    {
      bodyLimit: MAX_UNIT_PHOTOS * MAX_UNIT_PHOTO_BYTES + 1024 * 1024,
      ...write,
      schema: { params: HostUnitParams, response: { 201: HostUnitResponse } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { status } = await addPhotos(request, dir, callerOf(request).userId, id);
      const body = await answer(request, id, status, 'hosting.photos_added');
      reply.code(201);
      return created(body.data.message, { unit: body.data.unit });
    },
  );

  app.put(
    '/units/:id/photos/order',
    {
      ...write,
      schema: { params: HostUnitParams, body: HostUnitPhotoOrderBody, response: { 200: HostUnitResponse } },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = await reorderPhotos(app.db, callerOf(request).userId, id, request.body.ids);
      return answer(request, id, status, 'hosting.photos_saved');
    },
  );

  app.put(
    '/units/:id/photos/:photoId',
    {
      ...write,
      schema: {
        params: HostUnitPhotoParams,
        body: HostUnitPhotoAltBody,
        response: { 200: HostUnitResponse },
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const { status } = await setPhotoAlt(app.db, callerOf(request).userId, id, photoId, request.body);
      return answer(request, id, status, 'hosting.photos_saved');
    },
  );

  app.delete(
    '/units/:id/photos/:photoId',
    { ...write, schema: { params: HostUnitPhotoParams, response: { 200: HostUnitResponse } } },
    async (request) => {
      const { id, photoId } = request.params;
      const { status } = await deletePhoto(app.db, dir, callerOf(request).userId, id, photoId);
      return answer(request, id, status, 'hosting.photo_removed');
    },
  );
};
