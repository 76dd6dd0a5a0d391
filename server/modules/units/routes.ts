import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AvailableDaysQuery,
  AvailableDaysResponse,
  CheckAvailabilityRequest,
  CheckAvailabilityResponse,
  FeaturedUnitsResponse,
  UnitExtrasResponse,
  UnitFilterQuery,
  UnitIdParams,
  UnitListResponse,
  UnitResponse,
  UnitSlugParams,
} from '../../../contract/units';
import { MapSettingsResponse } from '../../../contract/units-map';
import { ok, okJsonText, sendJsonText } from '../../lib/envelope';
import { publicRead } from '../../plugins/public-cache';
import type { Rate } from '../../lib/money';
import { perIpLimit } from '../../plugins/rate-limit';
import { currencyCodeOf, resolveCurrency } from '../currency/service';
import { availableDays, checkAvailability } from './availability';
import { featuredUnits, filterUnits, getExtras, getUnit } from './service';
import { rememberedSlugIds } from './slug-ids';

/**
 * /api/v1/units. Every answer is in the caller's language and the `currency` header's money. The public
 * reads are cached in this process per language and currency (`publicRead`, plugins/public-cache.ts);
 * whatever writes units, calendars or prices must call `app.publicCache.invalidate('units')`. The
 * API-wide `no-store` stays: HTTP caches could not be invalidated when a night gets booked, and the
 * client fetches with `cache: 'no-store'` anyway. available-days is not cached: it is the booking
 * calendar, where a stale night costs most. Static paths (featured, filter…) are registered beside
 * `/:id`; find-my-way prefers them.
 */
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = publicRead('units');
  // Rates change only with an invalidate() (see plugins/public-cache.ts), which moves the generation
  // in every process: until then a rate costs no round trip. Unknown codes are never kept.
  const rates = new Map<string, Rate>();
  let ratesGeneration = -1;
  const rateOf = async (headers: Record<string, string | string[] | undefined>) => {
    if (ratesGeneration !== app.publicCache.generation) {
      rates.clear();
      ratesGeneration = app.publicCache.generation;
    }
    const code = currencyCodeOf(headers.currency);
    const known = rates.get(code);
    if (known) return known;
    const generation = app.publicCache.generation;
    // On the primary: a memo keeps what it read until the next invalidate, so it must not be filled
    // from a replica that has not replayed a rate change yet.
    const rate = await resolveCurrency(app.db, headers.currency);
    if (generation === app.publicCache.generation) rates.set(code, rate);
    return rate;
  };
  const slugIds = rememberedSlugIds(() => app.publicCache.generation);

  app.get(
    '/units/featured',
    { config, schema: { response: { 200: FeaturedUnitsResponse } } },
    async (request) => {
      const items = await featuredUnits(app.readDb(request), request.locale, await rateOf(request.headers));
      return ok(request.t('units.listed'), { items });
    },
  );

  app.get(
    '/units/filter',
    { config, schema: { querystring: UnitFilterQuery, response: { 200: UnitListResponse } } },
    async (request, reply) => {
      const rate = await rateOf(request.headers);
      const { items, pagination } = await filterUnits(
        app.readDb(request),
        request.locale,
        request.query,
        rate,
        slugIds,
      );
      return sendJsonText(reply, okJsonText(request.t('units.listed'), 'items', items, pagination));
    },
  );

  app.get('/units/map-settings', { schema: { response: { 200: MapSettingsResponse } } }, async (request) => {
    const tiles = app.mapTiles && { url: app.mapTiles.url, attribution: app.mapTiles.attribution };
    return ok(request.t('units.map'), { tiles });
  });

  app.get(
    '/units/available-days',
    { schema: { querystring: AvailableDaysQuery, response: { 200: AvailableDaysResponse } } },
    async (request) => {
      // The calendar as shown: holds at checkout check the nights again on the primary.
      const items = await availableDays(app.readDb(request), request.query, await rateOf(request.headers));
      return ok(request.t('units.calendar'), { unit_id: request.query.unit_id, items });
    },
  );

  app.post(
    '/units/check-availability',
    {
      config: perIpLimit('preview'),
      schema: { body: CheckAvailabilityRequest, response: { 200: CheckAvailabilityResponse } },
    },
    async (request) => {
      const rate = await rateOf(request.headers);
      // On the primary: the answer right before checkout, the one a guest decides on.
      const preview = await checkAvailability(app.db, request.locale, request.body, rate);
      return ok(request.t(preview.available ? 'units.available' : 'units.unavailable'), preview);
    },
  );

  app.get(
    '/units/show-by-slug/:slug',
    { config, schema: { params: UnitSlugParams, response: { 200: UnitResponse } } },
    async (request, reply) => {
      const unit = await getUnit(
        app.readDb(request),
        request.locale,
        request.params,
        await rateOf(request.headers),
      );
      return sendJsonText(reply, okJsonText(request.t('units.loaded'), 'unit', unit));
    },
  );

  app.get(
    '/units/:id',
    { config, schema: { params: UnitIdParams, response: { 200: UnitResponse } } },
    async (request, reply) => {
      const unit = await getUnit(
        app.readDb(request),
        request.locale,
        request.params,
        await rateOf(request.headers),
      );
      return sendJsonText(reply, okJsonText(request.t('units.loaded'), 'unit', unit));
    },
  );

  app.get(
    '/units/:id/extras',
    { config, schema: { params: UnitIdParams, response: { 200: UnitExtrasResponse } } },
    async (request) => {
      const items = await getExtras(
        app.readDb(request),
        request.locale,
        request.params.id,
        await rateOf(request.headers),
      );
      return ok(request.t('units.extras'), { items });
    },
  );
};
