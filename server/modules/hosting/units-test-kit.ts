import { expect } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { HostUnitResponse } from '../../../contract/hosting-units';
import { bearer } from '../../test/accounts';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { hostingFixtures } from './units-fixtures';

/** What the host-units test files share: a sample unit's texts and place, and calls as a host. */
export const texts = {
  title_en: 'Garden flat in Al Olaya',
  title_ar: 'شقة بحديقة في العليا',
  description_en: 'Two quiet rooms opening onto a shaded garden.',
  description_ar: 'غرفتان هادئتان تطلان على حديقة مظللة.',
  house_rules_en: 'No parties, no smoking indoors.',
  house_rules_ar: 'لا حفلات ولا تدخين في الداخل.',
  check_in_instructions_en: 'The key box code comes by message.',
  check_in_instructions_ar: 'يصلك رمز صندوق المفاتيح برسالة.',
};
export const place = {
  city: 'riyadh',
  area_en: 'Al Olaya',
  area_ar: 'العليا',
  address: '12 King Fahd Road',
  lat: 24.7,
  lng: 46.68,
};

/** A test app with the catalogue, and calls to /hosting/units as a given host. Call inside describe. */
export function useHostingKit() {
  const t = useTestApp({ catalogue: true, workJobs: false });
  const f = hostingFixtures(() => t.database.db, TEST_AUTH_SECRET);

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/v1/hosting/units${url}`,
      headers: { ...bearer(token), 'accept-language': lang, 'idempotency-key': crypto.randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const unitOf = (res: { json: () => unknown }) => HostUnitResponse.parse(res.json()).data.unit;
  const errorsOf = (res: { json: () => unknown }) => AnyEnvelope.parse(res.json()).meta.errors;

  async function draft(city = 'riyadh') {
    const host = await f.account(['host']);
    const res = await send('POST', '', host.token, { city, category: 'apartment' });
    expect(res.statusCode).toBe(201);
    return { host, unit: unitOf(res) };
  }

  return { t, f, send, unitOf, errorsOf, draft };
}
