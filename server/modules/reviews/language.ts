import type { Locale } from '../../../contract/common';

/**
 * The language a review was written in, from its letters: Arabic when Arabic letters are at least as
 * many as Latin ones. Asking the guest would be one more field to get wrong; the script decides it.
 */
export function detectLanguage(text: string): Locale {
  const arabic =
    text.match(/[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/g)?.length ?? 0;
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  return arabic > 0 && arabic >= latin ? 'ar' : 'en';
}
