import type { ChangePasswordRequest, ProfileUpdateRequest } from '../../../contract/account';
import type { User } from '../../../contract/auth';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../auth/tokens';
import { checkPassword, findUserById, isAccountReady, setPassword, updateUser } from '../auth/service';

// A valid token whose user is gone (account deleted) is treated like no sign-in at all.
const signedOut = () => new AppError('UNAUTHENTICATED', 401, 'errors.unauthenticated');

export async function getProfile(db: Database, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw signedOut();
  return user;
}

/**
 * Changes only the fields the user may edit (the contract rejects any other key), and recomputes
 * `account_ready` from the result so the /complete-profile guard always sees the truth.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: ProfileUpdateRequest,
): Promise<User> {
  const user = await updateUser(db, userId, (current) => {
    const name = changes.name ?? current.name;
    const phone = changes.phone === undefined ? current.phone : changes.phone;
    return {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.phone === undefined ? {} : { phone: changes.phone }),
      ...(changes.locale === undefined ? {} : { locale: changes.locale }),
      accountReady: isAccountReady({ name, phone }),
    };
  });
  if (!user) throw signedOut();
  return user;
}

/** Needs the current password; the new one ends every other session but keeps the caller's. */
export async function changePassword(
  db: Database,
  caller: AccessClaims,
  input: ChangePasswordRequest,
): Promise<void> {
  if (!(await checkPassword(db, caller.userId, input.current_password))) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'current_password', messageKey: 'account.current_password_wrong' },
    ]);
  }
  await setPassword(db, caller.userId, input.new_password, {
    field: 'new_password',
    keepSession: caller.sessionId,
  });
}
