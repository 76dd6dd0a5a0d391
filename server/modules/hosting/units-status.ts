import { sql } from 'drizzle-orm';
import { MIN_UNIT_PHOTOS } from '../../../contract/hosting-units';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './units-repository';
import { hostUnitRow } from './units-service';
import { issuesOf } from './units-view';
import { queuesChanged } from '../notifications/staff-live';

/**
 * The host's publishing steps. Each locks the unit's row (`for update`) and decides from what it holds,
 * so a send-for-review cannot race an edit that empties a text, nor a pause race a resume.
 */

const conflict = (
  key: 'hosting_units.not_draft' | 'hosting_units.not_published' | 'hosting_units.not_paused',
) => new AppError('CONFLICT', 409, key);

/** draft → review, refused with the issues (each on the editor section that fixes it) while any remain. */
export async function submit(db: Database, hostId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await hostUnitRow(tx, hostId, id, true);
    if (row.status !== 'draft') throw conflict('hosting_units.not_draft');
    const issues = issuesOf(row);
    if (issues.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        422,
        'hosting_units.has_issues',
        issues.map((issue) => ({
          field: issue,
          messageKey: `hosting_units.issue.${issue}` as const,
          ...(issue === 'photos' ? { params: { count: MIN_UNIT_PHOTOS } } : {}),
        })),
        { data: { issues } },
      );
    }
    // A note from an earlier send-back answered what was then wrong; the new review starts clean.
    await repo.updateUnit(tx, hostId, id, sql`status = 'review', submitted_at = now(), review_note = null`);
    await queuesChanged(tx);
  });
}

/** published → paused by the host. */
export async function pause(db: Database, hostId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await hostUnitRow(tx, hostId, id, true);
    if (row.status !== 'published') throw conflict('hosting_units.not_published');
    await repo.updateUnit(tx, hostId, id, sql`status = 'paused', paused_reason = 'host'`);
  });
}

/**
 * paused → published. A unit the daily job paused for an expired licence comes back only once its
 * licence is valid again (and every other rule of publishing still holds).
 */
export async function resume(db: Database, hostId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await hostUnitRow(tx, hostId, id, true);
    if (row.status !== 'paused') throw conflict('hosting_units.not_paused');
    const licence = issuesOf(row).filter(
      (issue) => issue === 'licence_missing' || issue === 'licence_expired',
    );
    if (licence.length > 0) {
      throw new AppError(
        'CONFLICT',
        409,
        'hosting_units.resume_licence',
        licence.map((issue) => ({ field: issue, messageKey: `hosting_units.issue.${issue}` as const })),
        { data: { issues: licence } },
      );
    }
    await repo.updateUnit(tx, hostId, id, sql`status = 'published', paused_reason = null`);
  });
}
