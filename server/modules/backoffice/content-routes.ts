import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqRoutes } from './faq-routes';
import { infoPagesRoutes } from './info-pages-routes';
import { promoRoutes } from './promo-routes';
import { currencyRoutes, settingsRoutes } from './settings-routes';

/**
 * The console's content and settings: the FAQ and informative pages (versions and restore), promo
 * codes, social links, counters, redirects (admin and content) and exchange rates (admin and
 * finance). Each part declares its roles once, in its own scope.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(faqRoutes);
  await app.register(infoPagesRoutes);
  await app.register(promoRoutes);
  await app.register(settingsRoutes);
  await app.register(currencyRoutes);
};
