import * as z from 'zod/mini';
import { envelope } from './common';

/** GET /api/v1/settings/social — social links, loaded at startup (spec: API calls). Each link has a `key` (spec: entities). */
export const SocialLink = z.object({
  key: z.string().check(z.minLength(1)),
  url: z.url(),
});
export type SocialLink = z.infer<typeof SocialLink>;
export const SocialSettingsResponse = envelope({ items: z.array(SocialLink) });
export type SocialSettingsResponse = z.infer<typeof SocialSettingsResponse>;

/**
 * GET /api/v1/route-rules — the redirect rules the client's route-rules guard applies (spec: screens, routes and guards).
 * The spec leaves the lookup's shape open; we serve the whole (small) list once and match on the
 * client, so navigation never waits on a per-path request. `from` is a path without the language
 * prefix; a trailing `/*` matches the path and everything below it. `to` is either an internal path
 * (also without prefix; the guard keeps the visitor's prefix) or an absolute http(s) URL.
 */
export const RouteRule = z.object({
  from: z.string().check(z.regex(/^\/[^\s?#]*$/)),
  to: z.string().check(z.minLength(1)),
  permanent: z.boolean(),
});
export type RouteRule = z.infer<typeof RouteRule>;
export const RouteRulesResponse = envelope({ items: z.array(RouteRule) });
export type RouteRulesResponse = z.infer<typeof RouteRulesResponse>;

/**
 * POST /api/v1/newsletter — subscribe an email (spec, API calls: lists the path; the payload is our choice).
 * Subscribing twice is not an error: the answer is the same, so the form never reveals who is subscribed.
 */
export const NewsletterRequest = z.strictObject({
  email: z.email().check(z.maxLength(254)),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;
export const NewsletterResponse = envelope({});
export type NewsletterResponse = z.infer<typeof NewsletterResponse>;

/* ---- Catalogue reference data (spec: API calls). Names are in the request's language only. ---- */

/** GET /api/v1/cities — every city with at least the count of its units, for the search box and home. */
export const City = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2, e.g. SA, AE, OM, EG. */
  country_code: z.string().check(z.length(2)),
  image_key: z.string(),
  units_count: z.int(),
});
export type City = z.infer<typeof City>;
export const CitiesResponse = envelope({ items: z.array(City) });
export type CitiesResponse = z.infer<typeof CitiesResponse>;

/** GET /api/v1/categories — kinds of stay (apartment, villa, chalet…); `icon` names an icon in the client's set. */
export const Category = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  units_count: z.int(),
});
export type Category = z.infer<typeof Category>;
export const CategoriesResponse = envelope({ items: z.array(Category) });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

/**
 * GET /api/v1/currencies — the codes the `currency` header accepts. `rate` is how many units of this
 * currency one SAR buys (SAR is the base, rate 1), as of `rates_as_of`; it is for display only: the
 * server does every conversion itself, rounding half up to the target's minor unit.
 */
export const Currency = z.object({
  code: z.string().check(z.length(3)),
  name: z.string(),
  symbol: z.string(),
  /** Digits of the minor unit (2 for all four today); Intl needs no help, but conversions do. */
  exponent: z.int(),
  rate: z.number(),
  is_base: z.boolean(),
});
export type Currency = z.infer<typeof Currency>;
export const CurrenciesResponse = envelope({ items: z.array(Currency), rates_as_of: z.iso.date() });
export type CurrenciesResponse = z.infer<typeof CurrenciesResponse>;

/** GET /api/v1/counters — the home page's count-up figures (spec, business constants: 2 s, ',' separator on the client). */
export const Counter = z.object({ key: z.string(), label: z.string(), value: z.int() });
export type Counter = z.infer<typeof Counter>;
export const CountersResponse = envelope({ items: z.array(Counter) });
export type CountersResponse = z.infer<typeof CountersResponse>;

/**
 * GET /api/v1/meta?page=home, /api/v1/meta/units, /api/v1/meta/investment — a page's title, description
 * and share image in the request's language. `page` is one of the public page keys ('' is `home`).
 */
export const MetaPage = z.enum([
  'home',
  'about-us',
  'contact-us',
  'faq',
  'listing',
  'list-property',
  'privacy',
  'rewards',
  'terms-conditions',
  'units',
  'investment',
]);
export type MetaPage = z.infer<typeof MetaPage>;
export const MetaQuery = z.strictObject({ page: z.optional(MetaPage) });
export const PageMeta = z.object({
  page: MetaPage,
  title: z.string(),
  description: z.string(),
  image_key: z.nullable(z.string()),
});
export type PageMeta = z.infer<typeof PageMeta>;
export const PageMetaResponse = envelope({ meta: PageMeta });
export type PageMetaResponse = z.infer<typeof PageMetaResponse>;

/**
 * The choices a filter panel offers, in the request's language and the `currency` header's currency:
 * meta/units adds them for the listing, meta/investment for the investment list. Price bounds are the
 * cheapest and dearest price in the catalogue today, so a slider never offers an empty stretch.
 */
export const PriceBounds = z.object({
  currency: z.string(),
  min_minor: z.int(),
  max_minor: z.int(),
});
export const UnitFilterOptions = z.object({
  amenities: z.array(z.object({ slug: z.string(), name: z.string(), icon: z.string() })),
  price: PriceBounds,
  max_guests: z.int(),
  max_bedrooms: z.int(),
});
export type UnitFilterOptions = z.infer<typeof UnitFilterOptions>;
export const UnitsMetaResponse = envelope({ meta: PageMeta, filters: UnitFilterOptions });
export type UnitsMetaResponse = z.infer<typeof UnitsMetaResponse>;

export const InvestmentFilterOptions = z.object({
  cities: z.array(z.object({ slug: z.string(), name: z.string() })),
  price: PriceBounds,
  max_yield_bps: z.int(),
});
export type InvestmentFilterOptions = z.infer<typeof InvestmentFilterOptions>;
export const InvestmentMetaResponse = envelope({ meta: PageMeta, filters: InvestmentFilterOptions });
export type InvestmentMetaResponse = z.infer<typeof InvestmentMetaResponse>;
