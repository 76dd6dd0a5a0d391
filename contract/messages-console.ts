import * as z from 'zod/mini';
import { envelope, listEnvelope, queryInt, text } from './common';
import { Message, ReportReason, ThreadSummary, ThreadUnit } from './messages-base';

/**
 * The console's side of messages (contract/messages.ts re-exports it): support and admin read any
 * thread (hidden messages too) and work the reports queue, beside the reviews in moderation.
 */

export const ConsoleThreadsQuery = z.strictObject({
  /** A reservation code, an email or name of either side, or a unit's title. */
  q: z.optional(text(z.trim(), z.maxLength(200))),
  page: z.optional(queryInt(1, 100_000)),
});
export type ConsoleThreadsQuery = z.infer<typeof ConsoleThreadsQuery>;
export const ConsoleThreadItem = z.extend(ThreadSummary, {
  guest: z.object({ name: z.string(), email: z.string() }),
  host: z.object({ name: z.string(), email: z.string() }),
  messages_count: z.int(),
  reports_open: z.int(),
});
export type ConsoleThreadItem = z.infer<typeof ConsoleThreadItem>;
export const ConsoleThreadsResponse = listEnvelope(ConsoleThreadItem);

/** A message as staff read it: a hidden one keeps its text, with who hid it and why. */
export const ConsoleMessage = z.extend(Message, {
  hidden_reason: z.nullable(z.string()),
  reports: z.int(),
});
export type ConsoleMessage = z.infer<typeof ConsoleMessage>;
export const ConsoleThreadResponse = envelope({
  thread: ConsoleThreadItem,
  messages: z.array(ConsoleMessage),
  older: z.nullable(z.string()),
});
export type ConsoleThreadResponse = z.infer<typeof ConsoleThreadResponse>;

/** The reports queue beside the reviews: a reported message waits until hidden or kept. */
export const MessageReportsQuery = z.strictObject({
  status: z.optional(z.enum(['waiting', 'hidden', 'all'])),
  /** The console grid's order: when first reported, newest first unless `dir` says otherwise. */
  sort: z.optional(z.enum(['first_reported_at'])),
  dir: z.optional(z.enum(['asc', 'desc'])),
  q: z.optional(text(z.trim(), z.maxLength(200))),
  page: z.optional(queryInt(1, 100_000)),
});
export type MessageReportsQuery = z.infer<typeof MessageReportsQuery>;
export const MessageReportItem = z.object({
  message: ConsoleMessage,
  thread_id: z.int(),
  unit: ThreadUnit,
  reasons: z.array(ReportReason),
  notes: z.array(z.string()),
  reports: z.int(),
  waiting: z.boolean(),
  first_reported_at: z.iso.datetime({ offset: true }),
});
export type MessageReportItem = z.infer<typeof MessageReportItem>;
export const MessageReportsResponse = listEnvelope(MessageReportItem);
export const MessageReportResponse = envelope({ report: MessageReportItem });
export type MessageReportResponse = z.infer<typeof MessageReportResponse>;
