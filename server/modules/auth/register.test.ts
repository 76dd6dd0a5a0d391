import { describe, expect, it } from 'vitest';
import { RegisterResponse } from '../../../contract/auth';
import { AnyEnvelope } from '../../../contract/common';
import { newAccount, post, refreshCookie } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

describe('POST /api/v1/register', () => {
  const t = useTestApp({ seed: false });

  it('creates the account, signs it in and keeps the refresh token out of page script', async () => {
    const input = newAccount({ email: 'Mixed.Case@Example.com', phone: '+966501234567' });
    const res = await post(t.app, '/api/v1/register', input);
    expect(res.statusCode).toBe(201);
    const body = RegisterResponse.parse(res.json());
    expect(body.meta).toEqual({ code: 201, errors: [] });
    expect(body.data.refresh_token).toBeNull();
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(body.data.user).toMatchObject({
      email: 'mixed.case@example.com',
      name: 'Layla Haddad',
      type: 'email',
      account_ready: true,
    });
    const cookie = refreshCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/auth' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    // The cookie lasts as long as the session: 30 days.
    expect(cookie?.maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(cookie?.maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
  });

  it('gives the mobile app its refresh token in the body and sets no cookie', async () => {
    const res = await post(t.app, '/api/v1/register', newAccount(), { headers: { 'device-type': 'mobile' } });
    expect(res.statusCode).toBe(201);
    expect(RegisterResponse.parse(res.json()).data.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(refreshCookie(res)).toBeUndefined();
  });

  it('leaves account_ready false until there is a phone number', async () => {
    const res = await post(t.app, '/api/v1/register', newAccount());
    expect(RegisterResponse.parse(res.json()).data.user.account_ready).toBe(false);
  });

  it('refuses an address that is already registered, in any letter case, without saying so outright', async () => {
    const first = newAccount();
    expect((await post(t.app, '/api/v1/register', first)).statusCode).toBe(201);
    const again = newAccount({ email: first.email.toUpperCase(), password: 'another-long-phrase' });
    const res = await post(t.app, '/api/v1/register', again);
    expect(res.statusCode).toBe(422);
    const body = AnyEnvelope.parse(res.json());
    expect(body.meta.error_code).toBe('VALIDATION_FAILED');
    expect(body.meta.errors).toEqual([
      { field: 'email', message: 'This email can’t be used. Try signing in or resetting your password.' },
    ]);
  });

  it('refuses a common password with a message in Arabic', async () => {
    const res = await post(t.app, '/api/v1/register', newAccount({ password: 'QwertyUIOP' }), {
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors).toEqual([
      { field: 'password', message: 'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.' },
    ]);
  });

  it('refuses passwords shorter than 8 characters', async () => {
    const res = await post(t.app, '/api/v1/register', newAccount({ password: 'Zx9!kQ' }));
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors).toEqual([
      { field: 'password', message: 'Enter at least 8 characters.' },
    ]);
  });

  it('rejects fields the client may not set', async () => {
    const res = await post(t.app, '/api/v1/register', {
      ...newAccount(),
      type: 'social',
      account_ready: true,
    });
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors).toEqual([
      { field: 'type', message: 'This field is not allowed.' },
      { field: 'account_ready', message: 'This field is not allowed.' },
    ]);
  });
});
