import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { connectDatabase } from '../../../server/db/client';
import { credentials, units, users } from '../../../server/db/schema/index';
import { daysAgo, insertStays } from '../../../server/db/seed/review-stays';
import { hashPassword } from '../../../server/modules/auth/password';
import { E2E_ADMIN_URL, E2E_DATABASE } from './env';

export const HOST_PASSWORD = 'olive-grove-at-dusk';

/**
 * A host of their own with one unit and one completed stay, in the end-to-end database: 2 nights at
 * 500.00 SAR, so the guest paid 1,150.00 with VAT, and at the default 10 % fee the payout is 885.00.
 * The stay is written by the seed's helper, shaped as checkout and payment write one.
 */
export async function hostWithCompletedStay(lang: 'en' | 'ar') {
  const url = new URL(E2E_ADMIN_URL);
  url.pathname = `/${E2E_DATABASE}`;
  const { db, pool } = connectDatabase(url.toString());
  try {
    const id = randomUUID();
    const tag = id.slice(0, 8);
    const email = `host-${lang}-${tag}@example.com`;
    await db.insert(users).values({
      id,
      email,
      name: lang === 'ar' ? 'سلمى الحربي' : 'Salma Alharbi',
      phone: '+966500000778',
      type: 'email',
      accountReady: true,
      emailVerified: true,
      locale: lang,
      roles: ['host'],
    });
    await db.insert(credentials).values({ userId: id, passwordHash: await hashPassword(HOST_PASSWORD) });
    // A unit of the host's own, copied from a seeded one so it has a city, category and prices.
    const [model] = await db.select().from(units).orderBy(asc(units.id)).limit(1);
    if (!model) throw new Error('no units seeded');
    const { id: _id, ...rest } = model;
    const title = lang === 'ar' ? `شقة الأرباح ${tag}` : `Earnings flat ${tag}`;
    const [unit] = await db
      .insert(units)
      .values({ ...rest, slug: `earnings-${tag}`, titleEn: title, titleAr: title, hostId: id })
      .returning({ id: units.id });
    if (!unit) throw new Error('unit not written');
    const code = `SKN-H${tag.toUpperCase()}`;
    const checkIn = daysAgo(20);
    const written = await insertStays(db, [
      {
        code,
        userId: id,
        unitId: unit.id,
        checkIn,
        nights: 2,
        nightlyMinor: 50_000,
        guest: { name: 'Omar Saleh', email: `guest-${tag}@example.com`, phone: '+966500000779' },
      },
    ]);
    if (!written.get(code)) throw new Error('stay not written');
    return { email, code, title, checkIn };
  } finally {
    await pool.end();
  }
}
