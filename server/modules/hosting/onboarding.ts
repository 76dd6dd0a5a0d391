import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../plugins/email';
import { notify } from '../notifications/service';
import { queuesChanged } from '../notifications/staff-live';
import { draftUnitFrom } from './draft-unit';
import { decidedOnce, type Decided, type DecisionOptions } from './decided';
import * as repository from './onboarding-repository';
import { copySubmissionPhotos } from './unit-photo-files';

/**
 * The operator's decisions on becoming a host: accept or reject a "List your property" request, and
 * publish a unit in review. The server commands (tools/hosting.ts) call the plain functions, each its
 * own transaction; the console calls the `…In` forms inside its own transaction, which also writes the
 * audit row (modules/backoffice). Each works on the locked row, so two operators (or a command run
 * twice) cannot decide the same thing twice; the notice is written in the transaction and the mail is
 * sent after it commits (`after`).
 */
export type { DecisionOptions } from './decided';

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

export async function acceptSubmissionIn(
  tx: Database,
  reference: string,
  options: DecisionOptions,
): Promise<Decided<Accepted>> {
  const submission = await lockUndecided(tx, reference);
  const userId = submission.userId;
  if (!userId) throw new AppError('CONFLICT', 409, 'hosting.submission_no_account');
  const draft = await draftUnitFrom(tx, submission, userId);
  const unitId = await repository.insertUnit(tx, draft);
  const copied = copySubmissionPhotos(options.uploadsDir, reference, submission.photos);
  try {
    await repository.insertImages(tx, unitId, copied.keys);
    await repository.decideSubmission(tx, submission.id, { status: 'approved', unitId });
    await repository.grantHost(tx, userId);
    await notify(tx, {
      userId,
      type: 'hosting_accepted',
      params: { reference },
      link: `/hosting/units/${unitId}`,
    });
    await queuesChanged(tx);
    const mail = await mailFor(tx, submission, (name) => ({
      template: 'hosting_accepted',
      params: { name, reference, unitId },
    }));
    return {
      result: { reference, userId, unitId, slug: draft.slug, photos: copied.keys.length },
      after: () => send(options.mailer, mail),
      undo: copied.undo,
    };
  } catch (error) {
    copied.undo();
    throw error;
  }
}

export async function rejectSubmissionIn(
  tx: Database,
  reference: string,
  reason: string,
  options: Pick<DecisionOptions, 'mailer'>,
): Promise<Decided<{ reference: string; reason: string }>> {
  const why = reason.trim();
  if (why.length === 0) throw new AppError('VALIDATION_FAILED', 422, 'hosting.reason_required');
  const row = await lockUndecided(tx, reference);
  await repository.decideSubmission(tx, row.id, { status: 'rejected', reason: why });
  if (row.userId)
    await notify(tx, { userId: row.userId, type: 'hosting_rejected', params: { reference, reason: why } });
  await queuesChanged(tx);
  const mail = await mailFor(tx, row, (name) => ({
    template: 'hosting_rejected',
    params: { name, reference, reason: why },
  }));
  return { result: { reference, reason: why }, after: () => send(options.mailer, mail) };
}

/** Review → published, now. Anything else is refused: a draft has not been sent, a paused unit resumes. */
export async function publishUnitIn(
  tx: Database,
  unitId: number,
  options: Pick<DecisionOptions, 'mailer'>,
): Promise<Decided<{ unitId: number; slug: string }>> {
  const unit = await repository.publishReviewed(tx, unitId);
  if (!unit) {
    const status = await repository.findUnitStatus(tx, unitId);
    if (status === undefined) throw new AppError('NOT_FOUND', 404, 'hosting.unit_not_found');
    throw new AppError('CONFLICT', 409, 'hosting.unit_not_in_review', undefined, { data: { status } });
  }
  if (unit.hostId)
    await notify(tx, {
      userId: unit.hostId,
      type: 'hosting_published',
      params: { unit_en: unit.titleEn, unit_ar: unit.titleAr },
      link: `/hosting/units/${unitId}`,
    });
  await queuesChanged(tx);
  const contact = unit.hostId ? await repository.findUserContact(tx, unit.hostId) : undefined;
  const mail: Mail | null = contact?.email
    ? {
        to: contact.email,
        locale: contact.locale,
        template: 'hosting_published',
        params: {
          name: contact.name ?? '',
          unit: contact.locale === 'ar' ? unit.titleAr : unit.titleEn,
          slug: unit.slug,
        },
      }
    : null;
  return { result: { unitId, slug: unit.slug }, after: () => send(options.mailer, mail) };
}

export const acceptSubmission = (db: Database, reference: string, options: DecisionOptions) =>
  decidedOnce(db, (tx) => acceptSubmissionIn(tx, reference, options));

export const rejectSubmission = (
  db: Database,
  reference: string,
  reason: string,
  options: Pick<DecisionOptions, 'mailer'>,
) => decidedOnce(db, (tx) => rejectSubmissionIn(tx, reference, reason, options)).then(() => undefined);

export const publishUnit = (db: Database, unitId: number, options: Pick<DecisionOptions, 'mailer'>) =>
  decidedOnce(db, (tx) => publishUnitIn(tx, unitId, options));

type Mail = Parameters<Mailer['send']>[0];

const send = async (mailer: Mailer | undefined, mail: Mail | null) => {
  if (mailer && mail) await mailer.send(mail);
};

/** The applicant's mail, in their account's language, else the one they wrote the request in. */
async function mailFor(
  tx: Database,
  submission: repository.LockedSubmission,
  message: (
    name: string,
  ) =>
    | { template: 'hosting_accepted'; params: { name: string; reference: string; unitId: number } }
    | { template: 'hosting_rejected'; params: { name: string; reference: string; reason: string } },
): Promise<Mail> {
  const account = submission.userId ? await repository.findUserContact(tx, submission.userId) : undefined;
  const locale = account?.locale ?? (submission.locale === 'ar' ? 'ar' : 'en');
  const to = account?.email ?? submission.ownerEmail;
  return { to, locale, ...message(submission.ownerName) } as Mail;
}
