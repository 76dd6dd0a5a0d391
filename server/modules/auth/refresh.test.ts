import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RefreshResponse } from '../../../contract/auth';
import { AnyEnvelope } from '../../../contract/common';
import { bearer, loginAccount, post, refreshCookie, registerAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

describe('POST /auth/refresh', () => {
  const t = useTestApp({ seed: false });
  const withCookie = (token: string) =>
    post(t.app, '/auth/refresh', undefined, { cookies: { refresh_token: token } });
  const withBody = (token: string) => post(t.app, '/auth/refresh', { refreshToken: token });
  const profileStatus = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).statusCode;

  it('rotates the cookie: a new access token and refresh token, and the old one is spent', async () => {
    const account = await registerAccount(t.app);
    const res = await withCookie(account.refresh);
    expect(res.statusCode).toBe(200);
    const body = RefreshResponse.parse(res.json());
    expect(body.refreshToken).toBeUndefined();
    expect(await profileStatus(body.accessToken)).toBe(200);
    const rotated = refreshCookie(res);
    expect(rotated).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/auth' });
    expect(rotated?.value).not.toBe(account.refresh);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await withCookie(account.refresh)).statusCode).toBe(401);
  });

  it('revokes the whole family when a spent token is replayed', async () => {
    const account = await registerAccount(t.app);
    const first = await withCookie(account.refresh);
    const newest = refreshCookie(first)?.value ?? '';
    const replay = await withCookie(account.refresh);
    expect(replay.statusCode).toBe(401);
    const body = AnyEnvelope.parse(replay.json());
    expect(body.meta.error_code).toBe('UNAUTHENTICATED');
    expect(body.data.message).toBe('Your session has ended. Please sign in again.');
    // The browser is told to drop the dead cookie.
    expect(refreshCookie(replay)).toMatchObject({ value: '', path: '/auth' });
    // Whoever held the newest token (maybe the thief) is out too, and so are its access tokens.
    expect((await withCookie(newest)).statusCode).toBe(401);
    expect(await profileStatus(RefreshResponse.parse(first.json()).accessToken)).toBe(401);
  });

  it('keeps the family’s 30-day end through rotations, and refuses it afterwards', async () => {
    const account = await registerAccount(t.app);
    const first = await withCookie(account.refresh);
    expect(first.statusCode).toBe(200);
    // Both tokens of the family end at the same instant, 30 days after the sign-in.
    const [family] = (
      await t.database.db.execute<{ ends: number; seconds: number }>(
        sql`select count(distinct expires_at)::int as ends,
                   extract(epoch from max(expires_at) - min(created_at))::float8 as seconds
            from refresh_tokens where user_id = ${account.userId}`,
      )
    ).rows;
    expect(family?.ends).toBe(1);
    expect(family?.seconds).toBeLessThanOrEqual(30 * 24 * 3600 + 1);
    expect(family?.seconds).toBeGreaterThan(30 * 24 * 3600 - 60);

    // Pretend the family began 29 days and 23 hours ago: one hour is left.
    await t.database.db.execute(
      sql`update refresh_tokens set expires_at = now() + interval '1 hour' where user_id = ${account.userId}`,
    );
    const rotated = await withCookie(refreshCookie(first)?.value ?? '');
    expect(rotated.statusCode).toBe(200);
    expect(refreshCookie(rotated)?.maxAge).toBeLessThanOrEqual(3600);
    await t.database.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where user_id = ${account.userId}`,
    );
    expect((await withCookie(refreshCookie(rotated)?.value ?? '')).statusCode).toBe(401);
  });

  it('answers mobile clients in the body, without cookies', async () => {
    const account = await registerAccount(t.app, {}, 'mobile');
    const res = await withBody(account.refresh);
    expect(res.statusCode).toBe(200);
    const body = RefreshResponse.parse(res.json());
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(refreshCookie(res)).toBeUndefined();
    expect((await withBody(body.refreshToken ?? '')).statusCode).toBe(200);
  });

  it('refuses a request with no token or an unknown one', async () => {
    expect((await post(t.app, '/auth/refresh', undefined)).statusCode).toBe(401);
    expect((await withBody('not-a-token-we-issued')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/logout', () => {
  const t = useTestApp({ seed: false });
  const refresh = (token: string) =>
    post(t.app, '/auth/refresh', undefined, { cookies: { refresh_token: token } });

  it('ends this session only, and clears the cookie', async () => {
    const phone = await registerAccount(t.app);
    const laptop = await loginAccount(t.app, phone.input);
    const res = await post(t.app, '/api/v1/logout', undefined, { headers: bearer(laptop.token) });
    expect(res.statusCode).toBe(200);
    expect(AnyEnvelope.parse(res.json()).data.message).toBe('You’re signed out.');
    expect(refreshCookie(res)).toMatchObject({ value: '', path: '/auth' });
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    expect((await post(t.app, '/api/v1/logout', {}, { headers: bearer(laptop.token) })).statusCode).toBe(401);
    expect((await refresh(phone.refresh)).statusCode).toBe(200);
  });

  it('ends every session with everywhere: true', async () => {
    const phone = await registerAccount(t.app);
    const laptop = await loginAccount(t.app, phone.input);
    const res = await post(t.app, '/api/v1/logout', { everywhere: true }, { headers: bearer(laptop.token) });
    expect(res.statusCode).toBe(200);
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    expect((await post(t.app, '/api/v1/logout', {})).statusCode).toBe(401);
  });
});
