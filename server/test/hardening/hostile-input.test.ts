import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { bearer, freshIp, newAccount, post, registerAccount } from '../accounts';
import { useTestApp } from '../test-app';

/**
 * Input that used to reach PostgreSQL and fail there (a 500): a NUL character in text, an id beyond
 * the 32-bit columns, a month in year 0 or 9999. Each is now a translated 422 on its field.
 */
describe('hostile input', () => {
  const t = useTestApp({ catalogue: true });

  const get = (url: string, locale = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale }, remoteAddress: freshIp() });

  function expect422(res: { statusCode: number; json: () => unknown }, field: string) {
    expect(res.statusCode).toBe(422);
    const body = AnyEnvelope.parse(res.json());
    expect(body.meta.error_code).toBe('VALIDATION_FAILED');
    expect(body.meta.errors.map((e) => e.field)).toContain(field);
    return body;
  }

  it('refuses a NUL character in a name at sign-up, with a message naming it, in Arabic too', async () => {
    const res = await post(t.app, '/api/v1/register', newAccount({ name: 'Nul\u0000Name' }), {
      headers: { 'accept-language': 'ar' },
    });
    const body = expect422(res, 'name');
    expect(body.meta.errors.find((e) => e.field === 'name')?.message).toBe(
      'احذف محرف NUL غير المرئي من هذا النص.',
    );
  });

  it('refuses a NUL character in a profile update', async () => {
    const account = await registerAccount(t.app);
    const res = await post(
      t.app,
      '/api/v1/profile/update',
      { name: 'A\u0000B' },
      { headers: bearer(account.token) },
    );
    expect422(res, 'name');
  });

  it.each(['/api/v1/units/filter?city=%00', '/api/v1/investment/filter?city=%00'])(
    'refuses a NUL character in a filter: %s',
    async (url) => {
      const body = expect422(await get(url), 'city');
      expect(body.meta.errors[0]?.message).toBe('Remove the invisible NUL character from this text.');
    },
  );

  it.each([
    '/api/v1/units/2147483648',
    '/api/v1/units/2147483648/extras',
    '/api/v1/units/available-days?unit_id=2147483648&from=2026-01&to=2026-02',
  ])('refuses an id beyond the 32-bit column: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(422);
  });

  it('refuses such an id in the body of check-availability and of an investment request', async () => {
    const check = await post(t.app, '/api/v1/units/check-availability', {
      unit_id: 2147483648,
      check_in: '2030-01-01',
      check_out: '2030-01-03',
      guests: 1,
    });
    expect422(check, 'unit_id');
    const invest = await post(t.app, '/api/v1/investment/requests', {
      investment_unit: 2147483648,
      shares: 1,
      name: 'Layla Haddad',
      email: 'layla@example.com',
      phone: '+966501234567',
    });
    expect(invest.statusCode).toBe(422);
  });

  it.each([
    ['0000-01', '0000-02'],
    ['9999-11', '9999-12'],
  ])('refuses months outside the years a calendar can hold: %s to %s', async (from, to) => {
    const body = expect422(await get(`/api/v1/units/available-days?unit_id=1&from=${from}&to=${to}`), 'from');
    expect(body.meta.errors[0]?.message).toBe('Choose a date between the years 1900 and 2099.');
  });

  it('refuses a check-in in year 0 rather than failing in the database', async () => {
    const res = await post(t.app, '/api/v1/units/check-availability', {
      unit_id: 1,
      check_in: '0000-01-01',
      check_out: '0000-01-03',
      guests: 1,
    });
    expect422(res, 'check_in');
  });
});
