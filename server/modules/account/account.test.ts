import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileResponse, ProfileUpdateResponse } from '../../../contract/account';
import { AnyEnvelope } from '../../../contract/common';
import * as s from '../../db/schema/index';
import { bearer, loginAccount, post, registerAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

describe('profile', () => {
  const t = useTestApp({ seed: false });
  const update = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    post(t.app, '/api/v1/profile/update', body, { headers: { ...bearer(token), ...headers } });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile' });
    expect(res.statusCode).toBe(401);
    expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('UNAUTHENTICATED');
    // The token is checked before the body: strangers learn nothing about the form.
    expect((await post(t.app, '/api/v1/profile/update', { nonsense: 1 })).statusCode).toBe(401);
  });

  it('returns the caller’s own profile', async () => {
    const account = await registerAccount(t.app, {}, 'mobile');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(account.token) });
    expect(res.statusCode).toBe(200);
    expect(ProfileResponse.parse(res.json()).data.user).toMatchObject({
      id: account.userId,
      email: account.input.email,
      name: 'Layla Haddad',
      phone: null,
      type: 'email',
      locale: 'en',
      email_verified: false,
      account_ready: false,
    });
  });

  it('becomes account_ready once it has a name and a phone, and not ready again without the phone', async () => {
    const { token } = await registerAccount(t.app, {}, 'mobile');
    const res = await update(
      token,
      { name: '  Noura Al-Saud ', phone: '+966501234567', locale: 'ar' },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(200);
    const { data } = ProfileUpdateResponse.parse(res.json());
    expect(data.message).toBe('تم تحديث ملفك الشخصي.');
    expect(data.user).toMatchObject({
      name: 'Noura Al-Saud',
      phone: '+966501234567',
      locale: 'ar',
      account_ready: true,
    });
    const cleared = ProfileUpdateResponse.parse((await update(token, { phone: null })).json());
    expect(cleared.data.user).toMatchObject({ phone: null, account_ready: false, name: 'Noura Al-Saud' });
  });

  it('rejects fields the user may not set (no mass assignment)', async () => {
    const { token } = await registerAccount(t.app, {}, 'mobile');
    const res = await update(token, {
      name: 'Hacker',
      type: 'social',
      account_ready: true,
      email_verified: true,
    });
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors.map((e) => e.field)).toEqual([
      'type',
      'account_ready',
      'email_verified',
    ]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
    expect(ProfileResponse.parse(profile.json()).data.user).toMatchObject({
      name: 'Layla Haddad',
      type: 'email',
      account_ready: false,
      email_verified: false,
    });
  });

  it('stores a national or Arabic-digit phone number as E.164, and refuses one that is not', async () => {
    const { token, userId } = await registerAccount(t.app, {}, 'mobile');
    for (const phone of ['0501234567', '٠٥٠١٢٣٤٥٦٧', '+966 50 123 4567']) {
      const res = await update(token, { phone });
      expect(res.statusCode, res.body).toBe(200);
      expect(ProfileResponse.parse(res.json()).data.user.phone).toBe('+966501234567');
      const [row] = await t.database.db
        .select({ phone: s.users.phone })
        .from(s.users)
        .where(eq(s.users.id, userId));
      expect(row?.phone).toBe('+966501234567');
    }
    const res = await update(token, { phone: '050123' }, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(422);
    const error = AnyEnvelope.parse(res.json()).meta.errors[0];
    expect(error?.field).toBe('phone');
    expect(error?.message).toContain('أدخل رقم هاتف صحيحًا');
  });
});

describe('POST /api/v1/change-password', () => {
  const t = useTestApp({ seed: false });
  const change = (token: string, body: unknown) =>
    post(t.app, '/api/v1/change-password', body, { headers: bearer(token) });
  const refresh = (token: string) => post(t.app, '/auth/refresh', { refreshToken: token });

  it('refuses a wrong current password on that field', async () => {
    const { token } = await registerAccount(t.app, {}, 'mobile');
    const res = await change(token, {
      current_password: 'not-my-password',
      new_password: 'a-brand-new-phrase',
    });
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors).toEqual([
      { field: 'current_password', message: 'Your current password is incorrect.' },
    ]);
  });

  it('refuses a common new password', async () => {
    const { token, input } = await registerAccount(t.app, {}, 'mobile');
    const res = await change(token, { current_password: input.password, new_password: 'password123' });
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors[0]?.field).toBe('new_password');
  });

  it('changes it, ends the other sessions but keeps this one', async () => {
    const here = await registerAccount(t.app, {}, 'mobile');
    const elsewhere = await loginAccount(t.app, here.input);
    const res = await change(here.token, {
      current_password: here.input.password,
      new_password: 'a-brand-new-phrase',
    });
    expect(res.statusCode).toBe(200);
    expect(AnyEnvelope.parse(res.json()).data.message).toMatch(/^Your password has been changed/);

    expect((await refresh(here.refresh)).statusCode).toBe(200);
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
    expect((await profile(here.token)).statusCode).toBe(200);
    expect((await profile(elsewhere.token)).statusCode).toBe(401);
    expect(
      (await post(t.app, '/auth/refresh', undefined, { cookies: { refresh_token: elsewhere.refresh } }))
        .statusCode,
    ).toBe(401);

    const login = (password: string) => post(t.app, '/api/v1/login', { email: here.input.email, password });
    expect((await login(here.input.password)).statusCode).toBe(401);
    expect((await login('a-brand-new-phrase')).statusCode).toBe(200);
  });
});
