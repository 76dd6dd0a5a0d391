import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EarningsQuery, EarningsResponse } from '../../../contract/hosting-earnings';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { csvFilename, earningsCsv } from './earnings-csv';
import { earningsOf, monthRange, pageOfEarnings } from './earnings-service';

/**
 * /api/v1/hosting/earnings and its CSV: for hosts only (declared once, below). The statement reads
 * only stays on the caller's own units, in the query itself, so another host's stays never appear.
 */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('host'));

  app.get(
    '/earnings',
    { schema: { querystring: EarningsQuery, response: { 200: EarningsResponse } } },
    async (request) => {
      const range = monthRange(request.query);
      const all = await earningsOf(app.db, callerOf(request).userId, request.locale, range, app.hostFeeBp);
      const earnings = pageOfEarnings(all, request.query.page);
      return ok(request.t('hosting_earnings.loaded', { count: all.lines.length }), { earnings });
    },
  );

  app.get('/earnings.csv', { schema: { querystring: EarningsQuery } }, async (request, reply) => {
    const range = monthRange(request.query);
    const earnings = await earningsOf(app.db, callerOf(request).userId, request.locale, range, app.hostFeeBp);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFilename(range)}"`)
      .send(earningsCsv(earnings, (key) => request.t(key)));
  });
};
