import {
  GUEST_LIST_CAP,
  SUPPORT_COIN_LIMIT,
  type GuestCoinEntry,
  type GuestCoinsRequest,
  type GuestDetail,
  type GuestProfile,
} from '../../../contract/backoffice-guests';
import type { Locale } from '../../../contract/common';
import { STAFF_ROLES, type Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { revokeAllSessions } from '../auth/sessions';
import { lockCoins } from '../checkout/repository';
import { appendCoins, coinBalance } from '../loyalty/repository';
import { notify } from '../notifications/service';
import { audited } from './audit';
import * as repository from './guests-repository';

/** The staff member acting, with the roles read for this request. */
export interface Staff {
  userId: string;
  roles: Role[];
}

const notFound = () => new AppError('NOT_FOUND', 404, 'backoffice.guest_not_found');

export async function getGuest(db: Database, locale: Locale, id: string): Promise<GuestDetail> {
  const profile = await repository.findProfile(db, id);
  if (!profile) throw notFound();
  const [stays, coins, points] = await Promise.all([
    repository.findStays(db, locale, id, GUEST_LIST_CAP),
    repository.findCoinEntries(db, id, GUEST_LIST_CAP),
    repository.findPointEntries(db, id, GUEST_LIST_CAP),
  ]);
  return { profile, stays, coins, points };
}

/**
 * Grants (delta > 0) or removes (delta < 0) coins through the coin ledger, with its audit row and the
 * guest's notification in one transaction. The per-user coin lock serialises every writer of that
 * ledger (checkout, refunds, loyalty, other staff), so the balance read under it is the one the entry
 * follows: two removals at once are applied one after the other, and the second is refused if the
 * first left too little. The ledger's own check (balance_after >= 0) backs this up in the database.
 */
export async function changeCoins(
  db: Database,
  staff: Staff,
  guestId: string,
  change: GuestCoinsRequest,
): Promise<{ balance: number; entry: GuestCoinEntry }> {
  const unlimited = staff.roles.includes('admin') || staff.roles.includes('finance');
  if (!unlimited && Math.abs(change.delta) > SUPPORT_COIN_LIMIT) {
    throw new AppError('FORBIDDEN', 403, 'backoffice.coins_over_limit', [
      {
        field: 'delta',
        messageKey: 'backoffice.coins_over_limit_field',
        params: { limit: SUPPORT_COIN_LIMIT },
      },
    ]);
  }
  try {
    return await audited(db, async (tx) => {
      if (!(await repository.accountExists(tx, guestId))) throw notFound();
      await lockCoins(tx, guestId);
      const before = await coinBalance(tx, guestId);
      const balance = before + change.delta;
      if (balance < 0) throw belowZero(before);
      await appendCoins(tx, { userId: guestId, delta: change.delta, reason: 'adjust', note: change.reason });
      const entry = await repository.lastCoinEntry(tx, guestId);
      if (!entry) throw new Error('changeCoins: the appended entry is missing');
      await notify(tx, {
        userId: guestId,
        type: change.delta > 0 ? 'coins_granted' : 'coins_removed',
        params: { count: Math.abs(change.delta), balance },
        link: '/rewards',
      });
      return {
        result: { balance, entry },
        audit: {
          staffId: staff.userId,
          action: change.delta > 0 ? 'user.grant_coins' : 'user.remove_coins',
          entity: 'user',
          entityId: guestId,
          before: { coins: before },
          after: { coins: balance },
          reason: change.reason,
        },
      };
    });
  } catch (error) {
    // The ledger's check refusing a negative balance: only if a writer skipped the lock.
    if ((error as { cause?: { code?: string } }).cause?.code === '23514') throw belowZero(null);
    throw error;
  }
}

function belowZero(balance: number | null): AppError {
  const field = { field: 'delta', messageKey: 'backoffice.coins_below_zero_field' as const };
  return new AppError(
    'CONFLICT',
    409,
    'backoffice.coins_below_zero',
    balance === null ? undefined : [{ ...field, params: { balance } }],
  );
}

const isStaff = (roles: readonly Role[]) =>
  roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));

/**
 * Blocks an account: it may no longer sign in, every session ends (the refresh families are revoked in
 * this transaction, and requireAuth refuses a blocked account's access tokens from the next call on).
 * Nobody blocks their own account; only an admin blocks a staff account (support might otherwise lock
 * out the admins who could undo it).
 */
export async function blockGuest(db: Database, staff: Staff, guestId: string, reason: string): Promise<void> {
  if (guestId === staff.userId) throw new AppError('FORBIDDEN', 403, 'backoffice.block_self');
  await audited(db, async (tx) => {
    const account = await repository.lockAccount(tx, guestId);
    if (!account) throw notFound();
    if (isStaff(account.roles) && !staff.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 403, 'backoffice.block_staff');
    }
    if (account.blocked_reason !== null) throw new AppError('CONFLICT', 409, 'backoffice.already_blocked');
    await repository.setBlocked(tx, guestId, { reason, by: staff.userId });
    await revokeAllSessions(tx, guestId);
    return {
      result: undefined,
      audit: {
        staffId: staff.userId,
        action: 'user.block',
        entity: 'user',
        entityId: guestId,
        before: { blocked: false },
        after: { blocked: true, blocked_reason: reason },
        reason,
      },
    };
  });
}

/** Lets a blocked account sign in again (its old sessions stay ended). Same audience as blocking. */
export async function unblockGuest(
  db: Database,
  staff: Staff,
  guestId: string,
  reason: string,
): Promise<void> {
  await audited(db, async (tx) => {
    const account = await repository.lockAccount(tx, guestId);
    if (!account) throw notFound();
    if (isStaff(account.roles) && !staff.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 403, 'backoffice.block_staff');
    }
    if (account.blocked_reason === null) throw new AppError('CONFLICT', 409, 'backoffice.not_blocked');
    await repository.setBlocked(tx, guestId, null);
    return {
      result: undefined,
      audit: {
        staffId: staff.userId,
        action: 'user.unblock',
        entity: 'user',
        entityId: guestId,
        before: { blocked: true, blocked_reason: account.blocked_reason },
        after: { blocked: false, blocked_reason: null },
        reason,
      },
    };
  });
}

/** The profile after a block or unblock, for the answer. */
export async function profileOf(db: Database, id: string): Promise<GuestProfile> {
  const profile = await repository.findProfile(db, id);
  if (!profile) throw notFound();
  return profile;
}
