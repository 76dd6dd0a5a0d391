import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { STAFF_ROLES, type Role, type StaffRole } from '../../../contract/roles';
import { startSession } from '../auth/sessions';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { quickGuest } from '../../test/checkout';
import { freshIp } from '../../test/accounts';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';

/**
 * Every route under /api/v1/backoffice, and the staff roles that may call it (admin is always among
 * them). A new console route adds ONE row here: the test fails while a route is missing from the table
 * (or the table names a route that is gone).
 */
const ANY_STAFF = STAFF_ROLES;
const CONTENT: readonly StaffRole[] = ['admin', 'content'];
const ROUTES: Record<string, readonly StaffRole[]> = {
  'GET /api/v1/backoffice/me': ANY_STAFF,
  'GET /api/v1/backoffice/calendar-conflicts': ['admin', 'support'],
  'GET /api/v1/backoffice/second-factor': ANY_STAFF,
  'GET /api/v1/backoffice/second-factor/setup': ANY_STAFF,
  'POST /api/v1/backoffice/second-factor/confirm': ANY_STAFF,
  'POST /api/v1/backoffice/second-factor/recovery-codes': ANY_STAFF,
  'GET /api/v1/backoffice/staff': ['admin'],
  'PUT /api/v1/backoffice/staff/roles': ['admin'],
  'POST /api/v1/backoffice/staff/:id/reset-second-factor': ['admin'],
  'GET /api/v1/backoffice/audit': ['admin'],
  'GET /api/v1/backoffice/audit/facets': ['admin'],
  'GET /api/v1/backoffice/reservations': ['admin', 'support', 'finance'],
  'GET /api/v1/backoffice/reservations/:code': ['admin', 'support', 'finance'],
  'POST /api/v1/backoffice/reservations/:code/cancel': ['admin', 'support', 'finance'],
  'GET /api/v1/backoffice/reports': ['admin', 'finance'],
  'GET /api/v1/backoffice/reports/export': ['admin', 'finance'],
  'GET /api/v1/backoffice/guests': ['admin', 'support', 'finance'],
  'GET /api/v1/backoffice/guests/:id': ['admin', 'support', 'finance'],
  'POST /api/v1/backoffice/guests/:id/coins': ['admin', 'support', 'finance'],
  'POST /api/v1/backoffice/guests/:id/block': ['admin', 'support'],
  'POST /api/v1/backoffice/guests/:id/unblock': ['admin', 'support'],
  'DELETE /api/v1/backoffice/faqs/:id': CONTENT,
  'DELETE /api/v1/backoffice/route-rules/:id': CONTENT,
  'GET /api/v1/backoffice/counters': CONTENT,
  'GET /api/v1/backoffice/faqs': CONTENT,
  'GET /api/v1/backoffice/faqs/:id/versions': CONTENT,
  'GET /api/v1/backoffice/pages': CONTENT,
  'GET /api/v1/backoffice/pages/:slug': CONTENT,
  'GET /api/v1/backoffice/pages/:slug/versions': CONTENT,
  'GET /api/v1/backoffice/pages/:slug/versions/:version': CONTENT,
  'GET /api/v1/backoffice/promo-codes': CONTENT,
  'GET /api/v1/backoffice/promo-codes/:id': CONTENT,
  'GET /api/v1/backoffice/promo-codes/:id/redemptions': CONTENT,
  'GET /api/v1/backoffice/route-rules': CONTENT,
  'GET /api/v1/backoffice/settings/social': CONTENT,
  'POST /api/v1/backoffice/faqs': CONTENT,
  'POST /api/v1/backoffice/faqs/:id/versions/:version/restore': CONTENT,
  'POST /api/v1/backoffice/pages/:slug/versions/:version/restore': CONTENT,
  'POST /api/v1/backoffice/promo-codes': CONTENT,
  'POST /api/v1/backoffice/promo-codes/:id/pause': CONTENT,
  'POST /api/v1/backoffice/promo-codes/:id/resume': CONTENT,
  'POST /api/v1/backoffice/route-rules': CONTENT,
  'PUT /api/v1/backoffice/counters/:key': CONTENT,
  'PUT /api/v1/backoffice/faqs/:id': CONTENT,
  'PUT /api/v1/backoffice/faqs/order': CONTENT,
  'PUT /api/v1/backoffice/pages/:slug': CONTENT,
  'PUT /api/v1/backoffice/promo-codes/:id': CONTENT,
  'PUT /api/v1/backoffice/route-rules/:id': CONTENT,
  'PUT /api/v1/backoffice/settings/social': CONTENT,
  'GET /api/v1/backoffice/currencies': ['admin', 'finance'],
  'GET /api/v1/backoffice/contact-messages': ['admin', 'support'],
  'GET /api/v1/backoffice/contact-messages/:id': ['admin', 'support'],
  'POST /api/v1/backoffice/contact-messages/:id/close': ['admin', 'support'],
  'POST /api/v1/backoffice/contact-messages/:id/replies': ['admin', 'support'],
  'GET /api/v1/backoffice/property-submissions': ['admin', 'support'],
  'GET /api/v1/backoffice/property-submissions/:reference': ['admin', 'support'],
  'GET /api/v1/backoffice/property-submissions/:reference/photos/:file': ['admin', 'support'],
  'POST /api/v1/backoffice/property-submissions/:reference/accept': ['admin', 'support'],
  'POST /api/v1/backoffice/property-submissions/:reference/reject': ['admin', 'support'],
  'GET /api/v1/backoffice/units-in-review': ['admin', 'support'],
  'GET /api/v1/backoffice/units-in-review/:id': ['admin', 'support'],
  'POST /api/v1/backoffice/units-in-review/:id/approve': ['admin', 'support'],
  'POST /api/v1/backoffice/units-in-review/:id/send-back': ['admin', 'support'],
  'GET /api/v1/backoffice/investment-requests': ['admin', 'finance'],
  'GET /api/v1/backoffice/investment-requests/:id': ['admin', 'finance'],
  'POST /api/v1/backoffice/investment-requests/:id/approve': ['admin', 'finance'],
  'POST /api/v1/backoffice/investment-requests/:id/decline': ['admin', 'finance'],
  'GET /api/v1/backoffice/reviews': ['admin', 'support', 'content'],
  'GET /api/v1/backoffice/reviews/:id': ['admin', 'support', 'content'],
  'POST /api/v1/backoffice/reviews/:id/hide': ['admin', 'support', 'content'],
  'POST /api/v1/backoffice/reviews/:id/keep': ['admin', 'support', 'content'],
  'POST /api/v1/backoffice/reviews/:id/restore': ['admin', 'support', 'content'],
  'PUT /api/v1/backoffice/currencies/:code': ['admin', 'finance'],
  'GET /api/v1/backoffice/messages/threads': ['admin', 'support'],
  'GET /api/v1/backoffice/messages/threads/:id': ['admin', 'support'],
  'POST /api/v1/backoffice/messages/threads/:id/messages': ['admin', 'support'],
  'GET /api/v1/backoffice/messages/photos/:file': ['admin', 'support'],
  'GET /api/v1/backoffice/message-reports': ['admin', 'support'],
  'GET /api/v1/backoffice/message-reports/:id': ['admin', 'support'],
  'POST /api/v1/backoffice/message-reports/:id/hide': ['admin', 'support'],
  'POST /api/v1/backoffice/message-reports/:id/keep': ['admin', 'support'],
  'POST /api/v1/backoffice/message-reports/:id/restore': ['admin', 'support'],
};

/** The routes a staff sign-in reaches before passing the second factor: the factor's own set-up. */
const BEFORE_SECOND_FACTOR = new Set([
  'GET /api/v1/backoffice/second-factor',
  'GET /api/v1/backoffice/second-factor/setup',
  'POST /api/v1/backoffice/second-factor/confirm',
]);

/** Path parameters get a value of the right shape for no row: allowed callers get 404 or 422, never 401/403. */
const SAMPLE_PARAM = '00000000-0000-4000-8000-000000000000';

describe('backoffice routes × roles', () => {
  const seen = new Set<string>();
  const t = useTestApp({
    seed: false,
    configure: (app: FastifyInstance) => {
      app.addHook('onRoute', (route) => {
        const path = route.url.replace(/\/$/, '');
        if (!path.startsWith('/api/v1/backoffice')) return;
        for (const method of [route.method].flat()) if (method !== 'HEAD') seen.add(`${method} ${path}`);
      });
    },
  });
  const callers: Partial<Record<Role | 'guest' | 'unverified', Account>> = {};

  beforeAll(async () => {
    const db = t.database.db;
    for (const role of [...STAFF_ROLES, 'host'] as const) callers[role] = await quickAccount(db, [role]);
    callers.guest = await quickGuest(db);
    // Every staff role, but a sign-in that has not passed the second factor.
    const unverified = await quickAccount(db, [...STAFF_ROLES]);
    const session = await startSession(db, unverified.userId, { secret: TEST_AUTH_SECRET });
    callers.unverified = { userId: unverified.userId, token: session.accessToken };
  });

  const call = (route: string, account: Account | undefined) => {
    const [method, path] = route.split(' ') as [string, string];
    return t.app.inject({
      method: method as 'GET',
      url: path.replace(/:\w+/g, SAMPLE_PARAM),
      headers: account ? { authorization: `Bearer ${account.token}` } : {},
      remoteAddress: freshIp(),
    });
  };

  it('has a row for every backoffice route, and no row for a route that is gone', () => {
    expect([...seen].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.entries(ROUTES))(
    '%s: a stranger 401, a guest and a host 403, each staff role as allowed',
    async (route, allowed) => {
      expect((await call(route, undefined)).statusCode).toBe(401);
      for (const who of ['guest', 'host'] as const) {
        const refused = await call(route, callers[who]);
        expect(refused.statusCode, who).toBe(403);
        expect(AnyEnvelope.parse(refused.json()).meta.error_code, who).toBe('FORBIDDEN');
      }
      for (const role of STAFF_ROLES) {
        const answer = await call(route, callers[role]);
        if (allowed.includes(role))
          expect([401, 403], `${role}: ${answer.body}`).not.toContain(answer.statusCode);
        else expect(answer.statusCode, role).toBe(403);
      }
      const unverified = await call(route, callers.unverified);
      if (BEFORE_SECOND_FACTOR.has(route)) expect([401, 403]).not.toContain(unverified.statusCode);
      else expect(AnyEnvelope.parse(unverified.json()).meta.error_code).toBe('MFA_REQUIRED');
    },
  );
});
