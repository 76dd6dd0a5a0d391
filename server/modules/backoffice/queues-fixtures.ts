import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { insertStays } from '../../db/seed/review-stays';
import { newReference } from '../../lib/reference';
import { makeUnit } from '../../test/checkout';
import { makeOffer } from '../../test/investment';
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoFileName } from '../../tools/photos/render';
import { refreshUnitRating } from '../reviews/repository';

/**
 * Rows waiting in each console queue, written straight to the database (the public routes that make
 * them have their own tests): a submission (with photo files), a unit in review, investment requests,
 * a review on a completed stay, a contact message.
 */
export function queueFixtures(db: () => Database) {
  /** A person with an account: `locale` is the language their mail comes in. */
  async function person(locale: 'en' | 'ar' = 'en', roles: Role[] = []) {
    const [row] = await db()
      .insert(s.users)
      .values({
        email: `q.${randomUUID()}@example.com`,
        name: locale === 'ar' ? 'هند الزهراني' : 'Hind Zahrani',
        type: 'email',
        accountReady: true,
        locale,
        roles,
      })
      .returning({ id: s.users.id, email: s.users.email });
    return { id: row!.id, email: row!.email ?? '' };
  }

  /** A "List your property" request in the test city; photo files under `uploadsDir` when given. */
  async function submission(
    options: { userId?: string | null; locale?: 'en' | 'ar'; uploadsDir?: string } = {},
  ) {
    const { id: unitId } = await makeUnit(db());
    const [unit] = await db().select().from(s.units).where(eq(s.units.id, unitId));
    const reference = newReference('P');
    const photos = options.uploadsDir ? ['photo-1'] : [];
    if (options.uploadsDir) {
      const dir = join(options.uploadsDir, 'properties', reference);
      mkdirSync(dir, { recursive: true });
      for (const format of PHOTO_FORMATS)
        for (const width of PHOTO_WIDTHS)
          writeFileSync(join(dir, photoFileName('photo-1', width, format)), 'x');
    }
    await db()
      .insert(s.propertySubmissions)
      .values({
        reference,
        ownerName: 'Faisal Al-Harbi',
        ownerEmail: `owner.${randomUUID()}@example.com`,
        ownerPhone: '+966550001122',
        cityId: unit!.cityId,
        categoryId: unit!.categoryId,
        bedrooms: 3,
        guests: 6,
        address: 'Obhur, North Corniche Road',
        description: 'A family villa by the sea, with a private pool.',
        locale: options.locale ?? 'en',
        photos,
        ip: '203.0.113.9',
        userId: options.userId === undefined ? (await person(options.locale)).id : options.userId,
      });
    return reference;
  }

  /** A unit its host sent for review, with a licence. */
  async function unitInReview(hostId: string) {
    const { id } = await makeUnit(db());
    await db()
      .update(s.units)
      .set({
        hostId,
        status: 'review',
        submittedAt: sql`now()`,
        licenceNumber: 'TL-778812',
        licenceExpiresOn: '2027-06-30',
      })
      .where(eq(s.units.id, id));
    return id;
  }

  /** An open offer with `left` shares still to sell. */
  async function offer(left: number) {
    await makeUnit(db()); // the offer's city
    const made = await makeOffer(db(), null);
    await db()
      .update(s.investmentUnits)
      .set({ totalShares: 1_000, soldShares: 1_000 - left })
      .where(eq(s.investmentUnits.id, made.id));
    return made.id;
  }

  async function investmentRequest(unitId: number, shares: number, user?: { id: string; email: string }) {
    const [row] = await db()
      .insert(s.investmentRequests)
      .values({
        investmentUnitId: unitId,
        userId: user?.id ?? null,
        name: 'Omar Saleh',
        email: user?.email ?? `investor.${randomUUID()}@example.com`,
        phone: '+966500000077',
        shares,
        locale: 'en',
      })
      .returning({ id: s.investmentRequests.id });
    return row!.id;
  }

  /** A review of a completed stay on a fresh unit, the unit's rating counting it. */
  async function review(score: number, text = 'The flat was not as in the photos at all.') {
    const guest = await person();
    const { id: unitId } = await makeUnit(db());
    const code = `SKN-Q${randomUUID().slice(0, 8).toUpperCase()}`;
    const stays = await insertStays(db(), [
      {
        code,
        userId: guest.id,
        unitId,
        checkIn: '2001-03-01',
        nights: 2,
        nightlyMinor: 45_000,
        guest: { name: 'Hind', email: guest.email, phone: '+966500000001' },
      },
    ]);
    const [row] = await db()
      .insert(s.reviews)
      .values({
        reservationId: stays.get(code)!,
        unitId,
        userId: guest.id,
        score,
        cleanliness: score,
        accuracy: score,
        location: score,
        value: score,
        text,
        language: 'en',
      })
      .returning({ id: s.reviews.id });
    await refreshUnitRating(db(), unitId);
    return { id: row!.id, unitId, guest };
  }

  async function contactMessage(locale: 'en' | 'ar' = 'en') {
    const reference = newReference('C');
    const [row] = await db()
      .insert(s.contactMessages)
      .values({
        reference,
        name: locale === 'ar' ? 'ريم' : 'Reem',
        email: `contact.${randomUUID()}@example.com`,
        phone: null,
        topic: 'booking',
        message: 'Can I bring a pet to the villa?',
        locale,
        ip: '203.0.113.7',
      })
      .returning({ id: s.contactMessages.id, email: s.contactMessages.email });
    return { id: row!.id, email: row!.email, reference };
  }

  /** The audit rows of one record, oldest first. */
  const auditOf = (entity: string, entityId: string | number) =>
    db()
      .select()
      .from(s.staffAudit)
      .where(and(eq(s.staffAudit.entity, entity), eq(s.staffAudit.entityId, String(entityId))))
      .orderBy(s.staffAudit.id);

  return { person, submission, unitInReview, offer, investmentRequest, review, contactMessage, auditOf };
}
