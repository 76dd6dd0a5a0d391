import { asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import { currencies } from '../../db/schema/index';

/** The only place currency SQL lives: the currencies a price may be shown in, with their rate to SAR. */

export async function listCurrencies(db: Database, locale: Locale) {
  return db
    .select({
      code: currencies.code,
      name: localized(locale, currencies.nameEn, currencies.nameAr),
      symbol: localized(locale, currencies.symbolEn, currencies.symbolAr),
      exponent: currencies.exponent,
      rateMicros: currencies.rateMicros,
      ratesAsOf: currencies.ratesAsOf,
    })
    .from(currencies)
    .orderBy(asc(currencies.position));
}

export async function findCurrency(db: Database, code: string) {
  const rows = await db
    .select({ code: currencies.code, rateMicros: currencies.rateMicros, exponent: currencies.exponent })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  return rows[0];
}
