import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyBody,
  IdParams,
  InvestmentRequestResponse,
  InvestmentRequestsQuery,
  InvestmentRequestsResponse,
  ReasonBody,
} from '../../../contract/backoffice-queues';
import type { Locale } from '../../../contract/common';
import { AppError } from '../../lib/app-error';
import { ok, okPage } from '../../lib/envelope';
import { staffRoles } from '../../plugins/auth';
import { approveRequestIn, declineRequestIn } from './investment-decisions';
import { findRequest, listRequests } from './investment-queue-repository';
import { decide } from './queue-decide';

/**
 * Investment requests: finance and admin (shares are money). Approving sells the shares from what is
 * left, atomically; declining needs a reason. Each answers the request as it now is.
 */
export const investmentQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('finance')));
  const read = async (locale: Locale, id: number) => {
    const request = await findRequest(app.db, locale, id);
    if (!request) throw new AppError('NOT_FOUND', 404, 'backoffice.request_not_found');
    return request;
  };

  app.get(
    '/investment-requests',
    { schema: { querystring: InvestmentRequestsQuery, response: { 200: InvestmentRequestsResponse } } },
    async (request) => {
      const { items, pagination } = await listRequests(app.db, request.locale, request.query);
      return okPage(request.t('backoffice.requests_listed'), { items }, pagination);
    },
  );

  app.get(
    '/investment-requests/:id',
    { schema: { params: IdParams, response: { 200: InvestmentRequestResponse } } },
    async (request) =>
      ok(request.t('backoffice.request_read'), { request: await read(request.locale, request.params.id) }),
  );

  app.post(
    '/investment-requests/:id/approve',
    { schema: { params: IdParams, body: EmptyBody, response: { 200: InvestmentRequestResponse } } },
    async (request) => {
      const { id } = request.params;
      await decide(request, async (tx) => {
        const decided = await approveRequestIn(tx, id, app.mailer);
        return {
          decided,
          audit: {
            action: 'investment_request.approve',
            entity: 'investment_request',
            entityId: id,
            before: { status: decided.result.before },
            after: { status: 'approved', sold_shares: decided.result.soldShares },
          },
        };
      });
      return ok(request.t('backoffice.request_approved'), { request: await read(request.locale, id) });
    },
  );

  app.post(
    '/investment-requests/:id/decline',
    { schema: { params: IdParams, body: ReasonBody, response: { 200: InvestmentRequestResponse } } },
    async (request) => {
      const { id } = request.params;
      await decide(request, async (tx) => {
        const decided = await declineRequestIn(tx, id, request.body.reason, app.mailer);
        return {
          decided,
          audit: {
            action: 'investment_request.decline',
            entity: 'investment_request',
            entityId: id,
            before: { status: decided.result.before },
            after: { status: 'declined' },
            reason: decided.result.reason,
          },
        };
      });
      return ok(request.t('backoffice.request_declined'), { request: await read(request.locale, id) });
    },
  );
};
