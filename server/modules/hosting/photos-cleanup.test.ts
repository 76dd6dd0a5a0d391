import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { cameraJpeg, multipart, photoFixtures, sender } from './photos-fixtures';
import { loadHostUnit } from './unit-view';

/**
 * An upload that fails at the last step, the commit, after its files were moved in (here a deferred
 * trigger refuses the rows, as a lost connection or a constraint would) leaves nothing behind: no
 * rows, no files, no staging folder.
 */
describe('unit photo upload failing late', { timeout: 120_000 }, () => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'sakan-photos-cleanup-'));
  const photosDir = join(uploadsDir, 'units');
  const t = useTestApp({ seed: false, workJobs: false, uploadsDir });
  const f = photoFixtures(() => t.database.db, TEST_AUTH_SECRET);
  const send = sender(() => t.app);

  it('removes the encoded files when the rows cannot be written', async () => {
    const host = await f.account(['host']);
    const unitId = await f.unit(host.id, 1);
    await t.database.db.execute(
      sql.raw(`
      create function refuse_photo() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$;
      create constraint trigger refuse_photo after insert on unit_images
      deferrable initially deferred
      for each row when (new.unit_id = ${unitId}) execute function refuse_photo();`),
    );

    const jpeg = await cameraJpeg(320, 200);
    const res = await send(
      'POST',
      `/api/v1/hosting/units/${unitId}/photos`,
      host.token,
      multipart([1, 2].map((n) => ({ filename: `${n}.jpg`, type: 'image/jpeg', bytes: jpeg }))),
    );
    expect(res.statusCode).toBe(500);
    expect(existsSync(photosDir) ? readdirSync(photosDir) : []).toEqual([]);
    expect((await loadHostUnit(t.database.db, 'en', host.id, unitId))!.photos).toBe(1);
  });
});
