import { and, asc, desc, eq, isNull, notLike } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password';
import type { Database } from '../client';
import { credentials, reviewReplies, reviews, units, users } from '../schema/index';
import { DEMO_ACCOUNT } from './demo-account';

/**
 * The demo host: the account that hosts the demo catalogue's units and answers their reviews. Sign in
 * as it to see "Reply" under the reviews of any demo unit. The README names the email and password.
 */
export const DEMO_HOST = {
  id: '5a4a0000-0000-4000-8000-00000000b057',
  email: 'host@sakan.example',
  password: 'Sakan-host-2026',
  name: 'Khalid Al-Mutairi',
  phone: '+966500000031',
} as const;

/** The demo host's first units (lowest ids first): the ones the calendar and price demos use. */
export function demoHostUnits(tx: Database, count: number) {
  return tx
    .select({ id: units.id, basePriceMinor: units.basePriceMinor })
    .from(units)
    .where(eq(units.hostId, DEMO_HOST.id))
    .orderBy(asc(units.id))
    .limit(count);
}

const DAY = 86_400_000;
/** Every fourth demo unit answers its newest review, so the reply is on the unit page's first page. */
const EVERY = 4;

/** The answer to the demo guest's own review (seed/reviews.ts), which mentions the majlis. */
export const DEMO_GUEST_REPLY =
  'Thank you for your kind words, Noura! We are glad the majlis suited your family evenings.';

const REPLIES: Record<'high' | 'low', Record<'en' | 'ar', string[]>> = {
  high: {
    en: [
      'Thank you for your kind words! We are glad you enjoyed your stay and hope to welcome you back soon.',
      'It was a pleasure hosting you. Thank you for looking after the place so well.',
      'Thank you for staying with us. We are happy the family weekend went so well.',
    ],
    ar: [
      'شكرًا على كلماتك الطيبة! سعدنا بإقامتك ونتمنى استقبالك مجددًا قريبًا.',
      'كان من دواعي سرورنا استضافتك. شكرًا لعنايتك بالمكان.',
      'شكرًا لإقامتك معنا. يسعدنا أن عطلة العائلة كانت جميلة.',
    ],
  },
  low: {
    en: [
      'Thank you for the honest feedback. We have spoken to our cleaning team and fixed the issues you mentioned.',
      'We are sorry the stay fell short. The air conditioning has since been serviced; we hope you will give us another chance.',
    ],
    ar: [
      'شكرًا على ملاحظاتك الصريحة. تحدثنا مع فريق التنظيف وعالجنا ما ذكرته.',
      'نأسف لأن الإقامة لم تكن كما توقعت. تمت صيانة المكيف منذ ذلك الحين، ونتمنى أن تمنحنا فرصة أخرى.',
    ],
  },
};

/**
 * Makes the demo host, hands it the demo catalogue's units (never the generated bulk ones), and writes
 * a few replies: to the newest review of every fourth unit, in the review's language, a day or two
 * after it, plus one to the demo guest's own review (still editable, so the host can try editing).
 */
export async function writeReviewReplies(tx: Database, today: Date): Promise<void> {
  await tx
    .insert(users)
    .values({
      id: DEMO_HOST.id,
      email: DEMO_HOST.email,
      name: DEMO_HOST.name,
      phone: DEMO_HOST.phone,
      type: 'email',
      accountReady: true,
      emailVerified: true,
    })
    .onConflictDoNothing();
  await tx
    .insert(credentials)
    .values({ userId: DEMO_HOST.id, passwordHash: await hashPassword(DEMO_HOST.password) })
    .onConflictDoNothing();
  await tx
    .update(units)
    .set({ hostId: DEMO_HOST.id })
    .where(and(isNull(units.hostId), notLike(units.slug, 'bulk-%')));

  const newest = await tx
    .selectDistinctOn([reviews.unitId], {
      id: reviews.id,
      unitId: reviews.unitId,
      userId: reviews.userId,
      score: reviews.score,
      language: reviews.language,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(units, eq(units.id, reviews.unitId))
    .where(eq(units.hostId, DEMO_HOST.id))
    .orderBy(reviews.unitId, desc(reviews.createdAt), desc(reviews.id));
  const picked = newest.filter((review, i) => i % EVERY === 0 || review.userId === DEMO_ACCOUNT.id);
  const rows = picked.map((review, i) => {
    const texts = REPLIES[review.score >= 4 ? 'high' : 'low'][review.language];
    // Two days after the review, but never in the future (the demo guest's review is days old).
    const at = new Date(Math.min(review.createdAt.getTime() + 2 * DAY, today.getTime() - DAY));
    return {
      reviewId: review.id,
      hostId: DEMO_HOST.id,
      text: review.userId === DEMO_ACCOUNT.id ? DEMO_GUEST_REPLY : texts[i % texts.length]!,
      language: review.language,
      createdAt: at,
      updatedAt: at,
    };
  });
  if (rows.length > 0) await tx.insert(reviewReplies).values(rows).onConflictDoNothing();
}
