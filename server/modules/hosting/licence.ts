import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { notify } from '../notifications/service';
import { pauseUnlicensedUnits, type PausedUnit } from './licence-repository';

export const LICENCE_JOB = 'hosting.pause-expired-licences';
/**
 * Daily at 00:05 in Riyadh (21:05 UTC): Saudi Arabia is the country whose rule requires a licence
 * (country_rules), and a licence is good through its expiry date, so the first run after that day
 * ends takes the unit off the site. Each unit's "today" is its own country's date either way.
 */
export const LICENCE_CRON = '5 21 * * *';

/**
 * Pauses published units whose required tourism licence has expired or is missing (platforms must
 * delist unlicensed units in Saudi Arabia since 1 January 2025), drops the cached public reads so
 * search and pages stop showing them at once, and tells each host in the app and by mail, in the
 * host's language. The pause and the notices commit together; the mail follows the commit. Running
 * twice is harmless: a paused unit is no longer published, so the second run finds nothing.
 * Reservations already made are untouched: trips and receipts read units whatever their status.
 */
export async function runLicenceSweep(app: FastifyInstance, now = new Date()): Promise<PausedUnit[]> {
  const paused = await app.db.transaction(async (tx) => {
    const rows = await pauseUnlicensedUnits(tx, now);
    for (const unit of rows) {
      if (!unit.hostId) continue;
      await notify(tx, {
        userId: unit.hostId,
        type: 'unit_paused_licence',
        params: { unit_en: unit.titleEn, unit_ar: unit.titleAr },
        link: `/hosting/units/${unit.id}`,
      });
    }
    return rows;
  });
  if (paused.length === 0) return paused;
  app.publicCache.invalidate('units');
  for (const unit of paused) {
    if (!unit.hostEmail) continue;
    const locale = unit.hostLocale ?? 'en';
    await app.mailer
      .send({
        to: unit.hostEmail,
        locale,
        template: 'unit_paused_licence',
        params: {
          unitId: unit.id,
          unitTitle: locale === 'ar' ? unit.titleAr : unit.titleEn,
          expiredOn: unit.expiredOn,
        },
      })
      .catch((err: unknown) => app.log.error({ err, unitId: unit.id }, 'sending the licence mail failed'));
  }
  return paused;
}

/** Registers the daily licence job on the shared pg-boss queue (plugins/jobs.ts). */
export const licenceJobs: FastifyPluginAsync = async (app) => {
  app.jobs.work(LICENCE_JOB, async () => void (await runLicenceSweep(app)));
  app.jobs.schedule(LICENCE_JOB, LICENCE_CRON);
};
