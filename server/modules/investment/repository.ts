import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { InvestmentSort, InvestmentStatus } from '../../../contract/investment';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';

/** The only SQL of the investment module. Text comes back in one language; money in SAR halalas. */

export interface InvestmentFilter {
  cityId?: number;
  status?: InvestmentStatus;
  /** Inclusive bounds on share_price_minor, already translated from the requested currency. */
  minSar?: number;
  maxSar?: number;
  minYieldBps?: number;
}

const u = s.investmentUnits;

const cardColumns = (locale: Locale) => ({
  id: u.id,
  slug: u.slug,
  title: localized(locale, u.titleEn, u.titleAr),
  summary: localized(locale, u.summaryEn, u.summaryAr),
  imageKey: u.imageKey,
  sharePriceMinor: u.sharePriceMinor,
  totalShares: u.totalShares,
  soldShares: u.soldShares,
  minInvestmentMinor: u.minInvestmentMinor,
  expectedYieldBps: u.expectedYieldBps,
  status: u.status,
  cityId: s.cities.id,
  citySlug: s.cities.slug,
  cityName: localized(locale, s.cities.nameEn, s.cities.nameAr),
});
export type CardRow = Awaited<ReturnType<typeof findCards>>[number];

function where(filter: InvestmentFilter): SQL | undefined {
  return and(
    filter.cityId === undefined ? undefined : eq(u.cityId, filter.cityId),
    filter.status === undefined ? undefined : eq(u.status, filter.status),
    filter.minSar === undefined ? undefined : gte(u.sharePriceMinor, filter.minSar),
    filter.maxSar === undefined ? undefined : lte(u.sharePriceMinor, filter.maxSar),
    filter.minYieldBps === undefined ? undefined : gte(u.expectedYieldBps, filter.minYieldBps),
  );
}

/** `open_first` is the plain list's order: offers a visitor can act on, then the rest, newest first. */
export type Order = InvestmentSort | 'open_first';
const ORDER: Record<Order, SQL[]> = {
  newest: [desc(u.createdAt), desc(u.id)],
  yield_desc: [desc(u.expectedYieldBps), desc(u.id)],
  price_asc: [asc(u.sharePriceMinor), asc(u.id)],
  price_desc: [desc(u.sharePriceMinor), desc(u.id)],
  open_first: [
    sql`case ${u.status} when 'open' then 0 when 'coming_soon' then 1 when 'funded' then 2 else 3 end`,
    desc(u.createdAt),
    desc(u.id),
  ],
};

export async function countInvestments(db: Database, filter: InvestmentFilter): Promise<number> {
  return db.$count(u, where(filter));
}

export async function findCards(
  db: Database,
  locale: Locale,
  filter: InvestmentFilter,
  page: { order: Order; limit: number; offset: number },
) {
  return db
    .select(cardColumns(locale))
    .from(u)
    .innerJoin(s.cities, eq(s.cities.id, u.cityId))
    .where(where(filter))
    .orderBy(...ORDER[page.order])
    .limit(page.limit)
    .offset(page.offset);
}

export async function findCityId(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: s.cities.id }).from(s.cities).where(eq(s.cities.slug, slug)).limit(1);
  return row?.id;
}

export async function findDetail(db: Database, locale: Locale, by: { id: number } | { slug: string }) {
  const [card] = await db
    .select({ ...cardColumns(locale), description: localized(locale, u.descriptionEn, u.descriptionAr) })
    .from(u)
    .innerJoin(s.cities, eq(s.cities.id, u.cityId))
    .where('id' in by ? eq(u.id, by.id) : eq(u.slug, by.slug))
    .limit(1);
  if (!card) return undefined;
  const d = s.investmentDocuments;
  const documents = await db
    .select({ title: localized(locale, d.titleEn, d.titleAr), url: d.url })
    .from(d)
    .where(eq(d.investmentUnitId, card.id))
    .orderBy(asc(d.position), asc(d.id));
  return { ...card, documents };
}

/** The profile a signed-in caller's request falls back on for contact details. */
export async function findContact(db: Database, userId: string) {
  const [row] = await db
    .select({ name: s.users.name, email: s.users.email, phone: s.users.phone })
    .from(s.users)
    .where(eq(s.users.id, userId))
    .limit(1);
  return row;
}

export type NewRequest = Omit<typeof s.investmentRequests.$inferInsert, 'id' | 'status' | 'createdAt'>;

export async function insertRequest(db: Database, row: NewRequest) {
  const [stored] = await db.insert(s.investmentRequests).values(row).returning({
    id: s.investmentRequests.id,
    status: s.investmentRequests.status,
    createdAt: s.investmentRequests.createdAt,
  });
  if (!stored) throw new Error('insertRequest: no row returned');
  return stored;
}

/** A unit's title in both languages, for a notification rendered later in the reader's language. */
export async function findTitles(db: Database, id: number) {
  const [row] = await db.select({ en: u.titleEn, ar: u.titleAr }).from(u).where(eq(u.id, id)).limit(1);
  return row;
}
