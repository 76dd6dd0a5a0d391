import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { LoginResponse, RefreshResponse } from '../../../contract/auth';
import {
  SecondFactorConfirmResponse,
  SecondFactorSetupResponse,
  SecondFactorStatusResponse,
} from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { staffAudit } from '../../db/schema/index';
import { totpCode } from '../auth/totp';
import { bearer, post, refreshCookie } from '../../test/accounts';
import { codeAt, codeStep, passwordStep, staffAccount } from '../../test/staff';
import { useTestApp } from '../../test/test-app';

/**
 * A staff member without a second factor signs in with the password and reaches only its set-up; once
 * set up, the sign-in carries it. Staff sign-ins end after 30 idle minutes; tokens live 15.
 */
describe('staff second factor: set-up and staff sessions', () => {
  const t = useTestApp({ seed: false });
  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
  const login = async (staff: { email: string; password: string }) => {
    const res = await post(t.app, '/api/v1/login', { email: staff.email, password: staff.password });
    expect(res.statusCode, res.body).toBe(200);
    return { token: LoginResponse.parse(res.json()).data.token, refresh: refreshCookie(res)?.value ?? '' };
  };
  const refresh = (token: string) =>
    post(t.app, '/auth/refresh', undefined, {
      cookies: { refresh_token: token },
      headers: { 'accept-language': 'ar' },
    });

  it('lets a staff member without it reach only the set-up, then confirms it with a first code', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['admin'], { enrolled: false });
    const session = await login(staff);
    expect(decodeJwt(session.token).amr).toEqual([]);
    const refused = await get('/api/v1/backoffice/me', session.token, { 'accept-language': 'ar' });
    expect(refused.statusCode).toBe(403);
    const body = AnyEnvelope.parse(refused.json());
    expect(body.meta.error_code).toBe('MFA_REQUIRED');
    expect(body.data.message).toBe(
      'يتطلب عمل الموظفين عاملًا ثانيًا. اضبط تطبيق المصادقة، أو سجّل الدخول مجددًا باستخدام رمزه.',
    );
    const status = SecondFactorStatusResponse.parse(
      (await get('/api/v1/backoffice/second-factor', session.token)).json(),
    );
    expect(status.data.second_factor).toEqual({ enrolled: false, verified: false, recovery_codes_left: 0 });

    const setup = SecondFactorSetupResponse.parse(
      (await get('/api/v1/backoffice/second-factor/setup', session.token)).json(),
    );
    expect(setup.data.uri).toMatch(
      /^otpauth:\/\/totp\/Sakan:.+\?issuer=Sakan&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
    // Reloading the page shows the same secret until it is confirmed.
    const again = SecondFactorSetupResponse.parse(
      (await get('/api/v1/backoffice/second-factor/setup', session.token)).json(),
    );
    expect(again.data.secret).toBe(setup.data.secret);

    const confirm = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/backoffice/second-factor/confirm',
        payload: { code },
        headers: bearer(session.token),
      });
    const right = totpCode(setup.data.secret);
    const wrong = await confirm(right === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(AnyEnvelope.parse(wrong.json()).meta.errors[0]?.field).toBe('code');
    const confirmed = await confirm(right);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recovery_codes: codes, token } = SecondFactorConfirmResponse.parse(confirmed.json()).data;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await get('/api/v1/backoffice/me', token)).statusCode).toBe(200);
    // The refresh cookie of the same sign-in now renews tokens that carry the factor.
    const renewed = RefreshResponse.parse((await refresh(session.refresh)).json());
    expect(decodeJwt(renewed.accessToken).amr).toEqual(['mfa']);
    // The secret is never shown again, and the set-up is in the audit log.
    expect((await get('/api/v1/backoffice/second-factor/setup', token)).statusCode).toBe(409);
    const audit = await t.database.db.select().from(staffAudit).where(eq(staffAudit.staffId, staff.userId));
    expect(audit).toMatchObject([
      { action: 'staff.enrol_second_factor', entity: 'staff', entityId: staff.userId },
    ]);
    // From now on the password alone is not enough.
    const challenge = await passwordStep(t.app, staff);
    expect((await codeStep(t.app, { challenge, recovery_code: codes[0]! })).statusCode).toBe(200);
  });

  it('gives staff access tokens 15 minutes at most, renewed or not', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['support']);
    const done = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      code: codeAt(staff.secret!),
    });
    const signedIn = decodeJwt(LoginResponse.parse(done.json()).data.token);
    expect(signedIn.exp! - signedIn.iat!).toBeLessThanOrEqual(15 * 60);
    const renewed = RefreshResponse.parse((await refresh(refreshCookie(done)?.value ?? '')).json());
    const claims = decodeJwt(renewed.accessToken);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(15 * 60);
    expect(claims.amr).toEqual(['mfa']);
  });

  it('ends a staff sign-in idle for 30 minutes, at its next request and at refresh, translated', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['support']);
    const done = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      code: codeAt(staff.secret!),
    });
    const token = LoginResponse.parse(done.json()).data.token;
    const cookie = refreshCookie(done)?.value ?? '';
    const lastUse = (minutesAgo: number) =>
      t.database.db.execute(
        sql`update staff_sessions set last_used_at = now() - make_interval(mins => ${minutesAgo}) where user_id = ${staff.userId}`,
      );
    // 29 minutes unused: still alive, and this request counts as a use.
    await lastUse(29);
    expect((await get('/api/v1/backoffice/me', token)).statusCode).toBe(200);
    const [fresh] = (
      await t.database.db.execute<{ idle: number }>(
        sql`select extract(epoch from now() - last_used_at)::float8 as idle from staff_sessions where user_id = ${staff.userId}`,
      )
    ).rows;
    expect(fresh!.idle).toBeLessThan(60);
    // A page that says it sat untouched for 20 minutes does not count as a use.
    await get('/api/v1/backoffice/me', token, { 'idle-seconds': '1200' });
    await lastUse(31);
    const ended = await refresh(cookie);
    expect(ended.statusCode).toBe(401);
    expect(AnyEnvelope.parse(ended.json()).data.message).toBe(
      'انتهت جلسة الموظف بعد 30 دقيقة دون استخدام. يُرجى تسجيل الدخول مرة أخرى.',
    );
    expect((await get('/api/v1/backoffice/me', token)).statusCode).toBe(401);
  });

  it('measures idle time from what the page reports, not from its own polling', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['support']);
    const done = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      code: codeAt(staff.secret!),
    });
    const token = LoginResponse.parse(done.json()).data.token;
    await t.database.db.execute(
      sql`update staff_sessions set last_used_at = now() - interval '25 minutes' where user_id = ${staff.userId}`,
    );
    // The console polls while nobody touches it for 25 minutes: the clock stays where it was.
    expect((await get('/api/v1/backoffice/me', token, { 'idle-seconds': '1500' })).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update staff_sessions set last_used_at = last_used_at - interval '6 minutes' where user_id = ${staff.userId}`,
    );
    expect((await get('/api/v1/backoffice/me', token, { 'idle-seconds': '1860' })).statusCode).toBe(401);
  });

  it('ends a guest’s sign-in never for idleness: no staff row, no claims', async () => {
    const guest = await staffAccount(t.app, t.database.db, [], { enrolled: false });
    const session = await login(guest);
    expect(decodeJwt(session.token).amr).toBeUndefined();
    const rows = await t.database.db.execute(
      sql`select 1 from staff_sessions where user_id = ${guest.userId}`,
    );
    expect(rows.rows).toHaveLength(0);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
  });
});
