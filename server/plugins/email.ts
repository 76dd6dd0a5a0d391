import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailerOptions } from './email/mailer';

export { createMailer, maskEmail, DEFAULT_FROM } from './email/mailer';
export type { EmailMessage, Mailer, MailerOptions } from './email/mailer';
export { renderEmail } from './email/templates';
export type { EmailParams, EmailTemplate, RenderedEmail } from './email/templates';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Exposes `app.mailer`. Tests (or a future queue) can pass a ready `mailer` instead of options, e.g. one
 * that records messages; a mailer the plugin built itself is closed with the app.
 */
export const emailPlugin = fp<MailerOptions | { mailer: Mailer }>(
  async (app, options) => {
    if ('mailer' in options) {
      app.decorate('mailer', options.mailer);
      return;
    }
    const mailer = createMailer(options);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'sakan-email' },
);
