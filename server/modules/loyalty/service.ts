import { COIN_VALUE_MINOR } from '../../../contract/checkout';
import type { Locale } from '../../../contract/common';
import {
  LOYALTY_TIERS,
  MIN_POINTS_TO_CONVERT,
  POINTS_PER_COIN,
  POINTS_PER_RIYAL,
  pointsForStay,
  pointsReversedFor,
  tierFor,
  type LoyaltyProgress,
  type PointsEntry,
  type PointsHistoryQuery,
  type TierRule,
} from '../../../contract/loyalty';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repository from './repository';
import { paginationOf } from '../../lib/pagination';

const sar = (amount: number) => ({ amount_minor: amount, currency: 'SAR' as const });
const tierInfo = (t: TierRule) => ({ ...t, perks: [...t.perks] });

/**
 * Points for a stay that has just been completed, at the tier the guest had before it. Runs in the
 * completing transaction or after it; the ledger's unique index makes a second call a no-op.
 */
export async function earnForStay(
  tx: Database,
  stay: { id: string; userId: string; paidMinor: number | null; totalMinor: number },
): Promise<number> {
  const tier = tierFor(await repository.lifetimePoints(tx, stay.userId));
  // Money already given back before the stay ended (a goodwill refund) earns nothing.
  const refunded = await repository.refundedMinor(tx, stay.id);
  const points = pointsForStay((stay.paidMinor ?? stay.totalMinor) - refunded, tier);
  if (points <= 0) return 0;
  const row = await repository.appendPoints(tx, {
    userId: stay.userId,
    delta: points,
    reason: 'stay_completed',
    reservationId: stay.id,
  });
  return row?.delta ?? 0;
}

/**
 * Takes back the points a completed stay earned when that stay is refunded: all of them, or the
 * refunded share of them (contract/loyalty-rules.ts, pointsReversedFor, which also says why the
 * balance may go below zero). Once only, whoever retries: the ledger's unique index turns a second
 * reversal into a no-op that returns 0.
 */
export async function reverseForStay(
  tx: Database,
  reservationId: string,
  share?: { refundedMinor: number; paidMinor: number },
): Promise<number> {
  const earned = await repository.findPointsEntry(tx, reservationId, 'stay_completed');
  if (!earned) return 0;
  const points = share ? pointsReversedFor(earned.delta, share.refundedMinor, share.paidMinor) : earned.delta;
  if (points <= 0) return 0;
  const row = await repository.appendPoints(tx, {
    userId: earned.userId,
    delta: -points,
    reason: 'stay_refunded',
    reservationId,
  });
  return row ? -row.delta : 0;
}

export async function getProgress(db: Database, userId: string): Promise<LoyaltyProgress> {
  const [lifetime, balance, coins] = await Promise.all([
    repository.lifetimePoints(db, userId),
    repository.pointsBalance(db, userId),
    repository.coinBalance(db, userId),
  ]);
  const tier = tierFor(lifetime);
  const next = LOYALTY_TIERS.find((t) => t.min_points > tier.min_points) ?? null;
  const span = next ? next.min_points - tier.min_points : 0;
  return {
    tier: tierInfo(tier),
    next_tier: next ? tierInfo(next) : null,
    lifetime_points: lifetime,
    points_balance: balance,
    points_to_next: next ? Math.max(0, next.min_points - lifetime) : null,
    progress_bp: next ? Math.min(10_000, Math.floor(((lifetime - tier.min_points) * 10_000) / span)) : 10_000,
    coins: { balance: coins, worth: sar(coins * COIN_VALUE_MINOR) },
    convertible_coins: balance >= MIN_POINTS_TO_CONVERT ? Math.floor(balance / POINTS_PER_COIN) : 0,
    tiers: LOYALTY_TIERS.map(tierInfo),
    rates: {
      points_per_riyal: POINTS_PER_RIYAL,
      points_per_coin: POINTS_PER_COIN,
      min_points_to_convert: MIN_POINTS_TO_CONVERT,
      coin_value: sar(COIN_VALUE_MINOR),
    },
  };
}

export const DEFAULT_PER_PAGE = 20;

export async function getHistory(db: Database, locale: Locale, userId: string, query: PointsHistoryQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const [total, rows] = await Promise.all([
    repository.countHistory(db, userId),
    repository.findHistory(db, locale, userId, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  const items: PointsEntry[] = rows.map((row) => ({
    id: row.id,
    delta: row.delta,
    balance_after: row.balanceAfter,
    reason: row.reason,
    reservation:
      row.reservationId && row.code
        ? { id: row.reservationId, code: row.code, unit_title: row.unitTitle ?? '' }
        : null,
    coins: row.coins,
    created_at: row.createdAt.toISOString(),
  }));
  return {
    items,
    pagination: paginationOf(total, page, perPage),
  };
}

/**
 * Points to coins in one transaction: the points entry (which may not overdraw: its check) and the coin
 * entry. The Idempotency-Key is stored on the points entry, so a repeated press converts once and
 * gets the same answer back.
 */
export async function convertPoints(
  db: Database,
  userId: string,
  points: number,
  idempotencyKey: string | null,
): Promise<number> {
  const coins = Math.floor(points / POINTS_PER_COIN);
  return db.transaction(async (tx) => {
    // Under the lock, so a retry waiting on the first request sees its entry and replays it.
    await repository.lock(tx, 'points', userId);
    if (idempotencyKey) {
      const done = await repository.findByIdempotencyKey(tx, userId, idempotencyKey);
      if (done) return done.coins ?? 0;
    }
    const balance = await repository.pointsBalance(tx, userId);
    if (balance < points) throw new AppError('POINTS_INSUFFICIENT', 409, 'loyalty.points_insufficient');
    await repository.appendPoints(tx, {
      userId,
      delta: -coins * POINTS_PER_COIN,
      reason: 'converted_to_coins',
      coins,
      idempotencyKey,
    });
    await repository.appendCoins(tx, { userId, delta: coins, reason: 'earn' });
    return coins;
  });
}
