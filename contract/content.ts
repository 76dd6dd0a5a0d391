import * as z from 'zod/mini';
import { envelope } from './common';

/** GET /api/v1/settings/social — social links, loaded at startup (§7). Each link has a `key` (§3). */
export const SocialLink = z.object({
  key: z.string().check(z.minLength(1)),
  url: z.url(),
});
export type SocialLink = z.infer<typeof SocialLink>;
export const SocialSettingsResponse = envelope({ items: z.array(SocialLink) });
export type SocialSettingsResponse = z.infer<typeof SocialSettingsResponse>;

/**
 * GET /api/v1/route-rules — the redirect rules the client's route-rules guard applies (§2).
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
 * POST /api/v1/newsletter — subscribe an email (§7 lists the path; the payload is our choice).
 * Subscribing twice is not an error: the answer is the same, so the form never reveals who is subscribed.
 */
export const NewsletterRequest = z.strictObject({
  email: z.email().check(z.maxLength(254)),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;
export const NewsletterResponse = envelope({});
export type NewsletterResponse = z.infer<typeof NewsletterResponse>;
