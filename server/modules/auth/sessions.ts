import { randomUUID } from 'node:crypto';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import * as repository from './sessions-repository';
import { hashRefreshToken, newRefreshToken, SESSION_SECONDS, signAccessToken } from './tokens';

/**
 * Sessions: one refresh-token family per sign-in. Every refresh rotates the token; presenting a token
 * that was already rotated means it was copied, so the whole family is revoked (OAuth 2.0 Security
 * BCP, refresh token rotation). Access tokens name their family (`sid`), so ending a family also ends
 * its access tokens at the next request (see plugins/auth.ts).
 */

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** The family's absolute end; the cookie's Max-Age is counted down to it. */
  expiresAt: Date;
  sessionId: string;
}

export interface SessionOptions {
  secret: Uint8Array;
  userAgent?: string | undefined;
}

// Enough to tell devices apart in a future "your sessions" list without storing unbounded headers.
const trimAgent = (agent: string | undefined) => (agent ? agent.slice(0, 512) : null);

async function issue(
  db: Database,
  family: { familyId: string; userId: string; expiresAt: Date },
  options: SessionOptions,
): Promise<SessionTokens> {
  const refreshToken = newRefreshToken();
  await repository.insertRefreshToken(db, {
    familyId: family.familyId,
    userId: family.userId,
    expiresAt: family.expiresAt,
    tokenHash: hashRefreshToken(refreshToken),
    userAgent: trimAgent(options.userAgent),
  });
  const accessToken = await signAccessToken(options.secret, {
    userId: family.userId,
    sessionId: family.familyId,
  });
  return { accessToken, refreshToken, expiresAt: family.expiresAt, sessionId: family.familyId };
}

/** Signs a user in: a new family that ends 30 days from now, however often it is refreshed. */
export async function startSession(
  db: Database,
  userId: string,
  options: SessionOptions,
): Promise<SessionTokens> {
  const expiresAt = new Date(Date.now() + SESSION_SECONDS * 1000);
  return issue(db, { familyId: randomUUID(), userId, expiresAt }, options);
}

/**
 * Exchanges a refresh token for new tokens in the same family, keeping the family's expiry. Null for
 * an unknown, expired or revoked token; a reused token also revokes its family before answering null.
 */
export async function rotateSession(
  db: Database,
  refreshToken: string,
  options: SessionOptions,
): Promise<SessionTokens | null> {
  const stored = await repository.findRefreshToken(db, hashRefreshToken(refreshToken));
  if (!stored || stored.revokedAt || stored.blocked || stored.expiresAt <= new Date()) return null;
  if (stored.usedAt || !(await repository.claimRefreshToken(db, stored.id))) {
    await repository.revokeFamily(db, stored.familyId);
    return null;
  }
  return issue(db, stored, options);
}

/** Ends one sign-in (logout on this device). */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await repository.revokeFamily(db, sessionId);
}

/** Ends every sign-in of a user, except `exceptSession` (the caller's own, after a password change). */
export async function revokeAllSessions(db: Database, userId: string, exceptSession?: string): Promise<void> {
  await repository.revokeUserFamilies(db, userId, exceptSession);
}

/** Whether staff have blocked the account: it may not sign in, and its sessions are refused. */
export async function isBlocked(db: Database, userId: string): Promise<boolean> {
  return repository.isBlocked(db, userId);
}

export async function isSessionActive(db: Database, sessionId: string, userId: string): Promise<boolean> {
  return repository.isFamilyActive(db, sessionId, userId);
}

/** The roles an account holds (contract/roles.ts); none for a guest or an unknown id. */
export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  return repository.rolesOf(db, userId);
}
