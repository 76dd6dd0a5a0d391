import * as z from 'zod/mini';
import { CURRENCIES, LOCALES } from './i18n';

/**
 * Schemas use zod/mini: the same zod 4 core the server validates with, but tree-shakable, so the
 * client's first load carries only the checks it uses. The response envelope the spec describes (entities, validation rules, error catalogue). Every /api/v1 answer has this shape, success or failure.
 * Payload fields sit beside `is_success` and `message` inside `data` (so a login answer reads
 * `data.token`), which keeps the spec's field names literal; lists use `data.items` with `pagination`.
 */

export { CURRENCIES, DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, RTL_LOCALES, SUCCESS_CODES } from './i18n';

/** Machine-readable reasons. The client maps these to translated text; `meta.code` stays the HTTP status. */
export const ErrorCode = z.enum([
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'NETWORK',
  'NIGHTS_TAKEN',
  'QUOTE_CHANGED',
  'HOLD_EXPIRED',
  'PROMO_INVALID',
  'PAYMENT_DECLINED',
  'REFUND_CHANGED',
  'NOT_CANCELLABLE',
  'POINTS_INSUFFICIENT',
  /** A staff route, reached by a sign-in that has not passed the second factor (403). */
  'MFA_REQUIRED',
  /** The sign-in's second step came too late, or twice: start again with the password (401). */
  'CHALLENGE_EXPIRED',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** One entry of `meta.errors`: a message, and the field it belongs to when there is one. */
export const ApiErrorItem = z.object({
  field: z.optional(z.string()),
  message: z.string(),
});
export type ApiErrorItem = z.infer<typeof ApiErrorItem>;

export const Meta = z.object({
  code: z.int(),
  errors: z.array(ApiErrorItem),
  error_code: z.optional(ErrorCode),
  request_id: z.optional(z.string()),
});
export type Meta = z.infer<typeof Meta>;

export const Pagination = z.object({
  page: z.int().check(z.minimum(1)),
  per_page: z.int().check(z.minimum(1)),
  total: z.int().check(z.minimum(0)),
  last_page: z.int().check(z.minimum(1)),
});
export type Pagination = z.infer<typeof Pagination>;

const DataBase = z.object({ is_success: z.boolean(), message: z.string() });

/** Envelope whose `data` carries the given payload fields. */
export function envelope<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object({
    meta: Meta,
    data: z.extend(DataBase, shape),
    pagination: z.nullable(Pagination),
  });
}

/** Envelope of a paginated list: `data.items` plus `pagination`. */
export function listEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.object({
    meta: Meta,
    data: z.extend(DataBase, { items: z.array(item) }),
    pagination: Pagination,
  });
}

/** The shape every envelope shares; used to read failures whatever the endpoint. */
export const AnyEnvelope = z.object({
  meta: Meta,
  data: z.looseObject(DataBase.shape),
  // Loose like data: a list may add its own fields (the filter's total_capped), which the client's
  // own schema for that answer then checks; a strict object would strip them first.
  pagination: z.optional(z.nullable(z.looseObject(Pagination.shape))),
});
export type AnyEnvelope = z.infer<typeof AnyEnvelope>;

/** Envelope with no payload beyond the message, e.g. for errors. */
export const EmptyEnvelope = envelope({});
export type EmptyEnvelope = z.infer<typeof EmptyEnvelope>;

export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

export const CurrencyCode = z.enum(CURRENCIES);
export type CurrencyCode = z.infer<typeof CurrencyCode>;
export const DEFAULT_CURRENCY: CurrencyCode = 'SAR';

/**
 * An amount of money as an integer count of the currency's minor unit (halalas, fils, piastres, cents),
 * never a float, so sums are exact. The client formats it with Intl.NumberFormat; the server sends no
 * pre-formatted text, which would bake one locale's digits and symbol placement into the answer.
 */
export const Money = z.object({
  amount_minor: z.int(),
  currency: CurrencyCode,
});
export type Money = z.infer<typeof Money>;

/**
 * The largest value of a PostgreSQL `integer` column (ids, prices in minor units, counts). Every number
 * a client sends is bounded by it: a larger one would reach the database and fail there (a 500), so it
 * is refused here with a translated 422 instead.
 */
export const INT4_MAX = 2_147_483_647;

/** The years a date or month may name: wide enough for any stay or report, narrow enough for every store. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2099;
const inYearWindow = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= YEAR_MIN && year <= YEAR_MAX;
};
const yearWindow = z.refine<string>(inYearWindow, { params: { i18n: 'validation.year_window' } });

/** A calendar day `YYYY-MM-DD` with no time zone: nights are booked by the unit's local date. */
export const IsoDate = z.iso.date().check(yearWindow);

/** A month `YYYY-MM`, in the same window of years. */
export const IsoMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/), yearWindow);

/**
 * No NUL character: PostgreSQL text cannot hold one, so it would fail in the database (a 500). The
 * pattern is published in the OpenAPI document, and the server names it with its own message.
 */
// eslint-disable-next-line no-control-regex -- matching the control character is the point.
export const NO_NUL = /^[^\u0000]*$/;

/**
 * Free text a client sends (names, messages, filters). Every string in a request schema is built from
 * this (or from a stricter pattern, such as an email or slug, that already excludes NUL).
 */
export function text(...checks: z.core.$ZodCheck<string>[]) {
  return z.string().check(z.regex(NO_NUL), ...checks);
}

/** A row id in a JSON body: a positive `integer` column value. */
export const RowId = z.int().check(z.minimum(1), z.maximum(INT4_MAX));

/**
 * A whole number from a query string ("12"). Query values always arrive as text, so they are coerced
 * first; "1.5" or "abc" still fail as "enter a whole number" / "enter a number". At most INT4_MAX
 * unless a smaller `max` is given.
 */
export function queryInt(min: number, max: number = INT4_MAX) {
  return z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
}

/** A row id in a path or query string. */
export const QueryId = queryInt(1);
