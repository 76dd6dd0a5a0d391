import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '../../../contract/backoffice';
import { staffAudit, users } from '../../db/schema/index';
import { quickAccount } from '../../test/calendar-feeds';
import { useTestApp } from '../../test/test-app';
import { audited, changedFields, recordAudit } from './audit';

/** The audit log keeps every staff write with its change, and nothing can rewrite it. */
describe('staff audit log', () => {
  const t = useTestApp({ seed: false });

  const codeOf = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const db = t.database.db;
    const admin = await quickAccount(db, ['admin']);
    await recordAudit(db, {
      staffId: admin.userId,
      action: 'review.hide',
      entity: 'review',
      entityId: 7,
      before: { hidden: false },
      after: { hidden: true },
      reason: 'Personal data in the text',
    });
    const attempts = [
      db.update(staffAudit).set({ reason: 'edited' }).where(eq(staffAudit.staffId, admin.userId)),
      db.delete(staffAudit).where(eq(staffAudit.staffId, admin.userId)),
      db.execute(sql`truncate staff_audit`),
    ];
    for (const attempt of attempts) {
      const failure = await attempt.then(
        () => null,
        (error: unknown) => error,
      );
      expect(codeOf(failure)).toBe('42501');
    }
    const rows = await db.select().from(staffAudit).where(eq(staffAudit.staffId, admin.userId));
    expect(rows).toMatchObject([
      { action: 'review.hide', entityId: '7', reason: 'Personal data in the text' },
    ]);
  });

  it('writes the change and its record together, or neither', async () => {
    const db = t.database.db;
    const admin = await quickAccount(db, ['admin']);
    const target = await quickAccount(db);
    await audited(db, async (tx) => {
      await tx.update(users).set({ name: 'Renamed' }).where(eq(users.id, target.userId));
      return {
        result: null,
        audit: {
          staffId: admin.userId,
          action: 'user.rename' as const,
          entity: 'user' as const,
          entityId: target.userId,
        },
      };
    });
    const failed = audited(db, async (tx) => {
      await tx.update(users).set({ name: 'Never' }).where(eq(users.id, target.userId));
      // An audit row the database refuses (an action too long) rolls the change back with it.
      return {
        result: null,
        // Past the type's list on purpose: the column's own limit is what is tested.
        audit: {
          staffId: admin.userId,
          action: 'x'.repeat(81) as AuditAction,
          entity: 'user' as const,
          entityId: target.userId,
        },
      };
    });
    await expect(failed).rejects.toThrow();
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, target.userId));
    expect(user?.name).toBe('Renamed');
    const rows = await db.select().from(staffAudit).where(eq(staffAudit.staffId, admin.userId));
    expect(rows.map((row) => row.action)).toEqual(['user.rename']);
  });

  it('records only the fields that changed', () => {
    expect(changedFields({ status: 'pending', note: 'a' }, { status: 'accepted', note: 'a' })).toEqual({
      before: { status: 'pending' },
      after: { status: 'accepted' },
    });
  });
});
