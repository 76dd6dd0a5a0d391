import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Sealing of TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from AUTH_SECRET, so
 * a database backup or an SQL leak alone yields no secret that mints codes. The AAD binds a sealed
 * secret to its account: copied onto another account's row it no longer opens. Changing AUTH_SECRET
 * makes every sealed secret unreadable; `npm run staff:create` issues a staff member a new one.
 */

const VERSION = 'v1';
const keys = new WeakMap<Uint8Array, Buffer>();

function keyOf(authSecret: Uint8Array): Buffer {
  let key = keys.get(authSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', authSecret, 'sakan', 'staff second factor secret', 32));
    keys.set(authSecret, key);
  }
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export function sealSecret(authSecret: Uint8Array, userId: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The base32 secret, or null when it was sealed under another key (or for another account). */
export function openSecret(authSecret: Uint8Array, userId: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
