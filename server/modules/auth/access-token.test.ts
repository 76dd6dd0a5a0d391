import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { bearer, registerAccount, type SignedInAccount } from '../../test/accounts';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';

describe('access tokens', () => {
  const t = useTestApp({ seed: false });
  let account: SignedInAccount;
  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
  const claimsOf = (token: string): Record<string, unknown> =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  // A token like ours in every way except what the test changes.
  const forge = (claims: Record<string, unknown> = {}) =>
    new SignJWT({ sid: claimsOf(account.token).sid, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(account.userId)
      .setIssuer('sakan')
      .setAudience('sakan-api')
      .setIssuedAt()
      .setExpirationTime('15m');

  it('lasts 15 minutes and names the user and the session', async () => {
    account = await registerAccount(t.app);
    const claims = claimsOf(account.token);
    expect(claims).toMatchObject({ sub: account.userId, iss: 'sakan', aud: 'sakan-api' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    expect((await profile(bearer(account.token))).statusCode).toBe(200);
    // The control: a token forged with the real key is accepted, so the failures below are meaningful.
    expect((await profile(bearer(await forge().sign(TEST_AUTH_SECRET)))).statusCode).toBe(200);
  });

  it('refuses a missing token or another scheme with a 401 envelope', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Basic ${account.token}` },
      { authorization: 'Bearer' },
    ]) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      const body = AnyEnvelope.parse(res.json());
      expect(body.meta.error_code).toBe('UNAUTHENTICATED');
      expect(body.data.message).toBe('Please sign in to continue.');
    }
  });

  it('refuses an expired token', async () => {
    const expired = await forge()
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(TEST_AUTH_SECRET);
    expect((await profile(bearer(expired))).statusCode).toBe(401);
  });

  it('refuses alg none and RS256 tokens', async () => {
    const none = new UnsecuredJWT({ sid: claimsOf(account.token).sid })
      .setSubject(account.userId)
      .setIssuer('sakan')
      .setAudience('sakan-api')
      .setExpirationTime('15m')
      .encode();
    expect((await profile(bearer(none))).statusCode).toBe(401);
    // `none` tokens end with an empty signature: also try one with a junk signature appended.
    expect((await profile(bearer(`${none}c2ln`))).statusCode).toBe(401);

    const { privateKey } = await generateKeyPair('RS256');
    const rs256 = await new SignJWT({ sid: claimsOf(account.token).sid })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
      .setSubject(account.userId)
      .setIssuer('sakan')
      .setAudience('sakan-api')
      .setExpirationTime('15m')
      .sign(privateKey);
    expect((await profile(bearer(rs256))).statusCode).toBe(401);
  });

  it('refuses a tampered token and one signed with another key', async () => {
    const [header, , signature] = account.token.split('.');
    // A longer life, same user and session: only the signature can tell.
    const claims = claimsOf(account.token);
    const payload = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 })).toString(
      'base64url',
    );
    expect((await profile(bearer(`${header}.${payload}.${signature}`))).statusCode).toBe(401);
    const otherKey = await forge().sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await profile(bearer(otherKey))).statusCode).toBe(401);
  });

  it('refuses a token for a session that has ended, although its signature is fine', async () => {
    const session = await forge({ sid: '00000000-0000-4000-8000-000000000000' }).sign(TEST_AUTH_SECRET);
    expect((await profile(bearer(session))).statusCode).toBe(401);
  });
});
