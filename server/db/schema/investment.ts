import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cities, currencies, units } from './catalogue';

/**
 * Investment units: a property sold in shares. Money is SAR minor units like the rental catalogue;
 * the yield is basis points (850 = 8.50 %) so it stays an integer too.
 */
export const investmentUnits = pgTable(
  'investment_units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    imageKey: text('image_key').notNull(),
    sharePriceMinor: integer('share_price_minor').notNull(),
    currency: text('currency')
      .notNull()
      .default('SAR')
      .references(() => currencies.code),
    totalShares: integer('total_shares').notNull(),
    soldShares: integer('sold_shares').notNull().default(0),
    minInvestmentMinor: integer('min_investment_minor').notNull(),
    expectedYieldBps: integer('expected_yield_bps').notNull(),
    status: text('status').notNull(),
    /**
     * The rentable unit this property is let as, when it is: its reservations are the investment page's
     * actual figures (modules/investment/performance-repository.ts). Unique, so one unit's stays never
     * back two offers; null means not rented (yet).
     */
    unitId: integer('unit_id')
      .unique()
      .references(() => units.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('investment_units_filter_idx').on(t.status, t.cityId, t.sharePriceMinor),
    check('investment_units_shares', sql`${t.soldShares} between 0 and ${t.totalShares}`),
    check('investment_units_money', sql`${t.sharePriceMinor} > 0 and ${t.minInvestmentMinor} > 0`),
    check('investment_units_status', sql`${t.status} in ('coming_soon', 'open', 'funded', 'closed')`),
    check('investment_units_currency_sar', sql`${t.currency} = 'SAR'`),
  ],
);

export const investmentDocuments = pgTable(
  'investment_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    investmentUnitId: integer('investment_unit_id')
      .notNull()
      .references(() => investmentUnits.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    /** A path on this site (`/documents/…pdf`), served as a static file. */
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('investment_documents_unit_idx').on(t.investmentUnitId)],
);

/** Interest in buying shares; a guest may send one (no user), so contact details are always stored. */
export const investmentRequests = pgTable(
  'investment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    investmentUnitId: integer('investment_unit_id')
      .notNull()
      .references(() => investmentUnits.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    shares: integer('shares').notNull(),
    message: text('message'),
    locale: text('locale').notNull(),
    /**
     * `new` and `contacted` wait for staff; `approved` sold the shares (investment_units.sold_shares
     * moved in the same transaction), `declined` did not and says why; `closed` is the old end state.
     */
    status: text('status').notNull().default('new'),
    /** Why staff declined it, in the words sent to the investor. */
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('investment_requests_unit_idx').on(t.investmentUnitId),
    // The console's queue: what waits, oldest first.
    index('investment_requests_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('new', 'contacted')`),
    check('investment_requests_shares', sql`${t.shares} > 0`),
    check(
      'investment_requests_status',
      sql`${t.status} in ('new', 'contacted', 'approved', 'declined', 'closed')`,
    ),
  ],
);
