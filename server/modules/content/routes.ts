import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RouteRulesResponse, SocialSettingsResponse } from '../../../contract/content';
import { ok } from '../../lib/envelope';
import { getRouteRules, getSocialLinks } from './service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings/social', { schema: { response: { 200: SocialSettingsResponse } } }, async (request) => {
    const items = await getSocialLinks(app.readDb(request));
    return ok(request.t('ok.social_links'), { items });
  });

  app.get('/route-rules', { schema: { response: { 200: RouteRulesResponse } } }, async (request, reply) => {
    const items = await getRouteRules(app.readDb(request));
    // Rules change rarely and are the same for everyone; five minutes keeps navigation off the network.
    reply.header('cache-control', 'public, max-age=300');
    return ok(request.t('ok.route_rules'), { items });
  });
};
