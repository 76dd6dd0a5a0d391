import { CURRENCIES, DEFAULT_CURRENCY, type CurrencyCode, type Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Rate } from '../../lib/money';
import * as repository from './repository';

/** The code the `currency` header asks for, as resolveCurrency reads it (not yet known to be valid). */
export function currencyCodeOf(header: string | string[] | undefined): string {
  return (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase() || DEFAULT_CURRENCY;
}

const unknownCurrency = () =>
  new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
    { field: 'currency', messageKey: 'validation.unknown_currency' },
  ]);

/**
 * The `currency` header's code (spec: API calls), checked against the codes we offer without a query;
 * missing or blank means SAR. For callers that read the rate in a statement of their own (checkout).
 */
export function requestedCurrency(header: string | string[] | undefined): CurrencyCode {
  const raw = currencyCodeOf(header);
  if (!(CURRENCIES as readonly string[]).includes(raw)) throw unknownCurrency();
  return raw as CurrencyCode;
}

/**
 * The rate for the `currency` header (spec: API calls). Missing or blank means SAR. An unknown code is a 422 on the
 * `currency` field rather than a silent fallback: prices shown in a currency the visitor did not pick
 * would be worse than an error the client can fix by resetting its stored choice.
 */
export async function resolveCurrency(db: Database, header: string | string[] | undefined): Promise<Rate> {
  const code = requestedCurrency(header);
  const row = await repository.findCurrency(db, code);
  if (!row) throw unknownCurrency();
  return { code, rateMicros: row.rateMicros, exponent: row.exponent };
}

/** Every currency in the caller's language, with its rate as a plain number for display. */
export async function listCurrencies(db: Database, locale: Locale) {
  const rows = await repository.listCurrencies(db, locale);
  const items = rows.map(({ rateMicros, ratesAsOf: _asOf, ...row }) => ({
    ...row,
    rate: rateMicros / 1_000_000,
    is_base: row.code === DEFAULT_CURRENCY,
  }));
  return { items, rates_as_of: rows[0]?.ratesAsOf ?? '1970-01-01' };
}
