import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { call, everyone, type People, type Who } from '../../test/console';
import { useTestApp } from '../../test/test-app';

/**
 * Who may call each content and settings route of the console: a stranger gets 401, a guest, a host
 * and a staff member of another role 403, and the roles it names (admin always) get through. Writes
 * are sent with a body or id that is refused after the gate (422 or 404), so this walk changes nothing.
 */
const NONE = 2_147_483_647;
type Route = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, allowed: number, body?: unknown];

const CONTENT: Route[] = [
  ['GET', '/faqs', 200],
  ['POST', '/faqs', 422, {}],
  ['PUT', '/faqs/order', 422, {}],
  ['PUT', `/faqs/${NONE}`, 422, {}],
  ['DELETE', `/faqs/${NONE}`, 404],
  ['GET', `/faqs/${NONE}/versions`, 404],
  ['POST', `/faqs/${NONE}/versions/1/restore`, 404],
  ['GET', '/pages', 200],
  ['GET', '/pages/about-us', 200],
  ['PUT', '/pages/about-us', 422, {}],
  ['GET', '/pages/privacy/versions', 200],
  ['GET', '/pages/privacy/versions/1', 200],
  ['POST', '/pages/terms-conditions/versions/999/restore', 404],
  ['GET', '/promo-codes', 200],
  ['POST', '/promo-codes', 422, {}],
  ['GET', `/promo-codes/${NONE}`, 404],
  ['PUT', `/promo-codes/${NONE}`, 422, {}],
  ['POST', `/promo-codes/${NONE}/pause`, 404],
  ['POST', `/promo-codes/${NONE}/resume`, 404],
  ['GET', `/promo-codes/${NONE}/redemptions`, 404],
  ['GET', '/settings/social', 200],
  ['PUT', '/settings/social', 422, {}],
  ['GET', '/counters', 200],
  ['PUT', '/counters/guests', 422, {}],
  ['GET', '/route-rules', 200],
  ['POST', '/route-rules', 422, {}],
  ['PUT', `/route-rules/${NONE}`, 422, {}],
  ['DELETE', `/route-rules/${NONE}`, 404],
];
const FINANCE: Route[] = [
  ['GET', '/currencies', 200],
  ['PUT', '/currencies/USD', 422, {}],
];

/** What each caller gets from a route that opens to `role` (and the admin). */
const expected = (who: Who | 'stranger', role: 'content' | 'finance', allowed: number) =>
  who === 'stranger' ? 401 : who === 'admin' || who === role ? allowed : 403;

describe('backoffice content and settings: who may call what', () => {
  const t = useTestApp({ workJobs: false });
  let people: People;
  beforeAll(async () => {
    people = await everyone(t.database.db);
  });

  const table = [
    ...CONTENT.map(([method, url, allowed, body]) => ({
      role: 'content' as const,
      method,
      url,
      allowed,
      body,
    })),
    ...FINANCE.map(([method, url, allowed, body]) => ({
      role: 'finance' as const,
      method,
      url,
      allowed,
      body,
    })),
  ];
  const callers = ['stranger', 'guest', 'host', 'admin', 'support', 'content', 'finance'] as const;

  it.each(table)('$role: $method $url', async ({ role, method, url, allowed, body }) => {
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const who of callers) {
      const token = who === 'stranger' ? undefined : people[who].token;
      const response = await call(t.app, method, `/api/v1/backoffice${url}`, token, body, {
        'accept-language': 'ar',
      });
      got[who] = response.statusCode;
      want[who] = expected(who, role, allowed);
      const envelope = AnyEnvelope.parse(response.json());
      // Every refusal is the envelope with a message in the caller's language, never a 500.
      if (response.statusCode >= 400) expect(envelope.data.message, url).toMatch(/[\u0600-\u06ff]/);
    }
    expect(got).toEqual(want);
  });
});
