import { sql } from 'drizzle-orm';
import { refreshUnitRating } from '../../modules/reviews/repository';
import type { Database } from '../client';
import { contactMessages, investmentRequests, propertySubmissions, reviews, users } from '../schema/index';
import { daysAgo, insertStays } from './review-stays';

/**
 * Something waiting in each of the console's queues, so the demo admin sees them work: property
 * submissions, units in review (with a licence), investment requests, contact messages and low-scored
 * reviews. Each queue holds one item per e2e language and a spare, named so a test can pick its own
 * (`P-DEMOEN01`, the unit `demo-review-en`, the investor `investor.en@sakan.example`…). They belong to
 * a demo owner with no password (nobody signs in as them), never to the demo guest or host, whose
 * pages other tests count.
 */
export const DEMO_OWNER = {
  id: '5a4a0000-0000-4000-8000-0000000a11ce',
  email: 'owner@sakan.example',
  name: 'Abdullah Al-Shehri',
} as const;

const TAGS = ['en', 'ar', 'x'] as const;
export const demoSubmission = (tag: (typeof TAGS)[number]) => `P-DEMO${tag.toUpperCase().padEnd(2, 'X')}01`;
export const demoReviewUnit = (tag: (typeof TAGS)[number]) => `demo-review-${tag}`;
export const demoInvestor = (tag: (typeof TAGS)[number]) => `investor.${tag}@sakan.example`;
/** The start of each seeded low-scored review's text, per e2e language. */
export const demoReviewText = (tag: (typeof TAGS)[number]) => `Demo review ${tag}:`;

export async function writeQueuesDemo(tx: Database, today: Date): Promise<void> {
  await tx
    .insert(users)
    .values({ ...DEMO_OWNER, phone: '+966500000041', type: 'email', accountReady: true, locale: 'ar' })
    .onConflictDoNothing();
  const place = await tx.execute<{ city_id: number; category_id: number }>(sql`
    select c.id as city_id, k.id as category_id from cities c, categories k
    order by c.position, c.id, k.position, k.id limit 1`);
  const { city_id: cityId, category_id: categoryId } = place.rows[0] ?? {};
  if (cityId === undefined || categoryId === undefined) return;

  await tx
    .insert(propertySubmissions)
    .values(
      TAGS.map((tag, i) => ({
        reference: demoSubmission(tag),
        ownerName: DEMO_OWNER.name,
        ownerEmail: DEMO_OWNER.email,
        ownerPhone: '+966500000041',
        cityId,
        categoryId,
        bedrooms: 3 + i,
        guests: 6 + i,
        address: `King Fahd Road, building ${12 + i}`,
        description:
          tag === 'ar'
            ? 'شقة عائلية واسعة قرب الحدائق، بمجلس كبير ومطبخ مجهز.'
            : 'A roomy family flat near the parks, with a large majlis and a full kitchen.',
        locale: tag === 'ar' ? 'ar' : 'en',
        photos: [],
        ip: '203.0.113.41',
        userId: DEMO_OWNER.id,
        createdAt: new Date(today.getTime() - (i + 1) * 3_600_000),
      })),
    )
    .onConflictDoNothing();

  // Units in review: copies of the first published units (text, capacity, photos), sent by the owner.
  for (const [i, tag] of TAGS.entries()) {
    const made = await tx.execute<{ id: number; source: number }>(sql`
      insert into units (slug, title_en, title_ar, description_en, description_ar, house_rules_en, house_rules_ar,
        city_id, category_id, area_en, area_ar, lat, lng, guests, bedrooms, beds, bathrooms, check_in_time,
        check_out_time, cancellation_policy, base_price_minor, host_id, status, submitted_at, licence_number,
        licence_expires_on, address)
      select ${demoReviewUnit(tag)}, 'New: ' || title_en, 'جديد: ' || title_ar, description_en, description_ar,
        house_rules_en, house_rules_ar, city_id, category_id, area_en, area_ar, lat, lng, guests, bedrooms, beds,
        bathrooms, check_in_time, check_out_time, cancellation_policy, base_price_minor, ${DEMO_OWNER.id},
        'review', ${new Date(today.getTime() - (i + 2) * 86_400_000)}, ${`TL-${40_210 + i}`},
        ${daysAgo(-300 + i * 200, today)}::date, 'Al Olaya Street 7'
      from units where status = 'published' order by id offset ${i} limit 1
      on conflict (slug) do nothing
      returning id, (select id from units where status = 'published' order by id offset ${i} limit 1) as source`);
    const unit = made.rows[0];
    if (!unit) continue;
    await tx.execute(sql`
      insert into unit_images (unit_id, key, position, alt_en, alt_ar)
      select ${unit.id}, key, position, alt_en, alt_ar from unit_images where unit_id = ${unit.source}`);
  }

  const offer = await tx.execute<{ id: number }>(sql`
    select id from investment_units where status = 'open' and total_shares - sold_shares >= 30
    order by id limit 1`);
  const offerId = offer.rows[0]?.id;
  if (offerId !== undefined)
    await tx.insert(investmentRequests).values(
      TAGS.map((tag, i) => ({
        investmentUnitId: offerId,
        userId: tag === 'x' ? DEMO_OWNER.id : null,
        name: tag === 'ar' ? 'خالد المطيري' : 'Khalid Al-Mutairi',
        email: demoInvestor(tag),
        phone: `+96650000005${i}`,
        shares: 2 + i,
        message: tag === 'ar' ? 'أرغب في معرفة موعد التوزيع الأول.' : 'When is the first payout?',
        locale: tag === 'ar' ? 'ar' : 'en',
        createdAt: new Date(today.getTime() - (i + 1) * 7_200_000),
      })),
    );

  await tx.insert(contactMessages).values([
    {
      reference: 'C-DEMOMSG1',
      name: 'Reem Al-Otaibi',
      email: 'reem@sakan.example',
      phone: null,
      topic: 'booking',
      message: 'Can we check in at 11:00 if we arrive on the morning flight?',
      locale: 'en',
      ip: '203.0.113.42',
    },
    {
      reference: 'C-DEMOMSG2',
      name: 'ريم العتيبي',
      email: 'reem.ar@sakan.example',
      phone: '+966500000043',
      topic: 'payment',
      message: 'دفعت مرتين عن الحجز نفسه، كيف أسترد المبلغ الزائد؟',
      locale: 'ar',
      ip: '203.0.113.43',
    },
  ]);
  await writeLowReviews(tx, today);
}

/**
 * Two low-scored reviews per e2e language's pick and a spare, by the demo owner on long-past stays;
 * the seeded reviews' own low scores count as looked at, so the queue shows these few.
 */
async function writeLowReviews(tx: Database, today: Date): Promise<void> {
  await tx.execute(sql`update reviews set checked_at = now() where score <= 2 and checked_at is null`);
  const picked = await tx.execute<{ id: number; price: number }>(sql`
    select id, base_price_minor as price from units where status = 'published' order by id desc limit 3`);
  const plans = picked.rows.map((unit, i) => ({ unit, tag: TAGS[i]!, code: `SKN-DEMOQ${i + 1}` }));
  const stays = await insertStays(
    tx,
    plans.map(({ unit, code }, i) => ({
      code,
      userId: DEMO_OWNER.id,
      unitId: unit.id,
      checkIn: daysAgo(400 + i * 9, today),
      nights: 2,
      nightlyMinor: unit.price,
      guest: { name: DEMO_OWNER.name, email: DEMO_OWNER.email, phone: '+966500000041' },
    })),
  );
  for (const [i, { unit, tag, code }] of plans.entries()) {
    const reservationId = stays.get(code);
    if (!reservationId) continue;
    await tx.insert(reviews).values({
      reservationId,
      unitId: unit.id,
      userId: DEMO_OWNER.id,
      score: 1 + (i % 2),
      cleanliness: 2,
      accuracy: 1,
      location: 3,
      value: 1,
      text: `${demoReviewText(tag)} the air conditioning was broken for both nights and nobody answered the phone.`,
      language: 'en',
    });
    await refreshUnitRating(tx, unit.id);
  }
}
