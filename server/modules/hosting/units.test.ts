import { describe, expect, it } from 'vitest';
import { HostUnitsResponse } from '../../../contract/hosting-units';
import { bearer } from '../../test/accounts';
import { place, texts, useHostingKit } from './units-test-kit';

describe('hosting units', () => {
  const { t, send, unitOf, errorsOf, draft } = useHostingKit();

  it('makes a draft with a suggested price from its city and the issues that remain', async () => {
    const { host, unit } = await draft();
    expect(unit.status).toBe('draft');
    expect(unit.city_slug).toBe('riyadh');
    expect(unit.base_price_minor % 100).toBe(0);
    expect(unit.base_price_minor).toBeGreaterThan(0);
    expect(unit.licence_required).toBe(true);
    expect(unit.languages).toEqual({ en: false, ar: false });
    expect(unit.issues).toEqual(['texts_en', 'texts_ar', 'photos', 'place', 'licence_missing']);
    const list = HostUnitsResponse.parse((await send('GET', '', host.token)).json());
    expect(list.data.items.map((item) => item.id)).toEqual([unit.id]);
    expect(list.data.items[0]?.title).toBe('');
  });

  it('refuses bad input with translated field messages, never a 500', async () => {
    const { host, unit } = await draft();
    const cases: [string, 'PUT' | 'POST' | 'GET', unknown, string][] = [
      [`/${unit.id}/texts`, 'PUT', { ...texts, title_en: 'a\u0000b' }, 'title_en'],
      [
        `/${unit.id}/licence`,
        'PUT',
        { licence_number: 'SA-12345', licence_expires_on: '2026-02-30' },
        'licence_expires_on',
      ],
      [
        `/${unit.id}/licence`,
        'PUT',
        { licence_number: 'SA-12345', licence_expires_on: '2001-01-01' },
        'licence_expires_on',
      ],
      [`/${unit.id}/licence`, 'PUT', { licence_number: null, licence_expires_on: null }, 'licence_number'],
      [
        `/${unit.id}/licence`,
        'PUT',
        { licence_number: 'no spaces!', licence_expires_on: '2099-01-01' },
        'licence_number',
      ],
      [`/${unit.id}/place`, 'PUT', { ...place, lat: 46.68, lng: 24.7 }, 'lat'],
      [`/${unit.id}/place`, 'PUT', { ...place, city: 'atlantis' }, 'city'],
      [
        `/${unit.id}/capacity`,
        'PUT',
        {
          category: 'apartment',
          guests: 2,
          bedrooms: 1,
          beds: 1,
          bathrooms: 1,
          amenities: ['wifi', 'jacuzzi-on-mars'],
          check_in_time: '15:00',
          check_out_time: '12:00',
        },
        'amenities',
      ],
      [
        `/${unit.id}/prices`,
        'PUT',
        {
          base_price_minor: 10_000,
          cleaning_fee_minor: 0,
          min_nights: 1,
          cancellation_policy: 'moderate',
          extras: [
            { id: 999_999, name_en: 'Breakfast', name_ar: 'فطور', price_minor: 100, pricing: 'per_stay' },
          ],
        },
        'extras.0.id',
      ],
      ['', 'POST', { city: 'riyadh', category: 'spaceship' }, 'category'],
    ];
    for (const [url, method, body, field] of cases) {
      for (const lang of ['en', 'ar']) {
        const res = await send(method, url, host.token, body, lang);
        expect(`${url} ${field} ${lang}: ${res.statusCode}`).toBe(`${url} ${field} ${lang}: 422`);
        const error = errorsOf(res).find((item) => item.field === field);
        expect(error?.message, `${url} ${field}`).toBeTruthy();
        if (lang === 'ar') expect(error?.message).toMatch(/[\u0600-\u06ff]/);
      }
    }
    for (const id of ['99999999999999999999', '1.5', 'abc', '-1', '0']) {
      const res = await send('GET', `/${id}`, host.token);
      expect(res.statusCode, id).toBe(422);
    }
    // Nothing was half written.
    const after = unitOf(await send('GET', `/${unit.id}`, host.token));
    expect(after.title_en).toBe('');
    expect(after.licence_number).toBeNull();
  });

  it('replaces the extras and amenities as whole lists', async () => {
    const { host, unit } = await draft();
    const extra = (name: string, id?: number) => ({
      ...(id ? { id } : {}),
      name_en: name,
      name_ar: 'إضافة',
      price_minor: 2_500,
      pricing: 'per_stay',
    });
    const prices = {
      base_price_minor: 33_050,
      cleaning_fee_minor: 0,
      min_nights: 2,
      cancellation_policy: 'strict',
    };
    const first = unitOf(
      await send('PUT', `/${unit.id}/prices`, host.token, {
        ...prices,
        extras: [extra('Breakfast'), extra('Late checkout')],
      }),
    );
    expect(first.extras.map((e) => e.name_en)).toEqual(['Breakfast', 'Late checkout']);
    const kept = first.extras[1]?.id;
    const second = unitOf(
      await send('PUT', `/${unit.id}/prices`, host.token, {
        ...prices,
        extras: [extra('Late checkout, 2pm', kept), extra('Airport pickup')],
      }),
    );
    expect(second.extras.map((e) => [e.id === kept, e.name_en])).toEqual([
      [true, 'Late checkout, 2pm'],
      [false, 'Airport pickup'],
    ]);
    expect(second.base_price_minor).toBe(33_050);
    const capacity = {
      category: 'villa',
      guests: 6,
      bedrooms: 3,
      beds: 4,
      bathrooms: 2,
      check_in_time: '16:00',
      check_out_time: '11:00',
    };
    const amenities = unitOf(
      await send('PUT', `/${unit.id}/capacity`, host.token, { ...capacity, amenities: ['wifi', 'kitchen'] }),
    );
    expect([...amenities.amenities].sort()).toEqual(['kitchen', 'wifi']);
    expect(amenities.category).toBe('villa');
    const fewer = unitOf(
      await send('PUT', `/${unit.id}/capacity`, host.token, { ...capacity, amenities: ['tv'] }),
    );
    expect(fewer.amenities).toEqual(['tv']);
  });

  it('replays a retried save with the same key instead of writing it twice', async () => {
    const { host, unit } = await draft();
    const key = crypto.randomUUID();
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/hosting/units/${unit.id}/texts`,
        headers: { ...bearer(host.token), 'idempotency-key': key },
        payload: body as Record<string, unknown>,
      });
    const first = await put(texts);
    const again = await put(texts);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    // The same key with another body is refused, not applied.
    expect((await put({ ...texts, title_en: 'Something else' })).statusCode).toBe(422);
    expect(unitOf(await send('GET', `/${unit.id}`, host.token)).title_en).toBe(texts.title_en);
  });
});
