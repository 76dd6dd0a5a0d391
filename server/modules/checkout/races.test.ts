import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import * as s from '../../db/schema/index';
import { translate } from '../../i18n/translate';
import { grantCoins, guestDetails, makeUnit, quickGuest, quote, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * Races settled by the database. The overlap race runs CHECKOUT_RACE_SCENARIOS random scenarios
 * (default 100, the minimum; CI may lower it), each 50 parallel checkouts of the same nights.
 */
const SCENARIOS = Number(process.env.CHECKOUT_RACE_SCENARIOS ?? 100);
const PARALLEL = 50;

describe('checkout races', () => {
  // Races, not load: a busy machine must not shed these requests with a 503 (plugins/pressure.ts), and
  // each of the 50 gets a connection at once instead of queueing for one of ten past the pool's wait
  // limit (a 503 too), so what the losers meet is the other checkouts, not the host.
  const t = useTestApp({ workJobs: false, pressure: false, poolMax: PARALLEL + 10 });
  let guests: { userId: string; token: string }[] = [];

  beforeAll(async () => {
    guests = await Promise.all(Array.from({ length: PARALLEL }, () => quickGuest(t.database.db)));
  });

  it(`50 parallel checkouts of the same nights give 1 hold and 49 translated 409s (${SCENARIOS} scenarios)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 4 }),
        fc.subarray([0, 1, 2]),
        async (offset, nights, guestCount, picks) => {
          // Each scenario books a unit of its own in the next two months, so scenarios never meet and
          // every stay is one a guest could really book.
          const unit = await makeUnit(t.database.db);
          const extras = picks.flatMap((i) => (unit.extras[i] === undefined ? [] : [unit.extras[i]]));
          const body = { unit_id: unit.id, ...stay(offset, nights), guests: guestCount, extras };
          const first = guests[0];
          if (!first) throw new Error('no guests');
          const q = await quote(t.app, first.token, body);
          const results = await Promise.all(
            guests.map((g, i) =>
              send(
                t.app,
                'POST',
                '/api/v1/checkout',
                g.token,
                { ...body, quote_fingerprint: q.fingerprint, guest: guestDetails },
                { 'accept-language': i % 2 ? 'ar' : 'en' },
              ),
            ),
          );
          const codes = results.map((r) => r.statusCode);
          expect(codes.filter((c) => c === 201)).toHaveLength(1);
          expect(codes.filter((c) => c === 409)).toHaveLength(PARALLEL - 1);
          results.forEach((r, i) => {
            if (r.statusCode !== 409) return;
            const body = AnyEnvelope.parse(r.json());
            expect(body.meta.error_code).toBe('NIGHTS_TAKEN');
            expect(body.data.message).toBe(translate(i % 2 ? 'ar' : 'en', 'checkout.nights_taken'));
          });
        },
      ),
      { numRuns: SCENARIOS },
    );
    const overlaps = await t.database.db.execute(sql`
        select count(*)::int as n from reservations a join reservations b
          on a.unit_id = b.unit_id and a.id < b.id and a.stay && b.stay
        where a.status in ('pending_payment', 'confirmed') and b.status in ('pending_payment', 'confirmed')`);
    expect(overlaps.rows[0]).toEqual({ n: 0 });
  }, 600_000);

  it('50 parallel checkouts with a code that has 10 uses left redeem exactly 10', async () => {
    const db = t.database.db;
    await db.insert(s.promoCodes).values({
      code: 'RACE10',
      amountOffMinor: 5_000,
      startsAt: new Date('2020-01-01'),
      endsAt: new Date('2100-01-01'),
      maxUses: 10,
    });
    const units = await Promise.all(guests.map(() => makeUnit(db)));
    const bodies = units.map((u) => ({ unit_id: u.id, ...stay(5, 2), guests: 1, promo_code: 'RACE10' }));
    const quotes = await Promise.all(bodies.map((b, i) => quote(t.app, guests[i]?.token ?? '', b)));
    const results = await Promise.all(
      bodies.map((b, i) =>
        send(t.app, 'POST', '/api/v1/checkout', guests[i]?.token ?? '', {
          ...b,
          quote_fingerprint: quotes[i]?.fingerprint,
          guest: guestDetails,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({
        meta: { error_code: 'QUOTE_CHANGED' },
        data: { quote: { discount: { amount_minor: 0 } } },
      });
    }
    const [promo] = await db.select().from(s.promoCodes).where(eq(s.promoCodes.code, 'RACE10'));
    expect(promo?.uses).toBe(10);
    expect(await db.$count(s.promoRedemptions, eq(s.promoRedemptions.promoCodeId, promo?.id ?? 0))).toBe(10);
  });

  it('one guest racing two checkouts with one code uses it once', async () => {
    const db = t.database.db;
    await db.insert(s.promoCodes).values({
      code: 'ONCE',
      percentOff: 20,
      startsAt: new Date('2020-01-01'),
      endsAt: new Date('2100-01-01'),
    });
    const guest = await quickGuest(db);
    const units = await Promise.all([makeUnit(db), makeUnit(db), makeUnit(db), makeUnit(db)]);
    const bodies = units.map((u) => ({ unit_id: u.id, ...stay(5, 2), guests: 1, promo_code: 'ONCE' }));
    const quotes = await Promise.all(bodies.map((b) => quote(t.app, guest.token, b)));
    const results = await Promise.all(
      bodies.map((b, i) =>
        send(t.app, 'POST', '/api/v1/checkout', guest.token, {
          ...b,
          quote_fingerprint: quotes[i]?.fingerprint,
          guest: guestDetails,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
  });

  it('parallel checkouts paying with coins never take the balance below zero', async () => {
    const db = t.database.db;
    const guest = await quickGuest(db);
    await grantCoins(db, guest.userId, 300);
    const units = await Promise.all(Array.from({ length: 10 }, () => makeUnit(db)));
    const bodies = units.map((u) => ({ unit_id: u.id, ...stay(5, 2), guests: 1, use_coins: true }));
    const quotes = await Promise.all(bodies.map((b) => quote(t.app, guest.token, b)));
    expect(quotes.every((q) => q.coins_spent === 300)).toBe(true);
    const results = await Promise.all(
      bodies.map((b, i) =>
        send(t.app, 'POST', '/api/v1/checkout', guest.token, {
          ...b,
          quote_fingerprint: quotes[i]?.fingerprint,
          guest: guestDetails,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const entries = await db.select().from(s.coinEntries).where(eq(s.coinEntries.userId, guest.userId));
    expect(entries.reduce((sum, e) => sum + e.delta, 0)).toBe(0);
    expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
    await expect(
      db.execute(sql`update coin_entries set delta = 1 where user_id = ${guest.userId}`),
    ).rejects.toThrow();
  });
});
