import type { Database } from '../client';
import { reservations } from '../schema/index';

/** 15 % VAT in basis points, as checkout charges it. */
const VAT_BP = 1500;

export interface StayInput {
  /** Unique per stay; the receipt code is built from it. */
  code: string;
  userId: string;
  unitId: number;
  /** First night, `YYYY-MM-DD`. */
  checkIn: string;
  nights: number;
  nightlyMinor: number;
  guest: { name: string; email: string; phone: string };
  status?: 'completed' | 'confirmed';
  locale?: 'en' | 'ar';
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes stays that are already paid (and, by default, over): for seeds and tests of what happens
 * after a stay. Priced like checkout would (each night at the base price, VAT on top) so every money
 * check holds. Stays that would overlap another held stay on the unit are skipped by the exclusion
 * constraint (ON CONFLICT DO NOTHING covers it); the written ones come back with their ids by code.
 */
export async function insertStays(tx: Database, stays: StayInput[]): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  if (stays.length === 0) return written;
  const rows = stays.map((stay) => {
    const checkOut = addDays(stay.checkIn, stay.nights);
    const nightsMinor = stay.nightlyMinor * stay.nights;
    const vatMinor = Math.round((nightsMinor * VAT_BP) / 10_000);
    const endedAt = new Date(`${checkOut}T09:00:00Z`);
    const status = stay.status ?? 'completed';
    return {
      code: stay.code,
      userId: stay.userId,
      unitId: stay.unitId,
      checkIn: stay.checkIn,
      checkOut,
      nights: stay.nights,
      guests: 2,
      status,
      holdExpiresAt: new Date(Date.parse(`${stay.checkIn}T00:00:00Z`) - 30 * 86_400_000),
      guestName: stay.guest.name,
      guestEmail: stay.guest.email,
      guestPhone: stay.guest.phone,
      locale: stay.locale ?? 'en',
      lines: {
        nights: Array.from({ length: stay.nights }, (_, n) => ({
          date: addDays(stay.checkIn, n),
          amountMinor: stay.nightlyMinor,
          source: 'base' as const,
        })),
        extras: [],
      },
      nightsMinor,
      vatRateBp: VAT_BP,
      vatMinor,
      totalMinor: nightsMinor + vatMinor,
      paidMinor: nightsMinor + vatMinor,
      paymentProvider: 'test' as const,
      providerPaymentId: `seed_${stay.code}`,
      quoteFingerprint: `seed:${stay.code}`,
      confirmedAt: new Date(Date.parse(`${stay.checkIn}T00:00:00Z`) - 29 * 86_400_000),
      completedAt: status === 'completed' ? endedAt : null,
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await tx
      .insert(reservations)
      .values(rows.slice(i, i + 500))
      // No target: this also absorbs the exclusion constraint on (unit_id, stay).
      .onConflictDoNothing()
      .returning({ id: reservations.id, code: reservations.code });
    for (const row of inserted) written.set(row.code, row.id);
  }
  return written;
}

/** Today (UTC) minus `n` days, `YYYY-MM-DD`. */
export function daysAgo(n: number, today = new Date()): string {
  return addDays(today.toISOString().slice(0, 10), -n);
}
