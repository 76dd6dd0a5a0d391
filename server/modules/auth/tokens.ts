import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Short enough that a leaked access token is soon useless; the refresh token renews it. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A sign-in lasts at most this long; rotating the refresh token never extends it. */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;

// The header `typ` tells our access tokens apart from any other JWT signed with the same secret.
const TYP = 'at+jwt';
const ISSUER = 'sakan';
const AUDIENCE = 'sakan-api';

export interface AccessClaims {
  userId: string;
  /** The refresh-token family (the sign-in) this token belongs to; logout and revocation use it. */
  sessionId: string;
  /**
   * Staff sign-ins only (RFC 8176's `amr`): `['mfa']` once the second factor was passed, `[]` before.
   * Absent for guests and hosts. Its presence also tells the guard to keep the session's idle clock.
   */
  amr?: StaffAmr[];
}

export type StaffAmr = 'mfa';

/** Whether the caller's sign-in passed the staff second factor. */
export const passedSecondFactor = (claims: AccessClaims | null) => claims?.amr?.includes('mfa') === true;

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT(
    claims.amr === undefined ? { sid: claims.sessionId } : { sid: claims.sessionId, amr: claims.amr },
  )
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(secret);
}

const verifyingKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/**
 * The secret as a WebCrypto key, imported once per secret: given raw bytes, jose imports them again on
 * every verification, an extra crypto job on each signed-in request.
 */
function verifyingKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = verifyingKeys.get(secret);
  if (!key) {
    // A copy: WebCrypto takes bytes on a plain ArrayBuffer, which a Uint8Array need not be.
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifyingKeys.set(secret, key);
  }
  return key;
}

/**
 * The claims of a valid access token, or null. `algorithms` is pinned so a token claiming `none` or
 * an asymmetric algorithm (the classic key-confusion attack) is refused before any signature check.
 */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyingKey(secret), {
      algorithms: ['HS256'],
      typ: TYP,
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims: AccessClaims = { userId: payload.sub, sessionId: payload.sid };
    if (Array.isArray(payload.amr)) claims.amr = payload.amr.includes('mfa') ? ['mfa'] : [];
    return claims;
  } catch {
    return null;
  }
}

/** 256 random bits: unguessable, so a plain SHA-256 (no salt, no stretching) is enough to store it. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
