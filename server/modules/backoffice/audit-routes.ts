import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PER_PAGE, AuditFacetsResponse, AuditQuery, AuditResponse } from '../../../contract/backoffice';
import { ok, okPage } from '../../lib/envelope';
import { offsetOf, paginationOf } from '../../lib/pagination';
import { auditFacets, countAudit, listAudit } from './audit-repository';

/** /backoffice/audit: the log of every staff write, for the admin alone. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get('', { schema: { querystring: AuditQuery, response: { 200: AuditResponse } } }, async (request) => {
    const { page = 1, ...filters } = request.query;
    const total = await countAudit(app.db, filters);
    const pagination = paginationOf(total, page, AUDIT_PER_PAGE, true);
    const items = await listAudit(app.db, filters, AUDIT_PER_PAGE, offsetOf(pagination));
    return okPage(request.t('backoffice.audit_listed'), { items }, pagination);
  });

  app.get('/facets', { schema: { response: { 200: AuditFacetsResponse } } }, async (request) =>
    ok(request.t('backoffice.audit_facets'), await auditFacets(app.db)),
  );
};
