import * as z from 'zod/mini';
import { envelope, queryInt, text } from './common';

/**
 * What the console's queues share (backoffice-queues.ts gathers them): the grid's query every list
 * takes, the bodies of decisions, and the answers a decision gives. Each queue's own shapes live in
 * its backoffice-queue-<queue>.ts.
 */

export const QUEUE_PER_PAGE = 25;
export const SortDir = z.enum(['asc', 'desc']);
const Search = text(z.trim(), z.maxLength(200));
/** A moment as the API writes it (ISO text). */
export const Moment = z.string();

/** The grid's query: its sortable columns and filters, plus page, direction and search text. */
export function gridQuery<const S extends readonly [string, ...string[]], F extends z.core.$ZodLooseShape>(
  sorts: S,
  filters: F,
) {
  return z.strictObject({
    page: z.optional(queryInt(1, 100_000)),
    sort: z.optional(z.enum(sorts)),
    dir: z.optional(SortDir),
    q: z.optional(Search),
    ...filters,
  });
}

/** A reason or a note staff write for the person it concerns (mailed to them as it is). */
export const Reason = text(z.trim(), z.minLength(3), z.maxLength(2000));
export const ReasonBody = z.strictObject({ reason: Reason });
export type ReasonBody = z.infer<typeof ReasonBody>;
export const EmptyBody = z.optional(z.strictObject({}));
export const IdParams = z.strictObject({ id: queryInt(1) });

/** POST …/accept of a submission: the applicant's new draft unit. */
const Accepted = z.object({ reference: z.string(), unit_id: z.int(), slug: z.string() });
export const AcceptedResponse = envelope({ accepted: Accepted });
/** A decision with nothing more to say than that it was made (reject, approve a unit, send back…). */
export const DecidedResponse = envelope({});
/**
 * What the console reads of any decision's answer: its message, and the new draft unit of an accepted
 * submission (every other answer's record is read again from its own query).
 */
export const QueueDecisionResponse = envelope({ accepted: z.optional(Accepted) });
export type QueueDecisionResponse = z.infer<typeof QueueDecisionResponse>;
