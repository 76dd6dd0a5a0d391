import { randomBytes } from 'node:crypto';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { VAT_RATE_BP } from '../../../contract/checkout';
import { HOLD_MINUTES } from '../../../contract/reservations';
import type { Database } from '../client';
import * as s from '../schema/index';

/**
 * Writes a stay as checkout leaves it once paid, for the demo seed and for tests that need trips in
 * the past (which checkout itself rightly refuses to book). Nights are priced from the unit's base
 * price and its overrides, VAT is added as a line, and the amounts are stored per line like a real
 * reservation, so the trips pages, refunds and points read them the same way.
 */
export interface StayInput {
  userId: string;
  unitId: number;
  checkIn: string;
  nights: number;
  guests?: number;
  status?: 'pending_payment' | 'confirmed' | 'completed' | 'cancelled';
  coinsSpent?: number;
  guest?: { name: string; email: string; phone: string };
  locale?: 'en' | 'ar';
  /** When the booking was made; default now. */
  bookedAt?: Date;
  /** A promo code the stay used: priced off the subtotal like checkout, with its redemption. */
  promo?: { id: number; code: string; percentOff: number | null; amountOffMinor: number | null };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function reservationCode(): string {
  const bytes = randomBytes(6);
  return `SKN-${Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function writeStay(tx: Database, input: StayInput): Promise<string> {
  const [unit] = await tx.select().from(s.units).where(eq(s.units.id, input.unitId));
  if (!unit) throw new Error(`writeStay: no unit ${input.unitId}`);
  const checkOut = addDays(input.checkIn, input.nights);
  const overrides = await tx
    .select()
    .from(s.unitPriceOverrides)
    .where(
      and(
        eq(s.unitPriceOverrides.unitId, unit.id),
        between(s.unitPriceOverrides.day, input.checkIn, addDays(checkOut, -1)),
      ),
    );
  const priceOf = new Map(overrides.map((o) => [o.day, o.priceMinor]));
  const nights = Array.from({ length: input.nights }, (_, i) => {
    const date = addDays(input.checkIn, i);
    const override = priceOf.get(date);
    return {
      date,
      amountMinor: override ?? unit.basePriceMinor,
      source: override ? 'override' : 'base',
    } as const;
  });
  const [extra] = await tx
    .select()
    .from(s.unitExtras)
    .where(eq(s.unitExtras.unitId, unit.id))
    .orderBy(asc(s.unitExtras.position))
    .limit(1);
  const extras = extra
    ? [
        {
          id: extra.id,
          nameEn: extra.nameEn,
          nameAr: extra.nameAr,
          pricing: extra.pricing as 'per_night' | 'per_stay',
          quantity: extra.pricing === 'per_night' ? input.nights : 1,
          amountMinor: extra.priceMinor * (extra.pricing === 'per_night' ? input.nights : 1),
        },
      ]
    : [];
  const nightsMinor = nights.reduce((sum, n) => sum + n.amountMinor, 0);
  const extrasMinor = extras.reduce((sum, e) => sum + e.amountMinor, 0);
  const subtotal = nightsMinor + extrasMinor + unit.cleaningFeeMinor;
  const promo = input.promo;
  const discountMinor = promo
    ? Math.min(
        promo.percentOff !== null
          ? Math.floor((subtotal * promo.percentOff * 2 + 100) / 200)
          : (promo.amountOffMinor ?? 0),
        subtotal,
      )
    : 0;
  const vatMinor = Math.floor(((subtotal - discountMinor) * VAT_RATE_BP * 2 + 10_000) / 20_000);
  const coinsSpent = input.coinsSpent ?? 0;
  const coinsMinor = coinsSpent * 10;
  const totalMinor = subtotal - discountMinor + vatMinor - coinsMinor;
  const status = input.status ?? 'confirmed';
  const bookedAt = input.bookedAt ?? new Date();
  const paid = status !== 'pending_payment';
  const user = input.guest ?? { name: 'Guest', email: 'guest@example.com', phone: '+966500000000' };
  const [row] = await tx
    .insert(s.reservations)
    .values({
      code: reservationCode(),
      userId: input.userId,
      unitId: unit.id,
      checkIn: input.checkIn,
      checkOut,
      nights: input.nights,
      guests: input.guests ?? Math.min(2, unit.guests),
      status,
      holdExpiresAt: new Date(bookedAt.getTime() + HOLD_MINUTES * 60_000),
      guestName: user.name,
      guestEmail: user.email,
      guestPhone: user.phone,
      locale: input.locale ?? 'en',
      lines: { nights, extras },
      nightsMinor,
      extrasMinor,
      cleaningFeeMinor: unit.cleaningFeeMinor,
      ...(promo ? { promoCodeId: promo.id, promoCode: promo.code, discountMinor } : {}),
      vatRateBp: VAT_RATE_BP,
      vatMinor,
      coinsSpent,
      coinsMinor,
      totalMinor,
      quoteFingerprint: randomBytes(16).toString('hex'),
      createdAt: bookedAt,
      ...(paid
        ? {
            paidMinor: totalMinor,
            paymentProvider: 'test' as const,
            providerPaymentId: `test_pi_${randomBytes(8).toString('hex')}`,
            confirmedAt: new Date(bookedAt.getTime() + 60_000),
          }
        : {}),
    })
    .returning({ id: s.reservations.id });
  if (promo) {
    await tx.insert(s.promoRedemptions).values({
      promoCodeId: promo.id,
      userId: input.userId,
      reservationId: row!.id,
      discountMinor,
      createdAt: bookedAt,
    });
    await tx
      .update(s.promoCodes)
      .set({ uses: sql`${s.promoCodes.uses} + 1` })
      .where(eq(s.promoCodes.id, promo.id));
  }
  return row!.id;
}
