import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InvestmentFilterQuery,
  InvestmentListQuery,
  InvestmentListResponse,
  InvestmentPerformanceResponse,
  InvestmentRequestResponse,
  InvestmentResponse,
  InvestmentSlugParams,
} from '../../../contract/investment';
import { InvestmentRequestBody } from '../../../contract/investment-request';
import { created, ok, okPage } from '../../lib/envelope';
import { writeLimit } from '../../plugins/rate-limit';
import { resolveCurrency } from '../currency/service';
import { getInvestmentPerformance } from './performance';
import { createRequest } from './requests';
import { filterInvestments, getInvestment, listInvestments } from './service';

/**
 * A guest form that writes a row: limited per IP so it cannot be used to flood staff's inbox, yet loose
 * enough for a person correcting a form several times.
 */
// Anonymous visitors may send one: per IP and per address (plugins/rate-limit.ts).
const REQUEST_LIMIT = writeLimit('inquiry');

/**
 * /api/v1/investment. Like /units, answers depend on language and currency, so the API-wide `no-store`
 * stays.
 */
export const investmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public reads go to a replica when there is one (`app.readDb`); the request below, a write, and
  // the rate it is received at, stay on the primary.
  const rateOf = (request: FastifyRequest, db = app.readDb(request)) =>
    resolveCurrency(db, request.headers.currency);

  /**
   * Sign-in is optional for requests: no Authorization header means a guest. A header that is present
   * but stale still answers 401 rather than quietly downgrading to a guest, so the client refreshes the
   * token and the request stays linked to the account.
   */
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) await app.requireAuth(request, reply);
  };

  app.get(
    '/investment/units',
    { schema: { querystring: InvestmentListQuery, response: { 200: InvestmentListResponse } } },
    async (request) => {
      const rate = await rateOf(request);
      const { items, pagination } = await listInvestments(
        app.readDb(request),
        request.locale,
        request.query,
        rate,
      );
      return okPage(request.t('investment.listed'), { items }, pagination);
    },
  );

  app.get(
    '/investment/filter',
    { schema: { querystring: InvestmentFilterQuery, response: { 200: InvestmentListResponse } } },
    async (request) => {
      const rate = await rateOf(request);
      const { items, pagination } = await filterInvestments(
        app.readDb(request),
        request.locale,
        request.query,
        rate,
      );
      return okPage(request.t('investment.listed'), { items }, pagination);
    },
  );

  app.get(
    '/investment/units/:slug',
    { schema: { params: InvestmentSlugParams, response: { 200: InvestmentResponse } } },
    async (request) => {
      const rate = await rateOf(request);
      const investment = await getInvestment(app.readDb(request), request.locale, request.params.slug, rate);
      return ok(request.t('investment.loaded'), { investment });
    },
  );

  app.get(
    '/investment/units/:slug/performance',
    { schema: { params: InvestmentSlugParams, response: { 200: InvestmentPerformanceResponse } } },
    async (request) => {
      const rate = await rateOf(request);
      const performance = await getInvestmentPerformance(app.readDb(request), request.params.slug, rate);
      return ok(request.t('investment.loaded'), { performance });
    },
  );

  app.post(
    '/investment/requests',
    {
      config: REQUEST_LIMIT,
      onRequest: optionalAuth,
      schema: { body: InvestmentRequestBody, response: { 201: InvestmentRequestResponse } },
    },
    async (request, reply) => {
      const rate = await rateOf(request, app.db);
      const receipt = await createRequest(app.db, request.locale, request.body, request.auth?.userId, rate);
      const message = request.t('investment.requested', { reference: receipt.reference });
      return reply.code(201).send(created(message, { request: receipt }));
    },
  );
};
