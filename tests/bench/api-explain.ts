import pg from 'pg';
import { captureFilter, captureUnit, explain, searchShapes } from '../../server/modules/units/plan-check';
import { isoDay } from './api-mix';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every search shape (server/modules/units/plan-check.ts) and of a unit
 * page, on the benchmark's database: per shape, the statements' buffers (pages touched: what a query
 * costs whatever else runs on the machine), time, and any sequential scan of a catalogue table. The
 * same shapes are checked at 2,150 units in search-plans.test.ts; here they run at full size.
 * Returns the number of shapes that scanned a big table sequentially.
 */
export async function explainShapes(url: string, label: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const shapes = searchShapes('riyadh', isoDay(30), isoDay(34));
    console.log(
      `\nEXPLAIN of ${shapes.length} search shapes at ${label} (buffers = 8 KiB pages touched, all statements of one request)`,
    );
    const rows: { shape: string; buffers: number; ms: number; seq: string[] }[] = [];
    for (const shape of shapes) {
      let buffers = 0;
      let ms = 0;
      const seq: string[] = [];
      for (const statement of await captureFilter(pool, shape)) {
        const plan = await explain(pool, statement);
        buffers += plan.buffers;
        ms += plan.ms;
        seq.push(...plan.seqOnBig);
      }
      rows.push({ shape, buffers, ms, seq });
    }
    rows.sort((a, b) => b.buffers - a.buffers);
    const median = rows[Math.floor(rows.length / 2)]!;
    console.log(`  median ${median.buffers} buffers, ${median.ms.toFixed(2)} ms; the five costliest:`);
    for (const row of rows.slice(0, 5)) {
      console.log(
        `  ${String(row.buffers).padStart(6)} buffers ${row.ms.toFixed(2).padStart(7)} ms  ${row.shape}`,
      );
    }
    const unit = captureUnit('bulk-4242');
    const plan = await explain(pool, unit[0]!);
    console.log(
      `  unit page: ${unit.length} statement(s), ${plan.buffers} buffers, ${plan.ms.toFixed(2)} ms (${plan.scans.join('; ')})`,
    );
    const bad = rows.filter((row) => row.seq.length > 0);
    console.log(
      bad.length === 0
        ? '  No shape scans a catalogue table sequentially.'
        : `  !!!!! ${bad.length} SHAPES SCAN A CATALOGUE TABLE SEQUENTIALLY: ${bad.map((row) => `${row.shape} (${row.seq.join(', ')})`).join('; ')}`,
    );
    return bad.length;
  } finally {
    await pool.end();
  }
}
