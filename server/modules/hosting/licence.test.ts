import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationsResponse } from '../../../contract/notifications';
import { UnitListResponse } from '../../../contract/units';
import * as s from '../../db/schema/index';
import { renderEmail } from '../../plugins/email';
import { bearer, registerAccount, type SignedInAccount } from '../../test/accounts';
import { makeUnit } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { LICENCE_JOB, runLicenceSweep } from './licence';

/** 01:00 on 11 March in Riyadh, still 10 March in UTC: "today" must be the unit's own date. */
const NOW = new Date('2027-03-10T22:00:00Z');

describe('the daily licence job', () => {
  const t = useTestApp({ seed: false });
  let host: SignedInAccount;
  const unit = {} as Record<'expired' | 'lastDay' | 'missing' | 'abroad' | 'inReview', number>;

  const statusOf = async (id: number) => {
    const [row] = await t.database.db
      .select({ status: s.units.status, reason: s.units.pausedReason })
      .from(s.units)
      .where(eq(s.units.id, id));
    return row;
  };

  beforeAll(async () => {
    const db = t.database.db;
    host = await registerAccount(t.app);
    // The host reads Arabic: the notice and the mail follow the host's language, not the server's.
    await db.update(s.users).set({ locale: 'ar' }).where(eq(s.users.id, host.userId));
    for (const name of ['expired', 'lastDay', 'missing', 'abroad', 'inReview'] as const) {
      unit[name] = (await makeUnit(db)).id;
    }
    const set = (id: number, values: Partial<typeof s.units.$inferInsert>) =>
      db
        .update(s.units)
        .set({ hostId: host.userId, ...values })
        .where(eq(s.units.id, id));
    await set(unit.expired, { licenceNumber: '73100001', licenceExpiresOn: '2027-03-10' });
    await set(unit.lastDay, { licenceNumber: '73100002', licenceExpiresOn: '2027-03-11' });
    await set(unit.missing, { licenceNumber: '   ', licenceExpiresOn: '2028-01-01' });
    await set(unit.inReview, { status: 'review', licenceExpiresOn: '2026-01-01' });
    // A unit in the UAE, whose rule (country_rules) requires no licence: none on file, and none needed.
    const [dubai] = await db
      .insert(s.cities)
      .values({ slug: 'test-dubai', nameEn: 'Dubai', nameAr: 'دبي', countryCode: 'AE', imageKey: 'x' })
      .returning({ id: s.cities.id });
    await set(unit.abroad, { cityId: dubai!.id });
  });

  it('pauses published units whose licence expired before today or is missing, and only those', async () => {
    const paused = await runLicenceSweep(t.app, NOW);
    expect(paused.map((row) => row.id).sort()).toEqual([unit.expired, unit.missing].sort());
    expect(await statusOf(unit.expired)).toEqual({ status: 'paused', reason: 'licence_expired' });
    expect(await statusOf(unit.missing)).toEqual({ status: 'paused', reason: 'licence_expired' });
    expect(await statusOf(unit.lastDay)).toEqual({ status: 'published', reason: null });
    expect(await statusOf(unit.abroad)).toEqual({ status: 'published', reason: null });
    // Not the job's to touch: only a published unit is taken off the site.
    expect(await statusOf(unit.inReview)).toEqual({ status: 'review', reason: null });
  });

  it('hides a paused unit from search and its page at once, and keeps the valid ones', async () => {
    const res = await t.app.inject({ url: '/api/v1/units/filter?city=test-city&per_page=50' });
    const found = UnitListResponse.parse(res.json()).data.items.map((item) => item.id);
    expect(found).toContain(unit.lastDay);
    expect(found).not.toContain(unit.expired);
    expect(found).not.toContain(unit.missing);
    expect((await t.app.inject({ url: `/api/v1/units/${unit.expired}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/units/${unit.lastDay}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/units/${unit.abroad}` })).statusCode).toBe(200);
  });

  it('tells the host in the app and by mail, in the host’s language', async () => {
    const res = await t.app.inject({
      url: '/api/v1/notifications',
      headers: { ...bearer(host.token), 'accept-language': 'ar' },
    });
    const items = NotificationsResponse.parse(res.json()).data.items;
    const notices = items.filter((item) => item.type === 'unit_paused_licence');
    expect(notices).toHaveLength(2);
    expect(notices.map((item) => item.link).sort()).toEqual(
      [`/hosting/units/${unit.expired}`, `/hosting/units/${unit.missing}`].sort(),
    );
    expect(notices[0]!.title).toBe('مكانك مخفيّ عن الضيوف');
    expect(notices[0]!.body).toContain('شقة الاختبار');

    const mails = t.outbox.filter((mail) => mail.template === 'unit_paused_licence');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toMatchObject({ to: host.input.email.toLowerCase(), locale: 'ar' });
      const rendered = renderEmail('unit_paused_licence', 'ar', mail.params as never);
      expect(rendered.subject).toMatch(/^شقة الاختبار \d+ مخفيّ عن الضيوف/);
    }
    const expired = mails.find((mail) => (mail.params as { unitId: number }).unitId === unit.expired);
    expect(expired?.params).toMatchObject({ expiredOn: '2027-03-10' });
  });

  it('does nothing the second time: a paused unit is no longer published', async () => {
    const before = t.outbox.length;
    expect(await runLicenceSweep(t.app, NOW)).toEqual([]);
    expect(t.outbox.length).toBe(before);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.notifications)
      .where(eq(s.notifications.userId, host.userId));
    expect(row?.n).toBe(2);
  });

  it('is scheduled daily on the shared job queue', async () => {
    const { rows } = await t.database.pool.query<{ cron: string; timezone: string }>(
      `select cron, timezone from pgboss.schedule where name = $1`,
      [LICENCE_JOB],
    );
    expect(rows).toEqual([{ cron: '5 21 * * *', timezone: 'UTC' }]);
  });
});
