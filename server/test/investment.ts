import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as s from '../db/schema/index';
import { addDays } from '../lib/days';

/**
 * Factories for the investment page's actual figures: an offer (optionally let as a rentable unit) and
 * reservations whose every night has its own rate, with an optional refund, written as checkout and
 * cancellation leave them.
 */

export async function makeOffer(db: Database, unitId: number | null, expectedYieldBps = 820) {
  const [unit] = unitId === null ? [] : await db.select().from(s.units).where(eq(s.units.id, unitId));
  const [city] = await db.select({ id: s.cities.id }).from(s.cities).limit(1);
  const slug = `offer-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(s.investmentUnits)
    .values({
      slug,
      titleEn: 'Test offer',
      titleAr: 'فرصة اختبار',
      summaryEn: 'An offer.',
      summaryAr: 'فرصة.',
      descriptionEn: 'An offer.',
      descriptionAr: 'فرصة.',
      cityId: unit?.cityId ?? city?.id ?? 0,
      imageKey: 'x',
      sharePriceMinor: 100_000,
      totalShares: 1_000,
      minInvestmentMinor: 100_000,
      expectedYieldBps,
      status: 'open',
      unitId,
    })
    .returning({ id: s.investmentUnits.id });
  return { id: row?.id ?? 0, slug };
}

export interface NightsInput {
  unitId: number;
  userId: string;
  checkIn: string;
  /** One rate per night, in halalas. */
  rates: number[];
  status: 'pending_payment' | 'confirmed' | 'completed' | 'cancelled' | 'expired';
  /** A refund row with this share of the payment (basis points). */
  refundBp?: number;
}

export async function bookNights(db: Database, input: NightsInput): Promise<string> {
  const nightsMinor = input.rates.reduce((sum, rate) => sum + rate, 0);
  const vatMinor = Math.round((nightsMinor * 15) / 100);
  const totalMinor = nightsMinor + vatMinor;
  const [row] = await db
    .insert(s.reservations)
    .values({
      code: `SKN-T${randomUUID().slice(0, 8).toUpperCase()}`,
      userId: input.userId,
      unitId: input.unitId,
      checkIn: input.checkIn,
      checkOut: addDays(input.checkIn, input.rates.length),
      nights: input.rates.length,
      guests: 2,
      status: input.status,
      holdExpiresAt: new Date(Date.parse(`${input.checkIn}T00:00:00Z`) - 30 * 86_400_000),
      guestName: 'Test Guest',
      guestEmail: 'guest@example.com',
      guestPhone: '+966500000000',
      lines: {
        nights: input.rates.map((amountMinor, i) => ({
          date: addDays(input.checkIn, i),
          amountMinor,
          source: 'base' as const,
        })),
        extras: [],
      },
      nightsMinor,
      vatRateBp: 1500,
      vatMinor,
      totalMinor,
      paidMinor: input.status === 'pending_payment' ? null : totalMinor,
      quoteFingerprint: randomUUID(),
    })
    .returning({ id: s.reservations.id });
  const id = row?.id ?? '';
  if (input.refundBp !== undefined) {
    await db.insert(s.reservationRefunds).values({
      reservationId: id,
      refundBp: input.refundBp,
      amountMinor: Math.round((totalMinor * input.refundBp) / 10_000),
      status: 'succeeded',
      refundedAt: new Date(),
    });
  }
  return id;
}
