import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCounterResponse,
  AdminCountersResponse,
  AdminCurrenciesResponse,
  AdminCurrencyResponse,
  AdminRouteRuleResponse,
  AdminRouteRulesResponse,
  AdminSocialResponse,
  CounterBody,
  CounterParams,
  CurrencyParams,
  CurrencyRateBody,
  RouteRuleBody,
  RouteRuleParams,
  SocialLinksBody,
} from '../../../contract/backoffice';
import { created, ok } from '../../lib/envelope';
import { callerOf, staffRoles } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { getSocialLinks } from '../content/service';
import { CONTENT_SCOPE } from './content-shared';
import * as repository from './settings-repository';
import { removeRule, saveCounter, saveRate, saveRule, saveSocial } from './settings-service';

/**
 * /backoffice/settings/social, /backoffice/counters, /backoffice/route-rules (admin and content).
 * The guest side reads each straight from the database, except the redirects applied to page loads,
 * which are kept per process until the content scope's invalidation (every instance) drops them.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('content')));
  const changed = () => app.publicCache.invalidate(CONTENT_SCOPE);
  const social = { response: { 200: AdminSocialResponse } };
  const rule = { response: { 200: AdminRouteRuleResponse } };

  app.get('/settings/social', { schema: social }, async (request) =>
    ok(request.t('backoffice.social_loaded'), { items: await getSocialLinks(app.db) }),
  );

  app.put('/settings/social', { schema: { body: SocialLinksBody, ...social } }, async (request) => {
    const items = await saveSocial(app.db, callerOf(request).userId, request.body);
    changed();
    return ok(request.t('backoffice.social_saved'), { items });
  });

  app.get('/counters', { schema: { response: { 200: AdminCountersResponse } } }, async (request) =>
    ok(request.t('backoffice.counters_listed'), { items: await repository.listCounters(app.db) }),
  );

  app.put(
    '/counters/:key',
    { schema: { params: CounterParams, body: CounterBody, response: { 200: AdminCounterResponse } } },
    async (request) => {
      const counter = await saveCounter(app.db, callerOf(request).userId, request.params.key, request.body);
      changed();
      return ok(request.t('backoffice.counter_saved'), { counter });
    },
  );

  app.get('/route-rules', { schema: { response: { 200: AdminRouteRulesResponse } } }, async (request) =>
    ok(request.t('backoffice.route_rules_listed'), { items: await repository.listRules(app.db) }),
  );

  app.post(
    '/route-rules',
    { ...idempotent(app), schema: { body: RouteRuleBody, response: { 201: AdminRouteRuleResponse } } },
    async (request, reply) => {
      const saved = await saveRule(app.db, callerOf(request).userId, null, request.body);
      changed();
      return reply.code(201).send(created(request.t('backoffice.route_rule_created'), { rule: saved }));
    },
  );

  app.put(
    '/route-rules/:id',
    { schema: { params: RouteRuleParams, body: RouteRuleBody, ...rule } },
    async (request) => {
      const saved = await saveRule(app.db, callerOf(request).userId, request.params.id, request.body);
      changed();
      return ok(request.t('backoffice.route_rule_saved'), { rule: saved });
    },
  );

  app.delete(
    '/route-rules/:id',
    { schema: { params: RouteRuleParams, response: { 200: AdminRouteRulesResponse } } },
    async (request) => {
      await removeRule(app.db, callerOf(request).userId, request.params.id);
      changed();
      return ok(request.t('backoffice.route_rule_removed'), { items: await repository.listRules(app.db) });
    },
  );
};

/**
 * /backoffice/currencies (admin and finance): the exchange rates prices are shown in. A rate is money,
 * so it is finance's (with the admin's), not content's. A change drops every cached catalogue answer on
 * every instance, since those carry prices converted at the old rate.
 */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('finance')));

  app.get('/currencies', { schema: { response: { 200: AdminCurrenciesResponse } } }, async (request) =>
    ok(request.t('backoffice.currencies_listed'), { items: await repository.listCurrencies(app.db) }),
  );

  app.put(
    '/currencies/:code',
    { schema: { params: CurrencyParams, body: CurrencyRateBody, response: { 200: AdminCurrencyResponse } } },
    async (request) => {
      const currency = await saveRate(
        app.db,
        callerOf(request).userId,
        request.params.code,
        request.body.rate,
      );
      app.publicCache.invalidate();
      return ok(request.t('backoffice.currency_saved'), { currency });
    },
  );
};
