import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { StaffReservationResponse, StaffReservationsResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import * as s from '../../db/schema/index';
import { useStaffReservations } from './reservations-fixtures';

/** Reservations in the console: who may find, read and cancel them; search; the stay's timeline. */
describe('backoffice reservations', () => {
  const { db, people, booked, call } = useStaffReservations();

  it.each([
    ['a stranger', undefined, 401],
    ['a guest', 'guest', 403],
    ['a host', 'host', 403],
    ['content staff', 'content', 403],
    ['finance staff', 'finance', 200],
    ['support staff', 'support', 200],
    ['an admin', 'admin', 200],
  ] as const)('%s (%s) gets %i from the list, a stay and a cancel', async (_who, role, status) => {
    const stay = await booked();
    const token = role ? people[role]?.token : undefined;
    const cancelBody = {
      refund: 'policy',
      expected_refund_minor: stay.paidMinor ?? stay.totalMinor,
      reason: 'Guest called: family emergency',
    };
    for (const [method, url, body] of [
      ['GET', '/reservations', undefined],
      ['GET', `/reservations/${stay.code}`, undefined],
      ['POST', `/reservations/${stay.code}/cancel`, cancelBody],
    ] as const) {
      const response = await call(method, url, token, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
      if (status !== 200) expect(AnyEnvelope.parse(response.json()).data.is_success).toBe(false);
    }
  });

  it('finds a stay by its code in any case, the guest’s email or name, and by status', async () => {
    const stay = await booked();
    const find = async (query: string) =>
      StaffReservationsResponse.parse(
        (await call('GET', `/reservations?${query}`, people.support?.token)).json(),
      ).data.items.map((item) => item.code);
    expect(await find(`q=${stay.code.toLowerCase()}`)).toEqual([stay.code]);
    expect(await find(`q=${encodeURIComponent(stay.guestEmail)}`)).toEqual([stay.code]);
    expect(await find(`q=Huda&status=confirmed`)).toContain(stay.code);
    expect(await find(`q=Huda&status=cancelled`)).not.toContain(stay.code);
    // A typed % matches itself, not every stay.
    expect(await find('q=%25')).toEqual([]);
  });

  it('orders the list by the guest, the unit, the code, the total or the dates, either way', async () => {
    const tag = `Sorted${Date.now()}`;
    const zaid = await booked({ name: `Zaid ${tag}` });
    const amal = await booked({ name: `Amal ${tag}`, dear: true });
    const list = async (query: string) =>
      StaffReservationsResponse.parse(
        (await call('GET', `/reservations?q=${tag}&${query}`, people.finance?.token)).json(),
      ).data.items;
    const codes = async (query: string) => (await list(query)).map((item) => item.code);
    expect(await codes('sort=guest&dir=asc')).toEqual([amal.code, zaid.code]);
    expect(await codes('sort=guest&dir=desc')).toEqual([zaid.code, amal.code]);
    // By the units’ titles ("Test flat <n>").
    const [first, second] = await list('sort=unit&dir=asc');
    expect([first?.code, second?.code].sort()).toEqual([amal.code, zaid.code].sort());
    expect(first!.unit.title < second!.unit.title).toBe(true);
    expect(await codes('sort=unit&dir=desc')).toEqual([second?.code, first?.code]);
    expect(await codes('sort=total&dir=desc')).toEqual([amal.code, zaid.code]);
    // Amal's stay was booked later, for later nights.
    expect(await codes('sort=check_in&dir=asc')).toEqual([zaid.code, amal.code]);
    expect(await codes('sort=created&dir=desc')).toEqual([amal.code, zaid.code]);
    const byCode = [zaid.code, amal.code].sort();
    expect(await codes('sort=code&dir=asc')).toEqual(byCode);
    expect(await codes('sort=code&dir=desc')).toEqual([...byCode].reverse());
  });

  it('shows the stay with its timeline and the policy’s refund, in the caller’s language', async () => {
    const stay = await booked();
    const response = await call('GET', `/reservations/${stay.code}`, people.finance?.token, undefined, 'ar');
    const body = StaffReservationResponse.parse(response.json());
    expect(body.data.message).toBe('تم تحميل الحجز.');
    const detail = body.data.reservation;
    expect(detail.guest).toMatchObject({ name: 'Huda Al-Harbi', phone: '+966500000021' });
    expect(detail.timeline.map((entry) => entry.kind)).toContain('created');
    expect(detail.cancel).toMatchObject({ can_cancel: true, policy: 'moderate' });
    expect(detail.cancel.policy_refund.amount_minor).toBe(stay.paidMinor ?? stay.totalMinor);
  });

  it('answers bad input with translated 4xx and changes nothing', async () => {
    const token = people.admin?.token;
    const stay = await booked();
    for (const url of [
      '/reservations/SKN-NOPE0000',
      '/reservations/%00abc',
      `/reservations/${'A'.repeat(500)}`,
    ]) {
      const response = await call('GET', url, token, undefined, 'ar');
      expect([400, 404, 422]).toContain(response.statusCode);
      expect(AnyEnvelope.parse(response.json()).data.is_success).toBe(false);
    }
    for (const query of [
      'page=0',
      'page=99999999999',
      'from=2026-02-30',
      'status=lost',
      'q=%00',
      'sort=drop',
    ]) {
      const response = await call('GET', `/reservations?${query}`, token, undefined, 'ar');
      expect(response.statusCode, query).toBe(422);
    }
    for (const body of [
      { refund: 'policy', expected_refund_minor: 1, reason: 'x\u0000y' },
      { refund: 'override', amount_minor: -1, reason: 'Goodwill' },
      { refund: 'override', amount_minor: 1e12, reason: 'Goodwill' },
      { refund: 'policy', reason: '' },
    ]) {
      const response = await call('POST', `/reservations/${stay.code}/cancel`, token, body, 'ar');
      expect([409, 422], JSON.stringify(body)).toContain(response.statusCode);
    }
    const [row] = await db().select().from(s.reservations).where(eq(s.reservations.id, stay.id));
    expect(row?.status).toBe('confirmed');
  });
});
