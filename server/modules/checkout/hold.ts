import { randomBytes } from 'node:crypto';
import type { CheckoutRequest } from '../../../contract/checkout';
import type { CurrencyCode, Locale } from '../../../contract/common';
import { HOLD_MINUTES, type Reservation } from '../../../contract/reservations';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { DEFAULT_HOST_FEE_BP } from '../hosting/payout';
import { releaseHolds } from './expiry';
import { insertPlainHold, lockUnitHolds } from './hold-insert';
import { assertAgreed, PromoLost, refusal, RETRYABLE } from './hold-refusals';
import { guestLimitRefusal } from './promo';
import { pgErrorCode } from './pg-error';
import { quoteStay, type Quoted } from './quote';
import * as repository from './repository';

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `SKN-` and 8 characters with no 0/O or 1/I to misread at a front desk (~10^12 codes). */
export function reservationCode(): string {
  const bytes = randomBytes(8);
  return `SKN-${[...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

/** What the hold's answer shows, when it could be built without reading the row again. */
export interface Placed {
  id: string;
  reservation?: Reservation;
}

function holdRow(
  quoted: Quoted,
  locale: Locale,
  userId: string,
  body: CheckoutRequest,
  now: Date,
  hostFeeBp: number,
) {
  const price = quoted.price;
  return {
    code: reservationCode(),
    userId,
    unitId: body.unit_id,
    checkIn: body.check_in,
    checkOut: body.check_out,
    nights: price.nights.length,
    guests: body.guests,
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    guestName: body.guest.name,
    guestEmail: body.guest.email.toLowerCase(),
    guestPhone: body.guest.phone,
    locale,
    lines: { nights: price.nights, extras: price.extras, approxTotal: quoted.quote.approx_total },
    nightsMinor: price.nightsMinor,
    extrasMinor: price.extrasMinor,
    cleaningFeeMinor: price.cleaningFeeMinor,
    promoCode: price.promoCode,
    discountMinor: price.discountMinor,
    vatRateBp: price.vatRateBp,
    vatMinor: price.vatMinor,
    totalMinor: price.totalMinor,
    quoteFingerprint: quoted.quote.fingerprint,
    // The platform's rate as configured now, kept on the stay so a later change never rewrites it.
    hostFeeBp,
  };
}

const ATTEMPTS = 3;

/**
 * Holds the nights of a stay for HOLD_MINUTES at the quote the guest saw (`quote_fingerprint`).
 * Most holds end no stale hold and use no promo code or coins: they are quoted in one read and placed
 * in one statement (hold-insert.ts). The others, and any plain hold whose insert met an overlap (a
 * race lost, or a hold that ran out a moment ago), take the transactional path, which re-reads
 * everything under the unit's lock. The exclusion constraint decides every race (23P01 → 409).
 */
export async function placeHold(
  db: Database,
  locale: Locale,
  userId: string,
  body: CheckoutRequest,
  now = new Date(),
  shown: CurrencyCode = 'SAR',
  hostFeeBp = DEFAULT_HOST_FEE_BP,
): Promise<Placed> {
  const quoted = await quoteStay(db, locale, userId, body, now, shown);
  if (!quoted.profileReady) throw new AppError('FORBIDDEN', 403, 'checkout.profile_incomplete');
  // A unit with prep nights takes the locked path: its quote reads the stays around this one, and only
  // under the unit's lock does that read still hold when the row goes in (the exclusion constraint
  // covers the stay's own nights, not the free nights kept beside it).
  const plain = quoted.unit.prepNights === 0;
  if (plain && !body.use_coins && !body.promo_code && quoted.staleHolds === 0) {
    assertAgreed(quoted, body);
    try {
      const reservation = await insertPlainHold(
        db,
        locale,
        holdRow(quoted, locale, userId, body, now, hostFeeBp),
      );
      return { id: reservation.id, reservation };
    } catch (err) {
      // An overlap (or a deadlock) is settled again on the careful path, which reads under the lock.
      const code = pgErrorCode(err);
      if (code !== '23P01' && !(code && RETRYABLE.has(code))) throw err;
    }
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { id: await holdInTransaction(db, locale, userId, body, now, shown, hostFeeBp) };
    } catch (err) {
      const code = pgErrorCode(err);
      if (code && RETRYABLE.has(code) && attempt < ATTEMPTS) continue;
      throw await refusal(db, locale, userId, body, err);
    }
  }
}

/**
 * One transaction under the unit's lock: stale holds on the range end first (giving back what they
 * took); the stay is re-quoted; the row is inserted; the promo use is taken by a conditional UPDATE
 * and the guest's own uses counted under its row lock; coins are spent under the user's advisory lock with a ledger that
 * cannot go below zero. Any refusal rolls all of it back.
 */
async function holdInTransaction(
  db: Database,
  locale: Locale,
  userId: string,
  body: CheckoutRequest,
  now: Date,
  shown: CurrencyCode,
  hostFeeBp: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockUnitHolds(tx, body.unit_id);
    const stale = await repository.expireHolds(tx, {
      unitId: body.unit_id,
      from: body.check_in,
      to: body.check_out,
    });
    await releaseHolds(tx, stale);
    // Locked before the balance is read, so two checkouts of one guest spend coins one after the other.
    if (body.use_coins) await repository.lockCoins(tx, userId);
    const quoted = await quoteStay(tx, locale, userId, body, now, shown);
    assertAgreed(quoted, body);
    const price = quoted.price;
    const promoId = quoted.promo?.ok && price.discountMinor > 0 ? quoted.promo.id : null;
    const reservationId = await repository.insertReservation(tx, {
      ...holdRow(quoted, locale, userId, body, now, hostFeeBp),
      promoCodeId: promoId,
      coinsSpent: price.coinsSpent,
      coinsMinor: price.coinsMinor,
    });
    if (promoId !== null && quoted.promo?.ok) {
      if (!(await repository.takePromoUse(tx, promoId))) {
        const paused = (await repository.findPromo(tx, quoted.promo.terms.code))?.pausedAt;
        throw new PromoLost(paused ? 'checkout.promo_paused' : 'checkout.promo_used_up');
      }
      // Counted after takePromoUse, under the code's row lock: the same guest's parallel checkouts
      // queue on it, so each sees the uses the others committed.
      const perGuest = quoted.promo.maxUsesPerGuest;
      if ((await repository.liveRedemptions(tx, promoId, userId)) >= perGuest) {
        const limit = guestLimitRefusal(perGuest);
        throw new PromoLost(limit.messageKey, limit.params);
      }
      await repository.insertRedemption(tx, {
        promoCodeId: promoId,
        userId,
        reservationId,
        discountMinor: price.discountMinor,
      });
    }
    if (price.coinsSpent > 0) {
      await repository.appendCoins(tx, { userId, delta: -price.coinsSpent, reason: 'spend', reservationId });
    }
    return reservationId;
  });
}
