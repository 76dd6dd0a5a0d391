import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { AuthSettingsResponse, SocialLoginResponse } from '../../../contract/auth';
import { AnyEnvelope } from '../../../contract/common';
import { post, refreshCookie, registerAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

const CLIENT_ID = 'test-client';
const ISSUER = 'https://accounts.google.com';
const KID = 'test-key-1';

// A local stand-in for Google's key set. Started at module scope because useTestApp reads the URL when
// the describe block is collected, before any beforeAll could have picked a port.
const keys = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
const jwks = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
const { port } = jwks.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));

interface SignOptions {
  key?: CryptoKey;
  kid?: string;
  expiresAt?: number;
}

/** A Google ID token for a fresh subject unless `claims.sub` says otherwise. */
function googleToken(claims: Record<string, unknown> = {}, options: SignOptions = {}): Promise<string> {
  return new SignJWT({
    iss: ISSUER,
    aud: CLIENT_ID,
    sub: `g-${randomUUID()}`,
    email: `sara.${randomUUID().slice(0, 8)}@example.com`,
    email_verified: true,
    name: 'Sara',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? '1h')
    .sign(options.key ?? keys.privateKey);
}

/** The subject a token carries, as the Google button hands it to the client alongside the credential. */
const subjectOf = (token: string): string => {
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  if (typeof payload !== 'object' || payload === null || !('sub' in payload)) throw new Error('no sub');
  return String(payload.sub);
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsNow = (sub: string) => {
  const now = Math.floor(Date.now() / 1000);
  return { iss: ISSUER, aud: CLIENT_ID, sub, iat: now, exp: now + 3600 };
};

const errorCodeOf = (res: LightMyRequestResponse) => AnyEnvelope.parse(res.json()).meta.error_code;

describe('Google sign-in routes', () => {
  const t = useTestApp({
    seed: false,
    google: { clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/certs` },
  });
  const socialLogin = (credential: string, providerId = subjectOf(credential)) =>
    post(t.app, '/api/v1/social-login', { provider: 'google', provider_id: providerId, credential });
  const userIdOf = (res: LightMyRequestResponse) => SocialLoginResponse.parse(res.json()).data.user.id;

  /** Every refusal is the same generic 401: the client shows one message, whatever was wrong. */
  async function expectRefused(credential: string, providerId?: string) {
    const res = await socialLogin(credential, providerId ?? subjectOf(credential));
    expect(res.statusCode).toBe(401);
    expect(errorCodeOf(res)).toBe('UNAUTHENTICATED');
  }

  it('tells the sign-in screens which client id to use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/auth' });
    expect(res.statusCode).toBe(200);
    expect(AuthSettingsResponse.parse(res.json()).data.google_client_id).toBe(CLIENT_ID);
  });

  it('creates a social account for a new subject and signs the same one in again', async () => {
    const sub = `g-${randomUUID()}`;
    const first = await socialLogin(await googleToken({ sub }));
    expect(first.statusCode).toBe(200);
    const { user } = SocialLoginResponse.parse(first.json()).data;
    // The guards send a social account without a phone to /complete-profile.
    expect(user).toMatchObject({ type: 'social', account_ready: false });
    expect(refreshCookie(first)).toMatchObject({ httpOnly: true });

    const again = await socialLogin(await googleToken({ sub }));
    expect(again.statusCode).toBe(200);
    expect(userIdOf(again)).toBe(user.id);
  });

  it('refuses a provider_id that is not the token’s subject', async () => {
    await expectRefused(await googleToken(), `g-${randomUUID()}`);
  });

  it('refuses tokens for another client, from another issuer, or expired', async () => {
    await expectRefused(await googleToken({ aud: 'someone-else' }));
    await expectRefused(await googleToken({ iss: 'https://evil.example.com' }));
    await expectRefused(await googleToken({}, { expiresAt: Math.floor(Date.now() / 1000) - 60 }));
  });

  it('refuses tokens signed by an unknown key, unsigned, or signed with HS256', async () => {
    const stranger = await generateKeyPair('RS256');
    await expectRefused(await googleToken({}, { key: stranger.privateKey, kid: 'unknown-kid' }));
    const sub = `g-${randomUUID()}`;
    await expectRefused(`${base64url({ alg: 'none', typ: 'JWT', kid: KID })}.${base64url(claimsNow(sub))}.`);
    // HS256 with the public key as its secret: the classic confusion attack on RS256 verifiers.
    const secret = new TextEncoder().encode(JSON.stringify(jwk));
    await expectRefused(
      await new SignJWT(claimsNow(sub)).setProtectedHeader({ alg: 'HS256', kid: KID }).sign(secret),
    );
  });

  it('links an existing account when Google has verified the same email', async () => {
    const account = await registerAccount(t.app);
    const res = await socialLogin(await googleToken({ email: account.input.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(userIdOf(res)).toBe(account.userId);
    const login = await post(t.app, '/api/v1/login', {
      email: account.input.email,
      password: account.input.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses to link when Google has not verified the email, and links nothing', async () => {
    const account = await registerAccount(t.app);
    const sub = `g-${randomUUID()}`;
    const unverified = () => googleToken({ sub, email: account.input.email, email_verified: false });
    const res = await socialLogin(await unverified());
    expect(res.statusCode).toBe(409);
    expect(errorCodeOf(res)).toBe('CONFLICT');
    // Had the identity been linked, this second try would sign in to the account instead.
    expect((await socialLogin(await unverified())).statusCode).toBe(409);
  });
});

describe('Google sign-in routes without a Google client id', () => {
  const t = useTestApp({ seed: false });

  it('shows no Google button and refuses Google sign-in as UNAVAILABLE', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/settings/auth' });
    expect(AuthSettingsResponse.parse(settings.json()).data.google_client_id).toBeNull();
    const res = await post(t.app, '/api/v1/social-login', {
      provider: 'google',
      provider_id: 'g-1',
      credential: await googleToken({ sub: 'g-1' }),
    });
    expect(res.statusCode).toBe(503);
    expect(errorCodeOf(res)).toBe('UNAVAILABLE');
  });
});
