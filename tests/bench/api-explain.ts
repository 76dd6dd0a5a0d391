import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Locale } from '../../contract/common';
import { UnitFilterQuery } from '../../contract/units';
import * as schema from '../../server/db/schema/index';
import { resolveCurrency } from '../../server/modules/currency/service';
import { filterUnits } from '../../server/modules/units/service';

interface Statement {
  sql: string;
  params: unknown[];
}

/** Tables big enough that a sequential scan of them would be a real cost at 100k units. */
const BIG_TABLES = ['units', 'unit_blocked_days', 'unit_images', 'unit_amenities'];
const SCAN =
  /(Seq Scan|Index Only Scan|Index Scan(?: Backward)?|Bitmap Heap Scan|Bitmap Index Scan)(?: using (\S+))? on (\S+)/;

/**
 * Runs the filter endpoint's own service (server/modules/units/service.ts) with a query string parsed
 * by the endpoint's own schema, on a drizzle instance whose logger records each statement: what gets
 * explained is exactly the SQL the endpoint sends, parameters included, not a hand-written copy.
 */
async function captureFilterSql(pool: pg.Pool, queryString: string, locale: Locale): Promise<Statement[]> {
  const statements: Statement[] = [];
  const plain = drizzle({ client: pool, schema });
  const recording = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => void statements.push({ sql, params }) },
  });
  const query = UnitFilterQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
  const rate = await resolveCurrency(plain, 'SAR');
  await filterUnits(recording, locale, query, rate);
  return statements;
}

/** One line per scan node: which table, and whether an index answered it. */
function scans(plan: string[]): { line: string; seqOnBig: boolean }[] {
  return plan.flatMap((row) => {
    const match = SCAN.exec(row);
    if (!match) return [];
    const [, kind = '', index, table = ''] = match;
    const line = `${kind}${index ? ` using ${index}` : ''} on ${table}`;
    return [{ line, seqOnBig: kind === 'Seq Scan' && BIG_TABLES.includes(table) }];
  });
}

/** Prints EXPLAIN (ANALYZE, BUFFERS) for each statement of one filter request and a verdict on indexes. */
export async function explainFilter(url: string, queryString: string, locale: Locale): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const statements = await captureFilterSql(pool, queryString, locale);
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of GET /api/v1/units/filter?${queryString} (${locale})`);
    console.log(`${statements.length} statements, captured from the service's own drizzle queries.`);
    const seqOnBig: string[] = [];
    let indexScans = 0;
    for (const [i, statement] of statements.entries()) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.sql}`,
        statement.params,
      );
      const plan = rows.map((row) => row['QUERY PLAN']);
      console.log(`\n[${i + 1}] ${statement.sql}\n    params: ${JSON.stringify(statement.params)}`);
      for (const line of plan) console.log(`    ${line}`);
      const found = scans(plan);
      for (const scan of found) if (scan.seqOnBig) seqOnBig.push(`[${i + 1}] ${scan.line}`);
      indexScans += found.filter((scan) => scan.line.includes('Index')).length;
      console.log(`    scans: ${found.map((scan) => scan.line).join('; ') || 'none'}`);
    }
    console.log(`\nIndex scans used: ${indexScans > 0 ? 'yes' : 'NO'} (${indexScans} index scan nodes).`);
    console.log(
      seqOnBig.length === 0
        ? 'Every scan of a large table uses an index (sequential scans only on small lookup tables).'
        : `Sequential scans of a large table: ${seqOnBig.join('; ')}.`,
    );
  } finally {
    await pool.end();
  }
}
