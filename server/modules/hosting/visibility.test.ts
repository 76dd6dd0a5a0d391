import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { CitiesResponse, CountersResponse } from '../../../contract/content';
import { FeaturedUnitsResponse, UnitListResponse } from '../../../contract/units';
import { addDays, today } from '../../lib/days';
import { useTestApp } from '../../test/test-app';
import { slugExists } from '../site/repository';

type Status = 'draft' | 'review' | 'paused' | 'published';
const HIDDEN: Status[] = ['draft', 'review', 'paused'];

/**
 * Only published units reach guests. Four Riyadh units of the demo catalogue are set to each status
 * (made featured, top-rated and newest, so each would lead the featured list and the newest-first
 * listing if it were shown); every guest read must show the published one and none of the others.
 */
describe('what guests see of units by status', () => {
  const t = useTestApp({ catalogue: true });
  const units = {} as Record<Status, { id: number; slug: string }>;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  beforeAll(async () => {
    const { rows } = await t.database.pool.query<{ id: number; slug: string }>(
      `select id, slug from units where slug like 'riyadh-%' order by id limit 4`,
    );
    (['draft', 'review', 'paused', 'published'] as const).forEach((status, i) => {
      units[status] = rows[i]!;
    });
    for (const status of HIDDEN) {
      await t.database.pool.query(
        `update units set status = $2, paused_reason = $3, is_featured = true, rating_average = 5 where id = $1`,
        [units[status].id, status, status === 'paused' ? 'host' : null],
      );
    }
    await t.database.pool.query(`update units set is_featured = true, rating_average = 5 where id = $1`, [
      units.published.id,
    ]);
    // Newest of all, so each would lead the newest-first listing if it were shown.
    await t.database.pool.query(`update units set created_at = now() + interval '1 day' where id = any($1)`, [
      Object.values(units).map((unit) => unit.id),
    ]);
    // What the host's write does after changing a unit (modules/units/routes.ts).
    t.app.publicCache.invalidate('units');
  });

  it('lists only the published unit in searches: by city, by rating, with dates', async () => {
    const from = addDays(today(), 20);
    const to = addDays(today(), 22);
    for (const query of [
      'city=riyadh&per_page=50',
      'sort=newest&per_page=4',
      'sort=rating&per_page=50',
      `city=riyadh&check_in=${from}&check_out=${to}&per_page=50&sort=price_asc`,
      'city=riyadh&guests=1&per_page=50&sort=newest',
    ]) {
      const res = await get(`/units/filter?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data, pagination } = UnitListResponse.parse(res.json());
      const found = ids(data.items);
      for (const status of HIDDEN) expect(found, `${status} in ${query}`).not.toContain(units[status].id);
      if (!/check_in|rating/.test(query)) expect(found, query).toContain(units.published.id);
      // The count is of published units too: the listing never promises a card it cannot show.
      if (query.startsWith('city=riyadh&per_page')) expect(pagination.total).toBe(12);
    }
  });

  it('answers 404 for a hidden unit’s page, extras, calendar, price preview and reviews', async () => {
    const month = today().slice(0, 7);
    const check = { check_in: addDays(today(), 30), check_out: addDays(today(), 32), guests: 1 };
    for (const status of [...HIDDEN, 'published' as const]) {
      const { id, slug } = units[status];
      const answers = [
        await get(`/units/show-by-slug/${slug}`),
        await get(`/units/${id}`),
        await get(`/units/${id}/extras`),
        await get(`/units/available-days?unit_id=${id}&from=${month}&to=${month}`),
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/units/check-availability',
          payload: { unit_id: id, ...check },
        }),
        await get(`/reviews/unit-reviews?unit_id=${id}`),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${status}: ${res.body}`).toBe(status === 'published' ? 200 : 404);
        if (status !== 'published') expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('NOT_FOUND');
      }
    }
  });

  it('answers 404 in the guest’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/units/show-by-slug/${units.paused.slug}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(404);
    expect(AnyEnvelope.parse(res.json()).data.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('features only the published unit', async () => {
    const { data } = FeaturedUnitsResponse.parse((await get('/units/featured')).json());
    expect(ids(data.items)).toContain(units.published.id);
    for (const status of HIDDEN) expect(ids(data.items)).not.toContain(units[status].id);
  });

  it('counts published units only in the cities, the homes counter and the page status', async () => {
    const published = async (where: string) =>
      (
        await t.database.pool.query<{ n: number }>(
          `select count(*)::int as n from units where status = 'published' ${where}`,
        )
      ).rows[0]!.n;
    const cities = CitiesResponse.parse((await get('/cities')).json()).data.items;
    expect(cities.find((city) => city.slug === 'riyadh')?.units_count).toBe(12);
    const counters = CountersResponse.parse((await get('/counters')).json()).data.items;
    expect(counters.find((item) => item.key === 'units')?.value).toBe(await published(''));
    expect(await published('')).toBe(147);
    // The server-rendered page's HTTP status (plugins/page-status.ts) reads the same rule.
    for (const status of HIDDEN)
      expect(await slugExists(t.database.db, 'units', units[status].slug)).toBe(false);
    expect(await slugExists(t.database.db, 'units', units.published.slug)).toBe(true);
  });

  it('leaves hidden units out of the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap-units-1.xml' });
    expect(res.statusCode).toBe(200);
    for (const status of HIDDEN) expect(res.body).not.toContain(`/units/${units[status].slug}<`);
    expect(res.body).toContain(`/en/units/${units.published.slug}<`);
  });
});
