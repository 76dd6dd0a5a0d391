import * as z from 'zod/mini';
import { Email } from './auth';
import { envelope } from './common';
import { PLAIN_TEXT } from './content-pages';
import { PhoneInput } from './phone';

/** The contact form and the newsletter's confirm and unsubscribe links (the spec's `contact` and `newsletter` calls). */

export const CONTACT_TOPICS = ['booking', 'payment', 'investment', 'listing', 'account', 'other'] as const;
export const ContactTopic = z.enum(CONTACT_TOPICS);
export type ContactTopic = z.infer<typeof ContactTopic>;

export const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max), z.regex(PLAIN_TEXT));

/**
 * POST /api/v1/contact (honours Idempotency-Key). `website` is a honeypot: hidden from people, so
 * only a bot fills it; such a message gets an ordinary-looking answer and is dropped.
 */
export const ContactRequest = z.strictObject({
  name: text(2, 100),
  email: Email,
  /** Optional; a national (Saudi) or international number, stored as E.164. */
  phone: z.optional(z.union([z.literal(''), PhoneInput])),
  topic: ContactTopic,
  message: text(10, 5000),
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type ContactRequest = z.infer<typeof ContactRequest>;
export const ContactResponse = envelope({ reference: z.string() });
export type ContactResponse = z.infer<typeof ContactResponse>;

/** A link token from a newsletter mail: 43 base64url characters (32 random bytes) or a UUID. */
const LinkToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,64}$/));

/** POST /api/v1/newsletter/confirm — the confirmation mail's link lands on a page that sends this. */
export const NewsletterConfirmRequest = z.strictObject({ token: LinkToken });
/** POST /api/v1/newsletter/unsubscribe — every newsletter mail's unsubscribe link. */
export const NewsletterUnsubscribeRequest = z.strictObject({ token: LinkToken });
export const NewsletterLinkResponse = envelope({});
export type NewsletterLinkResponse = z.infer<typeof NewsletterLinkResponse>;
