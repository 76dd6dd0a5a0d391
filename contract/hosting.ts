import * as z from 'zod/mini';
import { envelope } from './common';

/**
 * Hosting: people who run their own units. Every /api/v1/hosting route is for signed-in hosts (a
 * guest or staff member without the host role gets 403 FORBIDDEN), except /hosting/submissions, which
 * any signed-in person reads to follow their "List your property" requests. The parts:
 * hosting-units.ts (units, editor, publishing), hosting-stays.ts (reservations, dashboard) and
 * hosting-earnings.ts (the statement).
 */
export * from './hosting-units';
export * from './hosting-stays';
export * from './hosting-earnings';
export * from './hosting-calendar-sync';
export * from './hosting-pricing';
export * from './hosting-calendar';

export const SubmissionStatus = z.enum(['submitted', 'approved', 'rejected']);

/** GET /api/v1/hosting/submissions: the caller's own requests, newest first. */
export const MySubmission = z.object({
  reference: z.string(),
  status: SubmissionStatus,
  city: z.string(),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
  decision_reason: z.nullable(z.string()),
  /** The draft unit made on acceptance, to open in the editor. */
  unit_id: z.nullable(z.int()),
});
export type MySubmission = z.infer<typeof MySubmission>;

export const MySubmissionsResponse = envelope({ items: z.array(MySubmission), is_host: z.boolean() });
export type MySubmissionsResponse = z.infer<typeof MySubmissionsResponse>;
