import { useLingui } from '@lingui/react/macro';
import { Email, Otp, Password, PersonName, Phone } from '../../contract/auth';

/**
 * Client-side checks mirroring the server's zod rules from contract/, with translated messages, so
 * most mistakes are caught before a round trip. The server still checks everything.
 */
export function useFieldRules() {
  const { t } = useLingui();
  const required = (value: string) => (value.trim() ? null : t`This field is required.`);
  return {
    email: (value: string) =>
      required(value) ?? (Email.safeParse(value.trim()).success ? null : t`Enter a valid email address.`),
    password: (value: string) => {
      if (!value) return t`This field is required.`;
      if (value.length < 8) return t`Use at least 8 characters.`;
      return Password.safeParse(value).success ? null : t`Use at most 128 characters.`;
    },
    currentPassword: (value: string) => (value ? null : t`This field is required.`),
    name: (value: string) =>
      required(value) ??
      (PersonName.safeParse(value).success ? null : t`Enter your full name (2 to 80 characters).`),
    phone: (value: string) =>
      required(value) ??
      (Phone.safeParse(value.replace(/[\s-]/g, '')).success
        ? null
        : t`Enter your number with the country code, like +966 5x xxx xxxx.`),
    otp: (value: string) => (Otp.safeParse(value.trim()).success ? null : t`Enter the 6-digit code.`),
  };
}

/** Phone numbers are typed with spaces and dashes; the API takes E.164. */
export const normalisePhone = (value: string) => value.replace(/[\s-]/g, '');
