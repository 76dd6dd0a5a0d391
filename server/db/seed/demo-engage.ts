import { asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { favorites, notifications, units } from '../schema/index';
import { DEMO_ACCOUNT } from './demo-account';

const HOUR = 60 * 60 * 1000;

/**
 * The demo guest's saved units and notifications (README "Favourites and notifications"): five saved
 * stays so the wishlist and its offline copy have something in them, and a dozen notifications of every
 * kind, the four newest unread, so the bell, the app badge and the tab title show "4" at first sign-in.
 * Needs the catalogue, so index.ts runs it after the catalogue step.
 */
export async function writeDemoEngagement(tx: Database, now = new Date()): Promise<void> {
  const saved = await tx
    .select({ id: units.id, title: units.titleEn, titleAr: units.titleAr })
    .from(units)
    .orderBy(desc(units.isFeatured), desc(units.ratingAverage), asc(units.id))
    .limit(5);
  if (saved.length === 0) return;
  await tx
    .insert(favorites)
    .values(
      saved.map((unit, i) => ({
        userId: DEMO_ACCOUNT.id,
        unitId: unit.id,
        createdAt: new Date(now.getTime() - i * 24 * HOUR),
      })),
    )
    .onConflictDoNothing();

  // Each unit's name in both languages, so it reads in the reader's one (notifications/render.ts).
  const unit = (i: number) => saved[i % saved.length]!.title;
  const named = (i: number) => ({
    unit: unit(i),
    unit_en: unit(i),
    unit_ar: saved[i % saved.length]!.titleAr,
  });
  const rows: Array<{ type: string; params: Record<string, string | number>; link: string | null }> = [
    {
      type: 'booking_confirmed',
      params: { ...named(0), check_in: '2026-12-18' },
      link: '/account/reservations',
    },
    { type: 'stay_tomorrow', params: { ...named(1), time: '15:00' }, link: '/account/reservations' },
    { type: 'points_earned', params: { ...named(2), count: 240 }, link: '/rewards' },
    { type: 'hold_expiring', params: { ...named(3), count: 10 }, link: '/account/reservations' },
    { type: 'review_reaction', params: { ...named(4) }, link: '/account/reviews' },
    { type: 'review_reply', params: { ...named(0) }, link: '/account/reviews' },
    {
      type: 'refund_issued',
      params: { ...named(1), amount_minor: 45_000, currency: 'SAR' },
      link: '/account/reservations',
    },
    { type: 'reservation_cancelled', params: { ...named(1) }, link: '/account/reservations' },
    { type: 'payment_failed', params: { ...named(2) }, link: '/account/reservations' },
    {
      type: 'investment_request_received',
      params: {
        reference: 'INV-000001',
        shares: 4,
        count: 4,
        unit: 'Beach chalets in Obhur',
        unit_en: 'Beach chalets in Obhur',
        unit_ar: 'شاليهات شاطئية في أبحر',
      },
      link: '/investment-units/obhur-beach-chalets',
    },
    {
      type: 'booking_confirmed',
      params: { ...named(3), check_in: '2026-10-02' },
      link: '/account/reservations',
    },
    { type: 'points_earned', params: { ...named(3), count: 1 }, link: '/rewards' },
  ];
  // Oldest first, so ids rise with time like real ones; the last four (newest) stay unread.
  await tx.insert(notifications).values(
    rows.reverse().map((row, i) => {
      const createdAt = new Date(now.getTime() - (rows.length - i) * 7 * HOUR);
      return {
        userId: DEMO_ACCOUNT.id,
        ...row,
        createdAt,
        readAt: i < rows.length - 4 ? createdAt : null,
        // Seeded rows are history: never pushed to a device.
        pushedAt: sql`now()`,
      };
    }),
  );
}
