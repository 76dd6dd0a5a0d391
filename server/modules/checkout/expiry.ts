import type { Database } from '../../db/client';
import * as repository from './repository';

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
