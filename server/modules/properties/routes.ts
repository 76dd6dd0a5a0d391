import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_PROPERTY_PHOTO_BYTES,
  MAX_PROPERTY_PHOTOS,
  PropertySubmissionResponse,
} from '../../../contract/properties';
import { created } from '../../lib/envelope';
import { idempotent } from '../../plugins/idempotency';
import { perIpLimit } from '../../plugins/rate-limit';
import { readForm, submitProperty } from './service';

export interface PropertiesOptions {
  /** `${DATA_DIR}/uploads/properties`: one folder per submission, named by its reference. */
  uploadsDir: string;
}

/**
 * POST /properties: list your property (contract/properties.ts). Anyone may call it; a signed-in
 * caller's submission is theirs (property_submissions.user_id), so accepting it makes them the host.
 * The site asks people to sign in first, but the API still takes signed-out submissions (spec §7).
 */
export const propertyRoutes: FastifyPluginAsyncZod<PropertiesOptions> = async (app, options) => {
  // A stale token answers 401 (the client refreshes and retries) rather than filing it anonymously.
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) await app.requireAuth(request, reply);
  };
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_PROPERTY_PHOTO_BYTES,
      files: MAX_PROPERTY_PHOTOS,
      fields: 4,
      fieldSize: 16 * 1024,
      parts: MAX_PROPERTY_PHOTOS + 4,
      headerPairs: 200,
    },
  });

  app.post(
    '/properties',
    {
      bodyLimit: MAX_PROPERTY_PHOTOS * MAX_PROPERTY_PHOTO_BYTES + 1024 * 1024,
      config: perIpLimit('properties'),
      onRequest: optionalAuth,
      ...idempotent(app),
      schema: { response: { 201: PropertySubmissionResponse } },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const { reference, photos } = await submitProperty(
        request,
        options.uploadsDir,
        form,
        request.auth?.userId ?? null,
      );
      reply.code(201);
      return created(request.t('properties.submitted'), {
        submission: { reference, status: 'submitted' as const, photos },
      });
    },
  );
};
