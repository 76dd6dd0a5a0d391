import type { Locale } from '../../contract/i18n';

/**
 * The separator between the parts of a place ("Al Malqa, Riyadh"). Arabic writes its own comma "،";
 * Intl.ListFormat has no comma-only list in Arabic (its lists join with "و"), so the mark is chosen here.
 */
const SEPARATORS: Record<Locale, string> = { en: ', ', ar: '، ' };

/** A place from its parts, most precise first, skipping the empty ones. */
export function formatPlace(parts: readonly (string | null | undefined)[], locale: Locale): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join(SEPARATORS[locale]);
}
