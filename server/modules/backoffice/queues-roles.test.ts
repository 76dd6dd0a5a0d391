import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import type { Role } from '../../../contract/roles';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { quickGuest, send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * Every queue route with every kind of caller. Writes name records that do not exist, so a caller the
 * route lets in gets 404 (it reached the lookup and changed nothing) and everyone else 401 or 403.
 */
const BASE = '/api/v1/backoffice';
const NO_ID = 2_147_483_647;
const REF = 'P-ZZZZZZZZ';
const reason = { reason: 'Not what our guests expect.' };

type Who = 'stranger' | 'guest' | 'host' | 'admin' | 'support' | 'content' | 'finance';
type Route = [method: 'GET' | 'POST', url: string, body: unknown, allowed: readonly Who[], ok: number];

const SUPPORT = ['admin', 'support'] as const;
const FINANCE = ['admin', 'finance'] as const;
const REVIEWERS = ['admin', 'support', 'content'] as const;

const ROUTES: Route[] = [
  ['GET', '/property-submissions', undefined, SUPPORT, 200],
  ['GET', `/property-submissions/${REF}`, undefined, SUPPORT, 404],
  ['GET', `/property-submissions/${REF}/photos/photo-1-640.webp`, undefined, SUPPORT, 404],
  ['POST', `/property-submissions/${REF}/accept`, {}, SUPPORT, 404],
  ['POST', `/property-submissions/${REF}/reject`, reason, SUPPORT, 404],
  ['GET', '/units-in-review', undefined, SUPPORT, 200],
  ['GET', `/units-in-review/${NO_ID}`, undefined, SUPPORT, 404],
  ['POST', `/units-in-review/${NO_ID}/approve`, {}, SUPPORT, 404],
  ['POST', `/units-in-review/${NO_ID}/send-back`, { notes: 'Add the licence number.' }, SUPPORT, 404],
  ['GET', '/investment-requests', undefined, FINANCE, 200],
  ['GET', `/investment-requests/${NO_ID}`, undefined, FINANCE, 404],
  ['POST', `/investment-requests/${NO_ID}/approve`, {}, FINANCE, 404],
  ['POST', `/investment-requests/${NO_ID}/decline`, reason, FINANCE, 404],
  ['GET', '/reviews', undefined, REVIEWERS, 200],
  ['GET', `/reviews/${NO_ID}`, undefined, REVIEWERS, 404],
  ['POST', `/reviews/${NO_ID}/hide`, reason, REVIEWERS, 404],
  ['POST', `/reviews/${NO_ID}/restore`, {}, REVIEWERS, 404],
  ['POST', `/reviews/${NO_ID}/keep`, {}, REVIEWERS, 404],
  ['GET', '/contact-messages', undefined, SUPPORT, 200],
  ['GET', `/contact-messages/${NO_ID}`, undefined, SUPPORT, 404],
  ['POST', `/contact-messages/${NO_ID}/replies`, { body: 'Thank you for writing.' }, SUPPORT, 404],
  ['POST', `/contact-messages/${NO_ID}/close`, {}, SUPPORT, 404],
];
const WHO: Who[] = ['stranger', 'guest', 'host', 'admin', 'support', 'content', 'finance'];

describe('backoffice queues: who may call what', () => {
  const t = useTestApp({ seed: false });
  const people: Partial<Record<Who, Account>> = {};

  beforeAll(async () => {
    for (const role of ['admin', 'support', 'content', 'finance', 'host'] as const satisfies Role[]) {
      people[role] = await quickAccount(t.database.db, [role]);
    }
    people.guest = await quickGuest(t.database.db);
  });

  const cases = ROUTES.flatMap(([method, url, body, allowed, status]) =>
    WHO.map((who) => {
      const expected = who === 'stranger' ? 401 : allowed.includes(who) ? status : 403;
      return [`${method} ${url}`, who, expected, method, body] as const;
    }),
  );

  it.each(cases)('%s as %s answers %i', async (route, who, expected, method, body) => {
    const url = `${BASE}${route.slice(route.indexOf(' ') + 1)}`;
    const response = await send(t.app, method, url, people[who]?.token ?? '', body, {
      'accept-language': 'ar',
    });
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      const envelope = AnyEnvelope.parse(response.json());
      expect(envelope.data.is_success).toBe(false);
      // Translated: every refusal speaks the caller's language.
      expect(envelope.data.message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('backoffice queues: bad input', () => {
  const t = useTestApp({ seed: false });
  let admin: Account;
  beforeAll(async () => {
    admin = await quickAccount(t.database.db, ['admin']);
  });

  it.each([
    ['GET', '/investment-requests/99999999999', undefined, 422],
    ['GET', '/reviews/abc', undefined, 422],
    ['GET', '/units-in-review/0', undefined, 422],
    ['GET', '/property-submissions/p-lowercase', undefined, 422],
    ['GET', '/property-submissions/P-AAAAAAAA/photos/..%2F..%2Fsecret', undefined, 422],
    ['GET', '/reviews?page=0', undefined, 422],
    ['GET', '/reviews?sort=id;drop', undefined, 422],
    ['GET', '/reviews?rating=9', undefined, 422],
    ['GET', `/contact-messages?q=${'x'.repeat(201)}`, undefined, 422],
    ['GET', '/contact-messages?q=a%00b', undefined, 422],
    ['GET', '/investment-requests?status=everything', undefined, 422],
    ['GET', '/units-in-review?unknown=1', undefined, 422],
    ['POST', `/property-submissions/${REF}/reject`, { reason: 'a\u0000bcdef' }, 422],
    ['POST', `/property-submissions/${REF}/reject`, { reason: '   ' }, 422],
    ['POST', `/property-submissions/${REF}/reject`, {}, 422],
    ['POST', `/property-submissions/${REF}/accept`, { force: true }, 422],
    ['POST', `/reviews/${NO_ID}/hide`, { reason: 'x'.repeat(2001) }, 422],
    ['POST', `/contact-messages/${NO_ID}/replies`, { body: 42 }, 422],
  ] as const)('%s %s answers %i, translated', async (method, url, body, status) => {
    const response = await send(t.app, method, `${BASE}${url}`, admin.token, body, {
      'accept-language': 'ar',
    });
    expect(response.statusCode, response.body).toBe(status);
    const envelope = AnyEnvelope.parse(response.json());
    expect(envelope.data.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a body that is not JSON with a translated 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/reviews/1/hide`,
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/json',
        'accept-language': 'ar',
      },
      payload: '{"reason": ',
    });
    expect(response.statusCode).toBe(400);
    expect(AnyEnvelope.parse(response.json()).data.message).toMatch(/[\u0600-\u06FF]/);
  });
});
