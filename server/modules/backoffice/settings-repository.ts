import { asc, eq, sql } from 'drizzle-orm';
import type { AdminCounter, AdminCurrency, AdminRouteRule } from '../../../contract/backoffice';
import { DEFAULT_CURRENCY } from '../../../contract/common';
import type { SocialLink } from '../../../contract/content';
import type { Database } from '../../db/client';
import { counters, currencies, routeRules, settings } from '../../db/schema/index';

/** The console's settings SQL: social links, counters, route rules and currency rates. */

/** The home page's counters whose value the catalogue counts (modules/catalogue/routes.ts). */
export const LIVE_COUNTERS = new Set(['units']);

/** The 'social' setting, its row locked (null when there is none yet). */
export async function lockSocial(tx: Database): Promise<unknown> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'social'))
    .for('update');
  return row?.value ?? null;
}

export async function writeSocial(tx: Database, items: SocialLink[]): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: 'social', value: items })
    .onConflictDoUpdate({ target: settings.key, set: { value: items, updatedAt: sql`now()` } });
}

const counterColumns = {
  key: counters.key,
  label_en: counters.labelEn,
  label_ar: counters.labelAr,
  value: counters.value,
};
const withLive = (row: Omit<AdminCounter, 'live'>): AdminCounter => ({
  ...row,
  live: LIVE_COUNTERS.has(row.key),
});

export async function listCounters(db: Database): Promise<AdminCounter[]> {
  const rows = await db.select(counterColumns).from(counters).orderBy(asc(counters.position));
  return rows.map(withLive);
}

export async function lockCounter(tx: Database, key: string): Promise<AdminCounter | null> {
  const [row] = await tx.select(counterColumns).from(counters).where(eq(counters.key, key)).for('update');
  return row ? withLive(row) : null;
}

export async function updateCounter(tx: Database, counter: Omit<AdminCounter, 'live'>): Promise<void> {
  await tx
    .update(counters)
    .set({ labelEn: counter.label_en, labelAr: counter.label_ar, value: counter.value })
    .where(eq(counters.key, counter.key));
}

const ruleColumns = {
  id: routeRules.id,
  from: routeRules.fromPath,
  to: routeRules.toTarget,
  permanent: routeRules.permanent,
  created_at: sql<string>`to_json(${routeRules.createdAt}) #>> '{}'`,
};

export async function listRules(db: Database): Promise<AdminRouteRule[]> {
  return db.select(ruleColumns).from(routeRules).orderBy(asc(routeRules.fromPath));
}

/** Serialises rule writes: each checks for loops against every other rule, which must hold still. */
export async function lockRules(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('route-rules', 0))`);
}

export async function insertRule(
  tx: Database,
  rule: { from: string; to: string; permanent: boolean },
): Promise<AdminRouteRule | null> {
  const [row] = await tx
    .insert(routeRules)
    .values({ fromPath: rule.from, toTarget: rule.to, permanent: rule.permanent })
    .onConflictDoNothing({ target: routeRules.fromPath })
    .returning(ruleColumns);
  return row ?? null;
}

export async function updateRule(
  tx: Database,
  id: number,
  rule: { from: string; to: string; permanent: boolean },
): Promise<AdminRouteRule | null> {
  const [row] = await tx
    .update(routeRules)
    .set({ fromPath: rule.from, toTarget: rule.to, permanent: rule.permanent })
    .where(eq(routeRules.id, id))
    .returning(ruleColumns);
  return row ?? null;
}

export async function deleteRule(tx: Database, id: number): Promise<AdminRouteRule | null> {
  const [row] = await tx.delete(routeRules).where(eq(routeRules.id, id)).returning(ruleColumns);
  return row ?? null;
}

const currencyColumns = {
  code: currencies.code,
  name_en: currencies.nameEn,
  name_ar: currencies.nameAr,
  rateMicros: currencies.rateMicros,
  rates_as_of: sql<string>`to_char(${currencies.ratesAsOf}, 'YYYY-MM-DD')`,
};
type CurrencyRow = Omit<AdminCurrency, 'rate' | 'is_base'> & { rateMicros: number };
const adminCurrency = ({ rateMicros, ...row }: CurrencyRow): AdminCurrency => ({
  ...row,
  rate: rateMicros / 1_000_000,
  is_base: row.code === DEFAULT_CURRENCY,
});

export async function listCurrencies(db: Database): Promise<AdminCurrency[]> {
  const rows = await db.select(currencyColumns).from(currencies).orderBy(asc(currencies.position));
  return rows.map(adminCurrency);
}

export async function lockCurrency(tx: Database, code: string) {
  const [row] = await tx
    .select(currencyColumns)
    .from(currencies)
    .where(eq(currencies.code, code))
    .for('update');
  return row ?? null;
}

export async function updateRate(
  tx: Database,
  code: string,
  rateMicros: number,
): Promise<AdminCurrency | null> {
  await tx
    .update(currencies)
    .set({ rateMicros, ratesAsOf: sql`current_date` })
    .where(eq(currencies.code, code));
  const row = await lockCurrency(tx, code);
  return row ? adminCurrency(row) : null;
}
