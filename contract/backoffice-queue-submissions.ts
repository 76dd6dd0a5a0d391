import * as z from 'zod/mini';
import { envelope, listEnvelope, Locale } from './common';
import { gridQuery, Moment } from './backoffice-queue-grid';

/** Property submissions ("List your property"): support (and admin) read, accept or reject them. */

/** A "List your property" reference in a path: `P-7K3M9QXA`. */
export const SubmissionReference = z.string().check(z.regex(/^P-[A-Z0-9]{8}$/));
export const SubmissionParams = z.strictObject({ reference: SubmissionReference });

export const SubmissionStatus = z.enum(['submitted', 'approved', 'rejected']);
export const SubmissionsQuery = gridQuery(['created_at', 'owner_name'], {
  status: z.optional(z.enum(['all', 'submitted', 'approved', 'rejected'])),
});
export type SubmissionsQuery = z.infer<typeof SubmissionsQuery>;

export const SubmissionItem = z.object({
  reference: z.string(),
  status: SubmissionStatus,
  owner_name: z.string(),
  owner_email: z.string(),
  city: z.string(),
  category: z.string(),
  bedrooms: z.int(),
  guests: z.int(),
  photos: z.int(),
  /** Whether a signed-in account sent it: only then can it be accepted (that account becomes the host). */
  has_account: z.boolean(),
  created_at: Moment,
  decided_at: z.nullable(Moment),
});
export type SubmissionItem = z.infer<typeof SubmissionItem>;
export const SubmissionsResponse = listEnvelope(SubmissionItem);

export const SubmissionDetail = z.extend(SubmissionItem, {
  owner_phone: z.string(),
  address: z.string(),
  description: z.string(),
  locale: Locale,
  /** The stored photos' names; each is read at …/photos/<name>-640.webp (staff only). */
  photo_names: z.array(z.string()),
  decision_reason: z.nullable(z.string()),
  unit_id: z.nullable(z.int()),
});
export type SubmissionDetail = z.infer<typeof SubmissionDetail>;
export const SubmissionResponse = envelope({ submission: SubmissionDetail });
export const SubmissionPhotoParams = z.strictObject({
  reference: SubmissionReference,
  file: z.string().check(z.regex(/^[a-z0-9-]{1,80}-640\.webp$/)),
});
