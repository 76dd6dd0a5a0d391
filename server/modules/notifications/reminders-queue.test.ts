import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOLD_MINUTES } from '../../../contract/reservations';
import { writeStay } from '../../db/seed/stays';
import * as s from '../../db/schema/index';
import { registerAccount } from '../../test/accounts';
import { makeUnit } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { HOLD_EXPIRING_JOB, STAY_TOMORROW_JOB } from './reminders';

/** The reminders are wired on the pg-boss queue: scheduled, and a queued run does the work. */
describe('reminder jobs on the queue', () => {
  const t = useTestApp({ workJobs: true });

  it('are scheduled, and a queued hold warning reaches the guest once', async () => {
    const { rows } = await t.database.pool.query<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule where name = any($1) order by name',
      [[HOLD_EXPIRING_JOB, STAY_TOMORROW_JOB]],
    );
    expect(rows).toEqual([
      { name: HOLD_EXPIRING_JOB, cron: '* * * * *' },
      { name: STAY_TOMORROW_JOB, cron: '5 * * * *' },
    ]);

    const db = t.database.db;
    const unit = await makeUnit(db);
    const guest = await registerAccount(t.app);
    // Booked 11 minutes ago: its hold ends in 4.
    const bookedAt = new Date(Date.now() - (HOLD_MINUTES - 4) * 60_000);
    const id = await writeStay(db, {
      userId: guest.userId,
      unitId: unit.id,
      checkIn: '2031-09-01',
      nights: 1,
      status: 'pending_payment',
      bookedAt,
    });
    await t.app.jobs.send(HOLD_EXPIRING_JOB, {});
    await t.app.jobs.send(HOLD_EXPIRING_JOB, {});
    const warnings = () =>
      db.$count(
        s.notifications,
        and(
          eq(s.notifications.link, `/account/reservations/${id}`),
          eq(s.notifications.type, 'hold_expiring'),
        ),
      );
    await expect.poll(warnings, { timeout: 15_000, interval: 200 }).toBe(1);
    // Both runs finish (the second finds the notice sent), and still one notice.
    const completed = async () =>
      (
        await t.database.pool.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`,
          [HOLD_EXPIRING_JOB],
        )
      ).rows[0]!.n;
    await expect.poll(completed, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    expect(await warnings()).toBe(1);
  });
});
