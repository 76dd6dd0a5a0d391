import type { Database } from '../client';
import { unitPricing, unitSeasons } from '../schema/index';
import { seasonPresets } from '../../modules/hosting/presets';
import { demoHostUnits } from './review-replies';

/**
 * The demo host's first unit (lowest id) gets pricing rules to show: a weekend price (its country's
 * weekend nights, Thursday and Friday in Saudi Arabia) 20 % over its base price, and one season, the
 * next Eid al-Fitr (from the Umm al-Qura presets) at +30 % with stays of at least 2 nights starting in
 * it. Night prices the catalogue already set still win over both (the engine's order).
 */
export async function writePricingDemo(tx: Database, today: Date): Promise<void> {
  const [unit] = await demoHostUnits(tx, 1);
  if (!unit) return;
  const day = today.toISOString().slice(0, 10);
  const year = today.getUTCFullYear();
  const eid = [...seasonPresets(year), ...seasonPresets(year + 1)].find(
    (p) => p.key === 'eid_al_fitr' && p.first_night > day,
  );
  await tx
    .insert(unitPricing)
    .values({ unitId: unit.id, weekendPriceMinor: Math.round((unit.basePriceMinor * 1.2) / 100) * 100 })
    .onConflictDoNothing();
  if (eid) {
    await tx
      .insert(unitSeasons)
      .values({
        unitId: unit.id,
        name: `Eid al-Fitr ${eid.hijri_year}`,
        firstNight: eid.first_night,
        lastNight: eid.last_night,
        percent: 30,
        minNights: 2,
      })
      .onConflictDoNothing();
  }
}
