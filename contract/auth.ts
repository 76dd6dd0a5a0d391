import * as z from 'zod/mini';
import { envelope, Locale, text } from './common';

/**
 * Accounts: sign-up, sign-in, tokens, OTP password reset and Google sign-in (spec, API calls: "Auth and account").
 * Where the spec says "not shown", the choice is written here.
 */

export const UserType = z.enum(['email', 'social']);

/**
 * The user object the page keeps in its `user` cookie (spec: entities). Only non-secret fields: the guards read
 * `account_ready` and `type` (spec: screens, routes and guards).
 */
export const SessionUser = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  type: UserType,
  account_ready: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** The full profile (GET /api/v1/profile). An account is ready once it has a name and a phone number. */
export const User = z.extend(SessionUser, {
  phone: z.nullable(z.string()),
  locale: Locale,
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

/** Field rules shared by the forms and the server. */
export const Email = z.email().check(z.maxLength(254));
/** 8 to 128 characters, no composition rules (NIST 800-63B); the server also refuses common ones. */
export const Password = text(z.minLength(8), z.maxLength(128));
export const PersonName = text(z.trim(), z.minLength(2), z.maxLength(80));
/**
 * E.164: a plus, a country code and up to 14 digits. Only the register body takes it as it is (no
 * sign-up form asks for a phone); the forms that do read national numbers with `phone.ts`.
 */
export const Phone = z.string().check(z.regex(/^\+[1-9]\d{7,14}$/));
export const Otp = z.string().check(z.regex(/^\d{6}$/));

/**
 * Sign-in answers (login, register, social login). `refresh_token` is filled only for native mobile
 * clients (Device-Type: mobile); browsers get it as an HttpOnly, Secure, SameSite=Strict cookie and
 * see null here, so page script never holds it.
 */
export const SignedIn = {
  token: z.string(),
  refresh_token: z.nullable(z.string()),
  user: SessionUser,
};

/** POST /api/v1/login */
export const LoginRequest = z.strictObject({
  email: Email,
  password: text(z.minLength(1), z.maxLength(128)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginResponse = envelope(SignedIn);
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * A staff account whose second factor is set up: the password was right, and the sign-in now waits
 * for a code (POST /login answers 202 with this instead of tokens; so does /social-login). 202 is not
 * among the spec's success codes on purpose: a client that knows no second step shows the message
 * ("enter the code from your authenticator app") rather than reading a token that is not there. The
 * challenge lives five minutes and is spent by the one successful POST /login/second-factor.
 */
export const SecondFactorChallenge = z.object({ challenge: z.string(), expires_at: z.string() });
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallenge>;
export const LoginChallengeResponse = envelope({ second_factor: SecondFactorChallenge });
export type LoginChallengeResponse = z.infer<typeof LoginChallengeResponse>;

/** Six digits from the authenticator app (TOTP, RFC 6238). */
export const TotpCode = z.string().check(z.regex(/^\d{6}$/));
/** A recovery code as printed (`abcd-efgh-ijkl-mnop`); spaces, dashes and case are forgiven. */
export const RecoveryCode = text(z.trim(), z.regex(/^[A-Za-z2-7]{4}(?:[\s-]?[A-Za-z2-7]{4}){3}$/));

/** POST /api/v1/login/second-factor: the challenge and exactly one of a code or a recovery code. */
export const SecondFactorLoginRequest = z
  .strictObject({
    challenge: text(z.minLength(20), z.maxLength(200)),
    code: z.optional(TotpCode),
    recovery_code: z.optional(RecoveryCode),
  })
  .check(
    z.refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
      path: ['code'],
      params: { i18n: 'validation.second_factor_one' },
    }),
  );
export type SecondFactorLoginRequest = z.infer<typeof SecondFactorLoginRequest>;
export const SecondFactorLoginResponse = envelope(SignedIn);
export type SecondFactorLoginResponse = z.infer<typeof SecondFactorLoginResponse>;

/** POST /api/v1/register — creates the account and signs it in (201). */
export const RegisterRequest = z.strictObject({
  name: PersonName,
  email: Email,
  password: Password,
  phone: z.optional(Phone),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export const RegisterResponse = envelope(SignedIn);
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** POST /api/v1/social-login — `credential` is the Google ID token; `provider_id` alone is never trusted. */
export const SocialLoginRequest = z.strictObject({
  provider: z.literal('google'),
  provider_id: text(z.minLength(1), z.maxLength(255)),
  credential: text(z.minLength(1), z.maxLength(4096)),
});
export type SocialLoginRequest = z.infer<typeof SocialLoginRequest>;
export const SocialLoginResponse = envelope(SignedIn);
export type SocialLoginResponse = z.infer<typeof SocialLoginResponse>;

/** POST /api/v1/send-otp — the same answer whether or not the address has an account. */
export const SendOtpRequest = z.strictObject({ email: Email });
export type SendOtpRequest = z.infer<typeof SendOtpRequest>;
export const SendOtpResponse = envelope({});

/** POST /api/v1/validate-otp — a correct code gives a single-use `password_token` for the reset. */
export const ValidateOtpRequest = z.strictObject({ email: Email, otp: Otp });
export type ValidateOtpRequest = z.infer<typeof ValidateOtpRequest>;
export const ValidateOtpResponse = envelope({ password_token: z.string() });
export type ValidateOtpResponse = z.infer<typeof ValidateOtpResponse>;

/** POST /api/v1/reset-password — ends every session of the account. */
export const ResetPasswordRequest = z.strictObject({
  email: Email,
  password_token: text(z.minLength(20), z.maxLength(200)),
  new_password: Password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const ResetPasswordResponse = envelope({});

/** POST /api/v1/logout — revokes this session, or every session with `everywhere`. */
export const LogoutRequest = z.strictObject({ everywhere: z.optional(z.boolean()) });
export type LogoutRequest = z.infer<typeof LogoutRequest>;
export const LogoutResponse = envelope({});

/**
 * POST /auth/refresh (spec, API calls: the real refresh call). Web clients send nothing and rely on the HttpOnly
 * refresh cookie; mobile clients send `refreshToken` in the body. Not enveloped, as in the spec.
 */
export const RefreshRequest = z.strictObject({
  refreshToken: z.optional(text(z.minLength(1), z.maxLength(512))),
});
export type RefreshRequest = z.infer<typeof RefreshRequest>;
export const RefreshResponse = z.object({
  accessToken: z.string().check(z.minLength(1)),
  /** Only returned to clients that sent it in the body; cookie clients get a rotated cookie instead. */
  refreshToken: z.optional(z.string().check(z.minLength(1))),
});
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** GET /api/v1/settings/auth — what the sign-in screens need at run time. No client id: no Google button. */
export const AuthSettingsResponse = envelope({ google_client_id: z.nullable(z.string()) });
export type AuthSettingsResponse = z.infer<typeof AuthSettingsResponse>;
