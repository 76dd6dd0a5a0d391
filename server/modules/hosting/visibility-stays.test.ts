import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { CheckoutResponse } from '../../../contract/checkout';
import { FavoriteIdsResponse, FavoritesResponse } from '../../../contract/favorites';
import type { UnitStatus } from '../../../contract/hosting';
import * as s from '../../db/schema/index';
import type { Rate } from '../../lib/money';
import { bearer, type SignedInAccount } from '../../test/accounts';
import { checkout, guestDetails, makeUnit, quote, readyGuest, send, stay } from '../../test/checkout';
import { bookNights, makeOffer } from '../../test/investment';
import { useTestApp } from '../../test/test-app';
import { getInvestmentPerformance } from '../investment/performance';

const SAR: Rate = { code: 'SAR', rateMicros: 1_000_000, exponent: 2 };

/**
 * What a unit's status does to a guest's own things: checkout refuses a unit that is not published,
 * a saved one drops out of the wishlist while hidden (and comes back), an investment offer shows its
 * unit's figures only while it is let, and a stay already booked stays readable whatever the status.
 */
describe('checkout, favourites and trips of units that are not published', () => {
  const t = useTestApp({ seed: false });
  let guest: SignedInAccount;
  const setStatus = async (id: number, status: UnitStatus) => {
    await t.database.db
      .update(s.units)
      .set({ status, pausedReason: status === 'paused' ? 'host' : null })
      .where(eq(s.units.id, id));
    t.app.publicCache.invalidate('units');
  };

  beforeAll(async () => {
    guest = await readyGuest(t.app, t.database.db);
  });

  it.each(['draft', 'review', 'paused'] as const)(
    'refuses to quote or hold a %s unit with a translated 404, and takes a published one',
    async (status) => {
      const unit = await makeUnit(t.database.db);
      const body = { unit_id: unit.id, ...stay(3, 2), guests: 2 };
      // Quoted while published: the guest had the checkout page open when the unit was hidden.
      const { fingerprint } = await quote(t.app, guest.token, body);
      await setStatus(unit.id, status);
      for (const locale of ['en', 'ar']) {
        const headers = { 'accept-language': locale };
        const quoted = await send(
          t.app,
          'POST',
          '/api/v1/checkout/calculate-price',
          guest.token,
          body,
          headers,
        );
        const hold = await send(
          t.app,
          'POST',
          '/api/v1/checkout',
          guest.token,
          { ...body, quote_fingerprint: fingerprint, guest: guestDetails },
          headers,
        );
        for (const res of [quoted, hold]) {
          expect(res.statusCode, res.body).toBe(404);
          const envelope = AnyEnvelope.parse(res.json());
          expect(envelope.meta.error_code).toBe('NOT_FOUND');
          if (locale === 'ar') expect(envelope.data.message).toMatch(/[\u0600-\u06FF]/);
        }
      }
      const none = await t.database.db
        .select()
        .from(s.reservations)
        .where(eq(s.reservations.unitId, unit.id));
      expect(none).toEqual([]);
      await setStatus(unit.id, 'published');
      expect((await checkout(t.app, guest.token, body)).statusCode).toBe(201);
    },
  );

  it('keeps a booked stay readable after its unit is paused', async () => {
    const unit = await makeUnit(t.database.db);
    const res = await checkout(t.app, guest.token, { unit_id: unit.id, ...stay(10, 3), guests: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const id = CheckoutResponse.parse(res.json()).data.reservation.id;
    await setStatus(unit.id, 'paused');
    const trip = await t.app.inject({ url: `/api/v1/reservations/${id}`, headers: bearer(guest.token) });
    expect(trip.statusCode, trip.body).toBe(200);
    const list = await t.app.inject({ url: '/api/v1/reservations', headers: bearer(guest.token) });
    expect(list.body).toContain(id);
  });

  it('drops a saved unit from the wishlist while it is hidden, and brings it back when published', async () => {
    const [kept, hidden] = [await makeUnit(t.database.db), await makeUnit(t.database.db)];
    const save = (unitId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/favorites',
        headers: bearer(guest.token),
        payload: { unit_id: unitId },
      });
    const wishlist = async () => {
      const list = FavoritesResponse.parse(
        (await t.app.inject({ url: '/api/v1/favorites', headers: bearer(guest.token) })).json(),
      );
      const ids = FavoriteIdsResponse.parse(
        (await t.app.inject({ url: '/api/v1/favorites/ids', headers: bearer(guest.token) })).json(),
      );
      return {
        items: list.data.items.map((f) => f.unit_id),
        total: list.pagination.total,
        ids: ids.data.unit_ids,
      };
    };
    for (const id of [kept.id, hidden.id]) expect((await save(id)).statusCode).toBe(200);
    await setStatus(hidden.id, 'paused');
    expect(await wishlist()).toEqual({ items: [kept.id], total: 1, ids: [kept.id] });
    // Saving a unit a guest cannot see is refused like an unknown one.
    const refused = await save(hidden.id);
    expect(refused.statusCode).toBe(404);
    await setStatus(hidden.id, 'published');
    expect(await wishlist()).toEqual({ items: [hidden.id, kept.id], total: 2, ids: [hidden.id, kept.id] });
  });

  it('shows an investment offer’s actual figures only while its rental unit is published', async () => {
    const unit = await makeUnit(t.database.db);
    const offer = await makeOffer(t.database.db, unit.id);
    await bookNights(t.database.db, {
      unitId: unit.id,
      userId: guest.userId,
      checkIn: '2030-06-10',
      rates: [50_000, 50_000],
      status: 'completed',
    });
    const actual = async () =>
      (await getInvestmentPerformance(t.database.db, offer.slug, SAR, new Date('2031-03-01T09:00:00Z')))
        .actual;
    expect((await actual())?.stays).toBe(1);
    await setStatus(unit.id, 'paused');
    expect(await actual()).toBeNull();
    await setStatus(unit.id, 'published');
    expect((await actual())?.stays).toBe(1);
  });
});
