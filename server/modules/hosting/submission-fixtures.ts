import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PropertySubmissionResponse } from '../../../contract/properties';
import { bearer, freshIp } from '../../test/accounts';

/** What an owner types into "List your property", in English. */
export const details = {
  owner_name: 'Faisal Al-Harbi',
  owner_email: 'faisal@example.com',
  owner_phone: '+966 55 000 1122',
  city: 'jeddah',
  category: 'villa',
  bedrooms: 3,
  guests: 6,
  address: 'Obhur, North Corniche Road, Jeddah',
  description: 'A family villa by the sea, with a private pool and a shaded garden.',
};

/** A "List your property" request sent through the API, signed in (a token) or not, for the hosting tests. */
export async function submitAs(
  app: FastifyInstance,
  token: string | null,
  photos: Buffer[],
  data: Record<string, unknown> = details,
) {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  for (const [i, bytes] of photos.entries())
    form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${i}.png`);
  const request = new Request('http://x', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/properties',
    remoteAddress: freshIp(),
    headers: { 'content-type': request.headers.get('content-type')!, ...(token ? bearer(token) : {}) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode).toBe(201);
  return PropertySubmissionResponse.parse(res.json()).data.submission.reference;
}
