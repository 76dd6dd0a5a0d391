import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GuestBlockResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { staffAudit } from '../../db/schema/index';
import { bearer, loginAccount, post, registerAccount } from '../../test/accounts';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * Blocking an account from the console: every session ends at once (a token minted before the block
 * is refused on its next call, refresh and sign-in are refused), unblocking lets the person back in,
 * and who may block whom.
 */
describe('backoffice guests: block and unblock', () => {
  const t = useTestApp({ seed: false });
  let admin: Account;
  let support: Account;

  beforeAll(async () => {
    admin = await quickAccount(t.database.db, ['admin']);
    support = await quickAccount(t.database.db, ['support']);
  });

  const act = (who: Account, id: string, verb: 'block' | 'unblock', reason: string, lang = 'en') =>
    send(
      t.app,
      'POST',
      `/api/v1/backoffice/guests/${id}/${verb}`,
      who.token,
      { reason },
      {
        'accept-language': lang,
      },
    );
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
  const refresh = (token: string) =>
    post(t.app, '/auth/refresh', { refreshToken: token }, { headers: { 'device-type': 'mobile' } });

  it('ends every session at once, refuses refresh and sign-in, and unblocking lets them in again', async () => {
    const guest = await registerAccount(t.app, {}, 'mobile');
    const second = await loginAccount(t.app, guest.input);
    expect((await profile(guest.token)).statusCode).toBe(200);

    const blocked = await act(support, guest.userId, 'block', 'Chargebacks on three stays', 'ar');
    expect(blocked.statusCode, blocked.body).toBe(200);
    const body = GuestBlockResponse.parse(blocked.json());
    expect(body.data.message).toBe('تم حظر الحساب وإنهاء جلساته.');
    expect(body.data.profile.blocked).toMatchObject({ reason: 'Chargebacks on three stays' });

    // Tokens minted before the block, on both devices: refused on their very next call.
    expect((await profile(guest.token)).statusCode).toBe(401);
    expect((await profile(second.token)).statusCode).toBe(401);
    expect((await refresh(guest.refresh)).statusCode).toBe(401);
    const login = await post(
      t.app,
      '/api/v1/login',
      { email: guest.input.email, password: guest.input.password },
      { headers: { 'accept-language': 'ar' } },
    );
    expect(login.statusCode).toBe(403);
    expect(AnyEnvelope.parse(login.json()).data.message).toBe(
      'تم حظر هذا الحساب. تواصل معنا عبر صفحة التواصل إن كنت تظن أن هذا خطأ.',
    );
    // A wrong password still reads like any wrong password: the block is told only to the owner.
    const wrong = await post(t.app, '/api/v1/login', { email: guest.input.email, password: 'not-the-one-x' });
    expect(wrong.statusCode).toBe(401);
    expect((await act(admin, guest.userId, 'block', 'Again please')).statusCode).toBe(409);

    const unblocked = await act(admin, guest.userId, 'unblock', 'The bank settled the chargebacks');
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(GuestBlockResponse.parse(unblocked.json()).data.profile.blocked).toBeNull();
    // The old sessions stay ended; a new sign-in works.
    expect((await profile(guest.token)).statusCode).toBe(401);
    const back = await loginAccount(t.app, guest.input);
    expect((await profile(back.token)).statusCode).toBe(200);
    expect((await act(admin, guest.userId, 'unblock', 'Once more')).statusCode).toBe(409);

    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.entityId, guest.userId))
      .orderBy(staffAudit.id);
    expect(audit).toMatchObject([
      {
        staffId: support.userId,
        action: 'user.block',
        entity: 'user',
        before: { blocked: false },
        after: { blocked: true, blocked_reason: 'Chargebacks on three stays' },
        reason: 'Chargebacks on three stays',
      },
      {
        staffId: admin.userId,
        action: 'user.unblock',
        before: { blocked: true, blocked_reason: 'Chargebacks on three stays' },
        after: { blocked: false, blocked_reason: null },
        reason: 'The bank settled the chargebacks',
      },
    ]);
  });

  it('refuses blocking oneself; only an admin blocks a staff account, another admin included', async () => {
    const self = await act(support, support.userId, 'block', 'Testing myself', 'ar');
    expect(self.statusCode).toBe(403);
    expect(AnyEnvelope.parse(self.json()).data.message).toBe('لا يمكنك حظر حسابك.');
    expect((await act(admin, admin.userId, 'block', 'Testing myself')).statusCode).toBe(403);

    const otherAdmin = await quickAccount(t.database.db, ['admin']);
    const finance = await quickAccount(t.database.db, ['finance']);
    const host = await quickAccount(t.database.db, ['host']);
    for (const target of [otherAdmin, finance]) {
      const refused = await act(support, target.userId, 'block', 'Support tries');
      expect(refused.statusCode).toBe(403);
      expect(AnyEnvelope.parse(refused.json()).data.message).toBe('Only an admin may block a staff account.');
    }
    expect((await act(support, host.userId, 'block', 'A host, not staff')).statusCode).toBe(200);
    expect((await act(admin, otherAdmin.userId, 'block', 'Left the company')).statusCode).toBe(200);
    // The blocked admin's own token no longer opens the console.
    const console = await send(t.app, 'GET', '/api/v1/backoffice/guests', otherAdmin.token);
    expect(console.statusCode).toBe(401);
    expect((await act(support, otherAdmin.userId, 'unblock', 'Support tries')).statusCode).toBe(403);
    expect((await act(admin, otherAdmin.userId, 'unblock', 'Came back')).statusCode).toBe(200);
  });
});
