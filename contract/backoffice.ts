import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, queryInt } from './common';
import { StaffRole } from './roles';

export * from './backoffice-guests';

/**
 * The operator's console (/api/v1/backoffice…): staff only, each route naming its roles (`admin`
 * always among them). A signed-out caller gets 401; a guest, a host or a staff member of another role
 * 403.
 */

/** GET /backoffice/calendar-conflicts?page=: admin and support. */
export const ConflictsQuery = z.strictObject({ page: z.optional(queryInt(1, 100_000)) });
export type ConflictsQuery = z.infer<typeof ConflictsQuery>;
export const CONFLICTS_PER_PAGE = 25;

/**
 * A night sold twice: an event of a unit's imported calendar over a stay booked here. Both are kept
 * (the stay is never cancelled by a sync); the host and the operator see it until one side is gone.
 * Soonest first, from today on.
 */
export const CalendarConflict = z.object({
  feed_id: z.int(),
  feed_name: z.string(),
  unit: z.object({ id: z.int(), title: z.string(), slug: z.string() }),
  host: z.nullable(z.object({ name: z.string(), email: z.string() })),
  reservation: z.object({
    code: z.string(),
    guest_name: z.string(),
    check_in: IsoDate,
    check_out: IsoDate,
    status: z.string(),
  }),
  /** The first and last night both sides claim. */
  first_night: IsoDate,
  last_night: IsoDate,
  detected_at: z.string(),
});
export type CalendarConflict = z.infer<typeof CalendarConflict>;
export const ConflictsResponse = listEnvelope(CalendarConflict);
export type ConflictsResponse = z.infer<typeof ConflictsResponse>;

/**
 * GET /backoffice/me: any staff role. The caller's staff roles (the console shows only the sections
 * they open) and each queue's count for the console's navigation, keyed by section.
 */
export const ConsoleMe = z.object({
  roles: z.array(StaffRole),
  counts: z.record(z.string(), z.int()),
});
export type ConsoleMe = z.infer<typeof ConsoleMe>;
export const ConsoleMeResponse = envelope({ me: ConsoleMe });
export type ConsoleMeResponse = z.infer<typeof ConsoleMeResponse>;
export * from './backoffice-reservations';
export * from './backoffice-reports';
export * from './backoffice-staff';
export * from './backoffice-audit';
export * from './backoffice-content';
export * from './backoffice-queues';

/** The console's reads of guest–host messages (their home is contract/messages.ts). */
export {
  ConsoleThreadResponse,
  ConsoleThreadsResponse,
  MessageReportResponse,
  MessageReportsResponse,
} from './messages-console';
