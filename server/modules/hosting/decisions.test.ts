import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertySubmissions, units } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { registerAccount, type SignedInAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { acceptSubmission, publishUnit, rejectSubmission } from './onboarding';
import { submitAs } from './submission-fixtures';

const uploadsDir = mkdtempSync(join(tmpdir(), 'sakan-decisions-uploads-'));

describe('the operator’s other decisions', () => {
  const t = useTestApp({ catalogue: true, uploadsDir });
  let owner: SignedInAccount;
  const options = () => ({ uploadsDir, mailer: t.app.mailer });
  const submission = async (reference: string) =>
    (
      await t.database.db
        .select()
        .from(propertySubmissions)
        .where(eq(propertySubmissions.reference, reference))
    )[0]!;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? [error.status, error.messageKey] : error),
    );

  beforeAll(async () => {
    owner = await registerAccount(t.app, { name: 'Faisal Al-Harbi' });
  });

  it('rejects with a reason the applicant reads, and never without one', async () => {
    const reference = await submitAs(t.app, owner.token, []);
    expect(await refusal(rejectSubmission(t.database.db, reference, '  ', options()))).toEqual([
      422,
      'hosting.reason_required',
    ]);
    await rejectSubmission(t.database.db, reference, 'The address is outside our cities.', options());
    expect(await submission(reference)).toMatchObject({
      status: 'rejected',
      decisionReason: 'The address is outside our cities.',
      unitId: null,
    });
    expect(await refusal(acceptSubmission(t.database.db, reference, options()))).toEqual([
      409,
      'hosting.submission_decided',
    ]);
  });

  it('publishes a unit in review and nothing else', async () => {
    const reference = await submitAs(t.app, owner.token, []);
    const { unitId } = await acceptSubmission(t.database.db, reference, options());
    expect(await refusal(publishUnit(t.database.db, unitId, options()))).toEqual([
      409,
      'hosting.unit_not_in_review',
    ]);
    expect(await refusal(publishUnit(t.database.db, 999_999, options()))).toEqual([
      404,
      'hosting.unit_not_found',
    ]);
    await t.database.db
      .update(units)
      .set({ status: 'review', titleEn: 'Sea villa', titleAr: 'فيلا البحر' })
      .where(eq(units.id, unitId));
    await publishUnit(t.database.db, unitId, options());
    const [unit] = await t.database.db
      .select()
      .from(units)
      .where(inArray(units.id, [unitId]));
    expect(unit!.status).toBe('published');
    expect(unit!.publishedAt).toBeInstanceOf(Date);
    expect(t.outbox.some((m) => m.template === 'hosting_published')).toBe(true);
  });
});
