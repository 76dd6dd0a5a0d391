import { randomBytes } from 'node:crypto';
import type { CheckoutRequest } from '../../../contract/checkout';
import type { Locale } from '../../../contract/common';
import { HOLD_MINUTES } from '../../../contract/reservations';
import type { Database } from '../../db/client';
import { AppError, type AppErrorField } from '../../lib/app-error';
import { pgErrorCode } from './pg-error';
import { promoError } from './promo';
import { quoteStay, type QuoteProblem, type Quoted } from './quote';
import * as repository from './repository';

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `SKN-` and 8 characters with no 0/O or 1/I to misread at a front desk (~10^12 codes). */
export function reservationCode(): string {
  const bytes = randomBytes(8);
  return `SKN-${[...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

const PROBLEM_FIELDS: Record<Exclude<QuoteProblem['code'], 'taken'>, AppErrorField['field']> = {
  past: 'check_in',
  blocked: 'check_in',
  min_nights: 'check_out',
  guests: 'guests',
};

function notBookable(quoted: Quoted): AppError {
  if (quoted.problems.some((p) => p.code === 'taken')) {
    return new AppError('NIGHTS_TAKEN', 409, 'checkout.nights_taken');
  }
  const fields = quoted.problems.map((p): AppErrorField => {
    const field = PROBLEM_FIELDS[p.code as keyof typeof PROBLEM_FIELDS];
    if (p.code === 'min_nights')
      return { field, messageKey: 'checkout.reason_min_nights', params: { count: quoted.unit.minNights } };
    if (p.code === 'guests')
      return { field, messageKey: 'units.reason_guests', params: { count: quoted.unit.guests } };
    return { field, messageKey: p.code === 'past' ? 'units.reason_past' : 'units.reason_blocked' };
  });
  return new AppError('VALIDATION_FAILED', 422, 'checkout.not_bookable', fields);
}

function quoteChanged(quoted: Quoted, fields?: AppErrorField[]): AppError {
  return new AppError('QUOTE_CHANGED', 409, 'checkout.quote_changed', fields, {
    data: { quote: quoted.quote },
  });
}

/** Raised inside the transaction when a promo use was lost to a race; answered after the rollback. */
class PromoLost extends Error {
  constructor(readonly messageKey: 'checkout.promo_used_up' | 'checkout.promo_already_used') {
    super(messageKey);
  }
}

/**
 * Holds the nights of a stay for HOLD_MINUTES at the quote the guest saw (`quote_fingerprint`). One
 * transaction: stale holds on the range end first; the stay is re-quoted; the row is inserted, and the
 * exclusion constraint decides a race (23P01 → 409 NIGHTS_TAKEN); the promo use is taken by a
 * conditional UPDATE and the one-per-user index; coins are spent under the user's advisory lock with a
 * ledger that cannot go below zero. Any refusal rolls all of it back.
 */
export async function placeHold(
  db: Database,
  locale: Locale,
  userId: string,
  body: CheckoutRequest,
  now = new Date(),
): Promise<string> {
  const profile = await repository.findUserProfile(db, userId);
  if (!profile?.ready) throw new AppError('FORBIDDEN', 403, 'checkout.profile_incomplete');
  try {
    return await db.transaction(async (tx) => {
      const stale = await repository.expireHolds(tx, {
        unitId: body.unit_id,
        from: body.check_in,
        to: body.check_out,
      });
      await releaseHolds(tx, stale);
      // Locked before the balance is read, so two checkouts of one guest spend coins one after the other.
      if (body.use_coins) await repository.lockCoins(tx, userId);
      const quoted = await quoteStay(tx, locale, userId, body, now);
      if (quoted.problems.length > 0) throw notBookable(quoted);
      if (quoted.promo && !quoted.promo.ok) {
        throw quoteChanged(quoted, promoError(quoted.promo).fields as AppErrorField[]);
      }
      if (quoted.quote.fingerprint !== body.quote_fingerprint) throw quoteChanged(quoted);

      const price = quoted.price;
      const reservationId = await repository.insertReservation(tx, {
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
        lines: { nights: price.nights, extras: price.extras },
        nightsMinor: price.nightsMinor,
        extrasMinor: price.extrasMinor,
        cleaningFeeMinor: price.cleaningFeeMinor,
        promoCodeId: quoted.promo?.ok && price.discountMinor > 0 ? quoted.promo.id : null,
        promoCode: price.promoCode,
        discountMinor: price.discountMinor,
        vatRateBp: price.vatRateBp,
        vatMinor: price.vatMinor,
        coinsSpent: price.coinsSpent,
        coinsMinor: price.coinsMinor,
        totalMinor: price.totalMinor,
        quoteFingerprint: quoted.quote.fingerprint,
      });
      if (quoted.promo?.ok && price.discountMinor > 0) {
        if (!(await repository.takePromoUse(tx, quoted.promo.id)))
          throw new PromoLost('checkout.promo_used_up');
        try {
          await tx.transaction((sp) =>
            repository.insertRedemption(sp, {
              promoCodeId: quoted.promo?.ok ? quoted.promo.id : 0,
              userId,
              reservationId,
              discountMinor: price.discountMinor,
            }),
          );
        } catch (err) {
          if (pgErrorCode(err) === '23505') throw new PromoLost('checkout.promo_already_used');
          throw err;
        }
      }
      if (price.coinsSpent > 0) {
        await repository.appendCoins(tx, {
          userId,
          delta: -price.coinsSpent,
          reason: 'spend',
          reservationId,
        });
      }
      return reservationId;
    });
  } catch (err) {
    if (err instanceof PromoLost) {
      const fresh = await quoteStay(db, locale, userId, { ...body, promo_code: null });
      throw quoteChanged(fresh, [{ field: 'promo_code', messageKey: err.messageKey }]);
    }
    const code = pgErrorCode(err);
    if (code === '23P01') throw new AppError('NIGHTS_TAKEN', 409, 'checkout.nights_taken');
    // The ledger's check: another checkout spent the coins between our read and write (only without the lock).
    if (code === '23514') {
      const fresh = await quoteStay(db, locale, userId, body);
      throw quoteChanged(fresh, [{ field: 'use_coins', messageKey: 'checkout.coins_changed' }]);
    }
    throw err;
  }
}

type Released = Awaited<ReturnType<typeof repository.expireHolds>>;

/** Gives back what ended holds had taken: the promo use and the coins (each at most once). */
export async function releaseHolds(tx: Database, rows: Released): Promise<void> {
  for (const row of rows) {
    await repository.releaseRedemption(tx, row.id);
    if (row.coinsSpent > 0) {
      await repository.lockCoins(tx, row.userId);
      if (!(await repository.hasCoinEntry(tx, row.id, 'refund'))) {
        await repository.appendCoins(tx, {
          userId: row.userId,
          delta: row.coinsSpent,
          reason: 'refund',
          reservationId: row.id,
        });
      }
    }
  }
}

/**
 * The expiry sweep (a pg-boss job every minute, and callable from tests): ends every hold whose time
 * ran out, in batches that skip rows another instance is already ending. Returns what ended.
 */
export async function expireDueHolds(
  db: Database,
  batch = 200,
): Promise<{ unitIds: number[]; reservationIds: string[] }> {
  const units = new Set<number>();
  const reservationIds: string[] = [];
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const ended = await repository.expireHolds(tx, { limit: batch });
      await releaseHolds(tx, ended);
      return ended;
    });
    for (const row of rows) {
      units.add(row.unitId);
      reservationIds.push(row.id);
    }
    if (rows.length < batch) return { unitIds: [...units], reservationIds };
  }
}
