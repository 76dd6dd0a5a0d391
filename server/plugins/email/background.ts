import type { FastifyRequest } from 'fastify';
import type { EmailMessage } from './mailer';

/**
 * Sends a mail without making the request wait for it. A slow or failing mail server must not hold up
 * or fail the action it reports on (and for the OTP, waiting only for real accounts would reveal, by
 * timing, which addresses are registered). A failure is logged with the request id.
 */
export function sendInBackground(request: FastifyRequest, message: EmailMessage): void {
  void request.server.mailer
    .send(message)
    .catch((err: unknown) => request.log.error({ err, template: message.template }, 'sending mail failed'));
}
