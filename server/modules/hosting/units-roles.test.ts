import { describe, expect, it } from 'vitest';
import { HostUnitResponse } from '../../../contract/hosting-units';
import { bearer } from '../../test/accounts';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { hostingFixtures } from './units-fixtures';

/**
 * Who may call each route of /hosting/units: every route, every kind of caller. A stranger is asked to
 * sign in, a guest or a staff member without the host role is refused, another host finds nothing
 * (404, never the unit), and the owner gets the answer.
 */
describe('hosting units: who may call what', () => {
  const t = useTestApp({ catalogue: true, workJobs: false });
  const f = hostingFixtures(() => t.database.db, TEST_AUTH_SECRET);

  const texts = {
    title_en: 'Quiet flat',
    title_ar: 'شقة هادئة',
    description_en: 'A calm flat near the park.',
    description_ar: 'شقة هادئة قرب الحديقة.',
    house_rules_en: 'No parties.',
    house_rules_ar: 'لا حفلات.',
    check_in_instructions_en: '',
    check_in_instructions_ar: '',
  };
  const place = {
    city: 'riyadh',
    area_en: 'Al Olaya',
    area_ar: 'العليا',
    address: '12 King Fahd Road',
    lat: 24.7,
    lng: 46.68,
  };
  const capacity = {
    category: 'apartment',
    guests: 3,
    bedrooms: 1,
    beds: 2,
    bathrooms: 1,
    amenities: ['wifi'],
    check_in_time: '15:00',
    check_out_time: '12:00',
  };
  const prices = {
    base_price_minor: 45_000,
    cleaning_fee_minor: 5_000,
    min_nights: 1,
    cancellation_policy: 'moderate',
    extras: [],
  };
  const licence = { licence_number: 'SA-12345', licence_expires_on: '2099-01-01' };

  // [method, path after the unit id (null: the list), body, the owner's status]
  const routes: [string, string | null, unknown, number][] = [
    ['GET', null, undefined, 200],
    ['POST', null, { city: 'riyadh', category: 'apartment' }, 201],
    ['GET', '', undefined, 200],
    ['PUT', '/texts', texts, 200],
    ['PUT', '/place', place, 200],
    ['PUT', '/capacity', capacity, 200],
    ['PUT', '/prices', prices, 200],
    ['PUT', '/licence', licence, 200],
    // The owner's draft has no photos yet: refused with its issues, which is still the owner's answer.
    ['POST', '/submit', undefined, 422],
    ['POST', '/pause', undefined, 409],
    ['POST', '/resume', undefined, 409],
  ];

  it('answers each caller exactly what they may see, on every route', async () => {
    const owner = await f.account(['host']);
    const other = await f.account(['host']);
    const guest = await f.account([]);
    const support = await f.account(['support']);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hosting/units',
      headers: bearer(owner.token),
      payload: { city: 'riyadh', category: 'apartment' },
    });
    expect(made.statusCode).toBe(201);
    const unitId = HostUnitResponse.parse(made.json()).data.unit.id;

    const callers: [string, string | undefined, number | 'owner'][] = [
      ['stranger', undefined, 401],
      ['guest', guest.token, 403],
      ['support', support.token, 403],
      ['other host', other.token, 404],
      ['owner', owner.token, 'owner'],
    ];
    const seen: string[] = [];
    for (const [method, path, body, ownerStatus] of routes) {
      const url = path === null ? '/api/v1/hosting/units' : `/api/v1/hosting/units/${unitId}${path}`;
      for (const [who, token, expected] of callers) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: token ? bearer(token) : {},
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });
        // Another host's list is their own (empty) list, and their POST makes their own draft.
        const status =
          expected === 'owner' || (who === 'other host' && path === null) ? ownerStatus : expected;
        seen.push(`${method} ${path ?? '(list)'} as ${who}: ${res.statusCode}`);
        expect(`${method} ${path ?? '(list)'} as ${who}: ${res.statusCode}`).toBe(
          `${method} ${path ?? '(list)'} as ${who}: ${status}`,
        );
        if (who === 'other host' && path !== null) expect(res.body).not.toContain('Quiet flat');
      }
    }
    expect(seen).toHaveLength(routes.length * callers.length);
  });

  it('never lists another host’s units', async () => {
    const a = await f.account(['host']);
    const b = await f.account(['host']);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/hosting/units',
      headers: bearer(a.token),
      payload: { city: 'jeddah', category: 'villa' },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/hosting/units',
      headers: bearer(b.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toEqual([]);
  });
});
