import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import * as repository from './newsletter-repository';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Links in the mails: `${origin}/<lang>/newsletter?confirm=…` lands on a page that asks to confirm. */
const link = (origin: string, locale: string, kind: 'confirm' | 'unsubscribe', token: string) =>
  `${origin}/${locale}/newsletter?${kind}=${encodeURIComponent(token)}`;

/**
 * Double opt-in. The first step only mails a confirmation link; nothing counts as subscribed until
 * it is followed. Whatever the address's state (new, pending, confirmed, just mailed), the caller
 * gets the same answer, so the form can't tell anyone who is on the list.
 */
export async function signUp(request: FastifyRequest, origin: string, email: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const address = email.trim().toLowerCase();
  const locale = request.locale;
  const pending = await repository.startSignUp(request.server.db, address, locale, hash(token));
  if (!pending) return;
  void request.server.mailer
    .send({
      to: address,
      locale,
      template: 'newsletter_confirm',
      params: {
        confirmUrl: link(origin, locale, 'confirm', token),
        unsubscribeUrl: link(origin, locale, 'unsubscribe', pending.unsubscribeToken),
      },
    })
    .catch((err: unknown) => request.log.error({ err }, 'sending the newsletter confirmation failed'));
}

/** Follows the confirmation link: a used, expired or unknown token is refused the same way. */
export async function confirmSignUp(request: FastifyRequest, origin: string, token: string): Promise<void> {
  const row = await repository.confirm(request.server.db, hash(token));
  if (!row) throw new AppError('NOT_FOUND', 404, 'content.newsletter_link_invalid');
  const locale = row.locale === 'ar' ? 'ar' : 'en';
  void request.server.mailer
    .send({
      to: row.email,
      locale,
      template: 'newsletter_welcome',
      params: {
        unsubscribeUrl: link(origin, locale, 'unsubscribe', row.unsubscribeToken),
        homeUrl: `${origin}/${locale}`,
      },
    })
    .catch((err: unknown) => request.log.error({ err }, 'sending the newsletter welcome failed'));
}

/** Always succeeds: leaving twice, or with a stale link, is still "you're off the list". */
export async function leave(request: FastifyRequest, token: string): Promise<void> {
  await repository.unsubscribe(request.server.db, token);
}
