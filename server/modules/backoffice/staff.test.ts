import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { StaffListResponse, StaffMemberResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { staffAudit, users } from '../../db/schema/index';
import { issueFactor } from '../auth/second-factor';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { send } from '../../test/checkout';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';

const emailOf = async (t: ReturnType<typeof useTestApp>, userId: string) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email!;

/** Staff management: the admin grants and takes staff roles by email and resets a second factor. */
describe('backoffice staff management', () => {
  const t = useTestApp({ seed: false });
  let admin: Account;

  beforeAll(async () => {
    admin = await quickAccount(t.database.db, ['admin']);
  });

  const setRoles = (body: Record<string, unknown>, token = admin.token, lang = 'en') =>
    send(t.app, 'PUT', '/api/v1/backoffice/staff/roles', token, body, { 'accept-language': lang });
  const auditOf = (entityId: string) =>
    t.database.db.select().from(staffAudit).where(eq(staffAudit.entityId, entityId));

  it('grants staff roles to the account using an email, keeps hosting, and records it once', async () => {
    const host = await quickAccount(t.database.db, ['host']);
    const email = (await emailOf(t, host.userId)).toUpperCase();
    const granted = await setRoles({ email, roles: ['support', 'admin', 'support'], reason: 'New hire' });
    expect(granted.statusCode, granted.body).toBe(200);
    const { member } = StaffMemberResponse.parse(granted.json()).data;
    expect(member).toMatchObject({ id: host.userId, roles: ['admin', 'support'], second_factor: false });
    const [row] = await t.database.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, host.userId));
    expect(row?.roles).toEqual(['host', 'admin', 'support']);
    // The same roles again change nothing and record nothing.
    expect((await setRoles({ email, roles: ['admin', 'support'] })).statusCode).toBe(200);
    expect(await auditOf(host.userId)).toMatchObject([
      {
        staffId: admin.userId,
        action: 'staff.set_roles',
        entity: 'staff',
        before: { roles: [] },
        after: { roles: ['admin', 'support'] },
        reason: 'New hire',
      },
    ]);
    const list = StaffListResponse.parse(
      (await send(t.app, 'GET', '/api/v1/backoffice/staff', admin.token)).json(),
    );
    expect(list.data.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([admin.userId, host.userId]),
    );
    // Taking every staff role away leaves a host.
    expect((await setRoles({ email, roles: [] })).statusCode).toBe(200);
    const [after] = await t.database.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, host.userId));
    expect(after?.roles).toEqual(['host']);
  });

  it('orders the staff by name or email, either way, and refuses another order', async () => {
    const db = t.database.db;
    const tag = crypto.randomUUID().slice(0, 8);
    const made: string[] = [];
    for (const [name, local] of [
      ['Aaron', 'zz'],
      ['Zeina', 'aa'],
    ] as const) {
      const member = await quickAccount(db, ['finance']);
      await db
        .update(users)
        .set({ name: `${name} ${tag}`, email: `${local}.${tag}@example.com` })
        .where(eq(users.id, member.userId));
      made.push(member.userId);
    }
    const order = async (query: string) => {
      const response = await send(t.app, 'GET', `/api/v1/backoffice/staff?${query}`, admin.token);
      expect(response.statusCode, response.body).toBe(200);
      const ids = StaffListResponse.parse(response.json()).data.items.map((item) => item.id);
      return ids.filter((id) => made.includes(id));
    };
    const [aaron, zeina] = made;
    expect(await order('')).toEqual([aaron, zeina]);
    expect(await order('sort=name&dir=desc')).toEqual([zeina, aaron]);
    expect(await order('sort=email&dir=asc')).toEqual([zeina, aaron]);
    expect(await order('sort=email&dir=desc')).toEqual([aaron, zeina]);
    for (const query of ['sort=roles', 'dir=up', 'sort=name%00']) {
      const response = await send(t.app, 'GET', `/api/v1/backoffice/staff?${query}`, admin.token);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('answers an unknown email with a translated 404, and bad input with a 422', async () => {
    const unknown = await setRoles({ email: 'nobody@example.com', roles: ['support'] }, admin.token, 'ar');
    expect(unknown.statusCode).toBe(404);
    expect(AnyEnvelope.parse(unknown.json()).data.message).toBe(
      'لا يوجد حساب بهذا البريد الإلكتروني. يجب أن يُنشئوا حسابًا أولًا.',
    );
    for (const body of [
      { email: 'x@example.com', roles: ['host'] },
      { email: 'x@example.com', roles: ['owner'] },
      { email: 'x\u0000@example.com', roles: [] },
      { email: 'x@example.com', roles: [], reason: 'a\u0000' },
      { email: 'x@example.com' },
    ]) {
      expect((await setRoles(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('resets a member’s second factor: their sign-ins end and it is recorded', async () => {
    const member = await quickAccount(t.database.db, ['content']);
    await issueFactor(t.database.db, TEST_AUTH_SECRET, { id: member.userId, email: null });
    const url = `/api/v1/backoffice/staff/${member.userId}/reset-second-factor`;
    const reset = await send(t.app, 'POST', url, admin.token, { reason: 'Lost phone' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(StaffMemberResponse.parse(reset.json()).data.member.second_factor).toBe(false);
    expect((await send(t.app, 'GET', '/api/v1/backoffice/me', member.token)).statusCode).toBe(401);
    expect(await auditOf(member.userId)).toMatchObject([
      {
        action: 'staff.reset_second_factor',
        before: { second_factor: true },
        after: { second_factor: false, sessions: 'ended' },
        reason: 'Lost phone',
      },
    ]);
    const guest = await quickAccount(t.database.db, ['host']);
    const notStaff = await send(
      t.app,
      'POST',
      `/api/v1/backoffice/staff/${guest.userId}/reset-second-factor`,
      admin.token,
      {},
    );
    expect(notStaff.statusCode).toBe(404);
    const noBody = await send(
      t.app,
      'POST',
      `/api/v1/backoffice/staff/${crypto.randomUUID()}/reset-second-factor`,
      admin.token,
    );
    expect(noBody.statusCode).toBe(404);
    expect(
      (await send(t.app, 'POST', '/api/v1/backoffice/staff/42/reset-second-factor', admin.token, {}))
        .statusCode,
    ).toBe(422);
  });
});

/** The last admin keeps the admin role, even when two admins take it from each other at once. */
describe('backoffice staff management: the last admin', () => {
  const t = useTestApp({ seed: false });

  const take = (from: Account, to: Account, lang = 'en') =>
    emailOf(t, to.userId).then((email) =>
      send(
        t.app,
        'PUT',
        '/api/v1/backoffice/staff/roles',
        from.token,
        { email, roles: ['support'] },
        { 'accept-language': lang },
      ),
    );

  it('refuses to take the admin role from the only admin, translated', async () => {
    const only = await quickAccount(t.database.db, ['admin']);
    const refused = await take(only, only, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(AnyEnvelope.parse(refused.json()).data.message).toBe('هذا آخر مسؤول. اجعل شخصًا آخر مسؤولًا أولًا.');
    const second = await quickAccount(t.database.db, ['admin']);
    // Two admins removing each other at once: one wins, the other finds itself the last admin.
    const answers = await Promise.all([take(only, second), take(second, only)]);
    const [won, lost] = answers.map((answer) => answer.statusCode).sort();
    expect(won).toBe(200);
    // The loser is refused as the last admin, or, when it is checked after the winner committed, as no
    // longer an admin at all.
    expect([403, 409]).toContain(lost);
    const admins = await t.database.db.select({ roles: users.roles }).from(users);
    expect(admins.filter((row) => row.roles.includes('admin'))).toHaveLength(1);
  });
});
