import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HostUnitCapacityBody,
  HostUnitLicenceBody,
  HostUnitParams,
  HostUnitPlaceBody,
  HostUnitPricesBody,
  HostUnitResponse,
  HostUnitsQuery,
  HostUnitsResponse,
  HostUnitTextsBody,
  NewHostUnitBody,
} from '../../../contract/hosting-units';
import { ok, okPage, created } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { createDraft } from './units-draft';
import * as service from './units-service';
import * as status from './units-status';

/**
 * /api/v1/hosting/units: a host's own units, the editor's sections and the publishing steps. Hosts
 * only (one hook for the whole part); every write takes an Idempotency-Key and answers the whole
 * unit. A unit guests can see (published) changes the public catalogue, so its edits, and every
 * pause or resume, invalidate the cached unit reads at once.
 */
export const hostingUnitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('host'));
  const write = idempotent(app);
  const unitAnswer = { response: { 200: HostUnitResponse } };

  app.get(
    '/units',
    { schema: { querystring: HostUnitsQuery, response: { 200: HostUnitsResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      const { items, pagination } = await service.listUnits(
        app.db,
        request.locale,
        userId,
        request.query.page,
      );
      return okPage(request.t('hosting_units.listed'), { items }, pagination);
    },
  );

  app.post(
    '/units',
    { ...write, schema: { body: NewHostUnitBody, response: { 201: HostUnitResponse } } },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const id = await createDraft(app.db, userId, request.body);
      const unit = await service.hostUnit(app.db, request.locale, userId, id);
      return reply.code(201).send(created(request.t('hosting_units.created'), { unit }));
    },
  );

  app.get('/units/:id', { schema: { params: HostUnitParams, ...unitAnswer } }, async (request) => {
    const unit = await service.hostUnit(app.db, request.locale, callerOf(request).userId, request.params.id);
    return ok(request.t('hosting_units.loaded'), { unit });
  });

  /** Answers the unit after a write, invalidating the public reads when guests can see it. */
  const answer = async (request: FastifyRequest, userId: string, id: number) => {
    const unit = await service.hostUnit(app.db, request.locale, userId, id);
    if (unit.status === 'published') app.publicCache.invalidate('units');
    return ok(request.t('hosting_units.saved'), { unit });
  };

  const sections = [
    ['texts', HostUnitTextsBody, service.saveTexts],
    ['place', HostUnitPlaceBody, service.savePlace],
    ['capacity', HostUnitCapacityBody, service.saveCapacity],
    ['prices', HostUnitPricesBody, service.savePrices],
    ['licence', HostUnitLicenceBody, service.saveLicence],
  ] as const;
  for (const [name, body, save] of sections) {
    app.put(
      `/units/:id/${name}`,
      { ...write, schema: { params: HostUnitParams, body, ...unitAnswer } },
      async (request) => {
        const { userId } = callerOf(request);
        // Each section's body is checked by its own schema above; the pairing is fixed by the table.
        await (save as (db: typeof app.db, host: string, id: number, b: unknown) => Promise<void>)(
          app.db,
          userId,
          request.params.id,
          request.body,
        );
        return answer(request, userId, request.params.id);
      },
    );
  }

  const steps = [
    ['submit', status.submit, 'hosting_units.submitted'],
    ['pause', status.pause, 'hosting_units.paused'],
    ['resume', status.resume, 'hosting_units.resumed'],
  ] as const;
  for (const [name, step, message] of steps) {
    app.post(
      `/units/:id/${name}`,
      { ...write, schema: { params: HostUnitParams, ...unitAnswer } },
      async (request) => {
        const { userId } = callerOf(request);
        await step(app.db, userId, request.params.id);
        // Pausing and resuming take the unit out of (or back into) what guests see.
        app.publicCache.invalidate('units');
        const unit = await service.hostUnit(app.db, request.locale, userId, request.params.id);
        return ok(request.t(message), { unit });
      },
    );
  }
};
