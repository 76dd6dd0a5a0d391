import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HostOverviewResponse, HostStaysResponse, type HostStay } from '../../../contract/hosting-stays';
import * as s from '../../db/schema/index';
import { send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { wallClockToUtc } from '../reservations/zones';
import { account, hostedUnit, riyadhDay, stayOn } from './stays-fixtures';
import { getStay } from './stays-service';

/** The host's stays and dashboard read from real reservations: tabs, the contact rule, the figures. */
describe('host stays and overview', () => {
  const t = useTestApp({ workJobs: false });
  let host: Awaited<ReturnType<typeof account>>;
  let unitA = 0;
  let unitB = 0;
  const codes: Record<string, string> = {};
  const db = () => t.database.db;

  beforeAll(async () => {
    host = await account(db(), ['host']);
    await db()
      .insert(s.currencies)
      .values({
        code: 'USD',
        nameEn: 'US dollar',
        nameAr: 'دولار أمريكي',
        symbolEn: '$',
        symbolAr: '$',
        rateMicros: 266_667,
        ratesAsOf: '2026-01-01',
      })
      .onConflictDoNothing();
    const guest = await account(db());
    unitA = await hostedUnit(db(), host.userId);
    unitB = await hostedUnit(db(), host.userId);
    const who = { name: 'Noura Al-Qahtani', email: 'noura@example.com', phone: '+966500000009' };
    const add = async (key: string, unitId: number, day: number, nights: number, extra = {}) => {
      const row = await stayOn(db(), {
        userId: guest.userId,
        unitId,
        checkIn: riyadhDay(day),
        nights,
        guest: who,
        ...extra,
      });
      codes[key] = row.code;
      return row;
    };
    await add('past', unitA, -20, 3, { status: 'completed' });
    await add('earlier', unitA, -10, 2, { status: 'completed' });
    await add('inHouse', unitA, -1, 3);
    await add('arrival', unitB, 0, 2);
    await add('soon', unitB, 5, 2);
    await add('later', unitB, 45, 2);
    await add('cancelled', unitA, 30, 2, { status: 'cancelled' });
    await add('hold', unitA, 60, 2, { status: 'pending_payment' });
    const expired = await add('expired', unitA, 70, 2, { status: 'pending_payment' });
    await db().update(s.reservations).set({ status: 'expired' }).where(eq(s.reservations.id, expired.id));
  });

  const list = async (query = '') =>
    HostStaysResponse.parse(
      (await send(t.app, 'GET', `/api/v1/hosting/reservations?per_page=50${query}`, host.token)).json(),
    ).data.items;
  const codesOf = (items: HostStay[]) => items.map((i) => i.code).sort();

  it('puts each stay in its tab by the unit’s date, and never shows holds', async () => {
    expect(codesOf(await list('&tab=upcoming'))).toEqual([codes.soon, codes.later].sort());
    expect(codesOf(await list('&tab=in_house'))).toEqual([codes.inHouse, codes.arrival].sort());
    expect(codesOf(await list('&tab=past'))).toEqual([codes.past, codes.earlier].sort());
    expect(codesOf(await list('&tab=cancelled'))).toEqual([codes.cancelled]);
    const all = codesOf(await list());
    expect(all).not.toContain(codes.hold);
    expect(all).not.toContain(codes.expired);
    expect(all).toHaveLength(7);
  });

  it('finds a stay by its code or the guest’s name, and filters by unit', async () => {
    expect(codesOf(await list(`&search=${codes.soon!.toLowerCase()}`))).toEqual([codes.soon]);
    expect(await list('&search=noura')).toHaveLength(7);
    expect(await list('&search=100%25')).toHaveLength(0);
    expect(codesOf(await list(`&unit=${unitB}`))).toEqual([codes.arrival, codes.soon, codes.later].sort());
    const [first] = await list(`&search=${codes.soon}`);
    expect(first).toMatchObject({ guest_first_name: 'Noura', nights: 2 });
    expect(first!.payout.amount_minor).toBeGreaterThan(0);
  });

  it('shows the guest’s contact only from 48 hours before check-in of a confirmed stay', async () => {
    const [row] = await db().select().from(s.reservations).where(eq(s.reservations.code, codes.soon!));
    const checkInAt = wallClockToUtc(row!.checkIn, '15:00', 'Asia/Riyadh').getTime();
    const at = (ms: number) => getStay(db(), 'en', host.userId, codes.soon!, new Date(ms));
    expect((await at(checkInAt - 48 * 3_600_000 - 1_000)).contact).toBeNull();
    expect((await at(checkInAt - 48 * 3_600_000)).contact).toEqual({
      name: 'Noura Al-Qahtani',
      email: 'noura@example.com',
      phone: '+966500000009',
    });
    expect((await getStay(db(), 'en', host.userId, codes.inHouse!)).contact).not.toBeNull();
    expect((await getStay(db(), 'en', host.userId, codes.later!)).contact).toBeNull();
    expect((await getStay(db(), 'en', host.userId, codes.cancelled!)).contact).toBeNull();
  });

  it('counts the dashboard from the same stays the list shows', async () => {
    const res = await send(t.app, 'GET', '/api/v1/hosting/overview', host.token, undefined, {
      currency: 'USD',
    });
    expect(res.statusCode, res.body).toBe(200);
    const o = HostOverviewResponse.parse(res.json()).data.overview;
    const all = await list();
    const today = riyadhDay(0);
    const brief = (items: { code: string }[]) => items.map((i) => i.code).sort();
    expect(brief(o.arrivals)).toEqual(
      codesOf(all.filter((i) => i.tab === 'in_house' && i.check_in === today)),
    );
    expect(brief(o.in_house)).toEqual(codesOf(all.filter((i) => i.tab === 'in_house')));
    expect(brief(o.departures)).toEqual(
      codesOf(all.filter((i) => i.check_out === today && i.status !== 'cancelled')),
    );
    const in30 = riyadhDay(30);
    expect(brief(o.next_30_days)).toEqual(
      codesOf(all.filter((i) => i.tab === 'upcoming' && i.check_in <= in30)),
    );
    const month = today.slice(0, 7);
    const monthStays = all.filter((i) => i.check_in.startsWith(month));
    expect(o.month.earnings.amount_minor).toBe(monthStays.reduce((sum, i) => sum + i.payout.amount_minor, 0));
    const monthStart = `${month}-01`;
    const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
    const monthEnd = next.toISOString().slice(0, 10);
    const clip = (i: HostStay) =>
      Math.max(
        0,
        (Math.min(Date.parse(i.check_out), Date.parse(monthEnd)) -
          Math.max(Date.parse(i.check_in), Date.parse(monthStart))) /
          86_400_000,
      );
    const booked = all.filter((i) => i.status !== 'cancelled').reduce((sum, i) => sum + clip(i), 0);
    expect(o.month.nights_booked).toBe(booked);
    const days = (next.getTime() - Date.parse(monthStart)) / 86_400_000;
    expect(o.month.nights_available).toBe(2 * days);
    expect(o.month.occupancy_bp).toBe(Math.round((booked * 10_000) / (2 * days)));
    expect(o.month.earnings_approx).toEqual({
      amount_minor: Math.round((o.month.earnings.amount_minor * 266_667) / 1_000_000),
      currency: 'USD',
    });
    expect(o.units).toMatchObject({ total: 2, published: 2 });
  });
});
