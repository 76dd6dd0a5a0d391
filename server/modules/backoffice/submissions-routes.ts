import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptedResponse,
  DecidedResponse,
  EmptyBody,
  ReasonBody,
  SubmissionParams,
  SubmissionPhotoParams,
  SubmissionResponse,
  SubmissionsQuery,
  SubmissionsResponse,
} from '../../../contract/backoffice-queues';
import { AppError } from '../../lib/app-error';
import { ok, okPage } from '../../lib/envelope';
import { staffRoles } from '../../plugins/auth';
import { acceptSubmissionIn, rejectSubmissionIn } from '../hosting/onboarding';
import { decide } from './queue-decide';
import { findSubmission, listSubmissions } from './submissions-repository';

export interface QueueRoutesOptions {
  /** `${DATA_DIR}/uploads`: the submissions' photos, and where an accepted one's go. */
  uploadsDir: string;
}

/**
 * Property submissions ("List your property"): support and admin read them, see their photos and
 * decide. Accepting makes the applicant a host with a draft unit (hosting/onboarding.ts); rejecting
 * needs a reason, mailed in the applicant's language.
 */
export const submissionRoutes: FastifyPluginAsyncZod<QueueRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('support')));
  const notFound = () => new AppError('NOT_FOUND', 404, 'hosting.submission_not_found');

  app.get(
    '/property-submissions',
    { schema: { querystring: SubmissionsQuery, response: { 200: SubmissionsResponse } } },
    async (request) => {
      const { items, pagination } = await listSubmissions(app.db, request.locale, request.query);
      return okPage(request.t('backoffice.submissions_listed'), { items }, pagination);
    },
  );

  app.get(
    '/property-submissions/:reference',
    { schema: { params: SubmissionParams, response: { 200: SubmissionResponse } } },
    async (request) => {
      const submission = await findSubmission(app.db, request.locale, request.params.reference);
      if (!submission) throw notFound();
      return ok(request.t('backoffice.submission_read'), { submission });
    },
  );

  // The photos are private until accepted: only staff read them, through here, never cached.
  app.get(
    '/property-submissions/:reference/photos/:file',
    { schema: { params: SubmissionPhotoParams } },
    async (request, reply) => {
      const { reference, file } = request.params;
      const submission = await findSubmission(app.db, request.locale, reference);
      if (!submission) throw notFound();
      if (!submission.photo_names.includes(file.replace(/-640\.webp$/, '')))
        throw new AppError('NOT_FOUND', 404, 'backoffice.photo_not_found');
      const bytes = await readFile(join(options.uploadsDir, 'properties', reference, file)).catch(() => null);
      if (!bytes) throw new AppError('NOT_FOUND', 404, 'backoffice.photo_not_found');
      return reply.type('image/webp').header('cache-control', 'private, no-store').send(bytes);
    },
  );

  app.post(
    '/property-submissions/:reference/accept',
    { schema: { params: SubmissionParams, body: EmptyBody, response: { 200: AcceptedResponse } } },
    async (request) => {
      const { reference } = request.params;
      const accepted = await decide(request, async (tx) => {
        const decided = await acceptSubmissionIn(tx, reference, {
          uploadsDir: options.uploadsDir,
          mailer: app.mailer,
        });
        return {
          decided,
          audit: {
            action: 'property.accept',
            entity: 'property_submission',
            entityId: reference,
            before: { status: 'submitted', unit_id: null },
            after: { status: 'approved', unit_id: decided.result.unitId },
          },
        };
      });
      return ok(request.t('backoffice.submission_accepted'), {
        accepted: { reference, unit_id: accepted.unitId, slug: accepted.slug },
      });
    },
  );

  app.post(
    '/property-submissions/:reference/reject',
    { schema: { params: SubmissionParams, body: ReasonBody, response: { 200: DecidedResponse } } },
    async (request) => {
      const { reference } = request.params;
      await decide(request, async (tx) => {
        const decided = await rejectSubmissionIn(tx, reference, request.body.reason, { mailer: app.mailer });
        return {
          decided,
          audit: {
            action: 'property.reject',
            entity: 'property_submission',
            entityId: reference,
            before: { status: 'submitted' },
            after: { status: 'rejected' },
            reason: decided.result.reason,
          },
        };
      });
      return ok(request.t('backoffice.submission_rejected'), {});
    },
  );
};
