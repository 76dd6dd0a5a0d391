import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference is read out over the phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `C-7K3M9QXA`: a prefix naming the kind, then 8 random characters (31^8 ≈ 8.5e11). */
export function newReference(prefix: string): string {
  let out = '';
  for (let i = 0; i < 8; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${out}`;
}
