import { useLingui } from '@lingui/react/macro';
import { Email, Otp, Password, PersonName } from '../../contract/auth';
import type { toE164 } from '../../contract/phone';

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
    /**
     * A Saudi number as people write it (05x…, Arabic-Indic digits too) or any number with its country
     * code, checked once the field has loaded the check (`usePhoneCheck`); the server checks it anyway.
     */
    phone: (value: string, check?: typeof toE164) =>
      required(value) ??
      (!check || check(value.trim())
        ? null
        : t`Enter a valid number: a Saudi one like 05x xxx xxxx, or another country’s with its code, like +971 50 123 4567.`),
    otp: (value: string) => (Otp.safeParse(value.trim()).success ? null : t`Enter the 6-digit code.`),
  };
}

/** Phone numbers are typed with spaces and dashes; the API reads them in any usual form and stores E.164. */
export const normalisePhone = (value: string) => value.replace(/[\s-]/g, '');
