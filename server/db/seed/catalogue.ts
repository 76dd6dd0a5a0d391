import type { Database } from '../client';
import * as s from '../schema/index';
import { AMENITIES, CATEGORIES, CITIES, COUNTERS, CURRENCY_ROWS, RATES_AS_OF } from './catalogue-data';
import { INVESTMENT_DESCRIPTION, INVESTMENT_DOCUMENTS, INVESTMENTS } from './investment-data';
import { PAGE_META } from './page-meta-data';
import { generateUnits } from './unit-generator';

export const CATALOGUE_UNITS = 150;
/** Eid nights (al-Adha 2026, al-Fitr and al-Adha 2027, by the expected Umm al-Qura dates) cost more. */
const EID_NIGHTS = [
  '2026-05-26',
  '2026-05-27',
  '2026-05-28',
  '2026-05-29',
  '2027-03-09',
  '2027-03-10',
  '2027-03-11',
  '2027-05-15',
  '2027-05-16',
  '2027-05-17',
];
const CALENDAR_DAYS = 120;
/** Rows per INSERT: large enough to make few round trips, small enough to stay under 65 535 parameters. */
const BATCH = 2000;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Writes the demo catalogue in the caller's transaction. Calendars (weekend prices, blocked stretches)
 * are laid out from `today`, so a freshly seeded site always has a live next four months.
 */
export async function writeCatalogue(tx: Database, today: Date): Promise<void> {
  await tx
    .insert(s.currencies)
    .values(CURRENCY_ROWS.map((c, position) => ({ ...c, ratesAsOf: RATES_AS_OF, position })));
  const cityIds = idMap(
    await tx
      .insert(s.cities)
      .values(
        CITIES.map((c, position) => ({
          slug: c.slug,
          nameEn: c.en,
          nameAr: c.ar,
          countryCode: c.country,
          imageKey: `city-${c.slug}`,
          position,
        })),
      )
      .returning({ id: s.cities.id, slug: s.cities.slug }),
  );
  const categoryIds = idMap(
    await tx
      .insert(s.categories)
      .values(
        CATEGORIES.map((c, position) => ({
          slug: c.slug,
          nameEn: c.en,
          nameAr: c.ar,
          icon: c.icon,
          position,
        })),
      )
      .returning({ id: s.categories.id, slug: s.categories.slug }),
  );
  const amenityIds = idMap(
    await tx
      .insert(s.amenities)
      .values(
        AMENITIES.map(([slug, nameEn, nameAr, icon], position) => ({ slug, nameEn, nameAr, icon, position })),
      )
      .returning({ id: s.amenities.id, slug: s.amenities.slug }),
  );

  const generated = generateUnits(CATALOGUE_UNITS, today);
  const unitIds = idMap(
    await tx
      .insert(s.units)
      .values(
        generated.map((u, i) => ({
          ...u.row,
          slug: u.slug,
          cityId: need(cityIds, u.city.slug),
          categoryId: need(categoryIds, u.category.slug),
          // Every demo unit holds a tourism licence valid for over a year, so the daily licence job
          // (modules/hosting/licence.ts) pauses none of them.
          licenceNumber: String(73_100_000 + i),
          licenceExpiresOn: isoDay(new Date(today.getTime() + (400 + (i % 200)) * 86_400_000)),
        })),
      )
      .returning({ id: s.units.id, slug: s.units.slug }),
  );

  const amenityRows: (typeof s.unitAmenities.$inferInsert)[] = [];
  const imageRows: (typeof s.unitImages.$inferInsert)[] = [];
  const extraRows: (typeof s.unitExtras.$inferInsert)[] = [];
  const overrideRows: (typeof s.unitPriceOverrides.$inferInsert)[] = [];
  const blockedRows: (typeof s.unitBlockedDays.$inferInsert)[] = [];
  for (const unit of generated) {
    const unitId = need(unitIds, unit.slug);
    for (const slug of unit.amenitySlugs) amenityRows.push({ unitId, amenityId: need(amenityIds, slug) });
    for (const image of unit.images) imageRows.push({ unitId, ...image });
    for (const extra of unit.extras) extraRows.push({ unitId, ...extra });
    const prices = new Map<string, number>();
    for (let d = 0; d < CALENDAR_DAYS; d += 1) {
      const day = new Date(today.getTime() + d * 86_400_000);
      // Thursday and Friday nights are the Gulf weekend.
      if (day.getUTCDay() === 4 || day.getUTCDay() === 5)
        prices.set(isoDay(day), roundTo500(unit.row.basePriceMinor * (1 + unit.weekendUplift / 100)));
    }
    for (const eid of EID_NIGHTS) prices.set(eid, roundTo500(unit.row.basePriceMinor * 1.5));
    for (const [day, priceMinor] of prices) overrideRows.push({ unitId, day, priceMinor });
    for (const start of unit.blockedStarts)
      for (let n = 0; n < 3; n += 1)
        blockedRows.push({ unitId, day: isoDay(new Date(today.getTime() + (start + n) * 86_400_000)) });
  }
  await insertBatched(amenityRows, (rows) => tx.insert(s.unitAmenities).values(rows));
  await insertBatched(imageRows, (rows) => tx.insert(s.unitImages).values(rows));
  await insertBatched(extraRows, (rows) => tx.insert(s.unitExtras).values(rows));
  await insertBatched(overrideRows, (rows) => tx.insert(s.unitPriceOverrides).values(rows));
  await insertBatched(blockedRows, (rows) => tx.insert(s.unitBlockedDays).values(rows));

  const investmentIds = idMap(
    await tx
      .insert(s.investmentUnits)
      .values(
        INVESTMENTS.map((inv) => ({
          slug: inv.slug,
          titleEn: inv.en,
          titleAr: inv.ar,
          summaryEn: inv.summaryEn,
          summaryAr: inv.summaryAr,
          descriptionEn: `${inv.summaryEn} ${INVESTMENT_DESCRIPTION[0]}`,
          descriptionAr: `${inv.summaryAr} ${INVESTMENT_DESCRIPTION[1]}`,
          cityId: need(cityIds, inv.city),
          imageKey: `investment-${inv.slug}`,
          sharePriceMinor: inv.share * 100,
          totalShares: inv.shares,
          soldShares: Math.round((inv.shares * inv.soldPct) / 100),
          minInvestmentMinor: inv.share * inv.minShares * 100,
          expectedYieldBps: inv.yieldBps,
          status: inv.status,
        })),
      )
      .returning({ id: s.investmentUnits.id, slug: s.investmentUnits.slug }),
  );
  await tx.insert(s.investmentDocuments).values(
    INVESTMENTS.flatMap((inv) =>
      INVESTMENT_DOCUMENTS.map(([titleEn, titleAr, file], position) => ({
        investmentUnitId: need(investmentIds, inv.slug),
        titleEn,
        titleAr,
        url: `/documents/investment/${inv.slug}/${file}`,
        position,
      })),
    ),
  );
  await tx.insert(s.counters).values(COUNTERS.map((c, position) => ({ ...c, position })));
  await tx.insert(s.pageMeta).values(PAGE_META);
}

function idMap(rows: { id: number; slug: string }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function need(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`seed: unknown slug ${slug}`);
  return id;
}

/** Prices end in a round 5 riyals. */
function roundTo500(halalas: number): number {
  return Math.round(halalas / 500) * 500;
}

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}
