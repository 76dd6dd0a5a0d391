import * as z from 'zod/mini';
import { envelope, INT4_MAX, QueryId } from './common';
import { staffText } from './backoffice-pages';
import { CONTROL_CHARS } from './page-text';

/**
 * The console's site settings: social links, the home page's counters and route rules (admin and
 * content), and the currencies' exchange rates (admin and finance). Each save reaches every server
 * instance's guest pages at once (the public cache's invalidation over PostgreSQL NOTIFY).
 */

/** The networks the footer knows how to name (src/features/content/components/SocialLinks.tsx). */
export const SOCIAL_NETWORKS = [
  'instagram',
  'x',
  'facebook',
  'tiktok',
  'snapchat',
  'youtube',
  'linkedin',
  'whatsapp',
] as const;
export const SocialNetwork = z.enum(SOCIAL_NETWORKS);

/**
 * An https address on a named host (not localhost, no user or password, no spaces or controls).
 * `javascript:`, `data:` and plain http are refused by the same test.
 */
export function isHttpsUrl(value: string): boolean {
  if (CONTROL_CHARS.test(value) || !/^https:\/\/[^\s@/?#\\]+([/?#][^\s\\]*)?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** One of our own paths: starts with a single slash (`//host` would leave the site), no spaces or controls. */
export function isOwnPath(value: string): boolean {
  return !CONTROL_CHARS.test(value) && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

export const HttpsUrl = z
  .string()
  .check(z.maxLength(300), z.refine(isHttpsUrl, { params: { i18n: 'backoffice.https_url' } }));

/** GET and PUT /backoffice/settings/social — the footer's links, in order; each network at most once. */
export const SocialLinksBody = z.strictObject({
  items: z.array(z.strictObject({ key: SocialNetwork, url: HttpsUrl })).check(
    z.maxLength(SOCIAL_NETWORKS.length),
    z.refine((items) => new Set(items.map((item) => item.key)).size === items.length, {
      params: { i18n: 'backoffice.social_twice' },
    }),
  ),
});
export type SocialLinksBody = z.infer<typeof SocialLinksBody>;
export const AdminSocialResponse = envelope({
  items: z.array(z.object({ key: z.string(), url: z.string() })),
});
export type AdminSocialResponse = z.infer<typeof AdminSocialResponse>;

/** The home page's count-up figures. A `live` one (homes) is counted from the catalogue: only its labels change. */
export const AdminCounter = z.object({
  key: z.string(),
  label_en: z.string(),
  label_ar: z.string(),
  value: z.int(),
  live: z.boolean(),
});
export type AdminCounter = z.infer<typeof AdminCounter>;
export const AdminCountersResponse = envelope({ items: z.array(AdminCounter) });
export type AdminCountersResponse = z.infer<typeof AdminCountersResponse>;
export const AdminCounterResponse = envelope({ counter: AdminCounter });
export type AdminCounterResponse = z.infer<typeof AdminCounterResponse>;
/** PUT /backoffice/counters/:key */
export const CounterBody = z.strictObject({
  label_en: staffText(60),
  label_ar: staffText(60),
  value: z.int().check(z.minimum(0), z.maximum(INT4_MAX)),
});
export type CounterBody = z.infer<typeof CounterBody>;
export const CounterParams = z.strictObject({ key: z.string().check(z.regex(/^[a-z0-9_-]{1,40}$/)) });

/**
 * A redirect. `from` is a path without the language prefix (`/*` at its end takes everything below);
 * `to` is one of our own paths (query and anchor allowed) or an https address. The server also refuses
 * a rule that would loop, one for the console, the API or the whole site, and a `from` already taken.
 */
export const RouteRuleBody = z.strictObject({
  from: z.string().check(z.regex(/^\/[A-Za-z0-9._~\-/]*(\/\*)?$/), z.maxLength(200)),
  to: z.string().check(z.minLength(1), z.maxLength(500)),
  permanent: z.boolean(),
});
export type RouteRuleBody = z.infer<typeof RouteRuleBody>;
export const AdminRouteRule = z.object({
  id: z.int(),
  from: z.string(),
  to: z.string(),
  permanent: z.boolean(),
  created_at: z.string(),
});
export type AdminRouteRule = z.infer<typeof AdminRouteRule>;
export const AdminRouteRulesResponse = envelope({ items: z.array(AdminRouteRule) });
export type AdminRouteRulesResponse = z.infer<typeof AdminRouteRulesResponse>;
export const AdminRouteRuleResponse = envelope({ rule: AdminRouteRule });
export type AdminRouteRuleResponse = z.infer<typeof AdminRouteRuleResponse>;
export const RouteRuleParams = z.strictObject({ id: QueryId });

/** Rates are units of the currency per 1 SAR (the base, always 1), to six decimals. */
export const RATE_MIN = 0.0001;
export const RATE_MAX = 100_000;
/** One edit may move a rate at most this factor either way: a slipped digit is refused, not published. */
export const RATE_STEP_MAX = 5;

export const AdminCurrency = z.object({
  code: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  rate: z.number(),
  rates_as_of: z.string(),
  is_base: z.boolean(),
});
export type AdminCurrency = z.infer<typeof AdminCurrency>;
export const AdminCurrenciesResponse = envelope({ items: z.array(AdminCurrency) });
export type AdminCurrenciesResponse = z.infer<typeof AdminCurrenciesResponse>;
export const AdminCurrencyResponse = envelope({ currency: AdminCurrency });
export type AdminCurrencyResponse = z.infer<typeof AdminCurrencyResponse>;
/** PUT /backoffice/currencies/:code */
export const CurrencyRateBody = z.strictObject({
  rate: z.number().check(z.gte(RATE_MIN), z.lte(RATE_MAX)),
});
export type CurrencyRateBody = z.infer<typeof CurrencyRateBody>;
export const CurrencyParams = z.strictObject({ code: z.string().check(z.regex(/^[A-Z]{3}$/)) });
