import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../plugins/email';
import { notify } from '../notifications/service';
import { draftUnitFrom } from './draft-unit';
import * as repository from './onboarding-repository';
import { copySubmissionPhotos } from './unit-photo-files';

/**
 * The operator's decisions on becoming a host: accept or reject a "List your property" request, and
 * publish a unit in review. The server commands (tools/hosting.ts) call these now and the operator
 * console will later. Each runs in one transaction on the locked row, so two operators (or a command
 * run twice) cannot decide the same thing twice; the notice is written in that transaction and the
 * mail is sent after it commits.
 */
export interface DecisionOptions {
  /** Where the submissions' photos are and hosts' photos go: `${DATA_DIR}/uploads`. */
  uploadsDir: string;
  /** Without one, nobody is mailed (the notice is still stored). */
  mailer?: Mailer | undefined;
}

export interface Accepted {
  reference: string;
  userId: string;
  unitId: number;
  slug: string;
  photos: number;
}

const notFound = () => new AppError('NOT_FOUND', 404, 'hosting.submission_not_found');

async function lockUndecided(tx: Database, reference: string) {
  const submission = await repository.lockSubmission(tx, reference);
  if (!submission) throw notFound();
  if (submission.status !== 'submitted')
    throw new AppError('CONFLICT', 409, 'hosting.submission_decided', undefined, {
      data: { status: submission.status },
    });
  return submission;
}

export async function acceptSubmission(
  db: Database,
  reference: string,
  options: DecisionOptions,
): Promise<Accepted> {
  let undoPhotos = () => {};
  try {
    const accepted = await db.transaction(async (tx) => {
      const submission = await lockUndecided(tx, reference);
      const userId = submission.userId;
      if (!userId) throw new AppError('CONFLICT', 409, 'hosting.submission_no_account');
      const draft = await draftUnitFrom(tx, submission, userId);
      const unitId = await repository.insertUnit(tx, draft);
      const copied = copySubmissionPhotos(options.uploadsDir, reference, submission.photos);
      undoPhotos = copied.undo;
      await repository.insertImages(tx, unitId, copied.keys);
      await repository.decideSubmission(tx, submission.id, { status: 'approved', unitId });
      await repository.grantHost(tx, userId);
      await notify(tx, {
        userId,
        type: 'hosting_accepted',
        params: { reference },
        link: `/hosting/units/${unitId}`,
      });
      return { reference, userId, unitId, slug: draft.slug, photos: copied.keys.length, submission };
    });
    const { submission, ...result } = accepted;
    await mail(db, options.mailer, submission, (name) => ({
      template: 'hosting_accepted',
      params: { name, reference, unitId: result.unitId },
    }));
    return result;
  } catch (error) {
    undoPhotos();
    throw error;
  }
}

export async function rejectSubmission(
  db: Database,
  reference: string,
  reason: string,
  options: Pick<DecisionOptions, 'mailer'>,
): Promise<void> {
  const why = reason.trim();
  if (why.length === 0) throw new AppError('VALIDATION_FAILED', 422, 'hosting.reason_required');
  const submission = await db.transaction(async (tx) => {
    const row = await lockUndecided(tx, reference);
    await repository.decideSubmission(tx, row.id, { status: 'rejected', reason: why });
    if (row.userId)
      await notify(tx, { userId: row.userId, type: 'hosting_rejected', params: { reference, reason: why } });
    return row;
  });
  await mail(db, options.mailer, submission, (name) => ({
    template: 'hosting_rejected',
    params: { name, reference, reason: why },
  }));
}

/** Review → published, now. Anything else is refused: a draft has not been sent, a paused unit resumes. */
export async function publishUnit(
  db: Database,
  unitId: number,
  options: Pick<DecisionOptions, 'mailer'>,
): Promise<{ unitId: number; slug: string }> {
  const unit = await db.transaction(async (tx) => {
    const row = await repository.publishReviewed(tx, unitId);
    if (!row) {
      const status = await repository.findUnitStatus(tx, unitId);
      if (status === undefined) throw new AppError('NOT_FOUND', 404, 'hosting.unit_not_found');
      throw new AppError('CONFLICT', 409, 'hosting.unit_not_in_review', undefined, { data: { status } });
    }
    if (row.hostId)
      await notify(tx, {
        userId: row.hostId,
        type: 'hosting_published',
        params: { unit_en: row.titleEn, unit_ar: row.titleAr },
        link: `/hosting/units/${unitId}`,
      });
    return row;
  });
  const contact = unit.hostId ? await repository.findUserContact(db, unit.hostId) : undefined;
  if (options.mailer && contact?.email) {
    await options.mailer.send({
      to: contact.email,
      locale: contact.locale,
      template: 'hosting_published',
      params: {
        name: contact.name ?? '',
        unit: contact.locale === 'ar' ? unit.titleAr : unit.titleEn,
        slug: unit.slug,
      },
    });
  }
  return { unitId, slug: unit.slug };
}

/** Mails the applicant in their account's language, else the one they wrote the request in. */
async function mail(
  db: Database,
  mailer: Mailer | undefined,
  submission: repository.LockedSubmission,
  message: (
    name: string,
  ) =>
    | { template: 'hosting_accepted'; params: { name: string; reference: string; unitId: number } }
    | { template: 'hosting_rejected'; params: { name: string; reference: string; reason: string } },
): Promise<void> {
  if (!mailer) return;
  const account = submission.userId ? await repository.findUserContact(db, submission.userId) : undefined;
  const locale = account?.locale ?? (submission.locale === 'ar' ? 'ar' : 'en');
  const { template, params } = message(submission.ownerName);
  const to = account?.email ?? submission.ownerEmail;
  if (template === 'hosting_accepted') await mailer.send({ to, locale, template, params });
  else await mailer.send({ to, locale, template, params });
}
