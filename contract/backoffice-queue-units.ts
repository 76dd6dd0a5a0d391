import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, Money } from './common';
import { gridQuery, Moment, Reason } from './backoffice-queue-grid';

/** Units in review: support (and admin) approve one to publish it or send it back with notes. */

export const ReviewUnitsQuery = gridQuery(['submitted_at', 'licence_expires_on', 'title'], {});
export type ReviewUnitsQuery = z.infer<typeof ReviewUnitsQuery>;
export const ReviewUnitItem = z.object({
  id: z.int(),
  slug: z.string(),
  /** In the caller's language, else the other one; '' when the host wrote none yet. */
  title: z.string(),
  city: z.string(),
  host: z.nullable(z.object({ name: z.string(), email: z.string() })),
  licence_number: z.nullable(z.string()),
  licence_expires_on: z.nullable(IsoDate),
  /** The unit's country asks for a tourism licence. */
  licence_required: z.boolean(),
  photos: z.int(),
  submitted_at: z.nullable(Moment),
});
export type ReviewUnitItem = z.infer<typeof ReviewUnitItem>;
export const ReviewUnitsResponse = listEnvelope(ReviewUnitItem);
export const ReviewUnitDetail = z.extend(ReviewUnitItem, {
  title_en: z.string(),
  title_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  address: z.string(),
  guests: z.int(),
  bedrooms: z.int(),
  price: Money,
  /** The photos' keys, in order (served under /media like every unit photo). */
  photo_keys: z.array(z.string()),
  status: z.string(),
  review_note: z.nullable(z.string()),
});
export type ReviewUnitDetail = z.infer<typeof ReviewUnitDetail>;
export const ReviewUnitResponse = envelope({ unit: ReviewUnitDetail });
export const SendBackBody = z.strictObject({ notes: Reason });
export type SendBackBody = z.infer<typeof SendBackBody>;
