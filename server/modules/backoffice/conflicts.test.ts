import { beforeAll, describe, expect, it } from 'vitest';
import { ConflictsResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import type { Role } from '../../../contract/roles';
import { hostedUnit, icsOf, quickAccount, useFeedServer, type Account } from '../../test/calendar-feeds';
import { checkout, quickGuest, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * The console's list of nights sold twice (an imported event over a stay booked here): who may read
 * it, and that it names the unit, its host, the other site and the stay, in the caller's language.
 */
describe('backoffice calendar conflicts', () => {
  const t = useTestApp({ workJobs: false, allowPrivateFeeds: true, seed: false });
  const feeds = useFeedServer();
  const people: Partial<Record<Role | 'guest', Account>> = {};
  let host: Account;
  let code = '';

  beforeAll(async () => {
    const db = t.database.db;
    host = await quickAccount(db, ['host']);
    for (const role of ['admin', 'support', 'content', 'finance', 'host'] as const) {
      people[role] = await quickAccount(db, [role]);
    }
    people.guest = await quickGuest(db);
    const unitId = await hostedUnit(db, host.userId);
    const booked = await checkout(t.app, people.guest.token, { unit_id: unitId, ...stay(12, 2), guests: 1 });
    expect(booked.statusCode).toBe(201);
    code = booked.json().data.reservation.code;
    feeds.answers.set('/other.ics', { body: icsOf([[stay(13, 1).check_in, stay(16, 1).check_in]]) });
    const added = await send(
      t.app,
      'POST',
      `/api/v1/hosting/units/${unitId}/feeds`,
      host.token,
      { name: 'Booking.com', url: feeds.url('/other.ics') },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(added.statusCode, added.body).toBe(201);
  });

  const read = (token?: string, lang = 'en', query = '') =>
    send(t.app, 'GET', `/api/v1/backoffice/calendar-conflicts${query}`, token ?? '', undefined, {
      'accept-language': lang,
    });

  it.each([
    ['a stranger', undefined, 401],
    ['a guest', 'guest', 403],
    ['a host', 'host', 403],
    ['content staff', 'content', 403],
    ['finance staff', 'finance', 403],
    ['support staff', 'support', 200],
    ['an admin', 'admin', 200],
  ] as const)('%s gets %i', async (_who, role, status) => {
    const response = await read(role ? people[role]?.token : undefined);
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 200) expect(AnyEnvelope.parse(response.json()).data.is_success).toBe(false);
  });

  it('names the unit, its host, the other site and the stay, soonest first', async () => {
    const response = await read(people.support?.token, 'ar');
    const body = ConflictsResponse.parse(response.json());
    expect(body.data.message).toBe('تم تحميل تعارضات التقويم.');
    const mine = body.data.items.filter((item) => item.reservation.code === code);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      feed_name: 'Booking.com',
      first_night: stay(13, 1).check_in,
      last_night: stay(13, 1).check_in,
      reservation: { check_in: stay(12, 2).check_in, status: 'pending_payment' },
    });
    expect(mine[0]?.host?.email).toMatch(/@example\.com$/);
    expect(body.pagination).toMatchObject({ page: 1, per_page: 25 });
  });

  it('refuses a malformed page with a translated 422, and a page past the end shows the last', async () => {
    for (const page of ['0', 'abc', '99999999999', '1%00']) {
      const refused = await read(people.admin?.token, 'ar', `?page=${page}`);
      expect(refused.statusCode, page).toBe(422);
    }
    const last = await read(people.admin?.token, 'en', '?page=500');
    expect(last.statusCode).toBe(200);
    expect(ConflictsResponse.parse(last.json()).pagination.page).toBe(1);
  });
});
