import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HostUnitResponse } from '../../../contract/hosting-units';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { cameraJpeg, multipart, photoFixtures, sender } from './photos-fixtures';
import { loadHostUnit } from './unit-view';

/**
 * Who may touch a unit's photos: every route with every kind of caller. The owner's unit is made
 * afresh per row, so each row's answer depends on nothing another row did.
 */
describe('unit photo routes by caller', { timeout: 120_000 }, () => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'sakan-photos-roles-'));
  const t = useTestApp({ seed: false, workJobs: false, uploadsDir });
  const f = photoFixtures(() => t.database.db, TEST_AUTH_SECRET);
  const send = sender(() => t.app);

  type Caller = 'stranger' | 'guest' | 'support' | 'other host' | 'owner';
  const expected: Record<Caller, number> = {
    stranger: 401,
    guest: 403,
    support: 403,
    'other host': 404,
    owner: 200,
  };

  const routes: {
    name: string;
    call: (
      unitId: number,
      photoId: number,
      photoIds: number[],
      token?: string,
    ) => Promise<{ statusCode: number; body: string }>;
    ok: number;
  }[] = [
    {
      name: 'POST /units/{id}/photos',
      ok: 201,
      call: async (unitId, _p, _ids, token) =>
        send(
          'POST',
          `/api/v1/hosting/units/${unitId}/photos`,
          token,
          multipart([{ filename: 'room.jpg', type: 'image/jpeg', bytes: await cameraJpeg(320, 200) }]),
        ),
    },
    {
      name: 'PUT /units/{id}/photos/order',
      ok: 200,
      call: (unitId, _p, ids, token) =>
        send('PUT', `/api/v1/hosting/units/${unitId}/photos/order`, token, { ids: [...ids].reverse() }),
    },
    {
      name: 'PUT /units/{id}/photos/{photoId}',
      ok: 200,
      call: (unitId, photoId, _ids, token) =>
        send('PUT', `/api/v1/hosting/units/${unitId}/photos/${photoId}`, token, {
          alt_en: 'Bedroom',
          alt_ar: 'غرفة النوم',
        }),
    },
    {
      name: 'DELETE /units/{id}/photos/{photoId}',
      ok: 200,
      call: (unitId, photoId, _ids, token) =>
        send('DELETE', `/api/v1/hosting/units/${unitId}/photos/${photoId}`, token),
    },
  ];

  async function tokenOf(caller: Caller, ownerToken: string): Promise<string | undefined> {
    if (caller === 'stranger') return undefined;
    if (caller === 'owner') return ownerToken;
    const roles =
      caller === 'guest' ? [] : caller === 'support' ? (['support'] as const) : (['host'] as const);
    return (await f.account([...roles])).token;
  }

  for (const route of routes)
    for (const caller of Object.keys(expected) as Caller[])
      it(`${route.name}: ${caller} gets ${caller === 'owner' ? route.ok : expected[caller]}`, async () => {
        const owner = await f.account(['host']);
        const unitId = await f.unit(owner.id, 3);
        const before = (await loadHostUnit(t.database.db, 'en', owner.id, unitId))!;
        const ids = before.photos_list.map((photo) => photo.id);
        const res = await route.call(unitId, ids[0]!, ids, await tokenOf(caller, owner.token));
        expect(res.statusCode, res.body).toBe(caller === 'owner' ? route.ok : expected[caller]);
        const after = (await loadHostUnit(t.database.db, 'en', owner.id, unitId))!;
        // Only the owner's call changed anything.
        if (caller !== 'owner') expect(after.photos_list).toEqual(before.photos_list);
        else HostUnitResponse.parse(JSON.parse(res.body));
      });
});
