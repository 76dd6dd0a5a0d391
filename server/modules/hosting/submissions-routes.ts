import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MySubmissionsResponse } from '../../../contract/hosting';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import * as repository from './onboarding-repository';

/**
 * GET /hosting/submissions: any signed-in person (not only hosts) follows their own "List your
 * property" requests here; the query reads only rows whose user_id is the caller. `is_host` lets the
 * hosting pages choose between the host's pages and the explainer without a second request.
 */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get('/submissions', { schema: { response: { 200: MySubmissionsResponse } } }, async (request) => {
    const { userId } = callerOf(request);
    const [rows, isHost] = await Promise.all([
      repository.findMySubmissions(app.db, userId),
      repository.isHost(app.db, userId),
    ]);
    const items = rows.map((row) => ({
      reference: row.reference,
      status: row.status as 'submitted' | 'approved' | 'rejected',
      city: request.locale === 'ar' ? row.cityAr : row.cityEn,
      created_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      decision_reason: row.decisionReason,
      unit_id: row.unitId,
    }));
    return ok(request.t('hosting.submissions_listed'), { items, is_host: isHost });
  });
};
