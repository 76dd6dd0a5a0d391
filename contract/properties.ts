import * as z from 'zod/mini';
import { Email } from './auth';
import { envelope } from './common';
import { text } from './content-forms';
import { PhoneInput } from './phone';

/**
 * POST /api/v1/properties — an owner asks to list a place (multipart/form-data, honours
 * Idempotency-Key). The part named `data` carries PropertySubmission as JSON; up to
 * MAX_PROPERTY_PHOTOS parts named `photos` carry JPEG, PNG, WebP, AVIF or HEIC images.
 */
export const MAX_PROPERTY_PHOTOS = 10;
/** Per photo: a phone's full-size picture fits, a video renamed .jpg does not. */
export const MAX_PROPERTY_PHOTO_BYTES = 12 * 1024 * 1024;

export const PropertySubmission = z.strictObject({
  owner_name: text(2, 100),
  owner_email: Email,
  /** A national (Saudi) or international number, stored as E.164. */
  owner_phone: PhoneInput,
  /** A city's and a category's slug, as /cities and /categories list them. */
  city: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/)),
  category: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/)),
  bedrooms: z.int().check(z.minimum(0), z.maximum(50)),
  guests: z.int().check(z.minimum(1), z.maximum(100)),
  address: text(5, 300),
  /** In either language: the owner writes in the one they use. */
  description: text(20, 2000),
});
export type PropertySubmission = z.infer<typeof PropertySubmission>;

export const PropertySubmitted = z.object({
  reference: z.string(),
  status: z.literal('submitted'),
  photos: z.int(),
});
export const PropertySubmissionResponse = envelope({ submission: PropertySubmitted });
export type PropertySubmissionResponse = z.infer<typeof PropertySubmissionResponse>;
