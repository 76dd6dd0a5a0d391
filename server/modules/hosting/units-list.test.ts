import { describe, expect, it } from 'vitest';
import { HOST_UNITS_PER_PAGE, HostUnitsResponse } from '../../../contract/hosting-units';
import { bearer } from '../../test/accounts';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { hostingFixtures } from './units-fixtures';

/** /hosting/units in pages: a property manager's hundreds of units are not one endless page. */
describe('hosting units: the list in pages', () => {
  const t = useTestApp({ catalogue: true, workJobs: false });
  const f = hostingFixtures(() => t.database.db, TEST_AUTH_SECRET);

  it('gives each page its units, newest edit first, and the last page for one past the end', async () => {
    const host = await f.account(['host']);
    const made: number[] = [];
    for (let i = 0; i < HOST_UNITS_PER_PAGE + 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/hosting/units',
        headers: { ...bearer(host.token), 'idempotency-key': `list-${i}-${host.id}` },
        payload: { city: 'riyadh', category: 'apartment' },
      });
      expect(res.statusCode).toBe(201);
      made.push(res.json().data.unit.id as number);
    }
    const page = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/hosting/units${query}`,
        headers: bearer(host.token),
      });
      expect(res.statusCode).toBe(200);
      return HostUnitsResponse.parse(res.json());
    };
    const first = await page('');
    const second = await page('?page=2');
    expect(first.data.items).toHaveLength(HOST_UNITS_PER_PAGE);
    expect(first.pagination).toEqual({
      page: 1,
      per_page: HOST_UNITS_PER_PAGE,
      total: made.length,
      last_page: 2,
    });
    // Newest edit first, and every unit on exactly one page.
    const ids = [...first.data.items, ...second.data.items].map((u) => u.id);
    expect(ids).toEqual([...made].reverse());
    expect((await page('?page=40')).pagination?.page).toBe(2);
  });

  it('refuses a page that is not a whole number from 1, in the caller’s language', async () => {
    const host = await f.account(['host']);
    for (const query of ['?page=0', '?page=abc', '?page=1.5', `?page=${'9'.repeat(30)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/hosting/units${query}`,
        headers: { ...bearer(host.token), 'accept-language': 'ar' },
      });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().meta.errors[0].field, query).toBe('page');
      expect(res.json().data.message, query).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
