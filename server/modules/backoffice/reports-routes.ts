import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportQuery, ReportResponse } from '../../../contract/backoffice-reports';
import { ok } from '../../lib/envelope';
import { staffRoles } from '../../plugins/auth';
import { reportCsv, reportFilename } from './reports-csv';
import { reportRows } from './reports-repository';
import { buildReport, EMPTY_TOTALS, toReportRow, windowOf } from './reports-service';

/** /backoffice/reports: finance and admin read the business's figures, and take them as CSV. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const who = app.requireRole(...staffRoles('finance'));

  app.get(
    '/reports',
    { onRequest: who, schema: { querystring: ReportQuery, response: { 200: ReportResponse } } },
    async (request) => {
      const { report, pagination } = await buildReport(app.db, request.locale, request.query);
      return ok(request.t('backoffice.reports.loaded'), { report }, pagination);
    },
  );

  app.get(
    '/reports/export',
    { onRequest: who, schema: { querystring: ReportQuery } },
    async (request, reply) => {
      const by = request.query.by ?? 'month';
      const window = windowOf(request.query);
      // Every row, units included: the file is the whole report, not the page on screen.
      const [rows, [totals]] = await Promise.all([
        reportRows(app.db, request.locale, by, window),
        reportRows(app.db, request.locale, 'total', window),
      ]);
      const report = { by, from: request.query.from, to: request.query.to, rows: rows.map(toReportRow) };
      const whole = { ...report, totals: toReportRow(totals ?? EMPTY_TOTALS) };
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportFilename(report)}"`)
        .send(reportCsv(whole, (key) => request.t(key)));
    },
  );
};
