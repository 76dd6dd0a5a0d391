import type { Locale } from '../../contract/common';
import fp from 'fastify-plugin';
import { negotiateLocale } from '../i18n/negotiate';
import { translate, type MessageKey, type MessageParams } from '../i18n/translate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language: 'ar' or 'en'. */
    locale: Locale;
    /** Translates a message key into the caller's language. */
    t(key: MessageKey, params?: MessageParams): string;
  }
}

export const i18nPlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    app.decorateRequest('t', function (key: MessageKey, params?: MessageParams) {
      return translate(this.locale, key, params);
    });
    app.addHook('onRequest', async (request, reply) => {
      request.locale = negotiateLocale(request.headers['accept-language']);
      // Answers vary by language; caches and the client must know which one they got.
      if (request.url.startsWith('/api/')) {
        reply.header('content-language', request.locale);
        reply.header('vary', 'Accept-Language');
      }
    });
  },
  { name: 'sakan-i18n' },
);
