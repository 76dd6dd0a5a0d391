import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import {
  ConvertPointsResponse,
  LoyaltyProgressResponse,
  pointsForStay,
  PointsHistoryResponse,
  tierFor,
} from '../../../contract/loyalty';
import { writeStay } from '../../db/seed/stays';
import * as s from '../../db/schema/index';
import { bearer, registerAccount, type SignedInAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { completeStays } from '../reservations/service';
import { reverseForStay } from './service';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Points, tiers, history and coins on a real database, earned through the real completion job. */
describe('loyalty', () => {
  const t = useTestApp({ catalogue: true, workJobs: false });
  let guest: SignedInAccount;
  const stays: string[] = [];

  const get = (url: string, who = guest) =>
    t.app.inject({ method: 'GET', url: `/api/v1/loyalty${url}`, headers: bearer(who.token) });
  const convert = (points: number, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/loyalty/convert',
      headers: { ...bearer(guest.token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { points },
    });
  const ledger = () =>
    t.database.db
      .select()
      .from(s.pointEntries)
      .where(eq(s.pointEntries.userId, guest.userId))
      .orderBy(s.pointEntries.id);

  beforeAll(async () => {
    guest = await registerAccount(t.app);
    const rows = await t.database.db.execute<{ id: number }>(
      sql`select id from units u where not exists (select 1 from unit_blocked_days b where b.unit_id = u.id) order by id desc limit 3`,
    );
    for (const [i, row] of rows.rows.entries()) {
      stays.push(
        await writeStay(t.database.db, {
          userId: guest.userId,
          unitId: row.id,
          checkIn: day(-30 + i * 5),
          nights: 3,
        }),
      );
    }
    await completeStays(t.database.db);
  });

  it('earns points on completion at the contract’s rate, the tier’s bonus applied in order', async () => {
    const db = t.database.db;
    const paid = await db.select().from(s.reservations).where(eq(s.reservations.userId, guest.userId));
    const entries = await ledger();
    expect(entries.map((e) => e.reason)).toEqual(['stay_completed', 'stay_completed', 'stay_completed']);
    let lifetime = 0;
    for (const entry of entries) {
      const stay = paid.find((r) => r.id === entry.reservationId)!;
      expect(entry.delta).toBe(pointsForStay(stay.paidMinor!, tierFor(lifetime)));
      lifetime += entry.delta;
      expect(entry.balanceAfter).toBe(lifetime);
    }
  });

  it('reports the tier, the points to the next and the balances, which are the ledgers’ sums', async () => {
    const res = await get('/progress');
    expect(res.statusCode, res.body).toBe(200);
    const progress = LoyaltyProgressResponse.parse(res.json()).data.progress;
    const sum = (await ledger()).reduce((total, e) => total + e.delta, 0);
    expect(progress.points_balance).toBe(sum);
    expect(progress.lifetime_points).toBe(sum);
    expect(progress.tier.id).toBe(tierFor(sum).id);
    if (progress.next_tier) expect(progress.points_to_next).toBe(progress.next_tier.min_points - sum);
    expect(progress.coins.balance).toBe(0);
  });

  it('converts points to coins once per Idempotency-Key, and never overdraws', async () => {
    const before = LoyaltyProgressResponse.parse((await get('/progress')).json()).data.progress;
    // Two copies at once: one converts, the other is answered 200 (after it) or 409 (while it runs).
    const [a, b] = await Promise.all([convert(500, 'convert-key-0001'), convert(500, 'convert-key-0001')]);
    expect([a.statusCode, b.statusCode].sort()).toContain(200);
    for (const res of [a, b]) expect([200, 409]).toContain(res.statusCode);
    // A retry afterwards gets the first answer back.
    const retry = await convert(500, 'convert-key-0001');
    expect(retry.statusCode).toBe(200);
    expect(ConvertPointsResponse.parse(retry.json()).data.coins_added).toBe(100);
    const after = LoyaltyProgressResponse.parse((await get('/progress')).json()).data.progress;
    expect(after.points_balance).toBe(before.points_balance - 500);
    expect(after.lifetime_points).toBe(before.lifetime_points);
    expect(after.coins.balance).toBe(100);
    expect(after.coins.worth).toEqual({ amount_minor: 1000, currency: 'SAR' });

    const tooMany = await convert(after.points_balance - (after.points_balance % 5) + 5);
    expect(tooMany.statusCode).toBe(409);
    expect(AnyEnvelope.parse(tooMany.json()).meta.error_code).toBe('POINTS_INSUFFICIENT');
    for (const points of [99, 101, -5]) expect((await convert(points)).statusCode).toBe(422);
  });

  it('lists the history newest first with reasons, linked stays and pages', async () => {
    const res = await get('/points-history?per_page=2');
    const body = PointsHistoryResponse.parse(res.json());
    expect(body.pagination).toMatchObject({ page: 1, per_page: 2, total: 4, last_page: 2 });
    expect(body.data.items[0]).toMatchObject({
      reason: 'converted_to_coins',
      delta: -500,
      coins: 100,
      reservation: null,
    });
    expect(body.data.items[1]!.reservation?.code).toMatch(/^SKN-/);
    const other = await registerAccount(t.app);
    const theirs = PointsHistoryResponse.parse((await get('/points-history', other)).json());
    expect(theirs.data.items).toEqual([]);
  });

  it('reverses a completed stay’s points once when it is refunded; the ledger still sums', async () => {
    const db = t.database.db;
    const earned = (await ledger()).find((e) => e.reservationId === stays[0])!;
    expect(await db.transaction((tx) => reverseForStay(tx, stays[0]!))).toBe(earned.delta);
    expect(await db.transaction((tx) => reverseForStay(tx, stays[0]!))).toBe(0);
    const entries = await ledger();
    const reversal = entries.filter((e) => e.reason === 'stay_refunded');
    expect(reversal).toHaveLength(1);
    expect(reversal[0]!.reservationId).toBe(stays[0]);
    const progress = LoyaltyProgressResponse.parse((await get('/progress')).json()).data.progress;
    expect(progress.points_balance).toBe(entries.reduce((sum, e) => sum + e.delta, 0));
    expect(entries.at(-1)!.balanceAfter).toBe(progress.points_balance);
  });

  it('keeps the ledger append-only', async () => {
    const db = t.database.db;
    await expect(
      db.update(s.pointEntries).set({ delta: 1 }).where(eq(s.pointEntries.userId, guest.userId)),
    ).rejects.toThrow();
    await expect(db.delete(s.pointEntries).where(eq(s.pointEntries.userId, guest.userId))).rejects.toThrow();
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/loyalty/progress' })).statusCode).toBe(401);
  });
});
