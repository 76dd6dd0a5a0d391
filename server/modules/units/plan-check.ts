import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Locale } from '../../../contract/common';
import { UnitFilterQuery } from '../../../contract/units';
import * as schema from '../../db/schema/index';
import type { Rate } from '../../lib/money';
import { detailStatement } from './detail-repository';
import { searchStatement } from './search-statement';
import { searchOf } from './service';

/**
 * Support for the EXPLAIN checks (search-plans.test.ts) and `npm run bench:api`: runs the units
 * service itself on a drizzle instance that records each statement, so what gets explained is exactly
 * the SQL an endpoint sends, parameters included.
 */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Tables that grow with the catalogue: a sequential scan of one is a cost that grows with it too. */
export const BIG_TABLES = ['units', 'unit_blocked_days', 'unit_images', 'unit_amenities'];
const SAR: Rate = { code: 'SAR', rateMicros: 1_000_000, exponent: 2 };

/** The one statement a listing query sends (search-statement.ts), with its parameters. */
export async function captureFilter(pool: pg.Pool, queryString: string, locale: Locale = 'en') {
  const query = UnitFilterQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
  const { filter, page } = await searchOf(drizzle({ client: pool, schema }), query, SAR);
  const statement = searchStatement(filter, locale, page, SAR);
  return [{ sql: statement.text, params: statement.values }];
}

/** The one statement a unit page sends (detail-repository.ts). */
export function captureUnit(slug: string, locale: Locale = 'en'): Statement[] {
  const statement = detailStatement(locale, { slug }, SAR);
  return [{ sql: statement.text, params: statement.values }];
}

export interface PlanSummary {
  /** Scan nodes as `Index Scan using x on t`. */
  scans: string[];
  /** Sequential scans of a BIG_TABLES table. */
  seqOnBig: string[];
  /** Buffers the whole statement touched (shared hit + read): how many pages, whatever the load. */
  buffers: number;
  ms: number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) of one statement, summarised. */
export async function explain(client: pg.Pool | pg.PoolClient, statement: Statement): Promise<PlanSummary> {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    `explain (analyze, buffers, format json) ${statement.sql}`,
    statement.params,
  );
  const [top] = rows[0]!['QUERY PLAN'];
  const scans: string[] = [];
  const seqOnBig: string[] = [];
  walk(top.Plan, (node) => {
    if (!node['Relation Name']) return;
    const line = `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} on ${node['Relation Name']}`;
    scans.push(line);
    if (node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'])) seqOnBig.push(line);
  });
  const buffers = (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0);
  return { scans, seqOnBig, buffers, ms: top['Execution Time'] };
}

/** Every search shape the listing sends: city or not, dates or not, amenities or not, each sort, deep pages. */
export function searchShapes(city: string, checkIn: string, checkOut: string): string[] {
  const shapes: string[] = [];
  const none: Record<string, string> = {};
  for (const where of [none, { city }])
    for (const dates of [none, { check_in: checkIn, check_out: checkOut }])
      for (const more of [
        none,
        { guests: '4', min_price: '20000', max_price: '90000', bedrooms: '2' },
        { amenities: 'wifi,kitchen' },
      ])
        for (const sort of ['newest', 'price_asc', 'price_desc', 'rating'])
          for (const page of ['1', '5'])
            shapes.push(new URLSearchParams({ ...where, ...dates, ...more, sort, page }).toString());
  return shapes;
}
