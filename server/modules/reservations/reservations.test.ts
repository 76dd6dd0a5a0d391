import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import {
  CancellationQuoteResponse,
  CancelReservationResponse,
  ReservationDetailResponse,
  ReservationListResponse,
} from '../../../contract/reservations-account';
import { DEMO_ACCOUNT } from '../../db/seed/demo-account';
import { writeStay } from '../../db/seed/stays';
import * as s from '../../db/schema/index';
import { bearer, registerAccount, type SignedInAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { cancelReservation, completeStays, getCancellationQuote, processPendingRefunds } from './service';
import type { RefundRequest } from './refund-gateway';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The guest's trips on a real database: tabs, search, the detail, cancellation by policy (twice), the
 * completion job, and that nobody else's reservation is ever visible (404 on every route).
 */
describe('reservations', () => {
  const t = useTestApp({ catalogue: true, workJobs: false });
  let owner: SignedInAccount;
  let stranger: SignedInAccount;
  let unitIds: number[] = [];
  const ids: Record<string, string> = {};

  const get = (url: string, who: SignedInAccount, lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { ...bearer(who.token), 'accept-language': lang },
    });
  const post = (url: string, who: SignedInAccount, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(who.token), payload });
  const list = async (url: string, who = owner) => {
    const res = await get(url, who);
    expect(res.statusCode, res.body).toBe(200);
    return ReservationListResponse.parse(res.json());
  };
  const setPolicy = (unitId: number, policy: string) =>
    t.database.db.update(s.units).set({ cancellationPolicy: policy }).where(eq(s.units.id, unitId));

  beforeAll(async () => {
    owner = await registerAccount(t.app);
    stranger = await registerAccount(t.app);
    const db = t.database.db;
    // Units nobody else books in this file: no blocked stretch, lowest ids after the demo's.
    const rows = await db.execute<{ id: number }>(
      sql`select id from units u where not exists (select 1 from unit_blocked_days b where b.unit_id = u.id) order by id desc limit 6`,
    );
    unitIds = rows.rows.map((r) => r.id);
    const stay = (key: string, unit: number, checkIn: string, nights: number, status?: 'pending_payment') =>
      writeStay(db, {
        userId: owner.userId,
        unitId: unit,
        checkIn,
        nights,
        ...(status ? { status } : {}),
      }).then((id) => void (ids[key] = id));
    await stay('pastA', unitIds[0]!, day(-40), 3);
    await stay('pastB', unitIds[1]!, day(-10), 2);
    await stay('soon', unitIds[2]!, day(30), 2);
    await stay('later', unitIds[3]!, day(60), 3);
    await stay('held', unitIds[4]!, day(90), 2, 'pending_payment');
    await completeStays(db);
  });

  it('lists each tab newest stay first, paginated in the envelope', async () => {
    const upcoming = await list('/reservations?tab=upcoming');
    expect(upcoming.data.items.map((i) => i.id)).toEqual([ids.held, ids.later, ids.soon]);
    expect(upcoming.pagination).toEqual({ page: 1, per_page: 10, total: 3, last_page: 1 });
    const past = await list('/reservations?tab=past');
    expect(past.data.items.map((i) => i.id)).toEqual([ids.pastB, ids.pastA]);
    expect(past.data.items.every((i) => i.status === 'completed' && i.tab === 'past')).toBe(true);
    const page2 = await list('/reservations?tab=upcoming&per_page=2&page=2');
    expect(page2.data.items.map((i) => i.id)).toEqual([ids.soon]);
    expect(page2.pagination).toMatchObject({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect((await list('/reservations?tab=cancelled')).data.items).toEqual([]);
    expect((await list('/reservations')).pagination.total).toBe(5);
  });

  it('searches by code, by title in either language and by city', async () => {
    const [unit] = await t.database.db.select().from(s.units).where(eq(s.units.id, unitIds[2]!));
    const detail = ReservationDetailResponse.parse((await get(`/reservations/${ids.soon}`, owner)).json());
    const code = detail.data.reservation.code;
    const found = async (q: string) =>
      (await list(`/reservations/filter?search=${encodeURIComponent(q)}`)).data.items.map((i) => i.id);
    expect(await found(code.toLowerCase())).toEqual([ids.soon]);
    expect(await found(unit!.titleEn)).toContain(ids.soon);
    expect(await found(unit!.titleAr)).toContain(ids.soon);
    const [city] = await t.database.db.select().from(s.cities).where(eq(s.cities.id, unit!.cityId));
    expect(await found(city!.nameAr)).toContain(ids.soon);
    expect(await found('%')).toEqual([]);
    expect(await found('no such place at all')).toEqual([]);
    // The stranger's search never finds the owner's trips.
    const theirs = await list(`/reservations/filter?search=${code}`, stranger);
    expect(theirs.data.items).toEqual([]);
  });

  it('refuses a search with control characters or nothing in it with a 4xx', async () => {
    for (const q of ['%00abc', '', '%20%20']) {
      const res = await get(`/reservations/filter?search=${q}`, owner);
      expect(res.statusCode).toBe(422);
      expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('VALIDATION_FAILED');
    }
  });

  it('gives the detail with the itemised amounts, the place and the payment state', async () => {
    const res = await get(`/reservations/${ids.soon}`, owner, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    const r = ReservationDetailResponse.parse(res.json()).data.reservation;
    const [unit] = await t.database.db.select().from(s.units).where(eq(s.units.id, unitIds[2]!));
    expect(r.unit.title).toBe(unit!.titleAr);
    expect(r.house_rules).toBe(unit!.houseRulesAr);
    expect(r.unit.check_in_time).toBe(unit!.checkInTime);
    // The place in Arabic takes the Arabic comma, never a Latin one.
    expect(r.address).toBe(`${unit!.areaAr}، ${r.unit.city}`);
    expect(r.payment_state).toBe('paid');
    expect(r.payment?.amount).toEqual(r.amounts.total);
    const a = r.amounts;
    const lines =
      a.nights_total.amount_minor +
      a.extras_total.amount_minor +
      a.cleaning_fee.amount_minor -
      a.discount.amount_minor +
      a.vat.amount_minor -
      a.coins_amount.amount_minor;
    expect(lines).toBe(a.total.amount_minor);
    expect(a.nights.reduce((sum, n) => sum + n.amount.amount_minor, 0)).toBe(a.nights_total.amount_minor);
  });

  it('answers 404 for another user’s reservation on every route, never its data', async () => {
    for (const id of Object.values(ids)) {
      for (const res of [
        await get(`/reservations/${id}`, stranger),
        await get(`/reservations/${id}/cancellation`, stranger),
        await post(`/reservations/${id}/cancel`, stranger, { expected_refund_minor: 0 }),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.body).not.toContain(id);
        expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('NOT_FOUND');
      }
    }
    expect((await list('/reservations', stranger)).data.items).toEqual([]);
    const [row] = await t.database.db.select().from(s.reservations).where(eq(s.reservations.id, ids.soon!));
    expect(row!.status).toBe('confirmed');
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/reservations' });
    expect(res.statusCode).toBe(401);
  });

  it('cancels once by the unit’s policy, refunds once, frees the nights and mails the guest', async () => {
    await setPolicy(unitIds[2]!, 'flexible');
    const quoteRes = await get(`/reservations/${ids.soon}/cancellation`, owner);
    const quote = CancellationQuoteResponse.parse(quoteRes.json()).data.quote;
    expect(quote).toMatchObject({ can_cancel: true, policy: 'flexible', refund_bp: 10_000 });
    expect(quote.refund).toEqual(quote.paid);

    const wrong = await post(`/reservations/${ids.soon}/cancel`, owner, {
      expected_refund_minor: quote.refund.amount_minor - 1,
    });
    expect(wrong.statusCode).toBe(409);
    expect(AnyEnvelope.parse(wrong.json()).meta.error_code).toBe('REFUND_CHANGED');

    const body = { expected_refund_minor: quote.refund.amount_minor };
    const [first, second] = await Promise.all([
      post(`/reservations/${ids.soon}/cancel`, owner, body),
      post(`/reservations/${ids.soon}/cancel`, owner, body),
    ]);
    for (const res of [first, second]) expect(res.statusCode, res.body).toBe(200);
    for (const res of [first, second]) {
      expect(CancelReservationResponse.parse(res.json()).data.reservation.status).toBe('cancelled');
    }
    // The second press may answer while the first one's refund is still with the provider.
    const after = ReservationDetailResponse.parse((await get(`/reservations/${ids.soon}`, owner)).json()).data
      .reservation;
    expect(after.payment_state).toBe('refunded');
    expect(after.refund).toMatchObject({ refund_bp: 10_000, amount: quote.refund, status: 'succeeded' });
    const refunds = await t.database.db
      .select()
      .from(s.reservationRefunds)
      .where(eq(s.reservationRefunds.reservationId, ids.soon!));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.providerRefundId).toBe(`re_test_${ids.soon}`);
    await expect.poll(() => t.outbox.filter((m) => m.template === 'reservation_cancelled').length).toBe(1);
    // And once in the app: the cancellation and its refund.
    const notices = async () =>
      (
        await t.database.db
          .select({ type: s.notifications.type })
          .from(s.notifications)
          .where(eq(s.notifications.link, `/account/reservations/${ids.soon}`))
      )
        .map((row) => row.type)
        .sort();
    await expect.poll(notices).toEqual(['refund_issued', 'reservation_cancelled']);
    // The refund notice keeps the amount as a value, so each reader sees it in their own format.
    const [refundNotice] = await t.database.db
      .select({ params: s.notifications.params })
      .from(s.notifications)
      .where(
        and(
          eq(s.notifications.type, 'refund_issued'),
          eq(s.notifications.link, `/account/reservations/${ids.soon}`),
        ),
      );
    expect(refundNotice?.params).toMatchObject({
      amount_minor: quote.refund.amount_minor,
      currency: quote.refund.currency,
    });

    // The same nights can be held by someone else now (the exclusion constraint no longer counts them).
    await writeStay(t.database.db, {
      userId: stranger.userId,
      unitId: unitIds[2]!,
      checkIn: day(30),
      nights: 2,
    });
    const cancelled = await list('/reservations?tab=cancelled');
    expect(cancelled.data.items.map((i) => i.id)).toEqual([ids.soon]);
  });

  it('refuses to cancel a stay that is not confirmed, or has begun', async () => {
    const held = await post(`/reservations/${ids.held}/cancel`, owner, { expected_refund_minor: 0 });
    expect(held.statusCode).toBe(409);
    expect(AnyEnvelope.parse(held.json()).meta.error_code).toBe('NOT_CANCELLABLE');
    const past = await post(`/reservations/${ids.pastA}/cancel`, owner, { expected_refund_minor: 0 });
    expect(past.statusCode).toBe(409);
  });

  it('keeps a refund the provider failed pending, and the retry sends it once with the same key', async () => {
    const db = t.database.db;
    const id = await writeStay(db, {
      userId: owner.userId,
      unitId: unitIds[5]!,
      checkIn: day(200),
      nights: 2,
    });
    const quote = await getCancellationQuote(db, owner.userId, id);
    await cancelReservation(db, owner.userId, id, quote.refund.amount_minor);
    const calls: RefundRequest[] = [];
    const down = {
      refund: async (r: RefundRequest): Promise<{ refundId: string }> => {
        calls.push(r);
        throw new Error('timeout');
      },
    };
    expect(await processPendingRefunds(db, down, id)).toBe(0);
    const [pending] = await db
      .select()
      .from(s.reservationRefunds)
      .where(eq(s.reservationRefunds.reservationId, id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: timeout' });
    const up = {
      refund: async (r: RefundRequest) => (calls.push(r), { refundId: `re_${r.idempotencyKey}` }),
    };
    expect(await processPendingRefunds(db, up, id)).toBe(1);
    expect(await processPendingRefunds(db, up, id)).toBe(0);
    expect(calls.map((c) => [c.idempotencyKey, c.amountMinor])).toEqual([
      [id, quote.refund.amount_minor],
      [id, quote.refund.amount_minor],
    ]);
  });

  it('completes confirmed stays whose check-out has passed, once, with their points', async () => {
    const db = t.database.db;
    const id = await writeStay(db, {
      userId: owner.userId,
      unitId: unitIds[5]!,
      checkIn: day(-3),
      nights: 2,
    });
    const ongoing = await writeStay(db, {
      userId: owner.userId,
      unitId: unitIds[5]!,
      checkIn: day(-1),
      nights: 3,
    });
    expect(await completeStays(db)).toBe(1);
    expect(await completeStays(db)).toBe(0);
    const rows = await db
      .select()
      .from(s.reservations)
      .where(sql`${s.reservations.id} in (${id}, ${ongoing})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [id]: 'completed',
      [ongoing]: 'confirmed',
    });
    const points = await db.select().from(s.pointEntries).where(eq(s.pointEntries.reservationId, id));
    expect(points).toHaveLength(1);
    expect(points[0]!.reason).toBe('stay_completed');
  });

  it('seeds the demo guest three completed stays with points, two upcoming and one refunded', async () => {
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    const token = (demo.json() as { data: { token: string } }).data.token;
    const as = { token } as SignedInAccount;
    expect((await list('/reservations?tab=past', as)).data.items).toHaveLength(3);
    expect((await list('/reservations?tab=upcoming', as)).data.items).toHaveLength(2);
    const cancelled = (await list('/reservations?tab=cancelled', as)).data.items;
    expect(cancelled).toHaveLength(1);
    const detail = ReservationDetailResponse.parse(
      (await get(`/reservations/${cancelled[0]!.id}`, as)).json(),
    );
    expect(detail.data.reservation.payment_state).toBe('refunded');
  });
});
