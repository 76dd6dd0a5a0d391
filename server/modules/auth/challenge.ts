import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkProof, type Proof } from './second-factor';
import * as repository from './second-factor-repository';
import { hashRefreshToken, newRefreshToken } from './tokens';

/**
 * The second step of a staff sign-in. The password step hands out a challenge (256 random bits, only
 * its hash stored, five minutes to live); the code step spends it. Checking the code and spending the
 * challenge happen in one transaction under row locks, so a challenge signs in once.
 */
export const CHALLENGE_SECONDS = 5 * 60;

export async function createChallenge(
  db: Database,
  userId: string,
): Promise<{ challenge: string; expiresAt: Date }> {
  const challenge = newRefreshToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await repository.insertChallenge(db, { userId, tokenHash: hashRefreshToken(challenge), expiresAt });
  return { challenge, expiresAt };
}

/**
 * The account whose challenge this code completes, or a translated refusal: the challenge unknown,
 * spent or expired (401 CHALLENGE_EXPIRED: start again), a wrong or already used code (401, on the
 * field typed), or too many wrong codes (429 with Retry-After).
 */
export async function completeChallenge(
  db: Database,
  authSecret: Uint8Array,
  challenge: string,
  proof: Proof,
): Promise<string> {
  const outcome = await db.transaction(async (tx) => {
    const live = await repository.lockLiveChallenge(tx, hashRefreshToken(challenge));
    if (!live) return 'expired' as const;
    const checked = await checkProof(tx, authSecret, live.userId, proof);
    if (checked === 'ok') await repository.spendChallenge(tx, live.id);
    return { checked, userId: live.userId };
  });
  if (outcome === 'expired') throw new AppError('CHALLENGE_EXPIRED', 401, 'auth.challenge_expired');
  const { checked, userId } = outcome;
  if (checked === 'ok') return userId;
  const field = 'code' in proof ? 'code' : 'recovery_code';
  if (checked === 'used') {
    throw new AppError('UNAUTHENTICATED', 401, 'auth.code_used', [{ field, messageKey: 'auth.code_used' }]);
  }
  if (checked === 'wrong') {
    const key = field === 'code' ? 'auth.code_wrong' : 'auth.recovery_code_wrong';
    throw new AppError('UNAUTHENTICATED', 401, key, [{ field, messageKey: key }]);
  }
  throw new AppError('RATE_LIMITED', 429, 'auth.code_throttled', undefined, { retryAfterS: checked.waitS });
}
