import * as z from 'zod/mini';
import { envelope, listEnvelope, Locale, text } from './common';
import { gridQuery, Moment } from './backoffice-queue-grid';

/** Contact messages: support (and admin) read one, reply by mail (the thread is kept) and close it. */

export const ContactStatus = z.enum(['open', 'closed']);
export const ContactMessagesQuery = gridQuery(['created_at', 'name'], {
  status: z.optional(z.enum(['open', 'closed', 'all'])),
});
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuery>;
export const ContactMessageItem = z.object({
  id: z.int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  topic: z.string(),
  message: z.string(),
  locale: Locale,
  status: ContactStatus,
  replies: z.int(),
  created_at: Moment,
  closed_at: z.nullable(Moment),
});
export type ContactMessageItem = z.infer<typeof ContactMessageItem>;
export const ContactMessagesResponse = listEnvelope(ContactMessageItem);
export const ContactReply = z.object({
  id: z.int(),
  staff_name: z.string(),
  body: z.string(),
  created_at: Moment,
});
export type ContactReply = z.infer<typeof ContactReply>;
export const ContactThread = z.extend(ContactMessageItem, { thread: z.array(ContactReply) });
export type ContactThread = z.infer<typeof ContactThread>;
/** `contact`, not `message`: the envelope's `data.message` is the answer's own text. */
export const ContactThreadResponse = envelope({ contact: ContactThread });
export const ContactReplyBody = z.strictObject({ body: text(z.trim(), z.minLength(2), z.maxLength(5000)) });
export type ContactReplyBody = z.infer<typeof ContactReplyBody>;
