import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponse } from '../../../contract/checkout';
import { UnitListResponse } from '../../../contract/units';
import { checkout, makeUnit, readyGuest, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { runHoldSweep } from '../checkout/jobs';
import { paymentsFromEnv } from '../checkout/payments/config';

/**
 * Reservations take nights in search as blocked days do (units.unavailable, migration 0016): a hold
 * hides the unit from searches over its nights at once, and the sweep that ends it shows it again.
 */
describe('search and reservations', () => {
  const t = useTestApp({ workJobs: false });
  let unit: Awaited<ReturnType<typeof makeUnit>>;
  let guest: Awaited<ReturnType<typeof readyGuest>>;

  beforeAll(async () => {
    unit = await makeUnit(t.database.db);
    guest = await readyGuest(t.app, t.database.db);
  });

  const listed = async (dates: { check_in: string; check_out: string }) => {
    const query = new URLSearchParams({ city: 'test-city', ...dates, per_page: '50' });
    const res = await t.app.inject({ url: `/api/v1/units/filter?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return UnitListResponse.parse(res.json()).data.items.some((card) => card.id === unit.id);
  };

  it('hides a held stay’s nights from search until the hold ends', async () => {
    const nights = stay(40, 3);
    expect(await listed(nights)).toBe(true);
    const res = await checkout(t.app, guest.token, { unit_id: unit.id, ...nights, guests: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const { reservation } = CheckoutResponse.parse(res.json()).data;

    expect(await listed(nights)).toBe(false);
    expect(await listed(stay(41, 1))).toBe(false); // a night inside the stay
    expect(await listed(stay(43, 2))).toBe(true); // check-in on the morning the stay checks out
    expect(await listed(stay(38, 2))).toBe(true); // check-out on the morning the stay checks in

    await t.database.db.execute(
      sql`update reservations set hold_expires_at = now() - interval '1 second' where id = ${reservation.id}`,
    );
    expect(await runHoldSweep(t.app, paymentsFromEnv())).toBe(1);
    expect(await listed(nights)).toBe(true);
  });
});
