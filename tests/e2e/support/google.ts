import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

/**
 * Google stands outside the machine, so the run serves its own JWKS and signs ID tokens with a local
 * key: the server verifies them exactly as it would Google's (signature, aud, iss, exp).
 */
export const GOOGLE_CLIENT_ID = 'sakan-e2e.apps.googleusercontent.com';
export const GOOGLE_ISSUER = 'https://accounts.google.com';
const KEY_FILE = join(process.cwd(), 'test-results', 'e2e-google-key.json');
const KID = 'e2e-key';

export async function startJwks(port: number): Promise<Server> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  mkdirSync(dirname(KEY_FILE), { recursive: true });
  writeFileSync(KEY_FILE, JSON.stringify(await exportJWK(privateKey)));
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }],
  });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** An ID token as Google would issue it after the visitor picks an account. */
export async function googleIdToken(claims: {
  sub: string;
  email: string;
  name: string;
  email_verified?: boolean;
}) {
  const key = await importJWK(JSON.parse(readFileSync(KEY_FILE, 'utf8')) as JWK, 'RS256');
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(GOOGLE_ISSUER)
    .setAudience(GOOGLE_CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

/**
 * A stand-in for https://accounts.google.com/gsi/client: the same `google.accounts.id` surface, whose
 * button hands the page the credential the test put in `window.__e2eGoogleCredential`.
 */
export const FAKE_GSI_SCRIPT = `
window.google = { accounts: { id: {
  initialize(options) { if (!options.client_id) throw new Error('clientId is required to initialize'); window.__gsiCallback = options.callback; },
  renderButton(el) {
    const b = document.createElement('button');
    b.type = 'button'; b.textContent = 'Continue with Google'; b.setAttribute('lang', 'en');
    b.onclick = () => window.__gsiCallback({ credential: window.__e2eGoogleCredential });
    el.append(b);
  },
} } };`;
