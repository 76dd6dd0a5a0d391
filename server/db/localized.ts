import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../contract/common';

/**
 * The caller's language column of a bilingual pair (`title_en`/`title_ar`), for repositories. Queries
 * select one language only, so lists never carry the other half of the text.
 */
export function localized(locale: Locale, en: AnyPgColumn, ar: AnyPgColumn): SQL<string> {
  return sql<string>`${locale === 'ar' ? ar : en}`;
}
