import * as z from 'zod/mini';

/**
 * The user object the page keeps in its `user` cookie (§3). Only non-secret fields: the guards
 * read `account_ready` and `type` (§2). Issue-level account work extends it.
 */
export const UserType = z.enum(['email', 'social']);
export const SessionUser = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  type: UserType,
  account_ready: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * POST /auth/refresh (§7: the real refresh call). Web clients send nothing and rely on the HttpOnly
 * refresh cookie; mobile clients send `refreshToken` in the body. Not enveloped, as in the spec.
 */
export const RefreshRequest = z.strictObject({ refreshToken: z.optional(z.string().check(z.minLength(1))) });
export type RefreshRequest = z.infer<typeof RefreshRequest>;
export const RefreshResponse = z.object({
  accessToken: z.string().check(z.minLength(1)),
  /** Only returned to clients that sent it in the body; cookie clients get a rotated cookie instead. */
  refreshToken: z.optional(z.string().check(z.minLength(1))),
});
export type RefreshResponse = z.infer<typeof RefreshResponse>;
