import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, propertySubmissions, unitImages, units, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { registerAccount, type SignedInAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { acceptSubmission } from './onboarding';
import { details, submitAs } from './submission-fixtures';

const uploadsDir = mkdtempSync(join(tmpdir(), 'sakan-onboard-uploads-'));
const mediaDir = mkdtempSync(join(tmpdir(), 'sakan-onboard-media-'));

describe('becoming a host', () => {
  const t = useTestApp({ catalogue: true, uploadsDir, media: { mediaDir } });
  let owner: SignedInAccount;
  let png: Buffer;
  const options = () => ({ uploadsDir, mailer: t.app.mailer });
  const submission = async (reference: string) =>
    (
      await t.database.db
        .select()
        .from(propertySubmissions)
        .where(eq(propertySubmissions.reference, reference))
    )[0]!;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? [error.status, error.messageKey] : error),
    );

  beforeAll(async () => {
    owner = await registerAccount(t.app, { name: 'Faisal Al-Harbi' });
    png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3080c0' } })
      .png()
      .toBuffer();
  });

  it('files a signed-in request under its account and a signed-out one under none', async () => {
    const mine = await submitAs(t.app, owner.token, []);
    const anonymous = await submitAs(t.app, null, []);
    expect((await submission(mine)).userId).toBe(owner.userId);
    expect((await submission(anonymous)).userId).toBeNull();
  });

  it('accepting makes the owner a host with a draft unit of what they sent, photos included', async () => {
    const reference = await submitAs(t.app, owner.token, [png, png]);
    const done = await acceptSubmission(t.database.db, reference, options());
    expect(done).toMatchObject({ reference, userId: owner.userId, photos: 2 });

    const [account] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
    expect(account!.roles).toEqual(['host']);
    const [unit] = await t.database.db.select().from(units).where(eq(units.id, done.unitId));
    expect(unit).toMatchObject({
      status: 'draft',
      hostId: owner.userId,
      titleEn: '',
      titleAr: '',
      // Written in English (the request's locale), so the Arabic text is the host's to write.
      descriptionEn: details.description,
      descriptionAr: '',
      guests: 6,
      bedrooms: 3,
      beds: 3,
      bathrooms: 1,
      address: details.address,
      cancellationPolicy: 'moderate',
      checkInTime: '15:00',
      checkOutTime: '12:00',
      // Jeddah's centre, from the catalogue's city data.
      lat: 21.5433,
      lng: 39.1728,
    });
    expect(unit!.slug).toBe(`jeddah-villa-${reference.toLowerCase()}`);
    expect(unit!.basePriceMinor).toBeGreaterThan(0);

    const images = await t.database.db
      .select()
      .from(unitImages)
      .where(eq(unitImages.unitId, done.unitId))
      .orderBy(unitImages.position);
    expect(images.map((image) => [image.position, image.altEn, image.altAr])).toEqual([
      [0, '', ''],
      [1, '', ''],
    ]);
    for (const image of images)
      expect(existsSync(join(uploadsDir, 'units', `${image.key}-1536.avif`))).toBe(true);
    // Served under /media like the drawn photos, in the size the guest pages ask for.
    const photo = await t.app.inject({ method: 'GET', url: `/media/${images[0]!.key}-640.webp` });
    expect(photo.statusCode).toBe(200);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });

    expect(await submission(reference)).toMatchObject({ status: 'approved', unitId: done.unitId });
    expect((await submission(reference)).decidedAt).toBeInstanceOf(Date);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.userId));
    expect(notices.map((n) => [n.type, n.link])).toContainEqual([
      'hosting_accepted',
      `/hosting/units/${done.unitId}`,
    ]);
    expect(t.outbox.filter((m) => m.template === 'hosting_accepted').map((m) => m.to)).toEqual([
      owner.input.email,
    ]);
  });

  it('refuses a second acceptance, an unknown reference and a signed-out request, writing nothing', async () => {
    const reference = await submitAs(t.app, owner.token, []);
    const [first, second] = await Promise.allSettled([
      acceptSubmission(t.database.db, reference, options()),
      acceptSubmission(t.database.db, reference, options()),
    ]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(await refusal(acceptSubmission(t.database.db, reference, options()))).toEqual([
      409,
      'hosting.submission_decided',
    ]);
    expect(await refusal(acceptSubmission(t.database.db, 'P-ZZZZZZZZ', options()))).toEqual([
      404,
      'hosting.submission_not_found',
    ]);
    const anonymous = await submitAs(t.app, null, [png]);
    const before = await t.database.db.$count(units);
    expect(await refusal(acceptSubmission(t.database.db, anonymous, options()))).toEqual([
      409,
      'hosting.submission_no_account',
    ]);
    expect(await t.database.db.$count(units)).toBe(before);
    expect((await submission(anonymous)).status).toBe('submitted');
    // One host role, however many requests were accepted.
    const [account] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
    expect(account!.roles).toEqual(['host']);
  });

  it('keeps a draft away from guests', async () => {
    const reference = await submitAs(t.app, owner.token, []);
    const { slug, unitId } = await acceptSubmission(t.database.db, reference, options());
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/units/show-by-slug/${slug}` });
    expect(page.statusCode).toBe(404);
    const byId = await t.app.inject({ method: 'GET', url: `/api/v1/units/${unitId}` });
    expect(byId.statusCode).toBe(404);
  });
});
