import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoriesResponse,
  CitiesResponse,
  CountersResponse,
  CurrenciesResponse,
  InvestmentMetaResponse,
  MetaQuery,
  PageMetaResponse,
  UnitsMetaResponse,
  type MetaPage,
} from '../../../contract/content';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/app-error';
import { listCurrencies, resolveCurrency } from '../currency/service';
import * as repository from './repository';
import { investmentFilterOptions, unitFilterOptions } from './filter-options';

/**
 * /api/v1 reference data: cities, categories, currencies, counters and page meta. These are small,
 * change rarely and are the same for everyone in a language, so they may be cached for five minutes
 * (the response varies by Accept-Language, set by the i18n plugin, and by currency for prices).
 * Public reads, so they go to a replica when there is one (`app.readDb`).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=300');
  });

  app.get('/cities', { schema: { response: { 200: CitiesResponse } } }, async (request) => {
    const items = await repository.listCities(app.readDb(request), request.locale);
    return ok(request.t('catalogue.cities'), { items });
  });

  app.get('/categories', { schema: { response: { 200: CategoriesResponse } } }, async (request) => {
    const items = await repository.listCategories(app.readDb(request), request.locale);
    return ok(request.t('catalogue.categories'), { items });
  });

  app.get('/currencies', { schema: { response: { 200: CurrenciesResponse } } }, async (request) => {
    return ok(request.t('catalogue.currencies'), await listCurrencies(app.readDb(request), request.locale));
  });

  app.get('/counters', { schema: { response: { 200: CountersResponse } } }, async (request) => {
    const [items, units] = await Promise.all([
      repository.listCounters(app.readDb(request), request.locale),
      repository.countUnits(app.readDb(request)),
    ]);
    return ok(request.t('catalogue.counters'), {
      items: items.map((item) => (item.key === 'units' ? { ...item, value: units } : item)),
    });
  });

  const meta = async (request: FastifyRequest, page: MetaPage) => {
    const row = await repository.findPageMeta(app.readDb(request), page, request.locale);
    if (!row) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
    return { ...row, page };
  };
  app.get(
    '/meta',
    { schema: { querystring: MetaQuery, response: { 200: PageMetaResponse } } },
    async (request) =>
      ok(request.t('catalogue.meta'), { meta: await meta(request, request.query.page ?? 'home') }),
  );
  // The listing pages' meta also carries their filter choices (prices in the `currency` header's code).
  app.get('/meta/units', { schema: { response: { 200: UnitsMetaResponse } } }, async (request, reply) => {
    reply.header('vary', 'Accept-Language, currency');
    const rate = await resolveCurrency(app.readDb(request), request.headers.currency);
    const [page, filters] = await Promise.all([
      meta(request, 'units'),
      unitFilterOptions(app.readDb(request), request.locale, rate),
    ]);
    return ok(request.t('catalogue.meta'), { meta: page, filters });
  });
  app.get(
    '/meta/investment',
    { schema: { response: { 200: InvestmentMetaResponse } } },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language, currency');
      const rate = await resolveCurrency(app.readDb(request), request.headers.currency);
      const [page, filters] = await Promise.all([
        meta(request, 'investment'),
        investmentFilterOptions(app.readDb(request), request.locale, rate),
      ]);
      return ok(request.t('catalogue.meta'), { meta: page, filters });
    },
  );
};
