import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { MySubmissionsResponse } from '../../../contract/hosting';
import { PropertySubmissionResponse } from '../../../contract/properties';
import type { Role } from '../../../contract/roles';
import { users } from '../../db/schema/index';
import { bearer, freshIp, registerAccount, type SignedInAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

const details = {
  owner_name: 'Noura Al-Qahtani',
  owner_email: 'noura@example.com',
  owner_phone: '+966 55 000 3344',
  city: 'riyadh',
  category: 'apartment',
  bedrooms: 1,
  guests: 2,
  address: 'Hittin, Prince Turki Road, Riyadh',
  description: 'شقة هادئة بغرفة نوم واحدة قرب المقاهي والمترو، مفروشة بالكامل.',
};

describe('GET /hosting/submissions', () => {
  const t = useTestApp({ catalogue: true });
  const people: Record<string, SignedInAccount> = {};

  const submit = async (account: SignedInAccount, city = 'riyadh') => {
    const form = new FormData();
    form.set('data', JSON.stringify({ ...details, city }));
    const request = new Request('http://x', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      remoteAddress: freshIp(),
      headers: { 'content-type': request.headers.get('content-type')!, ...bearer(account.token) },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return PropertySubmissionResponse.parse(res.json()).data.submission.reference;
  };
  const list = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/hosting/submissions',
      headers: { ...(token ? bearer(token) : {}), 'accept-language': 'ar' },
    });
  const withRoles = async (name: string, roles: Role[]) => {
    const account = await registerAccount(t.app, { name });
    await t.database.db.update(users).set({ roles }).where(eq(users.id, account.userId));
    people[name] = account;
  };

  beforeAll(async () => {
    await withRoles('guest', []);
    await withRoles('host', ['host']);
    await withRoles('support', ['support']);
    await withRoles('other', []);
  });

  it('answers each caller with their own requests only', async () => {
    const first = await submit(people.guest!, 'riyadh');
    const second = await submit(people.guest!, 'jeddah');
    const others = await submit(people.other!);
    const cases = [
      { who: 'stranger', status: 401 },
      { who: 'guest', status: 200, references: [second, first], isHost: false },
      { who: 'host', status: 200, references: [], isHost: true },
      { who: 'support', status: 200, references: [], isHost: false },
      { who: 'other', status: 200, references: [others], isHost: false },
    ] as const;
    for (const expected of cases) {
      const res = await list(people[expected.who]?.token);
      expect(res.statusCode, expected.who).toBe(expected.status);
      if (expected.status !== 200) {
        expect(AnyEnvelope.parse(res.json()).meta.code).toBe(401);
        continue;
      }
      const { items, is_host } = MySubmissionsResponse.parse(res.json()).data;
      expect(
        items.map((item) => item.reference),
        expected.who,
      ).toEqual(expected.references);
      expect(is_host, expected.who).toBe(expected.isHost);
    }
  });

  it('describes each request in the reader’s language, with no decision yet', async () => {
    const { items } = MySubmissionsResponse.parse((await list(people.guest!.token)).json()).data;
    expect(items[0]).toMatchObject({
      status: 'submitted',
      city: 'جدة',
      decided_at: null,
      decision_reason: null,
      unit_id: null,
    });
  });
});
