import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { connectDatabase } from '../../../server/db/client';
import { credentials, reviewReplies, reviews, units, users } from '../../../server/db/schema/index';
import { insertStays } from '../../../server/db/seed/review-stays';
import { hashPassword } from '../../../server/modules/auth/password';
import { E2E_ADMIN_URL, E2E_DATABASE } from './env';

export const REVIEWER_PASSWORD = 'olive-grove-at-dusk';

/**
 * A guest with a finished profile and one completed stay, written with the server's own seed helper
 * into the end-to-end database: each test gets a stay of its own to review, in either language.
 */
export async function guestWithCompletedStay(lang: 'en' | 'ar') {
  const url = new URL(E2E_ADMIN_URL);
  url.pathname = `/${E2E_DATABASE}`;
  const { db, pool } = connectDatabase(url.toString());
  try {
    const id = randomUUID();
    const email = `reviewer-${lang}-${id.slice(0, 8)}@example.com`;
    await db.insert(users).values({
      id,
      email,
      name: lang === 'ar' ? 'مريم يوسف' : 'Mariam Yousef',
      phone: '+966500000777',
      type: 'email',
      accountReady: true,
      emailVerified: true,
      locale: lang,
    });
    await db.insert(credentials).values({ userId: id, passwordHash: await hashPassword(REVIEWER_PASSWORD) });
    // A unit that has seeded reviews by others (to react to); years back, in a week no one else uses.
    const [unit] = await db
      .select({ id: units.id, slug: units.slug, price: units.basePriceMinor })
      .from(units)
      .orderBy(asc(units.id))
      .offset(lang === 'en' ? 4 : 5)
      .limit(1);
    if (!unit) throw new Error('no units seeded');
    const week = Math.floor(Math.random() * 2000);
    const checkIn = new Date(Date.UTC(1990, 0, 1) + week * 7 * 86_400_000).toISOString().slice(0, 10);
    const code = `SKN-E${id.slice(0, 8).toUpperCase()}`;
    const written = await insertStays(db, [
      {
        code,
        userId: id,
        unitId: unit.id,
        checkIn,
        nights: 2,
        nightlyMinor: unit.price,
        guest: { name: 'Mariam Yousef', email, phone: '+966500000777' },
      },
    ]);
    if (!written.get(code)) throw new Error('stay not written');
    return { email, slug: unit.slug };
  } finally {
    await pool.end();
  }
}

/** The demo host (server/db/seed/review-replies.ts), who hosts the demo units. */
export { DEMO_GUEST_REPLY, DEMO_HOST } from '../../../server/db/seed/review-replies';

async function withDatabase<T>(run: (db: ReturnType<typeof connectDatabase>['db']) => Promise<T>) {
  const url = new URL(E2E_ADMIN_URL);
  url.pathname = `/${E2E_DATABASE}`;
  const { db, pool } = connectDatabase(url.toString());
  try {
    return await run(db);
  } finally {
    await pool.end();
  }
}

/** A demo unit whose newest review carries a seeded host reply, and that reply. */
export async function unitWithSeededReply() {
  return withDatabase(async (db) => {
    const [row] = await db
      .select({ slug: units.slug, text: reviewReplies.text, language: reviewReplies.language })
      .from(reviewReplies)
      .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
      .innerJoin(units, eq(units.id, reviews.unitId))
      .orderBy(asc(units.id))
      .limit(1);
    if (!row) throw new Error('no seeded replies');
    return row;
  });
}

/** The nth demo unit by id: its id and slug (for the reaction and reply specs). */
export async function nthUnit(n: number) {
  return withDatabase(async (db) => {
    const [row] = await db
      .select({ id: units.id, slug: units.slug })
      .from(units)
      .orderBy(asc(units.id))
      .offset(n)
      .limit(1);
    if (!row) throw new Error('no units seeded');
    return row;
  });
}
