import type { Database } from '../client';
import { coinEntries, promoCodes } from '../schema/index';
import { DEMO_ACCOUNT } from './demo-account';

/** Promo codes a new user can try at checkout (README, "Checkout"). */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', percentOff: 10, amountOffMinor: null, minNights: 1, maxUses: 10_000 },
  { code: 'SAKAN50', percentOff: null, amountOffMinor: 5_000, minNights: 2, maxUses: 10_000 },
  { code: 'LONGSTAY20', percentOff: 20, amountOffMinor: null, minNights: 5, maxUses: null },
] as const;

/** The coins granted to the demo guest (the trips seed adds those of some points: DEMO_COIN_BALANCE). */
export const DEMO_COINS = 2_000;

/** Writes the checkout demo data once (the caller's marker): the codes, valid two years, and the coins. */
export async function writeCheckoutDemo(tx: Database, now = new Date()): Promise<void> {
  const endsAt = new Date(now.getTime() + 2 * 365 * 86_400_000);
  await tx
    .insert(promoCodes)
    .values(
      DEMO_PROMO_CODES.map((promo) => ({ ...promo, startsAt: new Date(now.getTime() - 86_400_000), endsAt })),
    )
    .onConflictDoNothing();
  await tx
    .insert(coinEntries)
    .values({ userId: DEMO_ACCOUNT.id, delta: DEMO_COINS, balanceAfter: DEMO_COINS, reason: 'grant' });
}
