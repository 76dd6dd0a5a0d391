import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { WorkQueue } from '../../lib/work-queue';

/**
 * Password hashing with scrypt (node:crypto, no native add-on). N=2^17, r=8, p=1 is OWASP's scrypt
 * recommendation: about 128 MiB of memory per hash, which is what makes GPU guessing expensive. The
 * parameters are stored in each hash, so raising them later still verifies older hashes.
 */
const LOG_N = 17;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** The cost new hashes use; see lowerHashCostForFuzzing. */
let hashLogN = LOG_N;
// Node's default maxmem (32 MiB) refuses N=2^17; scrypt needs 128·N·r bytes plus some headroom.
const MAXMEM = 288 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which it
 * shares with PostgreSQL's SCRAM handshake for each new connection. Hashes run one per core, and never
 * on more than all but two of those threads, so a burst of sign-ups cannot starve the database of a
 * connection; a short queue absorbs a burst and anything beyond it is a 503 with Retry-After.
 */
const THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const HASH_CONCURRENCY = Math.max(1, Math.min(availableParallelism(), THREADS - 2));
// Past the first few in line a wait is also bounded in time: on a busy machine a hash takes seconds,
// and sixteen in line would outlast a client's patience (a timeout it cannot act on, where a 503 tells
// it when to come back).
export const passwordWork = new WorkQueue({
  concurrency: HASH_CONCURRENCY,
  maxQueued: HASH_CONCURRENCY * 8,
  minQueued: HASH_CONCURRENCY * 4,
  maxWaitMs: 5_000,
});

/** Throws the 503 when password work is full; call before any database work of a password route. */
export function assertPasswordCapacity(): void {
  passwordWork.assertCapacity();
}

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return passwordWork.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$17$8$1$<salt b64>$<hash b64>`. NFC-normalised so an Arabic password typed on any keyboard matches. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: 2 ** hashLogN, r: R, p: P, maxmem: MAXMEM }, KEY_BYTES);
  return ['scrypt', hashLogN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * For the fuzzer only (server/test/hardening/fuzz.test.ts): its thousands of sign-ups and sign-ins per
 * operation test how input is handled, and at full cost they would take hours on a shared CI core. The
 * floor is the lowest cost verifyPassword accepts; nothing in the app calls this.
 */
export function lowerHashCostForFuzzing(logN: number): void {
  if (!Number.isInteger(logN) || logN < 10 || logN > LOG_N) throw new RangeError(`scrypt log N ${logN}`);
  hashLogN = logN;
}

/** Puts the full cost back once the fuzzer is done: other test files share this module with it. */
export function restoreHashCost(): void {
  hashLogN = LOG_N;
}

/** Constant-time comparison; a malformed stored hash simply fails rather than throwing. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 20) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (expected.length === 0) return false;
  const key = await derive(password, salt, { N: 2 ** logN, r, p, maxmem: MAXMEM }, expected.length);
  return timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no hash to check (unknown email, social account),
 * so response times do not tell an attacker which addresses have accounts. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/** NIST 800-63B: no composition rules, but refuse passwords found in breach/common lists. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
