import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { reservations, reviewReactions, reviews, units, users } from '../schema/index';
import { DEMO_ACCOUNT } from './demo-account';
import { REVIEWER_NAMES, reviewText } from './review-text';
import { daysAgo, insertStays } from './review-stays';
import { prng } from './unit-generator';

const GUESTS = 120;
const DAY = 86_400_000;

/** Mostly happy guests, as on real sites, with some middling and a few poor stays. */
function scoreFrom(rand: () => number): number {
  const x = rand();
  return x < 0.45 ? 5 : x < 0.78 ? 4 : x < 0.9 ? 3 : x < 0.96 ? 2 : 1;
}
const near = (score: number, rand: () => number) =>
  Math.min(5, Math.max(1, score + (rand() < 0.6 ? 0 : rand() < 0.5 ? -1 : 1)));

const guestId = (n: number) => `5a4a0000-0000-4000-8000-${(0x7e0000000000 + n).toString(16)}`;

/**
 * Reviews so the unit pages look alive: 2–4 per unit by generated guests (no password: nobody signs
 * in as them), each on its own completed stay 2–9 months back, plus reactions among those guests so
 * "most helpful" has an order. The demo account gets completed stays if it has none (the trips seed
 * writes them once that lands; this step then uses those), one reviewed and one waiting. Afterwards
 * every unit's rating is recomputed from its reviews, so cards and pages agree with the reviews shown.
 */
export async function writeReviews(tx: Database, today: Date): Promise<void> {
  const rand = prng(2207);
  const unitRows = await tx
    .select({ id: units.id, price: units.basePriceMinor })
    .from(units)
    .orderBy(asc(units.id));
  if (unitRows.length === 0) return;

  await seedDemo(tx, unitRows, today);

  await tx
    .insert(users)
    .values(
      Array.from({ length: GUESTS }, (_, n) => {
        const [name, locale] = REVIEWER_NAMES[n % REVIEWER_NAMES.length]!;
        return {
          id: guestId(n),
          email: `guest${n + 1}@reviewers.sakan.example`,
          name,
          locale,
          type: 'email' as const,
          accountReady: true,
        };
      }),
    )
    .onConflictDoNothing();

  const stays: Parameters<typeof insertStays>[1] = [];
  const planned: { code: string; score: number; language: 'en' | 'ar'; author: number; daysBack: number }[] =
    [];
  for (const unit of unitRows) {
    const count = 2 + Math.floor(rand() * 3);
    for (let k = 0; k < count; k += 1) {
      const author = Math.floor(rand() * GUESTS);
      // 50 days apart per unit, stays of 2–4 nights: never two on one unit at once.
      const daysBack = 60 + k * 50 + Math.floor(rand() * 20);
      const code = `SKN-R${unit.id.toString(36).toUpperCase()}${k}`;
      const language =
        REVIEWER_NAMES[author % REVIEWER_NAMES.length]![1] === 'ar' || rand() < 0.15 ? 'ar' : 'en';
      stays.push({
        code,
        userId: guestId(author),
        unitId: unit.id,
        checkIn: daysAgo(daysBack, today),
        nights: 2 + Math.floor(rand() * 3),
        nightlyMinor: unit.price,
        guest: {
          name: 'Sakan guest',
          email: `guest${author + 1}@reviewers.sakan.example`,
          phone: '+966500000000',
        },
        locale: language,
      });
      planned.push({ code, score: scoreFrom(rand), language, author, daysBack });
    }
  }
  const written = await insertStays(tx, stays);

  const rows = planned.flatMap((plan, i) => {
    const reservationId = written.get(plan.code);
    const stay = stays[i]!;
    if (!reservationId) return [];
    const created = new Date(
      today.getTime() - (plan.daysBack - stay.nights - 1 - Math.floor(rand() * 4)) * DAY,
    );
    return [
      {
        reservationId,
        unitId: stay.unitId,
        userId: stay.userId,
        score: plan.score,
        cleanliness: near(plan.score, rand),
        accuracy: near(plan.score, rand),
        location: near(plan.score, rand),
        value: near(plan.score, rand),
        text: reviewText(plan.score, plan.language, rand),
        language: plan.language,
        createdAt: created,
        updatedAt: created,
      },
    ];
  });
  const stored = await tx.insert(reviews).values(rows).returning({ id: reviews.id, userId: reviews.userId });

  const reactions = stored.flatMap((review) => {
    const readers = new Set<number>();
    const n = Math.floor(rand() * rand() * 9);
    while (readers.size < n) readers.add(Math.floor(rand() * GUESTS));
    return [...readers]
      .filter((reader) => guestId(reader) !== review.userId)
      .map((reader) => ({
        reviewId: review.id,
        userId: guestId(reader),
        kind: rand() < 0.8 ? ('like' as const) : ('dislike' as const),
      }));
  });
  if (reactions.length > 0) await tx.insert(reviewReactions).values(reactions).onConflictDoNothing();
  await tx.execute(sql`
    update reviews set
      likes = (select count(*) from review_reactions r where r.review_id = reviews.id and r.kind = 'like'),
      dislikes = (select count(*) from review_reactions r where r.review_id = reviews.id and r.kind = 'dislike')`);
  await tx.execute(sql`
    update units set
      rating_average = coalesce((select round(avg(score), 2) from reviews where reviews.unit_id = units.id), 0),
      rating_count = (select count(*) from reviews where reviews.unit_id = units.id)`);
}

/** The demo guest: one reviewed stay (still editable) and at least one waiting for a review. */
async function seedDemo(tx: Database, unitRows: { id: number; price: number }[], today: Date) {
  const completed = () =>
    tx
      .select({ id: reservations.id, unitId: reservations.unitId, checkOut: reservations.checkOut })
      .from(reservations)
      .where(and(eq(reservations.userId, DEMO_ACCOUNT.id), eq(reservations.status, 'completed')))
      .orderBy(asc(reservations.checkOut));
  let stays = await completed();
  if (stays.length < 2) {
    const guest = { name: DEMO_ACCOUNT.name, email: DEMO_ACCOUNT.email, phone: DEMO_ACCOUNT.phone };
    const picks = [unitRows[2], unitRows[7]].filter((u) => u !== undefined);
    await insertStays(
      tx,
      picks.slice(0, 2 - stays.length).map((unit, i) => ({
        code: `SKN-DEMO${i + 1}R`,
        userId: DEMO_ACCOUNT.id,
        unitId: unit.id,
        // Ten and three weeks back: the older is reviewed, the newer waits.
        checkIn: daysAgo(i === 0 ? 21 : 10, today),
        nights: 3,
        nightlyMinor: unit.price,
        guest,
      })),
    );
    stays = await completed();
  }
  const first = stays[0];
  if (!first) return;
  const created = new Date(today.getTime() - 5 * DAY);
  await tx
    .insert(reviews)
    .values({
      reservationId: first.id,
      unitId: first.unitId,
      userId: DEMO_ACCOUNT.id,
      score: 5,
      cleanliness: 5,
      accuracy: 4,
      location: 5,
      value: 4,
      text: 'A calm, spotless place with a generous host. The majlis was perfect for our family evenings.',
      language: 'en',
      createdAt: created,
      updatedAt: created,
    })
    .onConflictDoNothing();
}
