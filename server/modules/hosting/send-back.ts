import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../plugins/email';
import { notify } from '../notifications/service';
import { queuesChanged } from '../notifications/staff-live';
import type { Decided } from './decided';
import * as repository from './onboarding-repository';

/**
 * Review → draft, with the operator's notes: the host reads them in the unit's editor (its status says
 * "sent back", units.review_note), in a notification and in a mail in their language, changes the
 * unit and sends it for review again (which clears the note). Runs in the caller's transaction, like
 * the other decisions (onboarding.ts); the mail goes once it commits.
 */
export async function sendBackUnitIn(
  tx: Database,
  unitId: number,
  notes: string,
  options: { mailer?: Mailer | undefined },
): Promise<Decided<{ unitId: number; notes: string }>> {
  const why = notes.trim();
  if (why.length === 0) throw new AppError('VALIDATION_FAILED', 422, 'hosting.reason_required');
  const unit = await repository.sendBackReviewed(tx, unitId, why);
  if (!unit) {
    const status = await repository.findUnitStatus(tx, unitId);
    if (status === undefined) throw new AppError('NOT_FOUND', 404, 'hosting.unit_not_found');
    throw new AppError('CONFLICT', 409, 'backoffice.unit_not_in_review', undefined, { data: { status } });
  }
  const link = `/hosting/units/${unitId}`;
  if (unit.hostId)
    await notify(tx, {
      userId: unit.hostId,
      type: 'hosting_sent_back',
      // `reason`: the notes, under the name every notice with a reason uses.
      params: { unit_en: unit.titleEn || '—', unit_ar: unit.titleAr || '—', reason: why },
      link,
    });
  await queuesChanged(tx);
  const contact = unit.hostId ? await repository.findUserContact(tx, unit.hostId) : undefined;
  return {
    result: { unitId, notes: why },
    after: async () => {
      if (!options.mailer || !contact?.email) return;
      await options.mailer.send({
        to: contact.email,
        locale: contact.locale,
        template: 'hosting_sent_back',
        params: {
          name: contact.name ?? '',
          unit: (contact.locale === 'ar' ? unit.titleAr || unit.titleEn : unit.titleEn || unit.titleAr) ?? '',
          unitId,
          notes: why,
        },
      });
    },
  };
}
