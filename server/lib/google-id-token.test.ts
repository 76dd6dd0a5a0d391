import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleVerifier, InvalidGoogleToken, type GoogleVerifier } from './google-id-token';

const CLIENT_ID = 'sakan-test.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';
const KID = 'test-key-1';

describe('createGoogleVerifier', () => {
  let server: Server;
  let verifier: GoogleVerifier;
  let privateKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    // A local stand-in for https://www.googleapis.com/oauth2/v3/certs: same JSON shape, no network.
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    verifier = createGoogleVerifier({ clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/certs` });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function sign(
    claims: Record<string, unknown> = {},
    options: { key?: CryptoKey; kid?: string; expiresIn?: string | number; sub?: string | null } = {},
  ): Promise<string> {
    // Defaults first so `claims` can override iss and aud (the builder's setters would win otherwise).
    const jwt = new SignJWT({
      iss: ISSUER,
      aud: CLIENT_ID,
      email: 'Sara@Example.com',
      email_verified: true,
      name: 'Sara',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h');
    if (options.sub !== null) jwt.setSubject(options.sub ?? '1234567890');
    return jwt.sign(options.key ?? privateKey);
  }

  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claimsNow = () => {
    const now = Math.floor(Date.now() / 1000);
    return { iss: ISSUER, aud: CLIENT_ID, sub: '1234567890', iat: now, exp: now + 3600 };
  };

  /** `reason` pins why it failed, so a test cannot pass because of some other defect in the token. */
  async function expectRejected(token: string, reason: RegExp) {
    const error: unknown = await verifier.verify(token).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidGoogleToken);
    expect((error as InvalidGoogleToken).reason).toMatch(reason);
  }

  it('returns the identity of a valid token', async () => {
    const token = await sign({ picture: 'https://lh3.googleusercontent.com/a/p' });
    await expect(verifier.verify(token)).resolves.toEqual({
      issuer: ISSUER,
      subject: '1234567890',
      email: 'sara@example.com',
      emailVerified: true,
      name: 'Sara',
      picture: 'https://lh3.googleusercontent.com/a/p',
    });
  });

  it('accepts the issuer without a scheme, which Google also uses', async () => {
    const token = await sign({ iss: 'accounts.google.com' });
    await expect(verifier.verify(token)).resolves.toMatchObject({ issuer: 'accounts.google.com' });
  });

  it('rejects a token issued to another client', async () => {
    await expectRejected(await sign({ aud: 'someone-else.apps.googleusercontent.com' }), /aud/);
  });

  it('rejects a token from another issuer', async () => {
    await expectRejected(await sign({ iss: 'https://evil.example.com' }), /iss/);
  });

  it('rejects an expired token', async () => {
    await expectRejected(await sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 }), /exp/);
  });

  it('rejects a token signed by a key that is not in the key set', async () => {
    const stranger = await generateKeyPair('RS256');
    await expectRejected(
      await sign({}, { key: stranger.privateKey, kid: 'unknown-kid' }),
      /no applicable key/i,
    );
    // Same kid as ours but another key: the signature check itself must fail.
    await expectRejected(await sign({}, { key: stranger.privateKey }), /signature/);
  });

  it('rejects an unsigned token (alg: none)', async () => {
    const header = base64url({ alg: 'none', typ: 'JWT', kid: KID });
    await expectRejected(`${header}.${base64url(claimsNow())}.`, /alg/);
  });

  it('rejects an HS256 token', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-that-is-long-enough-for-hs256');
    const token = await new SignJWT(claimsNow()).setProtectedHeader({ alg: 'HS256', kid: KID }).sign(secret);
    await expectRejected(token, /alg/);
  });

  it('rejects a token without a subject', async () => {
    await expectRejected(await sign({}, { sub: null }), /sub/);
  });

  it('rejects garbage', async () => {
    await expectRejected('not-a-jwt', /JWS|JWT/);
  });

  it('refuses to start without a client id (spec: validation rules)', () => {
    expect(() => createGoogleVerifier({ clientId: ' ' })).toThrow('clientId is required to initialize');
  });
});
