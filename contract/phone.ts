import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import * as z from 'zod/mini';

/**
 * Phone numbers as people type them, checked and stored as E.164 (`+966501234567`). A number without
 * its country code is read as one of the default country's (Saudi Arabia: `0501234567`); any other
 * country's is typed with its code (`+971 50 123 4567`). Arabic-Indic digits, spaces, dashes and
 * brackets are fine. The `min` metadata keeps this small (libphonenumber-js); the client loads it
 * only with the forms that ask for a number.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'SA';

/** The calling code shown beside a phone field for numbers typed without one, e.g. "+966". */
export const DEFAULT_CALLING_CODE = '+966';

/** The number in E.164, or null when it isn't a valid phone number for that country (or its code). */
export function toE164(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  // A long run of text is no phone number; it also bounds the parser's work on hostile input.
  if (input.length > 40) return null;
  // Digits of any script, spaces and the usual marks only: the parser would otherwise pick a number
  // out of surrounding text ("call 0501234567").
  if (!/^[\p{Nd}\s()+.-]+$/u.test(input)) return null;
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A phone number in a request: normalised to E.164 before it is checked, so the service stores only
 * E.164. Refused (with `validation.phone`) when it isn't a valid number.
 */
export const PhoneInput = z.string().check(
  z.overwrite((value) => toE164(value.trim()) ?? value),
  z.refine((value) => toE164(value) === value, { params: { i18n: 'validation.phone' } }),
);
