import type { FastifyRequest } from 'fastify';
import type { ContactRequest } from '../../../contract/content-forms';
import { AppError } from '../../lib/app-error';
import { newReference } from '../../lib/reference';
import type { Mailer } from '../../plugins/email';
import { insertWithinLimit } from './contact-repository';

/** Messages per address per hour; the per-IP limit (rate-limit.ts `contact`) covers many addresses. */
export const CONTACT_PER_EMAIL_PER_HOUR = 3;

export interface ContactDesk {
  /** CONTACT_TO; unset, the desk's copy goes to `outbox` instead of out by SMTP. */
  to: string | undefined;
  /** Writes .eml files into the outbox folder. */
  outbox: Mailer;
}

/**
 * Stores the message, then mails the desk and a copy to the sender, and gives back the reference
 * both quote. A filled honeypot (`website`) gets the same kind of answer but nothing is kept or
 * sent: telling the bot it was caught would only teach it.
 */
export async function sendContactMessage(
  request: FastifyRequest,
  desk: ContactDesk,
  input: ContactRequest,
): Promise<{ reference: string }> {
  const reference = newReference('C');
  if (input.website) return { reference };
  const email = input.email.trim().toLowerCase();
  const phone = input.phone ? input.phone : null;
  const stored = await insertWithinLimit(
    request.server.db,
    {
      reference,
      name: input.name,
      email,
      phone,
      topic: input.topic,
      message: input.message,
      locale: request.locale,
      ip: request.ip,
    },
    CONTACT_PER_EMAIL_PER_HOUR,
  );
  if (!stored) throw new AppError('RATE_LIMITED', 429, 'content.contact_too_many');

  const log = (err: unknown) => request.log.error({ err, reference }, 'sending a contact mail failed');
  // The desk works in English; the visitor's language is in the notice.
  const notice = {
    template: 'contact_notice' as const,
    locale: 'en' as const,
    params: {
      reference,
      name: input.name,
      email,
      phone,
      topic: input.topic,
      message: input.message,
      locale: request.locale,
    },
  };
  // Mail is sent after the answer is decided and never fails it: the message is already stored.
  void (
    desk.to
      ? request.server.mailer.send({ ...notice, to: desk.to })
      : desk.outbox.send({ ...notice, to: 'contact@outbox' })
  ).catch(log);
  void request.server.mailer
    .send({
      to: email,
      locale: request.locale,
      template: 'contact_copy',
      params: { name: input.name, reference, topic: input.topic, message: input.message },
    })
    .catch(log);
  return { reference };
}
