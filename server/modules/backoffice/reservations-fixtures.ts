import { beforeAll } from 'vitest';
import type { Role } from '../../../contract/roles';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { grantCoins, makeUnit, quickGuest, send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { riyadhDay, stayOn } from '../hosting/stays-fixtures';

/**
 * A test app with one account per role, a unit and a dear unit (whose full refund is above support's
 * limit), confirmed paid stays on demand, and a caller of the console's routes.
 */
export function useStaffReservations() {
  const t = useTestApp({ workJobs: false, seed: false });
  const db = () => t.database.db;
  const people: Partial<Record<Role | 'guest', Account>> = {};
  const units = { plain: 0, dear: 0 };
  let offset = 30;

  beforeAll(async () => {
    for (const role of ['admin', 'support', 'content', 'finance', 'host'] as const) {
      people[role] = await quickAccount(db(), [role]);
    }
    people.guest = await quickGuest(db());
    units.plain = (await makeUnit(db())).id;
    units.dear = (await makeUnit(db(), { basePriceMinor: 400_000 })).id;
  });

  /** A confirmed, paid stay far enough ahead for the moderate policy's full refund. */
  const booked = async (
    options: { dear?: boolean; coins?: number; locale?: 'en' | 'ar'; name?: string } = {},
  ) => {
    const guest = await quickGuest(db());
    if (options.coins) await grantCoins(db(), guest.userId, options.coins);
    offset += 3;
    return stayOn(db(), {
      userId: guest.userId,
      unitId: options.dear ? units.dear : units.plain,
      checkIn: riyadhDay(offset),
      nights: 2,
      coinsSpent: options.coins ?? 0,
      locale: options.locale ?? 'en',
      guest: {
        name: options.name ?? 'Huda Al-Harbi',
        email: `huda.${offset}@example.com`,
        phone: '+966500000021',
      },
    });
  };

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, lang = 'en') =>
    send(t.app, method, `/api/v1/backoffice${url}`, token ?? '', body, {
      'accept-language': lang,
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    });

  return { t, db, people, booked, call };
}
