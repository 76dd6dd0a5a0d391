import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HostUnitParams } from '../../../contract/hosting-units';
import {
  HostPricingResponse,
  HostSeasonParams,
  PresetsQuery,
  PresetsResponse,
  PricingSettingsBody,
  SeasonBody,
} from '../../../contract/hosting-pricing';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { created, ok } from '../../lib/envelope';
import { seasonPresets } from './presets';
import * as service from './pricing-service';

/**
 * /api/v1/hosting/units/{id}/pricing…: a host's pricing rules for one of their units. Hosts only (one
 * hook); ownership is checked in each statement (pricing-repository.ts). Every write answers the
 * unit's whole pricing, and drops the cached catalogue reads, whose dated cards carry stay totals.
 */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('host'));
  const write = idempotent(app);
  const answer = async (hostId: string, unitId: number) => ({
    pricing: await service.pricingOf(app.db, hostId, unitId),
  });
  const changed = () => app.publicCache.invalidate('units');

  app.get(
    '/units/:id/pricing',
    { schema: { params: HostUnitParams, response: { 200: HostPricingResponse } } },
    async (request) =>
      ok(request.t('pricing.loaded'), await answer(callerOf(request).userId, request.params.id)),
  );

  app.put(
    '/units/:id/pricing',
    {
      ...write,
      schema: { params: HostUnitParams, body: PricingSettingsBody, response: { 200: HostPricingResponse } },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await service.saveSettings(app.db, userId, request.params.id, request.body);
      changed();
      return ok(request.t('pricing.saved'), await answer(userId, request.params.id));
    },
  );

  app.post(
    '/units/:id/pricing/seasons',
    {
      ...write,
      schema: { params: HostUnitParams, body: SeasonBody, response: { 201: HostPricingResponse } },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      await service.addSeason(app.db, userId, request.params.id, request.body);
      changed();
      return reply
        .code(201)
        .send(created(request.t('pricing.season_saved'), await answer(userId, request.params.id)));
    },
  );

  app.put(
    '/units/:id/pricing/seasons/:seasonId',
    {
      ...write,
      schema: { params: HostSeasonParams, body: SeasonBody, response: { 200: HostPricingResponse } },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const ids = { unitId: request.params.id, seasonId: request.params.seasonId };
      await service.replaceSeason(app.db, userId, ids, request.body);
      changed();
      return ok(request.t('pricing.season_saved'), await answer(userId, ids.unitId));
    },
  );

  app.delete(
    '/units/:id/pricing/seasons/:seasonId',
    { ...write, schema: { params: HostSeasonParams, response: { 200: HostPricingResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      const ids = { unitId: request.params.id, seasonId: request.params.seasonId };
      await service.removeSeason(app.db, userId, ids);
      changed();
      return ok(request.t('pricing.season_deleted'), await answer(userId, ids.unitId));
    },
  );

  // Owner-only like the rest, though the dates are public knowledge: a preset is a step of editing a unit.
  app.get(
    '/units/:id/pricing/presets',
    { schema: { params: HostUnitParams, querystring: PresetsQuery, response: { 200: PresetsResponse } } },
    async (request) => {
      await service.pricingOf(app.db, callerOf(request).userId, request.params.id);
      const year = request.query.year ?? new Date().getUTCFullYear();
      const names = {
        ramadan: request.t('pricing.preset_ramadan'),
        eid_al_fitr: request.t('pricing.preset_eid_al_fitr'),
        eid_al_adha: request.t('pricing.preset_eid_al_adha'),
      };
      const items = seasonPresets(year).map((p) => ({ ...p, name: names[p.key] }));
      return ok(request.t('pricing.presets_loaded'), { year, items });
    },
  );
};
