import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCountersResponse,
  AdminCurrenciesResponse,
  AdminRouteRuleResponse,
  AdminRouteRulesResponse,
} from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import {
  CountersResponse,
  CurrenciesResponse,
  RouteRulesResponse,
  SocialSettingsResponse,
} from '../../../contract/content';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { auditOf, call } from '../../test/console';
import { useTestApp } from '../../test/test-app';

/** The console's settings: social links, counters, redirects and rates, checked, audited, live for guests. */
describe('backoffice settings', () => {
  const t = useTestApp({ workJobs: false, catalogue: true });
  let editor: Account;
  let finance: Account;
  beforeAll(async () => {
    editor = await quickAccount(t.database.db, ['content']);
    finance = await quickAccount(t.database.db, ['finance']);
  });
  const as = (
    who: Account,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    lang = 'en',
  ) => call(t.app, method, `/api/v1/backoffice${path}`, who.token, body, { 'accept-language': lang });
  const guest = async (url: string, lang = 'en') =>
    (await t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': lang } })).json();
  const fieldsOf = (response: { json: () => unknown }) =>
    AnyEnvelope.parse(response.json()).meta.errors.map((e) => e.field);

  it('saves the social links in order, https only, each network once', async () => {
    const items = [
      { key: 'x', url: 'https://x.com/sakan' },
      { key: 'instagram', url: 'https://www.instagram.com/sakan' },
    ];
    expect((await as(editor, 'PUT', '/settings/social', { items })).statusCode).toBe(200);
    expect(SocialSettingsResponse.parse(await guest('/settings/social')).data.items).toEqual(items);
    const [row] = await auditOf(t.database.db, editor.userId, 1);
    expect(row).toMatchObject({ action: 'settings.social', entityId: 'social', after: { items } });
    for (const bad of [
      [{ key: 'x', url: 'javascript:alert(1)' }],
      [{ key: 'x', url: 'http://x.com/sakan' }],
      [{ key: 'myspace', url: 'https://myspace.com/x' }],
      [items[0], items[0]],
    ]) {
      const refused = await as(editor, 'PUT', '/settings/social', { items: bad }, 'ar');
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it('edits a counter’s labels and value; the live one keeps its counted value', async () => {
    const counters = AdminCountersResponse.parse((await as(editor, 'GET', '/counters')).json()).data.items;
    const fixed = counters.find((c) => !c.live);
    const live = counters.find((c) => c.live);
    if (!fixed || !live) throw new Error('seeded counters missing');
    const saved = await as(editor, 'PUT', `/counters/${fixed.key}`, {
      label_en: fixed.label_en,
      label_ar: fixed.label_ar,
      value: 4321,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = CountersResponse.parse(await guest('/counters', 'ar')).data.items.find(
      (c) => c.key === fixed.key,
    );
    expect(shown).toMatchObject({ value: 4321, label: fixed.label_ar });
    const body = { label_en: live.label_en, label_ar: live.label_ar, value: live.value };
    expect(fieldsOf(await as(editor, 'PUT', `/counters/${live.key}`, { ...body, value: 1 }))).toEqual([
      'value',
    ]);
    expect(
      (await as(editor, 'PUT', `/counters/${live.key}`, { ...body, label_en: 'Homes to stay in' }))
        .statusCode,
    ).toBe(200);
    expect((await as(editor, 'PUT', '/counters/nope', body)).statusCode).toBe(404);
  });

  it('adds, edits and removes redirects the guest side applies, audited', async () => {
    const added = await as(editor, 'POST', '/route-rules', {
      from: '/promo/',
      to: '/listing?sort=price_asc',
      permanent: false,
    });
    expect(added.statusCode, added.body).toBe(201);
    const rule = AdminRouteRuleResponse.parse(added.json()).data.rule;
    expect(rule.from).toBe('/promo');
    const rules = RouteRulesResponse.parse(await guest('/route-rules')).data.items;
    expect(rules).toContainEqual({ from: '/promo', to: '/listing?sort=price_asc', permanent: false });
    const edited = await as(editor, 'PUT', `/route-rules/${rule.id}`, {
      from: '/promo',
      to: 'https://sakan.example/offers',
      permanent: true,
    });
    expect(AdminRouteRuleResponse.parse(edited.json()).data.rule).toMatchObject({ permanent: true });
    const removed = await as(editor, 'DELETE', `/route-rules/${rule.id}`);
    expect(AdminRouteRulesResponse.parse(removed.json()).data.items.some((r) => r.id === rule.id)).toBe(
      false,
    );
    const rows = await auditOf(t.database.db, editor.userId, 3);
    expect(rows.map((r) => r.action)).toEqual(['route_rule.remove', 'route_rule.edit', 'route_rule.create']);
    expect(rows[1]).toMatchObject({
      before: { to: '/listing?sort=price_asc', permanent: false },
      after: { to: 'https://sakan.example/offers', permanent: true },
    });
  });

  it.each([
    ['javascript: targets', { from: '/x1', to: 'javascript:alert(1)' }, 'to'],
    ['data: targets', { from: '/x2', to: 'data:text/html,hi' }, 'to'],
    ['plain http', { from: '/x3', to: 'http://example.com' }, 'to'],
    ['another host by //', { from: '/x4', to: '//evil.example/x' }, 'to'],
    ['a relative target', { from: '/x5', to: 'faq' }, 'to'],
    ['a rule onto itself', { from: '/x6', to: '/x6' }, 'to'],
    ['a wildcard onto itself', { from: '/help2/*', to: '/help2/faq' }, 'to'],
    ['a loop through another rule', { from: '/faq', to: '/help/guide' }, 'to'],
    ['the home page', { from: '/', to: '/faq' }, 'from'],
    ['the console', { from: '/admin/faq', to: '/faq' }, 'from'],
    ['the API', { from: '/api/v1/faqs', to: '/faq' }, 'from'],
    ['a path already taken', { from: '/support', to: '/faq' }, 'from'],
    ['a from with a query', { from: '/x7?a=1', to: '/faq' }, 'from'],
    ['a control character', { from: '/x8', to: '/fa\u0000q' }, 'to'],
  ])('refuses %s with a translated 422', async (_what, rule, field) => {
    const response = await as(editor, 'POST', '/route-rules', { permanent: false, ...rule }, 'ar');
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual([field]);
    expect(AnyEnvelope.parse(response.json()).meta.errors[0]?.message).toMatch(/[\u0600-\u06ff]/);
  });

  it('sets a rate within bounds, never the base, and shows it to guests at once', async () => {
    const items = AdminCurrenciesResponse.parse((await as(finance, 'GET', '/currencies')).json()).data.items;
    const usd = items.find((c) => c.code === 'USD');
    if (!usd) throw new Error('no USD');
    const saved = await as(finance, 'PUT', '/currencies/USD', { rate: 0.27 });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = CurrenciesResponse.parse(await guest('/currencies')).data.items.find(
      (c) => c.code === 'USD',
    );
    expect(shown?.rate).toBe(0.27);
    const [row] = await auditOf(t.database.db, finance.userId, 1);
    expect(row).toMatchObject({
      action: 'currency.rate',
      entityId: 'USD',
      before: { rate: usd.rate },
      after: { rate: 0.27 },
    });
    const refusals: [string, unknown, number][] = [
      ['/currencies/USD', { rate: 0 }, 422],
      ['/currencies/USD', { rate: -1 }, 422],
      ['/currencies/USD', { rate: 2.7 }, 422],
      ['/currencies/USD', { rate: 1e9 }, 422],
      ['/currencies/USD', { rate: '0.3' }, 422],
      ['/currencies/SAR', { rate: 1.1 }, 409],
      ['/currencies/XYZ', { rate: 1 }, 404],
      ['/currencies/usd', { rate: 1 }, 422],
    ];
    for (const [path, body, status] of refusals) {
      const response = await as(finance, 'PUT', path, body, 'ar');
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(AnyEnvelope.parse(response.json()).data.message).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
