import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPromoResponse,
  AdminPromosResponse,
  PromoRedemptionsResponse,
  type PromoCreateBody,
} from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { checkout, makeUnit, quickGuest, stay } from '../../test/checkout';
import { auditOf, call } from '../../test/console';
import { useTestApp } from '../../test/test-app';

/** The console's promo codes: the grid, create and edit with their limits, pause, redemptions. */
describe('backoffice promo codes', () => {
  const t = useTestApp({ workJobs: false });
  let editor: Account;
  beforeAll(async () => {
    editor = await quickAccount(t.database.db, ['content']);
  });
  const as = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, lang = 'en') =>
    call(t.app, method, `/api/v1/backoffice/promo-codes${path}`, editor.token, body, {
      'accept-language': lang,
    });
  const grid = async (query = '') => AdminPromosResponse.parse((await as('GET', query)).json());
  const spring: PromoCreateBody = {
    code: 'spring-26',
    kind: 'percent',
    value: 15,
    valid_from: '2026-03-01',
    valid_to: '2026-03-31',
    min_nights: 2,
    max_uses: 100,
    max_uses_per_guest: 2,
  };

  it('creates a code from whole Saudi days, upper-cased, audited', async () => {
    const created = await as('POST', '', spring);
    expect(created.statusCode, created.body).toBe(201);
    const promo = AdminPromoResponse.parse(created.json()).data.promo;
    expect(promo).toMatchObject({
      code: 'SPRING-26',
      kind: 'percent',
      value: 15,
      valid_from: '2026-03-01',
      valid_to: '2026-03-31',
      starts_at: '2026-02-28T21:00:00+00:00',
      ends_at: '2026-03-31T21:00:00+00:00',
      uses: 0,
    });
    const [row] = await auditOf(t.database.db, editor.userId, 1);
    expect(row).toMatchObject({ action: 'promo.create', entity: 'promo_code', entityId: String(promo.id) });
    expect(row?.after).toMatchObject({ code: 'SPRING-26', max_uses_per_guest: 2 });
    const taken = await as('POST', '', { ...spring, code: 'Spring-26' }, 'ar');
    expect(taken.statusCode).toBe(409);
    expect(AnyEnvelope.parse(taken.json()).meta.errors[0]).toMatchObject({ field: 'code' });
  });

  it('sorts, filters and pages on the server', async () => {
    const all = await grid('?sort=code&dir=asc');
    const codes = all.data.items.map((p) => p.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'SAKAN50', 'LONGSTAY20', 'SPRING-26']));
    expect((await grid('?q=ring')).data.items.map((p) => p.code)).toEqual(['SPRING-26']);
    expect((await grid('?status=ended')).data.items.map((p) => p.code)).toEqual(['SPRING-26']);
    expect((await grid('?status=active')).data.items.every((p) => p.status === 'active')).toBe(true);
    expect((await grid('?q=%25')).data.items).toEqual([]);
    const paged = await grid('?page=99');
    expect(paged.pagination).toMatchObject({ page: 1, per_page: 25 });
    for (const bad of ['?sort=secret', '?dir=up', '?status=gone', '?page=0', '?q=a%00b']) {
      expect((await as('GET', bad, undefined, 'ar')).statusCode, bad).toBe(422);
    }
  });

  it('edits the limits, recording only what changed, and refuses bad ones', async () => {
    const [promo] = (await grid('?q=SPRING')).data.items;
    if (!promo) throw new Error('no code');
    const { code: _c, ...terms } = spring;
    const edited = await as('PUT', `/${promo.id}`, { ...terms, valid_to: '2026-04-30', max_uses: 5 });
    expect(AdminPromoResponse.parse(edited.json()).data.promo).toMatchObject({
      valid_to: '2026-04-30',
      max_uses: 5,
    });
    const [row] = await auditOf(t.database.db, editor.userId, 1);
    expect(row).toMatchObject({
      action: 'promo.edit',
      before: { valid_to: '2026-03-31', max_uses: 100 },
      after: { valid_to: '2026-04-30', max_uses: 5 },
    });
    const refusals: [unknown, string][] = [
      [{ ...terms, value: 101 }, 'value'],
      [{ ...terms, valid_to: '2026-02-01' }, 'valid_to'],
      [{ ...terms, min_nights: 0 }, 'min_nights'],
      [{ ...terms, max_uses_per_guest: 101 }, 'max_uses_per_guest'],
      [{ ...terms, max_uses: 0 }, 'max_uses'],
      [{ ...terms, valid_from: '2026-13-01' }, 'valid_from'],
      [{ ...terms, code: 'NEW' }, 'code'],
    ];
    for (const [body, field] of refusals) {
      const response = await as('PUT', `/${promo.id}`, body, 'ar');
      expect(response.statusCode, field).toBe(422);
      expect(AnyEnvelope.parse(response.json()).meta.errors.map((e) => e.field)).toContain(field);
    }
  });

  it('pauses and resumes once each, and lists a code’s redemptions with the guest and the stay', async () => {
    const db = t.database.db;
    const [welcome] = (await grid('?q=WELCOME10')).data.items;
    if (!welcome) throw new Error('no WELCOME10');
    const unit = await makeUnit(db);
    const guest = await quickGuest(db);
    const booked = await checkout(t.app, guest.token, {
      unit_id: unit.id,
      ...stay(3, 2),
      guests: 1,
      promo_code: 'WELCOME10',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const list = PromoRedemptionsResponse.parse((await as('GET', `/${welcome.id}/redemptions`)).json());
    expect(list.data.items[0]).toMatchObject({
      guest: { name: 'Race Guest' },
      reservation: { code: booked.json().data.reservation.code, check_in: stay(3, 2).check_in },
      discount: { currency: 'SAR' },
      released_at: null,
    });
    expect(list.data.items[0]?.discount.amount_minor).toBeGreaterThan(0);

    const paused = await as('POST', `/${welcome.id}/pause`);
    expect(AdminPromoResponse.parse(paused.json()).data.promo.status).toBe('paused');
    await as('POST', `/${welcome.id}/pause`);
    const resumed = await as('POST', `/${welcome.id}/resume`);
    expect(AdminPromoResponse.parse(resumed.json()).data.promo.status).toBe('active');
    const rows = await auditOf(db, editor.userId, 2);
    expect(rows.map((r) => [r.action, r.after])).toEqual([
      ['promo.resume', { paused: false }],
      ['promo.pause', { paused: true }],
    ]);
    // Used three times (two holds and a stay, say): the total cannot go below that.
    await db.execute(sql`update promo_codes set uses = 3 where id = ${welcome.id}`);
    const { code: _c, ...terms } = spring;
    const below = await as('PUT', `/${welcome.id}`, { ...terms, max_uses: 2 });
    expect(below.statusCode).toBe(422);
    expect(AnyEnvelope.parse(below.json()).meta.errors).toEqual([
      { field: 'max_uses', message: 'It has been used 3 times already: allow at least 3 uses.' },
    ]);
  });
});
