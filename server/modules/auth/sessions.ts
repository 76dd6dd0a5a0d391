import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, type Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import * as repository from './sessions-repository';
import * as staffRepository from './staff-sessions-repository';
import { hashRefreshToken, newRefreshToken, SESSION_SECONDS, signAccessToken, type StaffAmr } from './tokens';

/** A staff sign-in unused this long ends (issue 32): its next request or refresh answers 401. */
export const STAFF_IDLE_SECONDS = 30 * 60;

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
  /**
   * Whether this sign-in passed the staff second factor. Only a staff account's sign-in records it
   * (and gets the idle clock); for anyone else it is ignored.
   */
  secondFactor?: boolean;
}

/** What a refresh came to: new tokens, or why not (an idle staff session is told apart, and ended). */
export type Rotation = { tokens: SessionTokens } | { ended: 'invalid' | 'idle' };

// Enough to tell devices apart in a future "your sessions" list without storing unbounded headers.
const trimAgent = (agent: string | undefined) => (agent ? agent.slice(0, 512) : null);

async function issue(
  db: Database,
  family: { familyId: string; userId: string; expiresAt: Date },
  options: SessionOptions,
  amr: StaffAmr[] | undefined,
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
    ...(amr ? { amr } : {}),
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
  const familyId = randomUUID();
  let amr: StaffAmr[] | undefined;
  if (isStaff(await rolesOf(db, userId))) {
    const passed = options.secondFactor === true;
    await staffRepository.insertStaffSession(db, {
      familyId,
      userId,
      secondFactorAt: passed ? new Date() : null,
    });
    amr = passed ? ['mfa'] : [];
  }
  return issue(db, { familyId, userId, expiresAt }, options, amr);
}

const isStaff = (roles: Role[]) => roles.some((role) => (STAFF_ROLES as readonly Role[]).includes(role));

/**
 * Exchanges a refresh token for new tokens in the same family, keeping the family's expiry. Ends as
 * invalid for an unknown, expired or revoked token; a reused token also revokes its family. A staff
 * sign-in idle past STAFF_IDLE_SECONDS is revoked and ends as idle; a refresh is not a use (a page
 * left open renews its token on its own), so it does not move the idle clock.
 */
export async function rotateSession(
  db: Database,
  refreshToken: string,
  options: SessionOptions,
): Promise<Rotation> {
  const stored = await repository.findRefreshToken(db, hashRefreshToken(refreshToken));
  if (!stored || stored.revokedAt || stored.blocked || stored.expiresAt <= new Date()) {
    return { ended: 'invalid' };
  }
  const staff = await staffRepository.findStaffSession(db, stored.familyId);
  if (staff && staff.lastUsedAt.getTime() <= Date.now() - STAFF_IDLE_SECONDS * 1000) {
    await repository.revokeFamily(db, stored.familyId);
    return { ended: 'idle' };
  }
  if (stored.usedAt || !(await repository.claimRefreshToken(db, stored.id))) {
    await repository.revokeFamily(db, stored.familyId);
    return { ended: 'invalid' };
  }
  const amr: StaffAmr[] | undefined = staff ? (staff.secondFactorAt ? ['mfa'] : []) : undefined;
  return { tokens: await issue(db, stored, options, amr) };
}

/**
 * A staff sign-in's use: moves its idle clock, or, when it sat idle too long, ends it (false). The
 * page reports how long it sat untouched (`untouchedS`), so its own polling keeps nothing alive.
 */
export async function useStaffSession(
  db: Database,
  sessionId: string,
  userId: string,
  untouchedS: number,
): Promise<boolean> {
  const alive = await staffRepository.touchStaffSession(
    db,
    sessionId,
    userId,
    Math.min(Math.max(0, untouchedS), STAFF_IDLE_SECONDS),
    STAFF_IDLE_SECONDS,
  );
  if (!alive) await repository.revokeFamily(db, sessionId);
  return alive;
}

/** The sign-in passed the second factor (enrolment confirmed from it): a fresh access token says so. */
export async function upgradeSession(
  db: Database,
  session: { sessionId: string; userId: string },
  secret: Uint8Array,
): Promise<string> {
  await staffRepository.markSecondFactor(db, session.sessionId, session.userId);
  return signAccessToken(secret, { ...session, amr: ['mfa'] });
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
