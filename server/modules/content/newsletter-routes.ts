import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { NewsletterRequest, NewsletterResponse } from '../../../contract/content';
import {
  NewsletterConfirmRequest,
  NewsletterLinkResponse,
  NewsletterUnsubscribeRequest,
} from '../../../contract/content-forms';
import { ok } from '../../lib/envelope';
import { perIpLimit, writeLimit } from '../../plugins/rate-limit';
import { confirmSignUp, leave, signUp } from './newsletter-service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // PUBLIC_URL or a trusted host, never an unchecked Host header (links go out in mail).
  const originOf = (request: FastifyRequest) => app.originOf(request);
  const limited = { config: perIpLimit('newsletter') };

  app.post(
    '/newsletter',
    // Per IP and per address: a thousand addresses from one IP, or one address from many, are refused.
    {
      config: writeLimit('newsletter'),
      schema: { body: NewsletterRequest, response: { 200: NewsletterResponse } },
    },
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
