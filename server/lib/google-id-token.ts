import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/**
 * Verifies Google Sign-In ID tokens (the `credential` of POST /api/v1/social-login). The client's
 * `provider_id` is never trusted; identity comes only from a token Google signed for our client id.
 */

export interface GoogleIdentity {
  issuer: string;
  /** Google's stable account id: link accounts by this, not by email, which can change hands. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture?: string;
}

export interface GoogleVerifier {
  /** The client id tokens must be issued for; the sign-in screens need it too. */
  readonly clientId: string;
  verify(idToken: string): Promise<GoogleIdentity>;
}

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl?: string;
  issuers?: readonly string[];
}

/** Any reason a token is refused; `reason` is for logs only, callers answer with one generic message. */
export class InvalidGoogleToken extends Error {
  override name = 'InvalidGoogleToken';
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Invalid Google ID token: ${reason}`, options);
  }
}

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google documents both spellings of its issuer. */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'] as const;

export function createGoogleVerifier({
  clientId,
  jwksUrl = GOOGLE_JWKS_URL,
  issuers = GOOGLE_ISSUERS,
}: GoogleVerifierOptions): GoogleVerifier {
  // Spec, validation rules: a blank client id is a startup error, not a sign-in that silently fails later.
  if (!clientId.trim()) throw new Error('clientId is required to initialize');
  // jose caches the key set and refetches when a token names an unknown kid (Google rotates keys),
  // with a cooldown so a flood of bad kids cannot turn into a flood of requests to Google.
  const jwks: JWTVerifyGetKey = createRemoteJWKSet(new URL(jwksUrl));

  return {
    clientId,
    async verify(idToken) {
      const { payload } = await jwtVerify(idToken, jwks, {
        audience: clientId,
        issuer: [...issuers],
        // Pinning RS256 rules out "alg: none" and HS256 signed with the public key as a secret.
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
      }).catch((error: unknown) => {
        throw new InvalidGoogleToken(error instanceof Error ? error.message : 'verification failed', {
          cause: error,
        });
      });
      const { iss, sub, email, email_verified: emailVerified, name, picture } = payload;
      if (typeof iss !== 'string' || typeof sub !== 'string' || sub === '') {
        throw new InvalidGoogleToken('missing sub');
      }
      return {
        issuer: iss,
        subject: sub,
        email: typeof email === 'string' ? email.toLowerCase() : null,
        // Google sends a boolean; older tokens sent the string "true".
        emailVerified: emailVerified === true || emailVerified === 'true',
        name: typeof name === 'string' ? name : null,
        ...(typeof picture === 'string' ? { picture } : {}),
      };
    },
  };
}
