import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleMeResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import type { Role } from '../../../contract/roles';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { quickGuest, send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

// The sections each role counts (counts.ts), in the navigation's order.
const SUPPORT = [
  'calendar-conflicts',
  'property-submissions',
  'units-in-review',
  'reviews',
  'contact-messages',
  'message-reports',
] as const;
const ALL = [
  'calendar-conflicts',
  'property-submissions',
  'units-in-review',
  'investment-requests',
  'reviews',
  'contact-messages',
  'message-reports',
];

/** GET /backoffice/me: the console's caller, their staff roles and their sections' counts. */
describe('backoffice me', () => {
  const t = useTestApp({ seed: false });
  const people: Partial<Record<Role | 'guest' | 'two', Account>> = {};

  beforeAll(async () => {
    const db = t.database.db;
    for (const role of ['admin', 'support', 'content', 'finance', 'host'] as const) {
      people[role] = await quickAccount(db, [role]);
    }
    people.two = await quickAccount(db, ['host', 'content', 'finance']);
    people.guest = await quickGuest(db);
  });

  const read = (token?: string, lang = 'en') =>
    send(t.app, 'GET', '/api/v1/backoffice/me', token ?? '', undefined, { 'accept-language': lang });

  it.each([
    ['a stranger', undefined, 401, null],
    ['a guest', 'guest', 403, null],
    ['a host', 'host', 403, null],
    ['content staff', 'content', 200, { roles: ['content'], counts: ['reviews'] }],
    ['finance staff', 'finance', 200, { roles: ['finance'], counts: ['investment-requests'] }],
    ['support staff', 'support', 200, { roles: ['support'], counts: [...SUPPORT] }],
    ['an admin', 'admin', 200, { roles: ['admin'], counts: ALL }],
    [
      'a host who is also staff',
      'two',
      200,
      { roles: ['content', 'finance'], counts: ['investment-requests', 'reviews'] },
    ],
  ] as const)('%s gets %i', async (_who, role, status, me) => {
    const response = await read(role ? people[role]?.token : undefined, 'ar');
    expect(response.statusCode, response.body).toBe(status);
    if (!me) {
      expect(AnyEnvelope.parse(response.json()).data.is_success).toBe(false);
      return;
    }
    const body = ConsoleMeResponse.parse(response.json());
    expect(body.data.message).toBe('لوحة التحكم الخاصة بك.');
    expect(body.data.me.roles).toEqual(me.roles);
    expect(Object.keys(body.data.me.counts)).toEqual(me.counts);
  });
});
