import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import * as reminders from './reminders-repository';
import { notify } from './service';

export const HOLD_EXPIRING_JOB = 'notifications.hold-expiring';
export const STAY_TOMORROW_JOB = 'notifications.stay-tomorrow';

/** How long before a hold ends its guest is warned (holds last HOLD_MINUTES, 15). */
export const HOLD_WARNING_MINUTES = 5;
/** The unit's local hour from which the day-before reminder goes out. */
export const STAY_REMINDER_FROM_HOUR = 10;

/**
 * Reminders on the shared pg-boss queue, each a sweep that any instance may run, as often as it likes:
 * every notice carries a key unique per guest (`once`), so a run that repeats, overlaps another
 * instance's, or dies half-way sends each reminder exactly once. The hold warning runs every minute,
 * so it comes 4 to 5 minutes before the end; the stay reminder hourly, so it reaches every zone soon
 * after its reminder hour.
 */
export function registerReminderJobs(app: FastifyInstance): void {
  app.jobs.work(HOLD_EXPIRING_JOB, async () => void (await warnHoldsEndingSoon(app.db)));
  app.jobs.schedule(HOLD_EXPIRING_JOB, '* * * * *');
  app.jobs.work(STAY_TOMORROW_JOB, async () => void (await remindStaysStartingTomorrow(app.db)));
  app.jobs.schedule(STAY_TOMORROW_JOB, '5 * * * *');
}

const tripLink = (id: string) => `/account/reservations/${id}`;

/** Tells guests whose unpaid hold ends soon to pay; returns how many were told this time. */
export async function warnHoldsEndingSoon(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    let sent = 0;
    for (const hold of await reminders.lockHoldsEndingSoon(tx, now, HOLD_WARNING_MINUTES)) {
      const minutes = Math.max(1, Math.ceil((hold.holdExpiresAt.getTime() - now.getTime()) / 60_000));
      const told = await notify(tx, {
        userId: hold.userId,
        type: 'hold_expiring',
        params: { unit_en: hold.titleEn, unit_ar: hold.titleAr, count: minutes },
        link: tripLink(hold.id),
        once: `hold_expiring:${hold.id}`,
      });
      if (told) sent += 1;
    }
    return sent;
  });
}

/** Reminds guests whose confirmed stay starts tomorrow (the unit's date); returns how many. */
export async function remindStaysStartingTomorrow(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    let sent = 0;
    for (const stay of await reminders.lockStaysStartingTomorrow(tx, now, STAY_REMINDER_FROM_HOUR)) {
      const told = await notify(tx, {
        userId: stay.userId,
        type: 'stay_tomorrow',
        params: { unit_en: stay.titleEn, unit_ar: stay.titleAr, time: stay.checkInTime },
        link: tripLink(stay.id),
        once: `stay_tomorrow:${stay.id}`,
      });
      if (told) sent += 1;
    }
    return sent;
  });
}
