import { CITIES } from '../../db/seed/catalogue-data';
import { CATALOGUE_UNITS } from '../../db/seed/catalogue';
import { INVESTMENTS } from '../../db/seed/investment-data';
import { PAGE_META } from '../../db/seed/page-meta-data';
import { generateUnits } from '../../db/seed/unit-generator';

/**
 * Every image key the demo seed writes, read from the seed itself so the two can't drift: unit
 * photos, city cards, investment covers and page share cards. Sorted for stable manifests.
 */
export function seedImageKeys(): string[] {
  // The units' image keys don't depend on the date; any fixed day gives the same set.
  const units = generateUnits(CATALOGUE_UNITS, new Date(0)).flatMap((u) => u.images.map((i) => i.key));
  const keys = new Set([
    ...units,
    ...CITIES.map((c) => `city-${c.slug}`),
    ...INVESTMENTS.map((i) => `investment-${i.slug}`),
    ...PAGE_META.flatMap((p) => (p.imageKey ? [p.imageKey] : [])),
  ]);
  return [...keys].sort();
}
