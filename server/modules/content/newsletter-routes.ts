import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { NewsletterRequest, NewsletterResponse } from '../../../contract/content';
import {
  NewsletterConfirmRequest,
  NewsletterLinkResponse,
  NewsletterUnsubscribeRequest,
} from '../../../contract/content-forms';
import { ok } from '../../lib/envelope';
import { perIpLimit } from '../../plugins/rate-limit';
import { confirmSignUp, leave, signUp } from './newsletter-service';

export interface NewsletterOptions {
  /** PUBLIC_URL: the links in the mails point here; unset, at the address the request came to. */
  publicUrl?: string | undefined;
}

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterOptions> = async (app, options) => {
  const originOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;
  const limited = { config: perIpLimit('newsletter') };

  app.post(
    '/newsletter',
    { ...limited, schema: { body: NewsletterRequest, response: { 200: NewsletterResponse } } },
    async (request) => {
      await signUp(request, originOf(request), request.body.email);
      return ok(request.t('content.newsletter_check_inbox'), {});
    },
  );

  app.post(
    '/newsletter/confirm',
    { ...limited, schema: { body: NewsletterConfirmRequest, response: { 200: NewsletterLinkResponse } } },
    async (request) => {
      await confirmSignUp(request, originOf(request), request.body.token);
      return ok(request.t('content.newsletter_confirmed'), {});
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    { ...limited, schema: { body: NewsletterUnsubscribeRequest, response: { 200: NewsletterLinkResponse } } },
    async (request) => {
      await leave(request, request.body.token);
      return ok(request.t('content.newsletter_unsubscribed'), {});
    },
  );
};
