import * as z from 'zod/mini';
import { envelope, Locale, text } from './common';
import { Password, PersonName, User } from './auth';
import { PhoneInput } from './phone';

/** GET /api/v1/profile — the signed-in user's profile. */
export const ProfileResponse = envelope({ user: User });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/**
 * POST /api/v1/profile/update — only the user's own fields. Type, account_ready, email_verified and
 * anything else is rejected as an unknown field (no mass assignment). Changing the email is not
 * offered yet: it needs a verification round trip.
 */
export const ProfileUpdateRequest = z.strictObject({
  name: z.optional(PersonName),
  /** A national (Saudi) or international number; stored as E.164. */
  phone: z.optional(z.nullable(PhoneInput)),
  locale: z.optional(Locale),
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;
export const ProfileUpdateResponse = envelope({ user: User });

/** POST /api/v1/change-password — needs the current password; ends every other session. */
export const ChangePasswordRequest = z.strictObject({
  current_password: text(z.minLength(1), z.maxLength(128)),
  new_password: Password,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
export const ChangePasswordResponse = envelope({});
