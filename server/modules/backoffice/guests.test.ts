import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GuestDetailResponse, GuestsResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import type { Role } from '../../../contract/roles';
import { users } from '../../db/schema/index';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { grantCoins, quickGuest, send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

type Who = Role | 'guest';

/**
 * The console's guests: who may call each route (a table over every route and role), finding an
 * account by email, name or phone however it is typed, and bad input answered with a translated 4xx.
 */
describe('backoffice guests: access and search', () => {
  const t = useTestApp({ seed: false });
  const people: Partial<Record<Who, Account>> = {};
  let found: Account;

  const makeTarget = async (blocked = false) => {
    const target = await quickGuest(t.database.db);
    if (blocked) {
      await t.database.db
        .update(users)
        .set({ blockedAt: new Date(), blockedReason: 'Test block' })
        .where(eq(users.id, target.userId));
    }
    return target.userId;
  };

  beforeAll(async () => {
    const db = t.database.db;
    for (const role of ['admin', 'support', 'content', 'finance', 'host'] as const) {
      people[role] = await quickAccount(db, [role]);
    }
    people.guest = await quickGuest(db);
    found = await quickAccount(db);
    await db
      .update(users)
      .set({ name: 'Huda Al-Mutairi', email: 'huda.search@example.com', phone: '+966551234567' })
      .where(eq(users.id, found.userId));
    await grantCoins(db, found.userId, 120);
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, lang = 'en') =>
    send(t.app, method, `/api/v1/backoffice${url}`, token ?? '', body, { 'accept-language': lang });

  const reason = { reason: 'Checked with the guest by phone' };
  const routes = [
    { name: 'search', readers: true, go: (token?: string) => call('GET', '/guests?q=huda', token) },
    { name: 'detail', readers: true, go: (token?: string) => call('GET', `/guests/${found.userId}`, token) },
    {
      name: 'coins',
      readers: true,
      go: (token?: string) =>
        call('POST', `/guests/${found.userId}/coins`, token, { delta: 1, reason: 'Goodwill' }),
    },
    {
      name: 'block',
      readers: false,
      go: async (token?: string) => call('POST', `/guests/${await makeTarget()}/block`, token, reason),
    },
    {
      name: 'unblock',
      readers: false,
      go: async (token?: string) => call('POST', `/guests/${await makeTarget(true)}/unblock`, token, reason),
    },
  ];
  // Reading and coins: admin, support, finance. Blocking: admin and support.
  const cases = routes.flatMap((route) =>
    (
      [
        ['a stranger', undefined, 401],
        ['a guest', 'guest', 403],
        ['a host', 'host', 403],
        ['content staff', 'content', 403],
        ['finance staff', 'finance', route.readers ? 200 : 403],
        ['support staff', 'support', 200],
        ['an admin', 'admin', 200],
      ] as const
    ).map(([who, role, status]) => [route.name, who, role, status, route] as const),
  );

  it.each(cases)('%s: %s gets %i', async (_route, _who, role, status, route) => {
    const response = await route.go(role ? people[role]?.token : undefined);
    expect(response.statusCode, response.body).toBe(status);
    expect(AnyEnvelope.parse(response.json()).data.is_success).toBe(status === 200);
  });

  it.each([
    ['the email, any case', 'HUDA.SEARCH@'],
    ['a part of the name', 'al-mut'],
    ['the local number', '0551234567'],
    ['the international number with spaces', '+966 55 123 4567'],
    ['the number with 00', '00966551234567'],
    ['the number in Arabic-Indic digits', '٠٥٥١٢٣٤٥٦٧'],
    ['a part of the number', '55 123 45'],
  ])('finds the account by %s', async (_how, q) => {
    const response = await call('GET', `/guests?q=${encodeURIComponent(q)}`, people.support?.token);
    const body = GuestsResponse.parse(response.json());
    expect(body.data.items.map((row) => row.id)).toEqual([found.userId]);
    expect(body.data.items[0]).toMatchObject({
      name: 'Huda Al-Mutairi',
      email: 'huda.search@example.com',
      phone: '+966551234567',
      stays: 0,
      blocked: false,
      roles: [],
    });
    expect(body.data.items[0]?.coins).toBeGreaterThanOrEqual(120);
  });

  it('lists every account newest first, pages on the server, and matches nothing by wildcards', async () => {
    const all = GuestsResponse.parse(
      (await call('GET', '/guests', people.admin?.token, undefined, 'ar')).json(),
    );
    expect(all.data.message).toBe('تم تحميل الحسابات.');
    const times = all.data.items.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.pagination).toMatchObject({ page: 1, per_page: 25 });
    expect(all.pagination.total).toBeGreaterThan(8);
    const byName = GuestsResponse.parse(
      (await call('GET', '/guests?sort=name&dir=asc&q=example.com', people.admin?.token)).json(),
    ).data.items.map((row) => (row.name ?? '').toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const wild = GuestsResponse.parse((await call('GET', '/guests?q=%25', people.admin?.token)).json());
    expect(wild.data.items).toEqual([]);
  });

  it('reads one account with its lists, and answers an unknown id 404', async () => {
    const detail = await call('GET', `/guests/${found.userId}`, people.finance?.token);
    const body = GuestDetailResponse.parse(detail.json());
    expect(body.data.guest.profile).toMatchObject({ id: found.userId, blocked: null, points: 0 });
    expect(body.data.guest.coins.items[0]?.reason).toBeDefined();
    expect(body.data.guest.stays).toEqual({ items: [], total: 0 });
    const unknown = await call('GET', `/guests/${randomUUID()}`, people.admin?.token, undefined, 'ar');
    expect(unknown.statusCode).toBe(404);
    expect(AnyEnvelope.parse(unknown.json()).data.message).toBe(
      'لا يوجد حساب بهذا المعرّف. ابحث عن الضيف مرة أخرى.',
    );
  });

  it.each([
    ['GET', '/guests/not-a-uuid', undefined],
    ['GET', `/guests/${'9'.repeat(300)}`, undefined],
    ['GET', '/guests/%00', undefined],
    ['GET', '/guests?q=a%00b', undefined],
    ['GET', `/guests?q=${'x'.repeat(201)}`, undefined],
    ['GET', '/guests?sort=password', undefined],
    ['GET', '/guests?dir=sideways', undefined],
    ['GET', '/guests?page=99999999999', undefined],
    ['GET', '/guests?page=0', undefined],
    ['POST', '/guests/123/coins', { delta: 1, reason: 'Goodwill' }],
    ['POST', 'FOUND/coins', { delta: 0, reason: 'Goodwill' }],
    ['POST', 'FOUND/coins', { delta: 100_001, reason: 'Goodwill' }],
    ['POST', 'FOUND/coins', { delta: -1e12, reason: 'Goodwill' }],
    ['POST', 'FOUND/coins', { delta: 1.5, reason: 'Goodwill' }],
    ['POST', 'FOUND/coins', { delta: '5', reason: 'Goodwill' }],
    ['POST', 'FOUND/coins', { delta: 5 }],
    ['POST', 'FOUND/coins', { delta: 5, reason: '  ' }],
    ['POST', 'FOUND/coins', { delta: 5, reason: 'bad\u0000reason' }],
    ['POST', 'FOUND/coins', { delta: 5, reason: 'x'.repeat(501) }],
    ['POST', 'FOUND/coins', { delta: 5, reason: 'Goodwill', extra: true }],
    ['POST', 'FOUND/block', {}],
    ['POST', 'FOUND/block', { reason: 'no\u0000' }],
  ] as const)('refuses %s %s with a translated 4xx', async (method, url, body) => {
    const path = url.replace('FOUND', `/guests/${found.userId}`);
    const response = await call(method, path, people.admin?.token, body, 'ar');
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const envelope = AnyEnvelope.parse(response.json());
    expect(envelope.data.is_success).toBe(false);
    expect(envelope.data.message).toMatch(/[\u0600-\u06ff]/);
  });
});
